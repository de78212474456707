package io.edgetable.property;

import io.edgetable.EdgeKey;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What the table should hold after the actions so far: each node and edge item as stored (counters
 * left out: they follow from the edges), and what the DAOs make of it. An item whose time to live
 * has passed is still stored (DynamoDB deletes it late) but absent for every DAO read and write.
 */
final class Reference {
  final Instant now;
  final Map<NodeKind<?, ?>, Map<Object, Object>> nodes = new LinkedHashMap<>();
  final Map<EdgeKind<?, ?, ?>, Map<EdgeKey<?, ?>, Object>> edges = new LinkedHashMap<>();

  Reference(Model model, Instant now) {
    this.now = now;
    model.nodes.forEach(kind -> nodes.put(kind, new HashMap<>()));
    model.edges.forEach(kind -> edges.put(kind, new HashMap<>()));
  }

  Map<Object, Object> nodes(NodeKind<?, ?> kind) {
    return nodes.get(kind);
  }

  Map<EdgeKey<?, ?>, Object> edges(EdgeKind<?, ?, ?> kind) {
    return edges.get(kind);
  }

  boolean live(Instant expires) {
    return expires == null || expires.isAfter(now);
  }

  /** The node as the DAOs see it: stored and not expired; null otherwise. */
  <N> N liveNode(NodeKind<N, ?> kind, Object id) {
    N node = kind.cast(nodes(kind).get(id));
    return node != null && live(kind.expires(node)) ? node : null;
  }

  <R> R liveEdge(EdgeKind<R, ?, ?> kind, EdgeKey<?, ?> key) {
    R edge = kind.cast(edges(kind).get(key));
    return edge != null && live(kind.expires(edge)) ? edge : null;
  }

  /** The counter's value: the number of edges that count on it. */
  long counter(NodeKind<?, ?> kind, Object id, String counter) {
    long count = 0;
    for (EdgeKind<?, ?, ?> edge : edges.keySet()) {
      for (EdgeKey<?, ?> key : edges(edge).keySet()) {
        if (edge.source == kind && counter.equals(edge.sourceCounter)
            && Objects.equals(key.source(), id)) {
          count++;
        }
        if (edge.target == kind && counter.equals(edge.targetCounter)
            && Objects.equals(key.target(), id)) {
          count++;
        }
      }
    }
    return count;
  }

  boolean counts(NodeKind<?, ?> kind, Object id) {
    return kind.counters.stream().anyMatch(c -> counter(kind, id, c) > 0);
  }

  /** Whether every counted end of an edge from {@code s} to {@code t} is a live node. */
  boolean countedEndsLive(EdgeKind<?, ?, ?> kind, Object s, Object t, List<Object> alsoPut) {
    boolean source =
        kind.sourceCounter == null
            || liveNode(kind.source, s) != null
            || alsoPut.contains(new NodeRef(kind.source, s));
    boolean target =
        kind.targetCounter == null
            || liveNode(kind.target, t) != null
            || alsoPut.contains(new NodeRef(kind.target, t));
    return source && target;
  }

  /**
   * deleteWithEdges: every edge of the node's partition, and every edge to it that an inverse query
   * finds, expired ones too (they are still stored, and would dangle); then the node if live (an
   * expired node is absent to deletes, as to reads).
   */
  void deleteWithEdges(NodeKind<?, ?> kind, Object id) {
    for (EdgeKind<?, ?, ?> edge : edges.keySet()) {
      edges(edge).entrySet().removeIf(entry -> cascades(edge, entry.getValue(), kind, id));
    }
    if (liveNode(kind, id) != null) {
      nodes(kind).remove(id);
    }
  }

  private <R> boolean cascades(EdgeKind<R, ?, ?> edge, Object stored, NodeKind<?, ?> kind,
      Object id) {
    R record = edge.cast(stored);
    return ((edge.source == kind && Objects.equals(edge.sourceOf(record), id))
            || (edge.target == kind && edge.hasInverse()
                && Objects.equals(edge.targetOf(record), id)));
  }

  /** A transaction's edge put, its condition checked: the edge as its DAO's put writes it. */
  <R, S, T> void putEdge(EdgeKind<R, S, T> kind, int source, int target, int variant) {
    R record = kind.make(kind.source.pool.get(source), kind.target.pool.get(target), variant,
        kind.versioned() ? 1 : 0, null);
    edges(kind).put(kind.key(record), record);
  }

  <R, S, T> void deleteEdge(EdgeKind<R, S, T> kind, int source, int target) {
    edges(kind).remove(new EdgeKey<>(kind.source.pool.get(source), kind.target.pool.get(target)));
  }

  <R, S, T> void updateEdge(EdgeKind<R, S, T> kind, int source, int target, int variant) {
    EdgeKey<S, T> key = new EdgeKey<>(kind.source.pool.get(source), kind.target.pool.get(target));
    R now = kind.cast(edges(kind).get(key));
    edges(kind).put(key, kind.withVersion(kind.changed(now, variant), kind.version(now) + 1));
  }

  <N, K> void putNode(NodeKind<N, K> kind, int id, int variant) {
    K key = kind.pool.get(id);
    nodes(kind).put(key, kind.data(kind.make(key, variant, kind.versioned() ? 1 : 0, null, false)));
  }

  <N, K> void updateNode(NodeKind<N, K> kind, int id, int variant) {
    K key = kind.pool.get(id);
    N now = kind.cast(nodes(kind).get(key));
    nodes(kind).put(key, kind.data(kind.withVersion(kind.renamed(now, variant),
        kind.version(now) + 1)));
  }

  /** After concurrent actions: what the table holds becomes the reference. */
  void takeFrom(Stored stored) {
    stored.nodes.forEach((kind, held) -> {
      nodes(kind).clear();
      nodes(kind).putAll(held);
    });
    stored.edges.forEach((kind, held) -> {
      edges(kind).clear();
      edges(kind).putAll(held);
    });
  }

  /** A node of one kind, for the sets of nodes a transaction puts. */
  record NodeRef(NodeKind<?, ?> kind, Object id) {}
}
