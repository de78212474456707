package io.edgetable.processor.check;

import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.IndexMessages;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.ProcessorModel;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;

/** Edges sharing an inverse index must give it one projection: a GSI has exactly one. */
final class IndexConflicts {
  private final Diagnostics diagnostics;

  IndexConflicts(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void check(ProcessorModel model) {
    Map<String, EdgeModel> first = new LinkedHashMap<>();
    for (EdgeModel edge : model.edges()) {
      if (edge.inverse().isEmpty()) {
        continue;
      }
      IndexModel index = edge.inverse().get();
      // Keyed by package as well: records of one table are expected to share a package.
      EdgeModel other = first.putIfAbsent(edge.name().packageName() + " " + index.name(), edge);
      if (other == null) {
        continue;
      }
      IndexModel otherIndex = other.inverse().orElseThrow();
      if (index.projection() != otherIndex.projection()
          || !new HashSet<>(index.include()).equals(new HashSet<>(otherIndex.include()))) {
        String attribute =
            index.projection() != otherIndex.projection() ? "inverseProjection" : "include";
        diagnostics.errorOnAttribute(
            edge.name(),
            EdgeTableAnnotation.EDGE,
            attribute,
            IndexMessages.indexProjectionConflict(
                edge.name().qualifiedName(),
                index.name(),
                index.projection().name(),
                index.include(),
                other.name().qualifiedName(),
                otherIndex.projection().name(),
                otherIndex.include()));
      }
    }
  }
}
