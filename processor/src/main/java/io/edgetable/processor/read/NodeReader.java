package io.edgetable.processor.read;

import io.edgetable.processor.diagnostics.CounterMessages;
import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.KeyMessages;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.Deprecation;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.KeyLayout;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.RecordName;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Reads {@code @Node} records, each once per round (edges ask for their ends again, possibly nodes
 * compiled earlier). Errors are reported once, on the node.
 */
final class NodeReader {
  private final Elements elements;
  private final Diagnostics diagnostics;
  private final Map<RecordName, Set<Deprecation>> deprecations;
  private final Map<String, Optional<NodeModel>> read = new HashMap<>();

  /** Marks a {@code @Counter} reported as wrong. */
  private static final int INVALID = -1;

  /** Records how deprecated what each node's generated code names is in {@code deprecations}. */
  NodeReader(
      Elements elements, Diagnostics diagnostics, Map<RecordName, Set<Deprecation>> deprecations) {
    this.elements = elements;
    this.diagnostics = diagnostics;
    this.deprecations = deprecations;
  }

  /** The node model of {@code type}, or empty if it is not a valid {@code @Node} record. */
  Optional<NodeModel> read(TypeElement type) {
    return read.computeIfAbsent(type.getQualifiedName().toString(), name -> readOnce(type));
  }

  private Optional<NodeModel> readOnce(TypeElement type) {
    Optional<AnnotationMirror> found = Annotations.find(type, EdgeTableAnnotation.NODE);
    if (found.isEmpty()) {
      return Optional.empty();
    }
    AnnotationMirror node = found.get();
    if (!Declarations.usable(type, node, EdgeTableAnnotation.NODE, diagnostics)) {
      return Optional.empty();
    }
    String name = type.getQualifiedName().toString();
    boolean valid = true;
    String prefix = Annotations.string(node, "prefix");
    if (!prefix.matches(KeyMessages.NAME_PATTERN)) {
      diagnostics.error(type, node, "prefix", KeyMessages.badPrefix(name, "prefix", prefix));
      valid = false;
    }
    String sortKey = Annotations.string(node, "sortKey");
    if (!sortKey.isEmpty() && !sortKey.matches(KeyMessages.NAME_PATTERN)) {
      diagnostics.error(type, node, "sortKey", KeyMessages.badSortKey(name, sortKey));
      valid = false;
    }
    Deprecations deprecated = new Deprecations(elements);
    deprecated.type(type);
    ComponentReader components = new ComponentReader(diagnostics, type, deprecated);
    Optional<RecordComponentElement> idComponent = components.single(EdgeTableAnnotation.ID);
    components.rejectMarked(EdgeTableAnnotation.SOURCE_ID, EdgeTableAnnotation.NODE);
    components.rejectMarked(EdgeTableAnnotation.TARGET_ID, EdgeTableAnnotation.NODE);
    Optional<IdModel> id = idComponent.flatMap(components::id);
    Map<String, IdModel> ids = new HashMap<>();
    Map<String, Role> roles = new HashMap<>();
    idComponent.ifPresent(c -> roles.put(c.getSimpleName().toString(), Role.ID));
    id.ifPresent(i -> ids.put(i.component(), i));
    List<ComponentModel> read = components.components(ids, roles);
    Map<String, Integer> declared = declaredCounters(type, name, read, roles);
    List<ComponentModel> componentModels =
        read.stream()
            .map(c -> declared.containsKey(c.name()) ? c.as(Role.COUNTER) : c)
            .toList();
    TypeReader.canonicalConstructor(type).ifPresent(deprecated::element);
    if (!valid || id.isEmpty() || components.failed() || declared.containsValue(INVALID)) {
      return Optional.empty();
    }
    Optional<String> constantSortKey = sortKey.isEmpty() ? Optional.empty() : Optional.of(sortKey);
    RecordName recordName = RecordNames.of(type);
    if (!deprecated.found().isEmpty()) {
      deprecations.put(recordName, deprecated.found());
    }
    return Optional.of(
        new NodeModel(
            recordName,
            prefix,
            constantSortKey,
            id.get(),
            componentModels,
            components.shapes(),
            KeyLayout.nodePartition(prefix, id.get()),
            KeyLayout.nodeSort(prefix, constantSortKey, id.get()),
            declared,
            declared));
  }

  /**
   * The components marked {@code @Counter}, with the shards each declares ({@link #INVALID} after
   * reporting a mark that cannot stand: on an id, on a component that is not a number, or with
   * shards outside 1..256).
   */
  private Map<String, Integer> declaredCounters(
      TypeElement type, String name, List<ComponentModel> read, Map<String, Role> idRoles) {
    Map<String, Integer> declared = new LinkedHashMap<>();
    for (RecordComponentElement component : type.getRecordComponents()) {
      Optional<AnnotationMirror> counter = Annotations.find(component, EdgeTableAnnotation.COUNTER);
      if (counter.isEmpty()) {
        continue;
      }
      String componentName = component.getSimpleName().toString();
      Optional<ComponentModel> model =
          read.stream().filter(c -> c.name().equals(componentName)).findFirst();
      int shards = Annotations.integer(counter.get(), "shards");
      String problem = null;
      if (idRoles.containsKey(componentName)) {
        problem = CounterMessages.counterAnnotationOnId(name, componentName);
      } else if (model.isPresent() && model.get().role() == Role.VERSION) {
        problem = CounterMessages.counterAnnotationOnVersion(name, componentName);
      } else if (model.isPresent() && !model.get().type().isNumber()) {
        problem =
            CounterMessages.counterAnnotationNotNumeric(
                name, componentName, model.get().type().qualifiedName());
      } else if (shards < 1 || shards > CounterMessages.MAX_SHARDS) {
        problem =
            CounterMessages.badCounterShards(
                name + "." + componentName, "@Counter(shards)", shards);
      }
      if (problem != null) {
        diagnostics.error(Diagnostics.located(component), problem);
        declared.put(componentName, INVALID);
      } else if (model.isPresent()) {
        declared.put(componentName, shards);
      }
    }
    return declared;
  }
}
