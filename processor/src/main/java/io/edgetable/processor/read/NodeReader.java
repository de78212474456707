package io.edgetable.processor.read;

import io.edgetable.processor.check.Diagnostics;
import io.edgetable.processor.check.Messages;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.KeyTemplate;
import io.edgetable.processor.model.NodeModel;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
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
  private final Map<String, Optional<NodeModel>> read = new HashMap<>();

  NodeReader(Elements elements, Diagnostics diagnostics) {
    this.elements = elements;
    this.diagnostics = diagnostics;
  }

  /** The node model of {@code type}, or empty if it is not a valid {@code @Node} record. */
  Optional<NodeModel> read(TypeElement type) {
    return read.computeIfAbsent(type.getQualifiedName().toString(), name -> readOnce(type));
  }

  private Optional<NodeModel> readOnce(TypeElement type) {
    Optional<AnnotationMirror> found = Annotations.find(type, Annotations.NODE);
    if (found.isEmpty()) {
      return Optional.empty();
    }
    AnnotationMirror node = found.get();
    String name = type.getQualifiedName().toString();
    if (type.getKind() != ElementKind.RECORD) {
      diagnostics.error(type, node, Messages.notARecord(name, "Node", kindName(type)));
      return Optional.empty();
    }
    boolean valid = true;
    String prefix = Annotations.string(node, "prefix");
    if (!prefix.matches(Messages.NAME_PATTERN)) {
      diagnostics.error(type, node, "prefix", Messages.badPrefix(name, "prefix", prefix));
      valid = false;
    }
    String sortKey = Annotations.string(node, "sortKey");
    if (!sortKey.isEmpty() && !sortKey.matches(Messages.NAME_PATTERN)) {
      diagnostics.error(type, node, "sortKey", Messages.badSortKey(name, sortKey));
      valid = false;
    }
    ComponentReader components = new ComponentReader(diagnostics, type);
    Optional<RecordComponentElement> idComponent = components.single(Annotations.ID, "@Node");
    String fix = "a node has one @Id; @SourceId and @TargetId mark an @Edge's ids";
    components.rejectMarked(Annotations.SOURCE_ID, "Node", fix);
    components.rejectMarked(Annotations.TARGET_ID, "Node", fix);
    Optional<IdModel> id = idComponent.flatMap(components::id);
    Map<String, IdModel> ids = new HashMap<>();
    Map<String, Role> roles = new HashMap<>();
    idComponent.ifPresent(c -> roles.put(c.getSimpleName().toString(), Role.ID));
    id.ifPresent(i -> ids.put(i.component(), i));
    List<ComponentModel> componentModels = components.components(ids, roles);
    if (!valid || id.isEmpty() || components.failed()) {
      return Optional.empty();
    }
    String literal = prefix + "#";
    KeyTemplate sk =
        sortKey.isEmpty()
            ? KeyTemplate.of("SK", literal, id.get())
            : KeyTemplate.constant("SK", sortKey);
    return Optional.of(
        new NodeModel(
            RecordNames.of(elements, type),
            prefix,
            sortKey.isEmpty() ? Optional.empty() : Optional.of(sortKey),
            id.get(),
            componentModels,
            components.shapes(),
            KeyTemplate.of("PK", literal, id.get()),
            sk));
  }

  static String kindName(TypeElement type) {
    return switch (type.getKind()) {
      case CLASS -> "a class";
      case INTERFACE -> "an interface";
      case ENUM -> "an enum";
      case ANNOTATION_TYPE -> "an annotation type";
      default -> "a " + type.getKind().toString().toLowerCase(Locale.ROOT);
    };
  }
}
