package io.edgetable.processor.check;

import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.IndexMessages;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.IndexSortKey;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.model.StoredTypes;
import java.util.ArrayList;
import java.util.List;

/**
 * The records compiled together share one table, and an attribute that keys an index (an ordered
 * inverse's {@code inverseSortBy}) has one type there: every other record that stores an attribute
 * of that name must store it with the same type. Reported on the edge's {@code inverseSortBy}.
 */
final class IndexKeyTypes {
  private final Diagnostics diagnostics;

  IndexKeyTypes(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  private record Stored(RecordName record, ComponentModel component) {}

  void check(ProcessorModel model) {
    List<Stored> stored = new ArrayList<>();
    for (NodeModel node : model.nodes()) {
      node.attributes().forEach(c -> stored.add(new Stored(node.name(), c)));
    }
    for (EdgeModel edge : model.edges()) {
      edge.attributes().forEach(c -> stored.add(new Stored(edge.name(), c)));
    }
    for (EdgeModel edge : model.edges()) {
      if (edge.inverse().isEmpty() || edge.inverse().get().sortBy().isEmpty()) {
        continue;
      }
      IndexSortKey key = edge.inverse().get().sortBy().get();
      for (Stored other : stored) {
        String otherType = StoredTypes.of(other.component());
        if (other.component().name().equals(key.attribute())
            && other.record().packageName().equals(edge.name().packageName())
            && !otherType.equals(key.storedType())) {
          diagnostics.errorOnAttribute(
              edge.name(),
              EdgeTableAnnotation.EDGE,
              "inverseSortBy",
              IndexMessages.indexKeyTypeConflict(
                  edge.name().qualifiedName(),
                  key.attribute(),
                  edge.inverse().get().name(),
                  key.storedType(),
                  other.record().qualifiedName(),
                  otherType));
          break;
        }
      }
    }
  }
}
