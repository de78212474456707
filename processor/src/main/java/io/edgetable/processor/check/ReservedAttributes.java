package io.edgetable.processor.check;

import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * No attribute may be named like a key attribute: {@code PK}, {@code SK}, or {@code XPK} / {@code
 * XSK} of any inverse index {@code X} in the round (all kinds share one table).
 */
final class ReservedAttributes {
  private final Diagnostics diagnostics;

  ReservedAttributes(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void check(ProcessorModel model) {
    Map<String, String> reserved = new LinkedHashMap<>();
    reserved.put("PK", "the table's partition key");
    reserved.put("SK", "the table's sort key");
    for (EdgeModel edge : model.edges()) {
      edge.inverse()
          .map(IndexModel::name)
          .ifPresent(
              index -> {
                String user = " (used by " + edge.name().simpleNames() + ")";
                reserved.putIfAbsent(index + "PK", "partition key of index " + index + user);
                reserved.putIfAbsent(index + "SK", "sort key of index " + index + user);
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
      RecordName record, List<ComponentModel> attributes, Map<String, String> reserved) {
    for (ComponentModel attribute : attributes) {
      String owner = reserved.get(attribute.name());
      if (owner != null) {
        diagnostics.errorOnComponent(
            record,
            attribute.name(),
            Messages.reservedAttribute(record.qualifiedName(), attribute.name(), owner));
      }
    }
  }
}
