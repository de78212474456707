package io.edgetable.internal.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One kind of edge that a node's {@code deleteWithEdges} removes, and where to find those of one
 * node: the edges from it ({@link #outgoing}: its partition on the base table, under the kind's
 * sort-key prefix) or the edges to it ({@link #incoming}: its partitions of the kind's inverse
 * index). Generated node DAOs build them from the edge kinds compiled with the node. The inverse
 * index of an ordered edge ({@link #orderedBy}) sorts by a typed attribute before its label sort
 * key, so its edges are found by the partition alone, filtered by the label.
 */
public final class EdgeLink {
  private final EdgeType<?, ?, ?> type;
  private final Optional<String> index;
  private final List<String> partitions;
  private final String sortPrefix;
  private final Optional<IndexSort> order;

  /**
   * The attribute an ordered inverse index sorts by before its label sort key, and its DynamoDB
   * type ({@code S}, {@code N} or {@code B}).
   */
  public record IndexSort(String attribute, String type) {
    public IndexSort {
      Objects.requireNonNull(attribute, "attribute");
      Objects.requireNonNull(type, "type");
    }
  }

  private EdgeLink(
      EdgeType<?, ?, ?> type,
      Optional<String> index,
      List<String> partitions,
      String sortPrefix,
      Optional<IndexSort> order) {
    this.type = Objects.requireNonNull(type, "type");
    this.index = index;
    this.partitions = List.copyOf(partitions);
    this.sortPrefix = Objects.requireNonNull(sortPrefix, "sortPrefix");
    this.order = order;
  }

  /** The edges of {@code type} in base-table partition {@code partition}, SK starting {@code p}. */
  public static EdgeLink outgoing(EdgeType<?, ?, ?> type, String partition, String sortPrefix) {
    return new EdgeLink(type, Optional.empty(), List.of(partition), sortPrefix, Optional.empty());
  }

  /** The edges of {@code type} in the partitions (one per shard) of {@code index}. */
  public static EdgeLink incoming(
      EdgeType<?, ?, ?> type, String index, List<String> partitions, String sortPrefix) {
    return new EdgeLink(type, Optional.of(index), partitions, sortPrefix, Optional.empty());
  }

  /**
   * This link of an inverse index sorted by {@code attribute} (stored as {@code type}) before its
   * label sort key: an {@code inverseSortBy} edge's.
   */
  public EdgeLink orderedBy(String attribute, String type) {
    if (index.isEmpty()) {
      throw new IllegalStateException("Only the edges to a node are read from an ordered index");
    }
    return new EdgeLink(
        this.type, index, partitions, sortPrefix, Optional.of(new IndexSort(attribute, type)));
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

  /** The order of an ordered inverse index; empty for the base table and unordered indexes. */
  public Optional<IndexSort> order() {
    return order;
  }

  /**
   * Whether {@code sortKey} (of this link's partition) is an edge of this kind: the prefix, then
   * one escaped id, which never holds a {@code #}.
   */
  public boolean holds(String sortKey) {
    return sortKey.startsWith(sortPrefix) && sortKey.indexOf('#', sortPrefix.length()) < 0;
  }
}
