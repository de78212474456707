package io.edgetable.processor.read;

import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.IndexMessages;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.IndexSortKey;
import io.edgetable.processor.model.StoredTypes;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * Reads {@code @Edge(inverseSortBy = "...")}: a component stored as an attribute of its own (not
 * an id) whose type is stored as {@code S}, {@code N} or {@code B}. Errors are reported on the
 * attribute.
 */
final class SortByReader {
  private SortByReader() {}

  static Optional<IndexSortKey> read(
      Diagnostics diagnostics,
      TypeElement type,
      AnnotationMirror edge,
      String name,
      String inverse,
      List<ComponentModel> components) {
    String sortBy = Annotations.string(edge, "inverseSortBy");
    if (sortBy.isEmpty()) {
      return Optional.empty();
    }
    if (inverse.isEmpty()) {
      diagnostics.error(
          type, edge, "inverseSortBy", IndexMessages.sortByWithoutIndex(name, sortBy));
      return Optional.empty();
    }
    Optional<ComponentModel> component =
        components.stream().filter(c -> !c.isKey() && c.name().equals(sortBy)).findFirst();
    if (component.isEmpty()) {
      List<String> attributes =
          components.stream().filter(c -> !c.isKey()).map(ComponentModel::name).toList();
      diagnostics.error(
          type,
          edge,
          "inverseSortBy",
          IndexMessages.sortByUnknown(name, sortBy, attributes));
      return Optional.empty();
    }
    String stored = StoredTypes.of(component.get());
    if (!StoredTypes.scalar(stored)) {
      diagnostics.error(
          type,
          edge,
          "inverseSortBy",
          IndexMessages.sortByType(
              name, sortBy, component.get().type().qualifiedName(), stored));
      return Optional.empty();
    }
    return Optional.of(new IndexSortKey(component.get(), stored));
  }
}
