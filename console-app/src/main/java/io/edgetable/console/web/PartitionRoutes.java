package io.edgetable.console.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.BadJsonException;
import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import io.edgetable.console.table.IndexInfo;
import io.edgetable.console.table.KeyAttribute;
import io.edgetable.console.table.KeyValues;
import io.edgetable.console.table.ReadUnits;
import io.edgetable.console.table.TableInfo;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * {@code GET /api/tables/{t}/partition?pk=V[&limit=N][&cursor=C][&side=S]}: the items with
 * partition key V on the table, and on every index the items whose index partition key is V (all
 * shards of a sharded index of a model kind). Without a cursor every side reads its first page;
 * with one, only the side named by {@code side} ({@code table}, the default, or an index) reads
 * its next page.
 */
final class PartitionRoutes {
  static final int DEFAULT_LIMIT = 50;
  static final int MAX_SAMPLE = 25;
  private final Services services;

  PartitionRoutes(Services services) {
    this.services = services;
  }

  void partition(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    String pk = ctx.queryParam("pk");
    if (pk == null || pk.isEmpty()) {
      throw new BadJsonException("pk", "is required: the partition key value");
    }
    int limit = limit(ctx.queryParam("limit"));
    String cursor = ctx.queryParam("cursor");
    String side = ctx.queryParam("side");
    if (cursor != null && cursor.isEmpty()) {
      cursor = null;
    }
    if (side != null && !side.equals("table") && table.index(side).isEmpty()) {
      throw new BadJsonException("side", "is \"table\" or an index of " + table.name());
    }
    boolean all = cursor == null && side == null;
    ObjectNode body = Jsons.object();
    body.put("pk", pk);
    if (all || side == null || side.equals("table")) {
      IndexInfo base = table.base();
      ObjectNode page = services.partitions().page(table, base,
          List.of(KeyValues.of(base.hashKey().orElseThrow(), pk, "pk")), limit, cursor);
      annotate(page);
      body.setAll(page);
      if (all && table.keyAttributes().equals(List.of("PK", "SK"))) {
        body.set("node", services.nodes().of(table.name(), pk, items(page)));
      }
    }
    ObjectNode inverse = body.putObject("inverse");
    for (IndexInfo index : table.indexes()) {
      if (!all && !index.name().equals(side)) {
        continue;
      }
      if (index.hashKey().isEmpty() || (all && !services.model().mayHold(index.name(), pk))) {
        continue;
      }
      inverse.set(index.name(), side(table, index, pk, limit, cursor));
    }
    JsonNode node = body.get("node");
    if (all && node != null && node.isObject()) {
      body.set("related", related(table, node.get("related"), limit));
    }
    Replies.json(ctx, body);
  }

  /**
   * The first page of each partition that belongs to the node under another prefix (its edges
   * out, e.g. {@code ACTOR#celeb}; its edges in on an index, e.g. {@code TARGET#celeb}, every
   * shard merged): {@code side} and {@code pk} continue it on this route.
   */
  private ArrayNode related(TableInfo table, JsonNode links, int limit) {
    ArrayNode related = Jsons.MAPPER.createArrayNode();
    for (JsonNode link : links) {
      String side = link.get("side").asText();
      String pk = link.get("pk").asText();
      IndexInfo index = side.equals("table") ? table.base() : table.index(side).orElse(null);
      if (index == null || index.hashKey().isEmpty()) {
        continue;
      }
      ObjectNode entry = ((ObjectNode) link).deepCopy();
      entry.setAll(side(table, index, pk, limit, null));
      related.add(entry);
    }
    return related;
  }

  /** One page of one side: every shard of {@code pk} on the index, merged. */
  private ObjectNode side(TableInfo table, IndexInfo index, String pk, int limit, String cursor) {
    KeyAttribute hash = index.hashKey().orElseThrow();
    List<AttributeValue> shards = new ArrayList<>();
    for (String value : services.model().shardsOf(String.valueOf(index.name()), pk)) {
      shards.add(KeyValues.of(hash, value, "pk"));
    }
    ObjectNode page = services.partitions().page(table, index, shards, limit, cursor);
    page.put("attribute", hash.attribute());
    annotate(page);
    return page;
  }

  /**
   * {@code GET /api/tables/{t}/sample[?limit=N]}: one Scan page of at most 25 items (a first
   * look at a table whose keys one does not know yet), labelled as a Scan, with its counts and
   * the read units it cost: as DynamoDB reported them, or else computed from the items' sizes
   * as DynamoDB bills a Scan ({@code readUnitsSource} says which).
   */
  void sample(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    String given = ctx.queryParam("limit");
    int limit = given == null || given.isEmpty() ? MAX_SAMPLE : limit(given);
    if (limit > MAX_SAMPLE) {
      throw new BadJsonException("limit", "a sample is at most " + MAX_SAMPLE + " items");
    }
    ScanRequest request = ScanRequest.builder().tableName(table.name()).limit(limit)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build();
    ScanResponse response = services.client().scan(request);
    ObjectNode body = Jsons.object();
    body.put("operation", "Scan");
    body.put("note", "a Scan reads the table from its start, not by key: at most " + limit
        + " items, billed for every item it read");
    ArrayNode items = body.putArray("items");
    response.items().forEach(i -> items.add(DynamoJson.item(i)));
    body.put("count", response.count());
    body.put("scannedCount", response.scannedCount());
    Double billed = response.consumedCapacity() == null ? null
        : response.consumedCapacity().capacityUnits();
    if (billed != null) {
      body.put("readUnits", billed);
      body.put("readUnitsSource", "DynamoDB");
    } else {
      body.put("readUnits", ReadUnits.of(response.items(), false));
      body.put("readUnitsSource", "computed");
    }
    ObjectNode sent = body.putObject("request");
    sent.put("TableName", table.name());
    sent.put("Limit", limit);
    sent.put("ReturnConsumedCapacity", "TOTAL");
    body.put("more", response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty());
    annotate(body);
    Replies.json(ctx, body);
  }

  private void annotate(ObjectNode page) {
    if (services.model().isEmpty()) {
      return;
    }
    ArrayNode about = page.putArray("about");
    for (Map<String, AttributeValue> item : items(page)) {
      about.add(services.annotations().about(item));
    }
  }

  private static List<Map<String, AttributeValue>> items(ObjectNode page) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (JsonNode item : page.get("items")) {
      items.add(DynamoJson.toItem(item, "item"));
    }
    return items;
  }

  static int limit(String text) {
    if (text == null || text.isEmpty()) {
      return DEFAULT_LIMIT;
    }
    try {
      int limit = Integer.parseInt(text);
      if (limit >= 1 && limit <= 1000) {
        return limit;
      }
    } catch (NumberFormatException e) {
      // answered below
    }
    throw new BadJsonException("limit", "must be a whole number from 1 to 1000");
  }
}
