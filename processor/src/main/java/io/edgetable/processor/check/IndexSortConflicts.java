package io.edgetable.processor.check;

import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.IndexMessages;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexSortKey;
import io.edgetable.processor.model.ProcessorModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Edges sharing an inverse index must give it one sort key: a GSI has one key schema, so either all
 * sort it by the same {@code inverseSortBy} attribute (then its label sort key) or none does.
 * Reported on the later record's {@code inverseSortBy}, or its {@code inverse} when it has none.
 * Two sort attributes of one name but different types are {@link IndexKeyTypes}' to report.
 */
final class IndexSortConflicts {
  private final Diagnostics diagnostics;

  IndexSortConflicts(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void check(ProcessorModel model) {
    Map<String, EdgeModel> first = new LinkedHashMap<>();
    for (EdgeModel edge : model.edges()) {
      if (edge.inverse().isEmpty()) {
        continue;
      }
      IndexModel index = edge.inverse().get();
      // Keyed by package, as IndexConflicts: records of one table are expected to share one.
      EdgeModel other = first.putIfAbsent(edge.name().packageName() + " " + index.name(), edge);
      if (other == null) {
        continue;
      }
      Optional<String> sortBy = index.sortBy().map(IndexSortKey::attribute);
      Optional<String> otherSortBy =
          other.inverse().orElseThrow().sortBy().map(IndexSortKey::attribute);
      if (sortBy.equals(otherSortBy)) {
        continue;
      }
      diagnostics.errorOnWrittenAttribute(
          edge.name(),
          EdgeTableAnnotation.EDGE,
          List.of("inverseSortBy", "inverse"),
          IndexMessages.indexSortConflict(
              edge.name().qualifiedName(),
              index.name(),
              sortBy,
              other.name().qualifiedName(),
              otherSortBy));
    }
  }
}
