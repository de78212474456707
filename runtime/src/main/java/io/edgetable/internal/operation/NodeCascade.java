package io.edgetable.internal.operation;

import io.edgetable.internal.codec.TableKeys;
import io.edgetable.internal.model.EdgeLink;
import io.edgetable.internal.model.EdgeType;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.query.IndexOrder;
import io.edgetable.internal.query.IndexProjection;
import io.edgetable.internal.query.Queries;
import io.edgetable.internal.query.QuerySpec;
import io.edgetable.internal.transport.Futures;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.internal.transport.Transport;

import io.edgetable.exception.NodeHasEdgesException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A node's {@code deleteWithEdges}: its edges, then the node. One pass reads the edges of every
 * {@link EdgeLink} (one Query, every page, per base-table partition, so the edge kinds stored in
 * the node's own partition share one; the shards of an inverse index for the edges to it), deletes
 * them as their DAOs do (a counted edge one TransactWriteItems that moves the counters of both
 * ends, an uncounted one by BatchWriteItem, 25 per request), then deletes the node as {@link
 * NodeDeletes} does, which refuses while a counter still counts an edge: one created meanwhile, or
 * one the index did not show yet (it is eventually consistent). Then another pass runs, at most
 * {@link #MAX_PASSES} in all.
 */
final class NodeCascade {
  /** Passes over the node's edges before a refusal is final. */
  static final int MAX_PASSES = 3;

  private NodeCascade() {}

  /** {@code true} if the node existed; its edges are deleted either way. */
  static <R, I> CompletableFuture<Boolean> deleteWithEdges(
      Transport transport, String table, NodeType<R, I> node, I id, List<EdgeLink> links) {
    Map<String, AttributeValue> key = node.tableKey(id); // checked before anything is sent
    return pass(transport, table, node, key, links, 1);
  }

  private static <R, I> CompletableFuture<Boolean> pass(
      Transport transport,
      String table,
      NodeType<R, I> node,
      Map<String, AttributeValue> key,
      List<EdgeLink> links,
      int number) {
    return edges(transport, table, links)
        .thenCompose(found -> deleteEdges(transport, table, found))
        .thenCompose(
            deleted ->
                NodeDeletes.delete(transport, table, node, key, null, RetryPolicy.TRANSACTIONS))
        .handle(
            (existed, failure) -> {
              if (failure == null) {
                return CompletableFuture.completedFuture(existed);
              }
              Throwable cause = Futures.cause(failure);
              if (cause instanceof NodeHasEdgesException && number < MAX_PASSES) {
                return pass(transport, table, node, key, links, number + 1);
              }
              return CompletableFuture.<Boolean>failedFuture(
                  cause instanceof NodeHasEdgesException refused
                      ? stillCounting(refused, links, number)
                      : cause);
            })
        .thenCompose(result -> result);
  }

  private static NodeHasEdgesException stillCounting(
      NodeHasEdgesException refused, List<EdgeLink> links, int passes) {
    Set<String> kinds = new LinkedHashSet<>();
    links.forEach(link -> kinds.add(link.type().kind()));
    NodeHasEdgesException e =
        new NodeHasEdgesException(
            refused.getMessage()
                + " After "
                + passes
                + " passes deleting every edge of "
                + String.join(", ", kinds)
                + " found, a counter still counts edges: edges of kinds this DAO does not know"
                + " (compiled apart, or without an inverse index to find them by), or edges"
                + " created as fast as they are deleted.",
            refused.partitionKey(),
            refused.counters());
    e.initCause(refused);
    return e;
  }

  /** The keys of the edges found, by kind, each edge once (a self-edge is found twice). */
  private static CompletableFuture<Map<EdgeType<?, ?, ?>, Set<Map<String, AttributeValue>>>> edges(
      Transport transport, String table, List<EdgeLink> links) {
    Map<String, List<EdgeLink>> byPartition = new LinkedHashMap<>();
    List<EdgeLink> incoming = new ArrayList<>();
    for (EdgeLink link : links) {
      if (link.index().isPresent()) {
        incoming.add(link);
      } else {
        byPartition.computeIfAbsent(link.partitions().get(0), p -> new ArrayList<>()).add(link);
      }
    }
    Map<EdgeType<?, ?, ?>, Set<Map<String, AttributeValue>>> found = new LinkedHashMap<>();
    CompletableFuture<Void> reads = CompletableFuture.completedFuture(null);
    for (Map.Entry<String, List<EdgeLink>> partition : byPartition.entrySet()) {
      List<EdgeLink> kinds = partition.getValue();
      // One kind: its own prefix; several: the whole partition, told apart by prefix.
      Optional<String> prefix =
          kinds.size() == 1 ? Optional.of(kinds.get(0).sortPrefix()) : Optional.empty();
      QuerySpec<Map<String, AttributeValue>> spec =
          QuerySpec.base(transport, table, partition.getKey(), prefix, Function.identity());
      reads =
          reads.thenCompose(v -> Queries.all(spec)).thenAccept(items -> sort(items, kinds, found));
    }
    for (EdgeLink link : incoming) {
      QuerySpec<Map<String, AttributeValue>> spec = incoming(transport, table, link);
      reads =
          reads
              .thenCompose(v -> Queries.all(spec))
              .thenAccept(items -> items.forEach(item -> add(found, link.type(), item)));
    }
    return reads.thenApply(v -> found);
  }

  /**
   * The Query of the edges to the node on {@code link}'s index: {@code begins_with} on the label
   * sort key; on an ordered index, whose sort key starts with a typed attribute, the partition
   * alone with the label as a filter (DynamoDB conditions a later key attribute only after
   * equality on the earlier ones).
   */
  private static QuerySpec<Map<String, AttributeValue>> incoming(
      Transport transport, String table, EdgeLink link) {
    QuerySpec<Map<String, AttributeValue>> spec =
        QuerySpec.index(
                transport,
                table,
                link.index().get(),
                link.partitions(),
                link.sortPrefix(),
                Function.identity())
            .withProjection(projection(link));
    if (link.order().isEmpty()) {
      return spec;
    }
    EdgeLink.IndexSort order = link.order().get();
    return spec.ordered(new IndexOrder(order.attribute(), order.type(), Optional.empty(), true));
  }

  /** What the link's index holds besides the keys (for a message about a missing index). */
  private static IndexProjection projection(EdgeLink link) {
    return switch (link.projection()) {
      case ALL -> IndexProjection.ALL;
      case KEYS_ONLY -> IndexProjection.keysOnly(List.of());
      case INCLUDE -> IndexProjection.include(link.include(), List.of());
    };
  }

  private static void sort(
      List<Map<String, AttributeValue>> items,
      List<EdgeLink> kinds,
      Map<EdgeType<?, ?, ?>, Set<Map<String, AttributeValue>>> found) {
    for (Map<String, AttributeValue> item : items) {
      AttributeValue sortKey = item.get(TableKeys.SORT);
      if (sortKey == null || sortKey.s() == null) {
        continue;
      }
      for (EdgeLink kind : kinds) {
        if (kind.holds(sortKey.s())) {
          add(found, kind.type(), item);
          break;
        }
      }
    }
  }

  private static void add(
      Map<EdgeType<?, ?, ?>, Set<Map<String, AttributeValue>>> found,
      EdgeType<?, ?, ?> type,
      Map<String, AttributeValue> item) {
    found.computeIfAbsent(type, t -> new LinkedHashSet<>()).add(TableKeys.keyOf(item));
  }

  /** Deletes every edge found, kind after kind; how many existed. */
  private static CompletableFuture<Integer> deleteEdges(
      Transport transport,
      String table,
      Map<EdgeType<?, ?, ?>, Set<Map<String, AttributeValue>>> found) {
    CompletableFuture<Integer> deleted = CompletableFuture.completedFuture(0);
    for (Map.Entry<EdgeType<?, ?, ?>, Set<Map<String, AttributeValue>>> kind : found.entrySet()) {
      deleted =
          deleted.thenCompose(
              sum ->
                  deleteKind(transport, table, kind.getKey(), List.copyOf(kind.getValue()))
                      .thenApply(count -> sum + count));
    }
    return deleted;
  }

  private static <R, S, T> CompletableFuture<Integer> deleteKind(
      Transport transport,
      String table,
      EdgeType<R, S, T> type,
      List<Map<String, AttributeValue>> keys) {
    List<io.edgetable.EdgeKey<S, T>> edges = new ArrayList<>(keys.size());
    for (Map<String, AttributeValue> key : keys) {
      edges.add(type.keyFromItem(key));
    }
    if (!type.counted()) {
      return Batches.deleteAll(transport, table, edges, type::tableKey, RetryPolicy.BATCHES)
          .thenApply(v -> edges.size());
    }
    return Batches.deleteAllCounted(
        transport,
        edges,
        key -> RecordWrites.delete(0, table, type, key, null),
        RetryPolicy.TRANSACTIONS,
        Batches.DEFAULT_CONCURRENCY);
  }
}
