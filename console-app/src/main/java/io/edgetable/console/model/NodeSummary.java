package io.edgetable.console.model;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;

/**
 * The node a partition key names, for the partition view: the node item, its counters with
 * every counter item added (the node item and its counter items read by BatchGetItem, one per
 * 100 keys, sent only when the page does not already hold the node or the node has sharded
 * counters), and the other partitions where its edges live (outgoing edges under another
 * prefix, incoming ones on an index).
 */
public final class NodeSummary {
  /** The most keys one BatchGetItem may ask for. */
  static final int MAX_BATCH_GET = 100;

  private final DynamoDbClient client;
  private final Model model;

  public NodeSummary(DynamoDbClient client, Model model) {
    this.client = client;
    this.model = model;
  }

  /** The summary, or {@code null} when {@code pk} names no node of the model. */
  public ObjectNode of(String table, String pk, List<Map<String, AttributeValue>> page) {
    Optional<Model.Match> match = model.nodeOf(pk);
    if (match.isEmpty()) {
      return null;
    }
    Kind kind = match.get().kind();
    String id = match.get().ids().get(kind.sourceComponent());
    Map<String, AttributeValue> nodeKey = Map.of(
        "PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(kind.sk().fill(Map.of(
            kind.sourceComponent(), id), 0)));
    Map<String, AttributeValue> node = page.stream()
        .filter(i -> nodeKey.get("SK").equals(i.get("SK"))).findFirst().orElse(null);
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    if (node == null) {
      keys.add(nodeKey);
    }
    kind.counterShards().forEach((counter, shards) -> {
      for (int k = 0; k < shards; k++) {
        String key = pk + "#" + counter + "#" + k;
        keys.add(Map.of("PK", AttributeValue.fromS(key), "SK", AttributeValue.fromS(key)));
      }
    });
    Map<String, BigDecimal> sums = new LinkedHashMap<>();
    List<Map<String, AttributeValue>> read = keys.isEmpty() ? List.of() : batchGet(table, keys);
    for (Map<String, AttributeValue> item : read) {
      if (item.get("SK").equals(nodeKey.get("SK")) && item.get("PK").equals(nodeKey.get("PK"))) {
        node = item;
      } else {
        kind.counterShards().keySet().forEach(c -> add(sums, c, item.get(c)));
      }
    }
    ObjectNode summary = Jsons.object();
    summary.put("kind", kind.name());
    summary.put("id", id);
    summary.set("item", node == null ? null : DynamoJson.item(node));
    ObjectNode counters = summary.putObject("counters");
    for (String counter : kind.counters()) {
      Map<String, BigDecimal> total = new LinkedHashMap<>(sums);
      if (node != null) {
        add(total, counter, node.get(counter));
      }
      counters.put(counter, total.getOrDefault(counter, BigDecimal.ZERO).toPlainString());
    }
    summary.set("counterShards", Jsons.MAPPER.valueToTree(kind.counterShards()));
    summary.set("related", related(kind, id, pk));
    return summary;
  }

  private ArrayNode related(Kind node, String id, String pk) {
    ArrayNode related = Jsons.MAPPER.createArrayNode();
    for (Kind edge : model.kinds()) {
      if (edge.node()) {
        continue;
      }
      if (edge.sourceKind().orElse("").equals(node.name())) {
        String forward = edge.pk().fill(Map.of(edge.sourceComponent(), id), 0);
        if (!forward.equals(pk)) {
          related.add(link(edge.name() + " edges from " + id, forward, edge, "table"));
        }
      }
      if (edge.targetKind().orElse("").equals(node.name()) && edge.inversePk().isPresent()) {
        String inverse = edge.inversePk().get().withoutShard()
            .fill(Map.of(edge.targetComponent(), id), 0);
        if (!inverse.equals(pk)) {
          related.add(link(edge.name() + " edges to " + id, inverse, edge,
              edge.schema().inverseIndex().orElseThrow()));
        }
      }
    }
    return related;
  }

  /** A partition of the node under another prefix: its label, key, edge kind and side. */
  private static ObjectNode link(String label, String pk, Kind edge, String side) {
    ObjectNode link = Jsons.object();
    link.put("label", label);
    link.put("pk", pk);
    link.put("kind", edge.name());
    link.put("side", side);
    return link;
  }

  private static void add(Map<String, BigDecimal> sums, String counter, AttributeValue value) {
    if (value != null && value.n() != null) {
      sums.merge(counter, new BigDecimal(value.n()), BigDecimal::add);
    }
  }

  /** The items of {@code keys}: one BatchGetItem per 100 keys (its limit), then any unread. */
  private List<Map<String, AttributeValue>> batchGet(
      String table, List<Map<String, AttributeValue>> keys) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (int from = 0; from < keys.size(); from += MAX_BATCH_GET) {
      List<Map<String, AttributeValue>> chunk =
          keys.subList(from, Math.min(keys.size(), from + MAX_BATCH_GET));
      Map<String, KeysAndAttributes> request =
          Map.of(table, KeysAndAttributes.builder().keys(chunk).build());
      while (!request.isEmpty()) {
        Map<String, KeysAndAttributes> ask = request;
        BatchGetItemResponse response = client.batchGetItem(b -> b.requestItems(ask));
        items.addAll(response.responses().getOrDefault(table, List.of()));
        request = response.hasUnprocessedKeys() ? response.unprocessedKeys() : Map.of();
      }
    }
    return items;
  }
}
