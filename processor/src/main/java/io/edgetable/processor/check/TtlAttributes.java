package io.edgetable.processor.check;

import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.VersionTtlMessages;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import java.util.Optional;

/**
 * The records compiled together share one table, and a table has one time-to-live attribute: every
 * {@code @Ttl} component of the round must have the same name. The first one (nodes, then edges, in
 * declaration order) sets it; each other name is reported on its component.
 */
final class TtlAttributes {
  private final Diagnostics diagnostics;
  private RecordName firstRecord;
  private String firstName;

  TtlAttributes(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void check(ProcessorModel model) {
    for (NodeModel node : model.nodes()) {
      check(node.name(), node.ttl());
    }
    for (EdgeModel edge : model.edges()) {
      check(edge.name(), edge.ttl());
    }
  }

  private void check(RecordName record, Optional<ComponentModel> ttl) {
    if (ttl.isEmpty()) {
      return;
    }
    String name = ttl.get().name();
    if (firstName == null) {
      firstRecord = record;
      firstName = name;
    } else if (!firstName.equals(name)) {
      diagnostics.errorOnComponent(
          record,
          name,
          VersionTtlMessages.ttlConflict(
              record.qualifiedName(), name, firstRecord.qualifiedName(), firstName));
    }
  }
}
