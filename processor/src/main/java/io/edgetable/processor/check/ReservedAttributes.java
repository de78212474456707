package io.edgetable.processor.check;

import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.RecordMessages;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.KeyLayout;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * No attribute may be named like a key attribute: {@code PK}, {@code SK}, or {@code XPK} / {@code
 * XSK} of any inverse index {@code X} in the round (all kinds share one table).
 */
final class ReservedAttributes {
  private final Diagnostics diagnostics;

  ReservedAttributes(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** A key attribute: the table's ({@code index} empty) or an inverse index's. */
  private record KeyAttribute(Optional<String> index, boolean partition, String usedBy) {}

  void check(ProcessorModel model) {
    Map<String, KeyAttribute> reserved = new LinkedHashMap<>();
    reserved.put(KeyLayout.PARTITION_KEY, new KeyAttribute(Optional.empty(), true, ""));
    reserved.put(KeyLayout.SORT_KEY, new KeyAttribute(Optional.empty(), false, ""));
    for (EdgeModel edge : model.edges()) {
      edge.inverse()
          .ifPresent(
              index -> {
                String user = edge.name().simpleNames();
                Optional<String> name = Optional.of(index.name());
                reserved.putIfAbsent(
                    index.partitionAttribute(), new KeyAttribute(name, true, user));
                reserved.putIfAbsent(index.sortAttribute(), new KeyAttribute(name, false, user));
              });
    }
    for (NodeModel node : model.nodes()) {
      check(node.name(), node.attributes(), reserved);
    }
    for (EdgeModel edge : model.edges()) {
      check(edge.name(), edge.attributes(), reserved);
    }
  }

  private void check(
      RecordName record, List<ComponentModel> attributes, Map<String, KeyAttribute> reserved) {
    for (ComponentModel attribute : attributes) {
      KeyAttribute key = reserved.get(attribute.name());
      if (key != null) {
        diagnostics.errorOnComponent(
            record,
            attribute.name(),
            RecordMessages.reservedAttribute(
                record.qualifiedName(),
                attribute.name(),
                key.index(),
                key.partition(),
                key.usedBy()));
      }
    }
  }
}
