package io.edgetable.processor.read;

import io.edgetable.processor.check.Diagnostics;
import io.edgetable.processor.check.Messages;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.RecordShape;
import io.edgetable.processor.model.TypeModel;
import io.edgetable.processor.model.TypeModel.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;

/**
 * Reads the components of one record in declaration order: the id components (by their marker
 * annotation) and the attributes, reporting unsupported types on the component.
 */
final class ComponentReader {
  private final Diagnostics diagnostics;
  private final TypeElement record;
  private final String recordName;
  private final TypeReader types = new TypeReader();
  private boolean failed;

  ComponentReader(Diagnostics diagnostics, TypeElement record) {
    this.diagnostics = diagnostics;
    this.record = record;
    this.recordName = record.getQualifiedName().toString();
  }

  /** The one component carrying {@code annotation} (qualified name), reporting none or several. */
  Optional<RecordComponentElement> single(String annotation, String role) {
    List<RecordComponentElement> marked =
        record.getRecordComponents().stream()
            .filter(c -> Annotations.has(c, annotation))
            .map(RecordComponentElement.class::cast)
            .toList();
    String simple = annotation.substring(annotation.lastIndexOf('.') + 1);
    if (marked.isEmpty()) {
      report(record, Messages.missingId(recordName, simple, role));
      return Optional.empty();
    }
    for (RecordComponentElement extra : marked.subList(1, marked.size())) {
      report(
          extra,
          Messages.duplicateId(
              recordName,
              simple,
              extra.getSimpleName().toString(),
              marked.get(0).getSimpleName().toString()));
    }
    return marked.size() == 1 ? Optional.of(marked.get(0)) : Optional.empty();
  }

  /** Reports components marked with id annotations of the other record kind. */
  void rejectMarked(String annotation, String kind, String fix) {
    String simple = annotation.substring(annotation.lastIndexOf('.') + 1);
    for (RecordComponentElement component : record.getRecordComponents()) {
      if (Annotations.has(component, annotation)) {
        report(
            component,
            Messages.misplacedId(
                recordName, component.getSimpleName().toString(), simple, kind, fix));
      }
    }
  }

  /** Reports a component marked both {@code @SourceId} and {@code @TargetId}. */
  void rejectBoth(RecordComponentElement component) {
    report(
        component,
        Messages.bothIds(recordName, component.getSimpleName().toString()));
  }

  /** The id model of an id component, or empty after reporting an unsupported id type. */
  Optional<IdModel> id(RecordComponentElement component) {
    String name = component.getSimpleName().toString();
    TypeMirror type = component.asType();
    Optional<TypeModel> value = idValue(type);
    if (value.isPresent()) {
      return Optional.of(new IdModel(name, value.get(), Optional.empty()));
    }
    Optional<TypeElement> wrapper = TypeReader.typeElement(type);
    if (wrapper.isPresent()
        && wrapper.get().getKind() == ElementKind.RECORD
        && wrapper.get().getRecordComponents().size() == 1) {
      RecordComponentElement inner = wrapper.get().getRecordComponents().get(0);
      Optional<TypeModel> innerValue = idValue(inner.asType());
      if (innerValue.isPresent()) {
        return Optional.of(
            new IdModel(
                name,
                innerValue.get(),
                Optional.of(
                    new IdModel.TypedId(
                        wrapper.get().getQualifiedName().toString(),
                        inner.getSimpleName().toString()))));
      }
    }
    report(component, Messages.idTypeUnsupported(recordName, name, type.toString()));
    return Optional.empty();
  }

  /**
   * Every component in declaration order; {@code ids} gives the role of the id components (by
   * name). Unsupported types are reported and left out.
   */
  List<ComponentModel> components(Map<String, IdModel> ids, Map<String, Role> idRoles) {
    List<ComponentModel> components = new ArrayList<>();
    for (RecordComponentElement component : record.getRecordComponents()) {
      String name = component.getSimpleName().toString();
      IdModel id = ids.get(name);
      if (id != null) {
        TypeModel type =
            id.typedId().isPresent()
                ? TypeModel.of(Kind.RECORD, id.typedId().get().qualifiedName(), false)
                : id.value();
        components.add(new ComponentModel(name, type, idRoles.get(name)));
        continue;
      }
      if (idRoles.containsKey(name)) {
        continue; // an id whose type was already reported
      }
      try {
        components.add(new ComponentModel(name, types.read(component.asType()), Role.ATTRIBUTE));
      } catch (UnsupportedTypeException e) {
        report(component, Messages.componentTypeUnsupported(recordName, name, e.getMessage()));
      }
    }
    return components;
  }

  List<RecordShape> shapes() {
    return types.shapes();
  }

  boolean failed() {
    return failed;
  }

  private void report(Element element, String message) {
    failed = true;
    diagnostics.error(
        element instanceof RecordComponentElement component
            ? Diagnostics.located(component)
            : element,
        message);
  }

  private static Optional<TypeModel> idValue(TypeMirror type) {
    switch (type.getKind()) {
      case INT:
        return Optional.of(TypeModel.of(Kind.INT, "int", true));
      case LONG:
        return Optional.of(TypeModel.of(Kind.LONG, "long", true));
      default:
        break;
    }
    Optional<TypeElement> element = TypeReader.typeElement(type);
    if (element.isEmpty()) {
      return Optional.empty();
    }
    String name = element.get().getQualifiedName().toString();
    if (element.get().getKind() == ElementKind.ENUM) {
      return Optional.of(TypeModel.of(Kind.ENUM, name, false));
    }
    return switch (name) {
      case "java.lang.String" -> Optional.of(TypeModel.of(Kind.STRING, name, false));
      case "java.util.UUID" -> Optional.of(TypeModel.of(Kind.UUID, name, false));
      case "java.lang.Integer" -> Optional.of(TypeModel.of(Kind.INT, name, false));
      case "java.lang.Long" -> Optional.of(TypeModel.of(Kind.LONG, name, false));
      default -> Optional.empty();
    };
  }
}
