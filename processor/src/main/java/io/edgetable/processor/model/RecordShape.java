package io.edgetable.processor.model;

import java.util.List;

/**
 * A nested record used as a component type (stored as a map of its components). The marshaller
 * writes one pair of private helpers per shape; shapes may refer to each other, even cyclically.
 */
public record RecordShape(JavaName name, List<ComponentModel> components) {
  public RecordShape {
    components = List.copyOf(components);
  }

  /** {@code shop.Billing.Address}, as messages show it. */
  public String qualifiedName() {
    return name.canonicalName();
  }
}
