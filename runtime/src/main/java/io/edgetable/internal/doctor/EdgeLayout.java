package io.edgetable.internal.doctor;

import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.internal.model.CounterItems;
import io.edgetable.schema.EdgeSchema;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The keys of one edge kind's items and the counter items its edges move, read from the same model
 * the doctor checks by: what a bulk load writes, built from the generated schemas without the
 * record class. Serializable, for a distributed job's workers. Internal: {@code EdgeLoader} calls
 * it.
 */
public final class EdgeLayout implements Serializable {
  private static final long serialVersionUID = 1L;

  private final String name;
  private final EdgeKind kind;
  private final String sourceComponent;
  private final String targetComponent;

  private EdgeLayout(String name, EdgeKind kind, String source, String target) {
    this.name = name;
    this.kind = kind;
    this.sourceComponent = source;
    this.targetComponent = target;
  }

  /**
   * The layout of {@code edge} ({@code FooKeys.SCHEMA}); {@code nodes} are the schemas of the node
   * kinds whose counters it moves (an end that counts nothing needs none). {@link
   * IllegalArgumentException} naming the schema to pass if one is missing, or if {@code edge} is
   * not an edge's schema.
   */
  public static EdgeLayout of(EdgeSchema edge, Collection<EdgeSchema> nodes) {
    if (!edge.isEdge()) {
      throw new IllegalArgumentException(edge.recordName() + " is a node's schema; pass the"
          + " schema of the edge to load (FooKeys.SCHEMA of an @Edge record)");
    }
    EdgeSchema schema = edge;
    if (edge.counters().isEmpty()) {
      // Ends that count nothing are not read: no node schema is needed for them.
      schema = new EdgeSchema(edge.recordName(), edge.inverseIndex(), edge.projection(),
          edge.include(), edge.inverseShards(), edge.keyPatterns(), edge.attributes(),
          edge.ttlAttribute(), Optional.empty(), List.of(), edge.versionAttribute(),
          edge.inverseSortBy(), edge.formats());
    }
    List<EdgeSchema> all = new ArrayList<>();
    all.add(schema);
    Set<String> given = new HashSet<>();
    for (EdgeSchema node : nodes) {
      if (!node.isEdge()) {
        all.add(node);
        given.add(node.recordName());
      }
    }
    // An end that counts nothing is never read: it stands in under a key no item has.
    if (schema.ends().isPresent()) {
      Set<String> counted = new HashSet<>();
      for (EdgeSchema.CounterSpec counter : schema.counters()) {
        counted.add(counter.side() == EdgeSchema.Side.SOURCE
            ? schema.ends().get().source() : schema.ends().get().target());
      }
      for (String end : List.of(schema.ends().get().source(), schema.ends().get().target())) {
        if (!given.contains(end) && !counted.contains(end)) {
          String unread = "~" + end.replace('.', '_') + "#{id}";
          all.add(EdgeSchema.node(end).withKeys(unread, unread));
          given.add(end);
        }
      }
    }
    DoctorModel model = DoctorModel.of(all);
    String pk = pattern(edge, "PK");
    String sk = pattern(edge, "SK");
    KeyPattern pkPattern = KeyPattern.parse(edge.recordName(), "PK", pk);
    KeyPattern skPattern = KeyPattern.parse(edge.recordName(), "SK", sk);
    EdgeKind kind = model.edge(pkPattern.literal(), skPattern.literal());
    return new EdgeLayout(edge.recordName(), kind, component(edge, "PK", pk),
        component(edge, "SK", sk));
  }

  /** The record component holding the source id ({@code studentId}). */
  public String sourceComponent() {
    return sourceComponent;
  }

  /** The record component holding the target id ({@code courseId}). */
  public String targetComponent() {
    return targetComponent;
  }

  /**
   * The key attributes of the edge between these ids (as their text is in keys): {@code PK},
   * {@code SK} and its inverse index's keys; {@link io.edgetable.exception.InvalidKeyException}
   * naming the component if an id is null, empty or makes a key too long.
   */
  public Map<String, AttributeValue> keys(String sourceId, String targetId) {
    String source = KeyCodec.segment(sourceComponent, sourceId);
    String target = KeyCodec.segment(targetComponent, targetId);
    Map<String, AttributeValue> keys = new LinkedHashMap<>();
    keys.put("PK", AttributeValue.fromS(KeyCodec.partitionKey("PK", kind.pk().of(source))));
    keys.put("SK", AttributeValue.fromS(KeyCodec.sortKey("SK", kind.sk().of(target))));
    String[] index = kind.indexKeys(source, target);
    if (index != null) {
      keys.put(kind.index() + "PK",
          AttributeValue.fromS(KeyCodec.partitionKey(kind.index() + "PK", index[0])));
      keys.put(kind.index() + "SK",
          AttributeValue.fromS(KeyCodec.sortKey(kind.index() + "SK", index[1])));
    }
    return keys;
  }

  /**
   * The counters an edge between these ids moves, one a counter: on the node item ({@link
   * CounterMove#onNode()}) or on the counter item its other end hashes to.
   */
  public List<CounterMove> counterMoves(String sourceId, String targetId) {
    String source = KeyCodec.segment(sourceComponent, sourceId);
    String target = KeyCodec.segment(targetComponent, targetId);
    List<CounterMove> moves = new ArrayList<>(kind.counters().size());
    for (EdgeKind.Move move : kind.counters()) {
      NodeKind node = move.node();
      String id = move.nodeId(source, target);
      String attribute = move.counter().attribute();
      int shard = move.shard(source, target);
      Map<String, AttributeValue> key = shard < 0
          ? node.key(id)
          : CounterItems.key(node.partitionKey(id), attribute, shard);
      moves.add(new CounterMove(key.get("PK").s(), key.get("SK").s(), attribute, shard < 0,
          node.partitionKey(id), node.sortKey(id)));
    }
    return moves;
  }

  /** The edge kind's record name. */
  public String name() {
    return name;
  }

  /**
   * A counter an edge moves: the item ({@code pk}, {@code sk}) holding {@code attribute}, the node
   * item itself when {@code onNode}; {@code nodePk} / {@code nodeSk} are the node item's key.
   */
  public record CounterMove(String pk, String sk, String attribute, boolean onNode,
      String nodePk, String nodeSk) implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  private static String pattern(EdgeSchema edge, String attribute) {
    String pattern = edge.keyPatterns().get(attribute);
    if (pattern == null) {
      throw new IllegalArgumentException(edge.recordName() + ": its schema has no key pattern for "
          + attribute + "; rebuild with this version of EdgeTable");
    }
    return pattern;
  }

  /** {@code studentId} of {@code STU#{studentId}}. */
  private static String component(EdgeSchema edge, String attribute, String pattern) {
    int open = pattern.indexOf('{');
    int close = pattern.indexOf('}', open);
    if (open < 0 || close < 0) {
      throw new IllegalArgumentException(edge.recordName() + ": key pattern " + attribute + " = "
          + pattern + " names no id component");
    }
    return pattern.substring(open + 1, close);
  }
}
