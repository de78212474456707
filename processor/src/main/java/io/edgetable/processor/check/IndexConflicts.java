package io.edgetable.processor.check;

import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.IndexMessages;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexSortKey;
import io.edgetable.processor.model.ProcessorModel;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Edges sharing an inverse index must give it one projection and one sort key: a GSI has exactly
 * one of each, so either all sort it by the same {@code inverseSortBy} attribute (then its label
 * sort key) or none does. Reported on the later record: a projection on its {@code
 * inverseProjection} or {@code include}, a sort key on its {@code inverseSortBy}, or its {@code
 * inverse} when it has none. Two sort attributes of one name but different types are {@link
 * IndexKeyTypes}' to report.
 */
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
      if (other != null) {
        checkProjection(edge, index, other);
        checkSortKey(edge, index, other);
      }
    }
  }

  private void checkProjection(EdgeModel edge, IndexModel index, EdgeModel other) {
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

  private void checkSortKey(EdgeModel edge, IndexModel index, EdgeModel other) {
    Optional<String> sortBy = index.sortBy().map(IndexSortKey::attribute);
    Optional<String> otherSortBy =
        other.inverse().orElseThrow().sortBy().map(IndexSortKey::attribute);
    if (!sortBy.equals(otherSortBy)) {
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
