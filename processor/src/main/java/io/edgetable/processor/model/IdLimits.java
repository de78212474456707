package io.edgetable.processor.model;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * How long an id may be: DynamoDB limits a partition key to 2048 bytes of UTF-8 and a sort key to
 * 1024 (in an index as in the table), and an id is stored escaped ({@code #} and {@code %} take 3
 * bytes each) after a literal, so each key that holds an id leaves it that limit less the literal
 * (and, for a counter item or a sharded index partition, what follows the id). The tightest key
 * sets the limit.
 *
 * <pre>
 * node:          PK = prefix#{id} (2048)   SK = prefix#{id} (1024)
 * counter items: PK = SK = prefix#{id}#counter#{shard} (1024)
 * edge source:   PK = sourcePrefix#{id} (2048)   inverse SK = [label#]sourcePrefix#{id} (1024)
 * edge target:   SK = [label#]targetPrefix#{id} (1024)   inverse PK = targetPrefix#{id}[#{shard}]
 * </pre>
 */
public final class IdLimits {
  public static final int PARTITION_KEY_BYTES = 2048;
  public static final int SORT_KEY_BYTES = 1024;

  private IdLimits() {}

  /**
   * One key's limit on an id: {@code bytes} of escaped UTF-8, set by {@code key} (as docs and
   * messages show it: {@code the SK of Loan edges, LOAN#BOOK#{isbn} (1024 bytes at most)}).
   */
  public record IdLimit(int bytes, String key) {}

  /** The limits of a node's id: its own keys and its counter items, in that order. */
  public static List<IdLimit> own(NodeModel node) {
    List<IdLimit> limits = new ArrayList<>(ownKeys(node));
    limits.addAll(counterItems(node));
    return limits;
  }

  /** The limits the node item's own keys set, which are checked as they are built. */
  public static List<IdLimit> ownKeys(NodeModel node) {
    List<IdLimit> limits = new ArrayList<>();
    String id = node.id().component();
    limits.add(limit(PARTITION_KEY_BYTES, node.pk(), "its PK", id, 0));
    if (node.sk().id().isPresent()) {
      limits.add(limit(SORT_KEY_BYTES, node.sk(), "its SK", id, 0));
    }
    return limits;
  }

  /** The edges of {@code edges} that {@code node} is the source or the target of. */
  public static List<EdgeModel> ends(NodeModel node, List<EdgeModel> edges) {
    return edges.stream()
        .filter(
            e -> e.source().name().equals(node.name()) || e.target().name().equals(node.name()))
        .toList();
  }

  /** The limits the keys of a node's counter items set (a sharded counter's items). */
  public static List<IdLimit> counterItems(NodeModel node) {
    List<IdLimit> limits = new ArrayList<>();
    String id = node.id().component();
    node.shardedCounters()
        .forEach(
            (counter, shards) -> {
              String after = KeyLayout.SEPARATOR + counter + KeyLayout.SEPARATOR + (shards - 1);
              limits.add(
                  new IdLimit(
                      SORT_KEY_BYTES - bytes(node.pk().literal()) - bytes(after),
                      "the keys of its counter items, "
                          + KeyLayout.counterItem(node.prefix(), id, counter, shards)
                          + " ("
                          + SORT_KEY_BYTES
                          + " bytes at most)"));
            });
    return limits;
  }

  /** The limits the keys of {@code edges} set on a node's id, for the edges it is an end of. */
  public static List<IdLimit> asEnd(NodeModel node, List<EdgeModel> edges) {
    List<IdLimit> limits = new ArrayList<>();
    for (EdgeModel edge : edges) {
      if (edge.source().name().equals(node.name())) {
        limits.addAll(source(edge));
      }
      if (edge.target().name().equals(node.name())) {
        limits.addAll(target(edge));
      }
    }
    return limits;
  }

  /** The limits an edge's keys set on its source id. */
  public static List<IdLimit> source(EdgeModel edge) {
    String id = edge.sourceId().component();
    List<IdLimit> limits = new ArrayList<>();
    limits.add(limit(PARTITION_KEY_BYTES, edge.pk(), of("PK", edge), id, 0));
    edge.inverse()
        .ifPresent(
            index ->
                limits.add(
                    limit(SORT_KEY_BYTES, index.sk(), of(index.sortAttribute(), edge), id, 0)));
    return limits;
  }

  /** The limits an edge's keys set on its target id. */
  public static List<IdLimit> target(EdgeModel edge) {
    String id = edge.targetId().component();
    List<IdLimit> limits = new ArrayList<>();
    limits.add(limit(SORT_KEY_BYTES, edge.sk(), of("SK", edge), id, 0));
    edge.inverse()
        .ifPresent(
            index -> {
              int shard = index.shards() > 1 ? 1 + String.valueOf(index.shards() - 1).length() : 0;
              limits.add(
                  limit(
                      PARTITION_KEY_BYTES,
                      index.pk(),
                      of(index.partitionAttribute(), edge),
                      id,
                      shard));
            });
    return limits;
  }

  /** The tightest of {@code limits} (the first of equals). */
  public static IdLimit tightest(List<IdLimit> limits) {
    return limits.stream().min(Comparator.comparingInt(IdLimit::bytes)).orElseThrow();
  }

  private static String of(String attribute, EdgeModel edge) {
    return "the " + attribute + " of " + edge.name().simpleNames() + " edges";
  }

  private static IdLimit limit(
      int keyBytes,
      KeyTemplate template,
      String which,
      String id,
      int after) {
    return new IdLimit(
        keyBytes - bytes(template.literal()) - after,
        which + ", " + template.describe(id) + " (" + keyBytes + " bytes at most)");
  }

  private static int bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8).length;
  }
}
