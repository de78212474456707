package io.edgetable.doctor;

import io.edgetable.schema.EdgeSchema.Side;
import io.edgetable.doctor.Layout.EdgeCounter;
import io.edgetable.doctor.Layout.EdgeKind;
import io.edgetable.doctor.Layout.NodeCounter;
import io.edgetable.doctor.Layout.NodeKind;
import io.edgetable.internal.codec.KeyCodec;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One check of a table's items, fed item by item from any number of threads: items are
 * recognised by their keys ({@link Layout}), checked on their own (types, index keys) as they
 * come, and tallied per node (the counters read and the edges that count on each), so memory
 * grows with the nodes, never with the edges. {@link #finish} compares the tallies; when a node
 * that edges point to was never seen, a second pass ({@link #dangling}) names those edges.
 */
final class Audit {
  private final Layout layout;
  private final Consumer<Finding> found;
  private final ConcurrentHashMap<String, NodeTally> nodes = new ConcurrentHashMap<>();
  private final AtomicLong items = new AtomicLong();
  private Set<String> missing = Set.of();

  Audit(Layout layout, Consumer<Finding> found) {
    this.layout = layout;
    this.found = found;
  }

  long itemsRead() {
    return items.get();
  }

  /** The first pass over one item. */
  void accept(Map<String, AttributeValue> item) {
    items.incrementAndGet();
    AttributeValue pkValue = item.get("PK");
    AttributeValue skValue = item.get("SK");
    if (pkValue == null || skValue == null || pkValue.s() == null || skValue.s() == null) {
      found.accept(new UnknownItem(keyOf(item), "its PK and SK are not both strings"));
      return;
    }
    String pk = pkValue.s();
    String sk = skValue.s();
    int hashes = count(pk);
    if (hashes == 3 && pk.equals(sk)) {
      counterItem(item, pk);
      return;
    }
    if (hashes != 1) {
      found.accept(unknown(item, "its PK has " + hashes + " #, no kind's key has that"));
      return;
    }
    int cut = pk.indexOf('#') + 1;
    String literal = pk.substring(0, cut);
    String id = pk.substring(cut);
    if (!validId(id)) {
      found.accept(unknown(item, "its PK holds no valid escaped id after " + literal));
      return;
    }
    NodeKind node = layout.node(literal);
    if (node != null && sk.equals(node.sortKey(id))) {
      nodeItem(item, node, id);
      return;
    }
    int lastHash = sk.lastIndexOf('#');
    EdgeKind edge = lastHash < 0 ? null : layout.edge(literal, sk.substring(0, lastHash + 1));
    if (edge == null) {
      found.accept(unknown(item, "no kind given has keys " + literal + "… / " + sk));
      return;
    }
    String targetId = sk.substring(lastHash + 1);
    if (!validId(targetId)) {
      found.accept(unknown(item, "its SK holds no valid escaped id"));
      return;
    }
    edgeItem(item, edge, id, targetId);
  }

  private void counterItem(Map<String, AttributeValue> item, String pk) {
    String[] parts = pk.split("#", -1);
    NodeKind node = layout.node(parts[0] + "#");
    int counter = node == null ? -1 : node.counterIndex(parts[2]);
    int shard = shardNumber(parts[3]);
    if (counter < 0 || shard < 0 || !validId(parts[1])) {
      found.accept(unknown(item, "not a counter item of a node kind given"));
      return;
    }
    String attribute = parts[2];
    AttributeValue value = item.get(attribute);
    long number = 0;
    if (value != null) {
      Long read = number(value);
      if (read == null) {
        found.accept(
            new TypeMismatch(
                keyOf(item), node.name(), attribute, AttributeValue.Type.N, value.type()));
      } else {
        number = read;
      }
    }
    tally(node, parts[1]).shard(counter, shard, number);
  }

  private void nodeItem(Map<String, AttributeValue> item, NodeKind node, String id) {
    checkTypes(item, node.schema().attributes(), node.name());
    NodeTally tally = tally(node, id);
    synchronized (tally) {
      tally.exists = true;
      for (int i = 0; i < node.counters().size(); i++) {
        AttributeValue value = item.get(node.counters().get(i).attribute());
        Long number = value == null ? null : number(value);
        if (number != null && (number != 0 || i >= 32)) {
          tally.counter(i).nodeValue = number;
        } else if (number != null) {
          tally.zeros |= 1 << i; // a zero costs a bit, not a tally
        }
      }
    }
  }

  private void edgeItem(
      Map<String, AttributeValue> item, EdgeKind edge, String sourceId, String targetId) {
    checkTypes(item, edge.schema().attributes(), edge.name());
    edge.indexKeys(sourceId, targetId)
        .ifPresent(
            expected -> {
              String index = edge.index().orElseThrow();
              Optional<String> storedPk = text(item.get(index + "PK"));
              Optional<String> storedSk = text(item.get(index + "SK"));
              if (!storedPk.equals(Optional.of(expected[0]))
                  || !storedSk.equals(Optional.of(expected[1]))) {
                found.accept(
                    new IndexKeyMismatch(
                        keyOf(item), edge.name(), index, storedPk, expected[0], storedSk,
                        expected[1]));
              }
            });
    edge.source().ifPresent(node -> tally(node, sourceId).referenced = true);
    edge.target().ifPresent(node -> tally(node, targetId).referenced = true);
    for (EdgeCounter counter : edge.counters()) {
      boolean source = counter.side() == Side.SOURCE;
      String nodeId = source ? sourceId : targetId;
      String otherId = source ? targetId : sourceId;
      int shards = counter.node().counters().get(counter.index()).shards();
      int shard = shards > 1 ? KeyCodec.shard(otherId, shards) : 0;
      tally(counter.node(), nodeId).edge(counter.index(), shard, shards);
    }
  }

  /** After the first pass: every counter that drifted; remembers the missing nodes. */
  void finish() {
    Set<String> absent = new HashSet<>();
    for (Map.Entry<String, NodeTally> entry : nodes.entrySet()) {
      NodeTally tally = entry.getValue();
      if (!tally.exists) {
        if (tally.referenced) {
          absent.add(entry.getKey());
        }
        continue;
      }
      NodeKind kind = tally.kind;
      String id = entry.getKey().substring(kind.pk().literal().length());
      for (int i = 0; i < kind.counters().size(); i++) {
        CounterTally counter = tally.counters == null ? null : tally.counters[i];
        if (counter == null) {
          counter = new CounterTally();
        }
        if (counter.nodeValue == null && i < 32 && (tally.zeros & (1 << i)) != 0) {
          counter.nodeValue = 0L;
        }
        drift(kind, id, i, counter);
      }
    }
    missing = Set.copyOf(absent);
  }

  private void drift(NodeKind kind, String id, int index, CounterTally counter) {
    NodeCounter declared = kind.counters().get(index);
    int shards = declared.shards();
    long counted = 0;
    TreeMap<Integer, Long> countedShards = new TreeMap<>();
    if (counter.edges != null) {
      for (int k = 0; k < counter.edges.length; k++) {
        counted += counter.edges[k];
        if (shards > 1 && counter.edges[k] != 0) {
          countedShards.put(k, counter.edges[k]);
        }
      }
    }
    Map<Integer, Long> stored = counter.shards == null ? Map.of() : counter.shards;
    long node = counter.nodeValue == null ? 0 : counter.nodeValue;
    boolean exact;
    if (shards == 1) {
      exact = node == counted && stored.isEmpty();
    } else {
      exact = node == 0;
      for (Map.Entry<Integer, Long> item : stored.entrySet()) {
        exact &= item.getKey() < shards;
      }
      for (int k = 0; k < shards && exact; k++) {
        exact = stored.getOrDefault(k, 0L).longValue() == countedShards.getOrDefault(k, 0L);
      }
    }
    if (!exact) {
      found.accept(
          new CounterDrift(
              kind.key(id), kind.name(), declared.attribute(),
              Optional.ofNullable(counter.nodeValue), new TreeMap<>(stored), countedShards,
              shards, counted));
    }
  }

  /** Whether {@link #finish} found nodes that edges point to but that do not exist. */
  boolean needsDanglingPass() {
    return !missing.isEmpty();
  }

  /** The second pass over one item: an edge to a missing node is a {@link DanglingEdge}. */
  void dangling(Map<String, AttributeValue> item) {
    AttributeValue pkValue = item.get("PK");
    AttributeValue skValue = item.get("SK");
    if (pkValue == null || skValue == null || pkValue.s() == null || skValue.s() == null) {
      return;
    }
    String pk = pkValue.s();
    String sk = skValue.s();
    EdgeRef edge = edgeOf(layout, pk, sk);
    if (edge == null) {
      return;
    }
    List<String> gone = new ArrayList<>();
    edge.kind().source().map(n -> n.partitionKey(edge.sourceId()))
        .filter(missing::contains).ifPresent(gone::add);
    edge.kind().target().map(n -> n.partitionKey(edge.targetId()))
        .filter(p -> missing.contains(p) && !gone.contains(p)).ifPresent(gone::add);
    if (!gone.isEmpty()) {
      found.accept(new DanglingEdge(keyOf(item), edge.kind().name(), gone));
    }
  }

  /** An edge item's kind and escaped ids. */
  record EdgeRef(EdgeKind kind, String sourceId, String targetId) {}

  /** The edge kind and ids of an edge item's keys, or null if they are not an edge's. */
  static EdgeRef edgeOf(Layout layout, String pk, String sk) {
    if (count(pk) != 1) {
      return null;
    }
    int cut = pk.indexOf('#') + 1;
    String literal = pk.substring(0, cut);
    NodeKind node = layout.node(literal);
    String sourceId = pk.substring(cut);
    if (node != null && sk.equals(node.sortKey(sourceId))) {
      return null;
    }
    int lastHash = sk.lastIndexOf('#');
    EdgeKind edge = lastHash < 0 ? null : layout.edge(literal, sk.substring(0, lastHash + 1));
    String targetId = lastHash < 0 ? "" : sk.substring(lastHash + 1);
    if (edge == null || !validId(sourceId) || !validId(targetId)) {
      return null;
    }
    return new EdgeRef(edge, sourceId, targetId);
  }

  private void checkTypes(
      Map<String, AttributeValue> item, Map<String, AttributeValue.Type> types, String kind) {
    types.forEach(
        (name, expected) -> {
          AttributeValue value = item.get(name);
          if (value != null
              && value.type() != expected
              && value.type() != AttributeValue.Type.NUL) {
            found.accept(new TypeMismatch(keyOf(item), kind, name, expected, value.type()));
          }
        });
  }

  private NodeTally tally(NodeKind kind, String id) {
    return nodes.computeIfAbsent(kind.partitionKey(id), k -> new NodeTally(kind));
  }

  private static UnknownItem unknown(Map<String, AttributeValue> item, String reason) {
    return new UnknownItem(keyOf(item), reason);
  }

  static Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    if (item.containsKey("PK")) {
      key.put("PK", item.get("PK"));
    }
    if (item.containsKey("SK")) {
      key.put("SK", item.get("SK"));
    }
    return key;
  }

  private static int count(String key) {
    int hashes = 0;
    for (int i = 0; i < key.length(); i++) {
      if (key.charAt(i) == '#') {
        hashes++;
      }
    }
    return hashes;
  }

  private static boolean validId(String escaped) {
    if (escaped.isEmpty()) {
      return false;
    }
    try {
      KeyCodec.unescape(escaped);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** A counter item's shard number: digits without a leading zero, or -1. */
  private static int shardNumber(String text) {
    if (text.isEmpty() || text.length() > 4 || (text.length() > 1 && text.charAt(0) == '0')) {
      return -1;
    }
    for (int i = 0; i < text.length(); i++) {
      if (!Character.isDigit(text.charAt(i))) {
        return -1;
      }
    }
    return Integer.parseInt(text);
  }

  private static Optional<String> text(AttributeValue value) {
    return value == null || value.s() == null ? Optional.empty() : Optional.of(value.s());
  }

  /** A number attribute as a long (rounded toward zero), or null if it is not a number. */
  private static Long number(AttributeValue value) {
    if (value.n() == null) {
      return null;
    }
    try {
      return new BigDecimal(value.n()).longValue();
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** What the check keeps of one node: whether it exists and its counters' tallies. */
  private static final class NodeTally {
    final NodeKind kind;
    volatile boolean exists;
    volatile boolean referenced;
    /** Bit {@code i}: counter {@code i} is 0 on the node item (not absent). */
    int zeros;
    CounterTally[] counters;

    NodeTally(NodeKind kind) {
      this.kind = kind;
    }

    /** Call holding the tally's lock. */
    CounterTally counter(int index) {
      if (counters == null) {
        counters = new CounterTally[kind.counters().size()];
      }
      if (counters[index] == null) {
        counters[index] = new CounterTally();
      }
      return counters[index];
    }

    synchronized void shard(int index, int shard, long value) {
      CounterTally counter = counter(index);
      if (counter.shards == null) {
        counter.shards = new HashMap<>(4);
      }
      counter.shards.put(shard, value);
    }

    synchronized void edge(int index, int shard, int shards) {
      CounterTally counter = counter(index);
      if (counter.edges == null) {
        counter.edges = new long[shards];
      }
      counter.edges[shard]++;
    }
  }

  /** One counter of one node: its node item value, counter items and edges per counter item. */
  private static final class CounterTally {
    Long nodeValue;
    Map<Integer, Long> shards;
    long[] edges;
  }
}
