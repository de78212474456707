package io.edgetable.property;

import io.edgetable.EdgeKey;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * What the table holds, read by one Scan and sorted by the item layout the SPEC fixes: node items
 * ({@code PK = SK = PREFIX#id}), counter items ({@code PK = SK = PREFIX#id#counter#k}) and edge
 * items ({@code SK = LABEL#...}), each read back by its kind's marshaller.
 */
final class Stored {
  final Map<NodeKind<?, ?>, Map<Object, Object>> nodes = new LinkedHashMap<>();
  final Map<EdgeKind<?, ?, ?>, Map<EdgeKey<?, ?>, Object>> edges = new LinkedHashMap<>();
  /** Node PK → counter → the sum of its counter items. */
  final Map<String, Map<String, Long>> counterItems = new HashMap<>();
  /** Node PK of every node item. */
  final Map<String, Object> nodePks = new HashMap<>();

  static Stored read(Model model) {
    Stored stored = new Stored();
    model.nodes.forEach(kind -> stored.nodes.put(kind, new HashMap<>()));
    model.edges.forEach(kind -> stored.edges.put(kind, new HashMap<>()));
    List<Map<String, AttributeValue>> items =
        model.client.scanPaginator(
                ScanRequest.builder().tableName(model.table).consistentRead(true).build())
            .items()
            .stream()
            .toList();
    for (Map<String, AttributeValue> item : items) {
      stored.add(model, item);
    }
    return stored;
  }

  private void add(Model model, Map<String, AttributeValue> item) {
    String pk = item.get("PK").s();
    String sk = item.get("SK").s();
    if (pk.equals(sk)) {
      String[] parts = pk.split("#", -1);
      NodeKind<?, ?> kind =
          model.nodes.stream()
              .filter(k -> k.prefix.equals(parts[0]))
              .findFirst()
              .orElseThrow(() -> new AssertionError("an item of no node kind: " + item));
      if (parts.length == 2) {
        addNode(kind, item, pk);
      } else if (parts.length == 4) {
        String node = parts[0] + "#" + parts[1];
        counterItems
            .computeIfAbsent(node, n -> new HashMap<>())
            .merge(parts[2], Long.parseLong(item.get(parts[2]).n()), Long::sum);
      } else {
        throw new AssertionError("an item of no known layout: " + item);
      }
      return;
    }
    String label = sk.substring(0, sk.indexOf('#'));
    EdgeKind<?, ?, ?> kind =
        model.edges.stream()
            .filter(k -> k.label.equals(label))
            .findFirst()
            .orElseThrow(() -> new AssertionError("an item of no edge kind: " + item));
    addEdge(kind, item);
  }

  private <N> void addNode(NodeKind<N, ?> kind, Map<String, AttributeValue> item, String pk) {
    N record = kind.marshaller.fromItem(item);
    nodes.get(kind).put(kind.id(record), record);
    nodePks.put(pk, record);
  }

  private <R> void addEdge(EdgeKind<R, ?, ?> kind, Map<String, AttributeValue> item) {
    R record = kind.marshaller.fromItem(item);
    edges.get(kind).put(kind.key(record), record);
  }

  /** The node's counter as its items hold it: the node item's value plus its counter items. */
  <N> long counter(NodeKind<N, ?> kind, Object id, String counter) {
    N record = kind.cast(nodes.get(kind).get(id));
    String pk = pk(kind, record);
    return kind.counter(record, counter)
        + counterItems.getOrDefault(pk, Map.of()).getOrDefault(counter, 0L);
  }

  static <N> String pk(NodeKind<N, ?> kind, N record) {
    return kind.marshaller.toItem(record).get("PK").s();
  }
}
