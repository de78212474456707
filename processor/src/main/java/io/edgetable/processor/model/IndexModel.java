package io.edgetable.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * The inverse index of an edge: a GSI named {@code name} with key attributes
 * {@code name + "PK"} / {@code name + "SK"}. {@code include} lists the projected components
 * when {@code projection} is {@code INCLUDE}. {@code sortBy}: the component an ordered index sorts
 * by before {@code name + "SK"} (a multi-attribute sort key), projected whatever the projection.
 */
public record IndexModel(
    String name,
    ProjectionKind projection,
    List<String> include,
    int shards,
    KeyTemplate pk,
    KeyTemplate sk,
    Optional<IndexSortKey> sortBy) {

  public enum ProjectionKind {
    ALL,
    KEYS_ONLY,
    INCLUDE
  }

  public IndexModel {
    include = List.copyOf(include);
  }

  public String partitionAttribute() {
    return KeyLayout.partitionAttribute(name);
  }

  /** Whether the index sorts by a component before its label sort key. */
  public boolean ordered() {
    return sortBy.isPresent();
  }

  public String sortAttribute() {
    return KeyLayout.sortAttribute(name);
  }
}
