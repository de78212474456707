package io.edgetable;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one generated record kind needs of the table: its name, and for an edge with an inverse
 * query the index (key attributes {@code index + "PK"} / {@code index + "SK"}), its projection
 * and its shard count. Generated as {@code FooKeys.SCHEMA}; passed to {@link TableDefinition}.
 */
public record EdgeSchema(
    String recordName,
    Optional<String> inverseIndex,
    Projection projection,
    List<String> include,
    int inverseShards) {

  public EdgeSchema {
    if (recordName == null || recordName.isEmpty()) {
      throw new IllegalArgumentException("recordName must not be null or empty");
    }
    Objects.requireNonNull(inverseIndex, "inverseIndex");
    Objects.requireNonNull(projection, "projection");
    include = List.copyOf(include);
    if (inverseShards < 1) {
      throw new IllegalArgumentException(recordName + ": inverseShards must be at least 1, was " + inverseShards);
    }
    if (inverseIndex.isEmpty() && inverseShards != 1) {
      throw new IllegalArgumentException(recordName + ": inverseShards needs an inverse index");
    }
    if (projection == Projection.INCLUDE && include.isEmpty()) {
      throw new IllegalArgumentException(recordName + ": projection INCLUDE needs the attributes to include");
    }
    if (projection != Projection.INCLUDE && !include.isEmpty()) {
      throw new IllegalArgumentException(
          recordName + ": include " + include + " needs projection INCLUDE, not " + projection);
    }
  }

  /** A node: base table keys only. */
  public static EdgeSchema node(String recordName) {
    return new EdgeSchema(recordName, Optional.empty(), Projection.ALL, List.of(), 1);
  }

  /** An edge without an inverse index. */
  public static EdgeSchema edge(String recordName) {
    return node(recordName);
  }

  /** An edge with an inverse index. */
  public static EdgeSchema edge(
      String recordName, String inverseIndex, Projection projection, List<String> include, int inverseShards) {
    return new EdgeSchema(recordName, Optional.of(inverseIndex), projection, include, inverseShards);
  }
}
