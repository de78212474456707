package io.edgetable.internal.doctor;

import io.edgetable.doctor.Finding;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.EdgeSchema.CounterSpec;
import io.edgetable.schema.EdgeSchema.Side;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The record kinds of a table compiled for the integrity doctor, and its finding logic: one
 * function over the items of one node. Serializable, so a distributed job builds it once from the
 * schemas ({@code FooKeys.SCHEMA} of each kind) and ships it to its workers. Internal: {@code
 * EdgeDoctor} and the Spark doctor call it, users call those.
 *
 * <p>A check on many machines runs it as map, group, apply:
 *
 * <pre>{@code
 * DoctorModel model = DoctorModel.of(schemas);                    // once, on the driver
 * items.flatMap(item -> model.groupKeys(item) → (key, item))      // 1 or 2 keys an item
 *      .groupByKey(key)
 *      .flatMapGroups((key, group) -> model.check(key, group))   // sorted findings
 * }</pre>
 *
 * <p>A node item and its counter items belong to their node's group; an edge to the groups of its
 * source and its target node (both ends count it on their counters, and each end finds it dangling
 * when that end is missing); an item of no kind given to a group of its own partition key. Each
 * finding comes from exactly one group (an edge's own findings, such as {@code IndexKeyMismatch},
 * from its source's), so the union of every group's findings is the table's, each once, and
 * equals what {@code EdgeDoctor.check()} and {@code checkExport(path)} report on the same items,
 * which run the same {@link NodeGroup} item by item.
 */
public final class DoctorModel implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Node kinds by partition-key literal ({@code STU#}). */
  private final HashMap<String, NodeKind> nodes = new HashMap<>();

  /** Edge kinds by partition-key literal, then sort-key literal. */
  private final HashMap<String, HashMap<String, EdgeKind>> edges = new HashMap<>();

  private DoctorModel() {}

  /**
   * The model of {@code schemas}; {@link IllegalArgumentException} if an edge's node kind, a
   * counter it moves or a key pattern is missing, or two kinds share keys.
   */
  public static DoctorModel of(Collection<EdgeSchema> schemas) {
    if (schemas.isEmpty()) {
      throw new IllegalArgumentException(
          "The doctor needs the schemas of the table's record kinds: pass FooKeys.SCHEMA of each");
    }
    DoctorModel model = new DoctorModel();
    Map<String, NodeKind> byName = new HashMap<>();
    for (EdgeSchema schema : schemas) {
      if (!schema.isEdge()) {
        NodeKind node = model.addNode(schema);
        byName.put(node.name(), node);
      }
    }
    for (EdgeSchema schema : schemas) {
      if (schema.isEdge()) {
        model.addEdge(schema, byName);
      }
    }
    return model;
  }

  /** The keys of the groups {@code item} belongs to: its node's, or its two ends'. */
  public List<String> groupKeys(Map<String, AttributeValue> item) {
    return parse(item).groupKeys();
  }

  /** Whether {@code item} is of a kind given (else the check reports it as an unknown item). */
  public boolean recognises(Map<String, AttributeValue> item) {
    return !(parse(item) instanceof ParsedItem.Unknown);
  }

  /**
   * The findings of one group: {@code key} and the items {@link #groupKeys} gave that key, in any
   * order. Sorted by key, kind and message, so the same items give the same list.
   */
  public List<Finding> check(String key, Iterator<Map<String, AttributeValue>> items) {
    List<Finding> found = new ArrayList<>();
    NodeGroup group = new NodeGroup(this, key);
    while (items.hasNext()) {
      group.add(parse(items.next()), found::add, ReferenceBudget.UNLIMITED);
    }
    found.addAll(group.finish());
    found.sort(FindingOrder.INSTANCE);
    return found;
  }

  ParsedItem parse(Map<String, AttributeValue> item) {
    return ParsedItem.of(this, item);
  }

  NodeKind node(String pkLiteral) {
    return nodes.get(pkLiteral);
  }

  /** The node kind whose node key {@code key} would be, or null. */
  NodeKind nodeOfKey(String key) {
    int hash = key.indexOf('#');
    return hash < 0 ? null : nodes.get(key.substring(0, hash + 1));
  }

  EdgeKind edge(String pkLiteral, String skLiteral) {
    Map<String, EdgeKind> bySk = edges.get(pkLiteral);
    return bySk == null ? null : bySk.get(skLiteral);
  }

  private NodeKind addNode(EdgeSchema schema) {
    List<NodeKind.Counter> counters = new ArrayList<>();
    for (CounterSpec counter : schema.counters()) {
      counters.add(new NodeKind.Counter(counter.attribute(), counter.shards()));
    }
    NodeKind node =
        new NodeKind(
            schema.recordName(), pattern(schema, "PK"), pattern(schema, "SK"),
            List.copyOf(counters), attributes(schema));
    if (nodes.put(node.pk().literal(), node) != null) {
      throw new IllegalArgumentException(
          schema.recordName() + ": two node kinds have the key prefix " + node.pk().literal());
    }
    return node;
  }

  private void addEdge(EdgeSchema schema, Map<String, NodeKind> byName) {
    NodeKind source = schema.ends().map(e -> end(byName, schema, e.source())).orElse(null);
    NodeKind target = schema.ends().map(e -> end(byName, schema, e.target())).orElse(null);
    List<EdgeKind.Move> moves = new ArrayList<>();
    for (CounterSpec counter : schema.counters()) {
      NodeKind node = counter.side() == Side.SOURCE ? source : target;
      int index = node.counterIndex(counter.attribute());
      if (index < 0) {
        throw new IllegalArgumentException(
            schema.recordName() + " moves counter " + counter.attribute() + " of "
                + node.name() + ", whose schema does not declare it; pass schemas generated"
                + " together (FooKeys.SCHEMA of the same build)");
      }
      moves.add(new EdgeKind.Move(counter.side(), node, index));
    }
    String index = schema.inverseIndex().orElse(null);
    EdgeKind edge =
        new EdgeKind(
            schema.recordName(),
            pattern(schema, "PK"),
            pattern(schema, "SK"),
            index,
            index == null ? null : pattern(schema, index + "PK"),
            index == null ? null : pattern(schema, index + "SK"),
            schema.inverseSortBy().orElse(null),
            source,
            target,
            List.copyOf(moves),
            attributes(schema));
    HashMap<String, EdgeKind> bySk =
        edges.computeIfAbsent(edge.pk().literal(), k -> new HashMap<>());
    if (bySk.put(edge.sk().literal(), edge) != null) {
      throw new IllegalArgumentException(
          schema.recordName() + ": two edge kinds have the keys " + edge.pk().literal() + " / "
              + edge.sk().literal());
    }
  }

  private static List<Attribute> attributes(EdgeSchema schema) {
    List<Attribute> attributes = new ArrayList<>();
    schema.attributes().forEach(
        (name, type) -> attributes.add(new Attribute(name, type, schema.formats().get(name))));
    return List.copyOf(attributes);
  }

  private static NodeKind end(Map<String, NodeKind> byName, EdgeSchema edge, String name) {
    NodeKind node = byName.get(name);
    if (node == null) {
      throw new IllegalArgumentException(
          edge.recordName() + " connects " + name + ", but no schema of that node was given;"
              + " pass " + name + "Keys.SCHEMA too");
    }
    return node;
  }

  private static KeyPattern pattern(EdgeSchema schema, String attribute) {
    String pattern = schema.keyPatterns().get(attribute);
    if (pattern == null) {
      throw new IllegalArgumentException(
          schema.recordName() + ": its schema has no key pattern for " + attribute
              + "; the doctor reads the patterns FooKeys.SCHEMA generates (rebuild with this"
              + " version of EdgeTable)");
    }
    return KeyPattern.parse(schema.recordName(), attribute, pattern);
  }
}
