package io.edgetable.doctor;

import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.EdgeSchema.CounterSpec;
import io.edgetable.schema.EdgeSchema.Side;
import io.edgetable.internal.codec.KeyCodec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The record kinds of a table as the doctor recognises their items: each kind's key literals
 * (from its schema's key patterns), and which counters each edge kind moves on which node kind.
 * Prefixes and labels hold no {@code #} and escaped ids hold none either, so a node's or an
 * edge's partition key has one {@code #}, after its literal, and its sort key's literal is
 * everything up to its last {@code #}.
 */
final class Layout {
  /** A key pattern: {@code literal}, then the id if {@code hasId}, then {@code #shard}. */
  record Pattern(String literal, boolean hasId, int shards) {
    static Pattern parse(String schema, String attribute, String pattern) {
      int open = pattern.indexOf('{');
      if (open < 0) {
        return new Pattern(pattern, false, 1);
      }
      String literal = pattern.substring(0, open);
      int shard = pattern.indexOf("#{shard 0..");
      int shards = 1;
      if (shard >= 0) {
        String bound = pattern.substring(shard + "#{shard 0..".length(), pattern.length() - 1);
        shards = Integer.parseInt(bound) + 1;
      }
      if (!literal.isEmpty() && !literal.endsWith("#")) {
        throw new IllegalArgumentException(
            schema + ": key pattern " + attribute + " = " + pattern + " does not end its"
                + " literal with #; the doctor reads the patterns FooKeys.SCHEMA generates");
      }
      return new Pattern(literal, true, shards);
    }
  }

  /** A counter of a node kind: its attribute and counter items. */
  record NodeCounter(String attribute, int shards) {}

  /** A node kind: {@code PK = pk.literal + id}, {@code SK} the same or a constant. */
  record NodeKind(
      EdgeSchema schema, Pattern pk, Pattern sk, List<NodeCounter> counters) {
    String name() {
      return schema.recordName();
    }

    String partitionKey(String escapedId) {
      return pk.literal() + escapedId;
    }

    String sortKey(String escapedId) {
      return sk.hasId() ? sk.literal() + escapedId : sk.literal();
    }

    Map<String, AttributeValue> key(String escapedId) {
      Map<String, AttributeValue> key = new LinkedHashMap<>();
      key.put("PK", AttributeValue.fromS(partitionKey(escapedId)));
      key.put("SK", AttributeValue.fromS(sortKey(escapedId)));
      return key;
    }

    int counterIndex(String attribute) {
      for (int i = 0; i < counters.size(); i++) {
        if (counters.get(i).attribute().equals(attribute)) {
          return i;
        }
      }
      return -1;
    }
  }

  /** An edge's move of one counter: on its {@code side}'s node, counter {@code index}. */
  record EdgeCounter(Side side, NodeKind node, int index) {}

  /** An edge kind: its keys, inverse index, ends and the counters it moves. */
  record EdgeKind(
      EdgeSchema schema,
      Pattern pk,
      Pattern sk,
      Optional<String> index,
      Optional<Pattern> inversePk,
      Optional<Pattern> inverseSk,
      Optional<NodeKind> source,
      Optional<NodeKind> target,
      List<EdgeCounter> counters) {
    String name() {
      return schema.recordName();
    }

    /** The index keys an edge of these escaped ids has, or empty without an inverse index. */
    Optional<String[]> indexKeys(String sourceId, String targetId) {
      if (index.isEmpty() || inversePk.isEmpty() || inverseSk.isEmpty()) {
        return Optional.empty();
      }
      Pattern ipk = inversePk.get();
      String pkValue = ipk.literal() + targetId;
      if (ipk.shards() > 1) {
        pkValue += "#" + KeyCodec.shard(sourceId, ipk.shards());
      }
      return Optional.of(new String[] {pkValue, inverseSk.get().literal() + sourceId});
    }
  }

  private final List<NodeKind> nodes = new ArrayList<>();
  private final List<EdgeKind> edges = new ArrayList<>();
  /** Node kinds by partition-key literal ({@code STU#}). */
  private final Map<String, NodeKind> nodesByPrefix = new HashMap<>();
  /** Edge kinds by partition-key literal, then sort-key literal. */
  private final Map<String, Map<String, EdgeKind>> edgesByPrefix = new HashMap<>();

  Layout(List<EdgeSchema> schemas) {
    if (schemas.isEmpty()) {
      throw new IllegalArgumentException(
          "The doctor needs the schemas of the table's record kinds: pass FooKeys.SCHEMA of each");
    }
    Map<String, NodeKind> byName = new HashMap<>();
    for (EdgeSchema schema : schemas) {
      if (schema.isEdge()) {
        continue;
      }
      Pattern pk = pattern(schema, "PK");
      Pattern sk = pattern(schema, "SK");
      List<NodeCounter> counters = new ArrayList<>();
      for (CounterSpec counter : schema.counters()) {
        counters.add(new NodeCounter(counter.attribute(), counter.shards()));
      }
      NodeKind node = new NodeKind(schema, pk, sk, List.copyOf(counters));
      if (nodesByPrefix.put(pk.literal(), node) != null) {
        throw new IllegalArgumentException(
            schema.recordName() + ": two node kinds have the key prefix " + pk.literal());
      }
      byName.put(schema.recordName(), node);
      nodes.add(node);
    }
    for (EdgeSchema schema : schemas) {
      if (!schema.isEdge()) {
        continue;
      }
      Optional<NodeKind> source = schema.ends().map(e -> end(byName, schema, e.source()));
      Optional<NodeKind> target = schema.ends().map(e -> end(byName, schema, e.target()));
      List<EdgeCounter> counters = new ArrayList<>();
      for (CounterSpec counter : schema.counters()) {
        NodeKind node = (counter.side() == Side.SOURCE ? source : target).orElseThrow();
        int index = node.counterIndex(counter.attribute());
        if (index < 0) {
          throw new IllegalArgumentException(
              schema.recordName() + " moves counter " + counter.attribute() + " of "
                  + node.name() + ", whose schema does not declare it; pass schemas generated"
                  + " together (FooKeys.SCHEMA of the same build)");
        }
        counters.add(new EdgeCounter(counter.side(), node, index));
      }
      Optional<String> index = schema.inverseIndex();
      EdgeKind edge =
          new EdgeKind(
              schema,
              pattern(schema, "PK"),
              pattern(schema, "SK"),
              index,
              index.map(i -> pattern(schema, i + "PK")),
              index.map(i -> pattern(schema, i + "SK")),
              source,
              target,
              List.copyOf(counters));
      Map<String, EdgeKind> bySk =
          edgesByPrefix.computeIfAbsent(edge.pk().literal(), k -> new HashMap<>());
      if (bySk.put(edge.sk().literal(), edge) != null) {
        throw new IllegalArgumentException(
            schema.recordName() + ": two edge kinds have the keys " + edge.pk().literal()
                + " / " + edge.sk().literal());
      }
      edges.add(edge);
    }
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

  private static Pattern pattern(EdgeSchema schema, String attribute) {
    String pattern = schema.keyPatterns().get(attribute);
    if (pattern == null) {
      throw new IllegalArgumentException(
          schema.recordName() + ": its schema has no key pattern for " + attribute
              + "; the doctor reads the patterns FooKeys.SCHEMA generates (rebuild with this"
              + " version of EdgeTable)");
    }
    return Pattern.parse(schema.recordName(), attribute, pattern);
  }

  List<NodeKind> nodes() {
    return nodes;
  }

  List<EdgeKind> edges() {
    return edges;
  }

  NodeKind node(String pkLiteral) {
    return nodesByPrefix.get(pkLiteral);
  }

  EdgeKind edge(String pkLiteral, String skLiteral) {
    Map<String, EdgeKind> bySk = edgesByPrefix.get(pkLiteral);
    return bySk == null ? null : bySk.get(skLiteral);
  }
}
