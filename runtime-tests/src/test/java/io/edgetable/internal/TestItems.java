package io.edgetable.internal;

import io.edgetable.internal.codec.KeyCodec;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** Hand-built items and a plain batch writer for query tests. */
final class TestItems {
  private TestItems() {}

  /** An item of string attributes, given as name, value, name, value... */
  static Map<String, AttributeValue> item(String... namesAndValues) {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      item.put(namesAndValues[i], AttributeValue.fromS(namesAndValues[i + 1]));
    }
    return item;
  }

  /** A follow of star by {@code id} on index partition {@code indexPartition}, plus extras. */
  static Map<String, AttributeValue> follower(
      String id, String indexPartition, String... moreNamesAndValues) {
    Map<String, AttributeValue> item =
        item(
            "PK",
            "ACTOR#" + id,
            "SK",
            "TARGET#star",
            "GSI1PK",
            indexPartition,
            "GSI1SK",
            "ACTOR#" + id);
    item.putAll(item(moreNamesAndValues));
    return item;
  }

  static void writeAll(
      DynamoDbClient client, String table, List<Map<String, AttributeValue>> items) {
    for (int from = 0; from < items.size(); from += 25) {
      List<WriteRequest> chunk = new ArrayList<>();
      for (Map<String, AttributeValue> item :
          items.subList(from, Math.min(items.size(), from + 25))) {
        chunk.add(
            WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
      }
      Map<String, List<WriteRequest>> pending = Map.of(table, chunk);
      while (!pending.isEmpty()) {
        BatchWriteItemResponse response =
            client.batchWriteItem(BatchWriteItemRequest.builder().requestItems(pending).build());
        pending = response.hasUnprocessedItems() ? response.unprocessedItems() : Map.of();
      }
    }
  }

  /** FNV-1a 32-bit over UTF-8, modulo shards: the shard of a sharded inverse key. */
  static int shard(String escapedSourceId, int shards) {
    try {
      return KeyCodec.shard(escapedSourceId, shards);
    } catch (UnsupportedOperationException notYetThere) {
      int hash = 0x811c9dc5;
      for (byte b : escapedSourceId.getBytes(StandardCharsets.UTF_8)) {
        hash ^= b & 0xff;
        hash *= 0x01000193;
      }
      return Integer.remainderUnsigned(hash, shards);
    }
  }
}
