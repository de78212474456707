package io.edgetable.internal.doctor;

import io.edgetable.doctor.CounterDrift;
import io.edgetable.doctor.DanglingEdge;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IndexKeyMismatch;
import io.edgetable.doctor.OrphanCounter;
import io.edgetable.doctor.TypeMismatch;
import io.edgetable.doctor.UnknownItem;
import io.edgetable.internal.doctor.ParsedItem.CounterItem;
import io.edgetable.internal.doctor.ParsedItem.EdgeItem;
import io.edgetable.internal.doctor.ParsedItem.NodeItem;
import io.edgetable.internal.doctor.ParsedItem.Unknown;
import io.edgetable.internal.model.CounterItems;
import io.edgetable.schema.EdgeSchema.Side;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The doctor's finding logic for the group of one node key, fed its items one at a time in any
 * order ({@link #add}), then asked what it found ({@link #finish}). An item's own faults (types,
 * values, index keys, unknown items) are found as it is added, by the group that owns it (an
 * edge's source); what needs the whole group (counters against edges, a missing node's edges and
 * counter items) at the end. It keeps the node's counters and, while the node item has not come,
 * the edges that point to it: never the items, so a check of a whole table holds one group per
 * node and its memory grows with the nodes.
 */
final class NodeGroup {
  private final String key;
  private final NodeKind kind;
  private boolean exists;
  /** Bit {@code i}: counter {@code i} is 0 on the node item (a zero costs a bit, not a tally). */
  private int zeros;
  private Tally[] counters;
  /** The edges that name this node while its item has not been read. */
  private List<Reference> references;
  private boolean overflowed;

  NodeGroup(DoctorModel model, String key) {
    this.key = key;
    this.kind = model.nodeOfKey(key);
  }

  /** An edge that names this node: {@code PK}, {@code SK} and its kind's name. */
  private record Reference(String pk, String sk, String kind) {}

  /** One counter: its node item value, counter items read and edges per counter item. */
  private static final class Tally {
    Long nodeValue;
    /** Counter items read, by shard: the value, or null when absent or not a number. */
    Map<Integer, Long> shards;
    long[] edges;
  }

  boolean exists() {
    return exists;
  }

  /** Whether an edge naming this node was not remembered, the budget being spent. */
  boolean overflowed() {
    return overflowed;
  }

  /** Adds one item of this group; its own faults go to {@code found} at once. */
  void add(ParsedItem item, Consumer<Finding> found, ReferenceBudget budget) {
    if (item instanceof Unknown unknown) {
      found.accept(new UnknownItem(Keys.of(unknown.item()), unknown.reason()));
    } else if (item instanceof NodeItem node) {
      nodeItem(node, found, budget);
    } else if (item instanceof CounterItem counter) {
      counterItem(counter, found);
    } else if (item instanceof EdgeItem edge) {
      edgeItem(edge, found, budget);
    }
  }

  private void nodeItem(NodeItem node, Consumer<Finding> found, ReferenceBudget budget) {
    AttributeChecks.check(node.item(), kind.name(), kind.attributes(), null, null, found);
    exists = true;
    if (references != null) {
      budget.release(references.size());
      references = null;
    }
    for (int i = 0; i < kind.counters().size(); i++) {
      Long number = number(node.item().get(kind.counters().get(i).attribute()));
      if (number != null && (number != 0 || i >= 32)) {
        tally(i).nodeValue = number;
      } else if (number != null) {
        zeros |= 1 << i;
      }
    }
  }

  private void counterItem(CounterItem counter, Consumer<Finding> found) {
    String attribute = counter.declared().attribute();
    AttributeValue value = counter.item().get(attribute);
    Long number = number(value);
    if (value != null && number == null) {
      found.accept(
          new TypeMismatch(
              Keys.of(counter.item()), kind.name(), attribute, AttributeValue.Type.N,
              value.type()));
    }
    Tally tally = tally(counter.counter());
    if (tally.shards == null) {
      tally.shards = new HashMap<>(4);
    }
    tally.shards.put(counter.shard(), number);
  }

  private void edgeItem(EdgeItem edge, Consumer<Finding> found, ReferenceBudget budget) {
    EdgeKind type = edge.kind();
    boolean source = key.equals(edge.sourceGroup());
    boolean target = key.equals(edge.targetGroup());
    if (source) {
      AttributeChecks.check(
          edge.item(), type.name(), type.attributes(), type.index(), type.sortBy(), found);
      indexKeys(edge, found);
    }
    for (EdgeKind.Move move : type.counters()) {
      if (move.side() == Side.SOURCE ? source : target) {
        int shard = move.shard(edge.sourceId(), edge.targetId());
        Tally tally = tally(move.index());
        if (tally.edges == null) {
          tally.edges = new long[move.counter().shards()];
        }
        tally.edges[Math.max(shard, 0)]++;
      }
    }
    if (!exists && ((source && type.source() != null) || target)) {
      if (budget.take()) {
        if (references == null) {
          references = new ArrayList<>(2);
        }
        references.add(
            new Reference(edge.item().get("PK").s(), edge.item().get("SK").s(), type.name()));
      } else {
        overflowed = true;
      }
    }
  }

  private static void indexKeys(EdgeItem edge, Consumer<Finding> found) {
    String[] expected = edge.kind().indexKeys(edge.sourceId(), edge.targetId());
    if (expected == null) {
      return;
    }
    String index = edge.kind().index();
    Optional<String> storedPk = text(edge.item().get(index + "PK"));
    Optional<String> storedSk = text(edge.item().get(index + "SK"));
    if (!storedPk.equals(Optional.of(expected[0])) || !storedSk.equals(Optional.of(expected[1]))) {
      found.accept(
          new IndexKeyMismatch(
              Keys.of(edge.item()), edge.kind().name(), index, storedPk, expected[0], storedSk,
              expected[1]));
    }
  }

  /**
   * What the whole group shows: an existing node's counters that differ from its edges ({@link
   * CounterDrift}); a missing node's counter items ({@link OrphanCounter}) and the edges that
   * name it ({@link DanglingEdge}, but for those not remembered: see {@link #overflowed}).
   */
  List<Finding> finish() {
    List<Finding> found = new ArrayList<>();
    if (kind == null) {
      return found;
    }
    for (int i = 0; i < kind.counters().size(); i++) {
      Tally tally = counters == null || counters[i] == null ? new Tally() : counters[i];
      if (exists) {
        if (tally.nodeValue == null && i < 32 && (zeros & (1 << i)) != 0) {
          tally.nodeValue = 0L;
        }
        drift(i, tally, found);
      } else if (tally.shards != null) {
        orphans(i, tally, found);
      }
    }
    if (!exists && references != null) {
      for (Reference reference : references) {
        found.add(
            new DanglingEdge(
                Keys.of(reference.pk(), reference.sk()), reference.kind(), List.of(key)));
      }
    }
    return found;
  }

  private void drift(int index, Tally tally, List<Finding> found) {
    NodeKind.Counter declared = kind.counters().get(index);
    int shards = declared.shards();
    long counted = 0;
    TreeMap<Integer, Long> countedShards = new TreeMap<>();
    if (tally.edges != null) {
      for (int k = 0; k < tally.edges.length; k++) {
        counted += tally.edges[k];
        if (shards > 1 && tally.edges[k] != 0) {
          countedShards.put(k, tally.edges[k]);
        }
      }
    }
    TreeMap<Integer, Long> stored = new TreeMap<>();
    if (tally.shards != null) {
      tally.shards.forEach((shard, value) -> stored.put(shard, value == null ? 0L : value));
    }
    long node = tally.nodeValue == null ? 0 : tally.nodeValue;
    boolean exact;
    if (shards == 1) {
      exact = node == counted && stored.isEmpty();
    } else {
      exact = node == 0 && (stored.isEmpty() || stored.lastKey() < shards);
      for (int k = 0; k < shards && exact; k++) {
        exact = stored.getOrDefault(k, 0L).longValue() == countedShards.getOrDefault(k, 0L);
      }
    }
    if (!exact) {
      found.add(
          new CounterDrift(
              kind.key(kind.idOf(key)), kind.name(), declared.attribute(),
              Optional.ofNullable(tally.nodeValue), stored, countedShards, shards, counted));
    }
  }

  private void orphans(int index, Tally tally, List<Finding> found) {
    String attribute = kind.counters().get(index).attribute();
    new TreeMap<>(tally.shards)
        .forEach(
            (shard, value) ->
                found.add(
                    new OrphanCounter(
                        CounterItems.key(key, attribute, shard), kind.name(), key, attribute,
                        shard, Optional.ofNullable(value))));
  }

  private Tally tally(int index) {
    if (counters == null) {
      counters = new Tally[kind.counters().size()];
    }
    if (counters[index] == null) {
      counters[index] = new Tally();
    }
    return counters[index];
  }

  private static Optional<String> text(AttributeValue value) {
    return value == null || value.s() == null ? Optional.empty() : Optional.of(value.s());
  }

  /** A number attribute as a long (rounded toward zero), or null if absent or not a number. */
  private static Long number(AttributeValue value) {
    if (value == null || value.n() == null) {
      return null;
    }
    try {
      return new BigDecimal(value.n()).longValue();
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
