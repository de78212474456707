package io.edgetable.console.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.BadJsonException;
import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * One page of one side of a partition: the table's items with the partition key, or an index's
 * items with its partition key, read over every shard of a sharded index and merged in the
 * index's sort order. Each page sends at most one Query per shard; the cursor remembers, per
 * shard, the last item returned (or that the shard is done), so nothing is skipped or repeated
 * and nothing is ever scanned.
 */
public final class PartitionReader {
  private static final String DONE = "done";

  private final DynamoDbClient client;
  private final Cursors cursors;

  public PartitionReader(DynamoDbClient client, Cursors cursors) {
    this.client = client;
    this.cursors = cursors;
  }

  /**
   * A page of {@code index} ({@code null}: the table) for the partition values {@code shards}
   * (one value, or one per shard).
   */
  public ObjectNode page(
      TableInfo table, IndexInfo index, List<AttributeValue> shards, int limit, String cursor) {
    KeyAttribute hash = index.hashKey().orElseThrow();
    String shape = shape(table, index, shards);
    List<JsonNode> states = states(cursor, shape, shards.size());
    List<Map<String, AttributeValue>> read = new ArrayList<>();
    List<Integer> from = new ArrayList<>();
    boolean[] more = new boolean[shards.size()];
    for (int s = 0; s < shards.size(); s++) {
      JsonNode state = states.get(s);
      if (state.isTextual() && state.textValue().equals(DONE)) {
        continue;
      }
      QueryRequest.Builder request = QueryRequest.builder()
          .tableName(table.name())
          .indexName(index.name())
          .keyConditionExpression("#k = :k")
          .expressionAttributeNames(Map.of("#k", hash.attribute()))
          .expressionAttributeValues(Map.of(":k", shards.get(s)))
          .limit(limit);
      if (state.isObject()) {
        request.exclusiveStartKey(DynamoJson.toItem(state, "cursor"));
      }
      QueryResponse response = client.query(request.build());
      more[s] = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty();
      for (Map<String, AttributeValue> item : response.items()) {
        read.add(item);
        from.add(s);
      }
    }
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < read.size(); i++) {
      order.add(i);
    }
    if (shards.size() > 1) {
      order.sort(comparator(index, read));
    }
    ObjectNode page = Jsons.object();
    ArrayNode items = page.putArray("items");
    List<JsonNode> next = new ArrayList<>(states);
    int taken = Math.min(limit, order.size());
    int[] takenPerShard = new int[shards.size()];
    for (int i = 0; i < taken; i++) {
      int at = order.get(i);
      items.add(DynamoJson.item(read.get(at)));
      next.set(from.get(at), DynamoJson.item(keyOf(table, index, read.get(at))));
      takenPerShard[from.get(at)]++;
    }
    boolean all = true;
    for (int s = 0; s < shards.size(); s++) {
      JsonNode state = states.get(s);
      boolean wasDone = state.isTextual() && state.textValue().equals(DONE);
      int readHere = countFrom(from, s);
      if (wasDone || (!more[s] && takenPerShard[s] == readHere)) {
        next.set(s, Jsons.MAPPER.getNodeFactory().textNode(DONE));
      } else {
        all = false;
      }
    }
    if (all) {
      page.putNull("cursor");
    } else {
      page.put("cursor", cursors.encode(Jsons.MAPPER.valueToTree(next), shape));
    }
    page.put("shards", shards.size());
    return page;
  }

  private static int countFrom(List<Integer> from, int shard) {
    int n = 0;
    for (int f : from) {
      if (f == shard) {
        n++;
      }
    }
    return n;
  }

  private List<JsonNode> states(String cursor, String shape, int shards) {
    List<JsonNode> states = new ArrayList<>();
    if (cursor == null || cursor.isEmpty()) {
      for (int s = 0; s < shards; s++) {
        states.add(Jsons.MAPPER.getNodeFactory().nullNode());
      }
      return states;
    }
    JsonNode position = cursors.decode(cursor, shape);
    if (!position.isArray() || position.size() != shards) {
      throw new BadJsonException("cursor", "is not a cursor of this partition");
    }
    position.forEach(states::add);
    return states;
  }

  private static Comparator<Integer> comparator(
      IndexInfo index, List<Map<String, AttributeValue>> items) {
    String range = index.rangeKey().map(KeyAttribute::attribute).orElse(null);
    if (range == null) {
      return Comparator.comparingInt(i -> 0);
    }
    return (a, b) -> KeyOrder.INSTANCE.compare(items.get(a).get(range), items.get(b).get(range));
  }

  /** The ExclusiveStartKey of {@code item}: the table's key and the index's. */
  private static Map<String, AttributeValue> keyOf(
      TableInfo table, IndexInfo index, Map<String, AttributeValue> item) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    for (String attribute : table.keyAttributes()) {
      key.put(attribute, item.get(attribute));
    }
    for (KeyAttribute k : index.keySchema()) {
      key.put(k.attribute(), item.get(k.attribute()));
    }
    return key;
  }

  private static String shape(TableInfo table, IndexInfo index, List<AttributeValue> shards) {
    List<Object> parts = new ArrayList<>();
    parts.add("partition");
    parts.add(table.name());
    parts.add(String.valueOf(index.name()));
    shards.forEach(v -> parts.add(DynamoJson.value(v)));
    return Jsons.write(parts);
  }
}
