package io.edgetable.processor.model;

import java.util.List;

/**
 * The inverse index of an edge: a GSI named {@code name} with key attributes
 * {@code name + "PK"} / {@code name + "SK"}. {@code include} lists the projected components
 * when {@code projection} is {@code INCLUDE}.
 */
public record IndexModel(
    String name,
    ProjectionKind projection,
    List<String> include,
    int shards,
    KeyTemplate pk,
    KeyTemplate sk) {

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

  public String sortAttribute() {
    return KeyLayout.sortAttribute(name);
  }
}
