package io.edgetable.internal.model;

import io.edgetable.Projection;
import io.edgetable.schema.EdgeSchema;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One kind of edge that a node's {@code deleteWithEdges} removes, and where to find those of one
 * node: the edges from it ({@link #outgoing}: its partition on the base table, under the kind's
 * sort-key prefix) or the edges to it ({@link #incoming}: its partitions of the kind's inverse
 * index, which the kind's schema describes). Generated node DAOs build them from the edge kinds
 * compiled with the node. The inverse index of an ordered edge ({@link #order}) sorts by a typed
 * attribute before its label sort key, so its edges are found by the partition alone, filtered by
 * the label.
 */
public final class EdgeLink {
  private final EdgeType<?, ?, ?> type;
  private final Optional<EdgeSchema> schema;
  private final List<String> partitions;
  private final String sortPrefix;

  /**
   * The attribute an ordered inverse index sorts by before its label sort key, and its DynamoDB
   * type ({@code S}, {@code N} or {@code B}).
   */
  public record IndexSort(String attribute, AttributeValue.Type type) {
    public IndexSort {
      Objects.requireNonNull(attribute, "attribute");
      Objects.requireNonNull(type, "type");
    }
  }

  private EdgeLink(
      EdgeType<?, ?, ?> type,
      Optional<EdgeSchema> schema,
      List<String> partitions,
      String sortPrefix) {
    this.type = Objects.requireNonNull(type, "type");
    this.schema = schema;
    this.partitions = List.copyOf(partitions);
    this.sortPrefix = Objects.requireNonNull(sortPrefix, "sortPrefix");
  }

  /** The edges of {@code type} in base-table partition {@code partition}, SK starting {@code p}. */
  public static EdgeLink outgoing(EdgeType<?, ?, ?> type, String partition, String sortPrefix) {
    return new EdgeLink(type, Optional.empty(), List.of(partition), sortPrefix);
  }

  /**
   * The edges of {@code type} in the partitions (one per shard) of the inverse index that {@code
   * schema}, the kind's {@code FooKeys.SCHEMA}, describes.
   */
  public static EdgeLink incoming(
      EdgeType<?, ?, ?> type, EdgeSchema schema, List<String> partitions, String sortPrefix) {
    if (schema.inverseIndex().isEmpty()) {
      throw new IllegalArgumentException(schema.recordName() + " has no inverse index");
    }
    return new EdgeLink(type, Optional.of(schema), partitions, sortPrefix);
  }

  public EdgeType<?, ?, ?> type() {
    return type;
  }

  public Optional<String> index() {
    return schema.flatMap(EdgeSchema::inverseIndex);
  }

  /** What the inverse index projects ({@code ALL} for the base table). */
  public Projection projection() {
    return schema.map(EdgeSchema::projection).orElse(Projection.ALL);
  }

  /** The components an {@code INCLUDE} inverse index projects; empty otherwise. */
  public List<String> include() {
    return schema.map(EdgeSchema::include).orElse(List.of());
  }

  public List<String> partitions() {
    return partitions;
  }

  public String sortPrefix() {
    return sortPrefix;
  }

  /** The order of an ordered inverse index; empty for the base table and unordered indexes. */
  public Optional<IndexSort> order() {
    return schema.flatMap(
        s -> s.inverseSortBy().map(a -> new IndexSort(a, s.inverseSortType().orElseThrow())));
  }

  /**
   * Whether {@code sortKey} (of this link's partition) is an edge of this kind: the prefix, then
   * one escaped id, which never holds a {@code #}.
   */
  public boolean holds(String sortKey) {
    return sortKey.startsWith(sortPrefix) && sortKey.indexOf('#', sortPrefix.length()) < 0;
  }
}
