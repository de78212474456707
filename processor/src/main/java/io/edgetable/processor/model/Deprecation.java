package io.edgetable.processor.model;

/**
 * How deprecated something is that a record's generated code names (the record, an enclosing
 * class, a component's type or accessor): generated code must not warn where the user's own code
 * chose to.
 */
public enum Deprecation {
  /** {@code @Deprecated}. */
  DEPRECATED,
  /** {@code @Deprecated(forRemoval = true)}, which javac reports under its own lint category. */
  FOR_REMOVAL
}
