package io.edgetable.processor.model;

import java.util.Optional;

/**
 * An id component. {@code value} is the type whose text forms the key segment: {@code STRING},
 * {@code UUID}, {@code INT}, {@code LONG} (primitive or boxed) or {@code ENUM}. For a typed id
 * (a one-component record such as {@code record StudentId(String value)}), {@code typedId} names
 * the wrapper and its component, and {@code value} is the wrapped type.
 */
public record IdModel(String component, TypeModel value, Optional<TypedId> typedId) {

  /** A one-component record wrapping the id value. */
  public record TypedId(JavaName name, String component) {}

  /** The Java type of the component as declared, as messages show it. */
  public String declaredTypeName() {
    return typedId.map(t -> t.name().canonicalName()).orElse(value.qualifiedName());
  }
}
