package io.edgetable.internal.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One kind of edge that a node's {@code deleteWithEdges} removes, and where to find those of one
 * node: the edges from it ({@link #outgoing}: its partition on the base table, under the kind's
 * sort-key prefix) or the edges to it ({@link #incoming}: its partitions of the kind's inverse
 * index). Generated node DAOs build them from the edge kinds compiled with the node.
 */
public final class EdgeLink {
  private final EdgeType<?, ?, ?> type;
  private final Optional<String> index;
  private final List<String> partitions;
  private final String sortPrefix;

  private EdgeLink(
      EdgeType<?, ?, ?> type, Optional<String> index, List<String> partitions, String sortPrefix) {
    this.type = Objects.requireNonNull(type, "type");
    this.index = index;
    this.partitions = List.copyOf(partitions);
    this.sortPrefix = Objects.requireNonNull(sortPrefix, "sortPrefix");
  }

  /** The edges of {@code type} in base-table partition {@code partition}, SK starting {@code p}. */
  public static EdgeLink outgoing(EdgeType<?, ?, ?> type, String partition, String sortPrefix) {
    return new EdgeLink(type, Optional.empty(), List.of(partition), sortPrefix);
  }

  /** The edges of {@code type} in the partitions (one per shard) of {@code index}. */
  public static EdgeLink incoming(
      EdgeType<?, ?, ?> type, String index, List<String> partitions, String sortPrefix) {
    return new EdgeLink(type, Optional.of(index), partitions, sortPrefix);
  }

  public EdgeType<?, ?, ?> type() {
    return type;
  }

  public Optional<String> index() {
    return index;
  }

  public List<String> partitions() {
    return partitions;
  }

  public String sortPrefix() {
    return sortPrefix;
  }

  /**
   * Whether {@code sortKey} (of this link's partition) is an edge of this kind: the prefix, then
   * one escaped id, which never holds a {@code #}.
   */
  public boolean holds(String sortKey) {
    return sortKey.startsWith(sortPrefix) && sortKey.indexOf('#', sortPrefix.length()) < 0;
  }
}
