package io.edgetable.processor.model;

import java.util.List;

/**
 * A nested record used as a component type (stored as a map of its components). The marshaller
 * writes one pair of private helpers per shape; shapes may refer to each other, even cyclically.
 */
public record RecordShape(String qualifiedName, List<ComponentModel> components) {
  public RecordShape {
    components = List.copyOf(components);
  }
}
