package io.edgetable.processor.read;

import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.IdMessages;
import io.edgetable.processor.diagnostics.RecordMessages;
import io.edgetable.processor.diagnostics.VersionTtlMessages;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.RecordShape;
import io.edgetable.processor.model.TypeModel;
import io.edgetable.processor.model.TypeModel.Kind;
import java.util.ArrayList;
import java.util.EnumMap;
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
 * annotation) and the attributes, reporting unsupported and inaccessible types on the component.
 */
final class ComponentReader {
  private final Diagnostics diagnostics;
  private final TypeElement record;
  private final String recordName;
  private final Deprecations deprecations;
  private final TypeReader types;
  private boolean failed;

  ComponentReader(Diagnostics diagnostics, TypeElement record, Deprecations deprecations) {
    this.diagnostics = diagnostics;
    this.record = record;
    this.recordName = record.getQualifiedName().toString();
    this.deprecations = deprecations;
    this.types = new TypeReader(JavaNames.of(record).packageName(), deprecations);
  }

  /** The one component carrying {@code annotation}, reporting none or several. */
  Optional<RecordComponentElement> single(EdgeTableAnnotation annotation) {
    List<RecordComponentElement> marked =
        record.getRecordComponents().stream()
            .filter(c -> Annotations.has(c, annotation))
            .map(RecordComponentElement.class::cast)
            .toList();
    if (marked.isEmpty()) {
      report(record, IdMessages.missingId(recordName, annotation));
      return Optional.empty();
    }
    for (RecordComponentElement extra : marked.subList(1, marked.size())) {
      report(
          extra,
          IdMessages.duplicateId(
              recordName,
              annotation,
              extra.getSimpleName().toString(),
              marked.get(0).getSimpleName().toString()));
    }
    return marked.size() == 1 ? Optional.of(marked.get(0)) : Optional.empty();
  }

  /** Reports components marked with an id annotation of the other kind of record. */
  void rejectMarked(EdgeTableAnnotation annotation, EdgeTableAnnotation kind) {
    for (RecordComponentElement component : record.getRecordComponents()) {
      if (Annotations.has(component, annotation)) {
        report(
            component,
            IdMessages.misplacedId(
                recordName, component.getSimpleName().toString(), annotation, kind));
      }
    }
  }

  /** Reports a component marked both {@code @SourceId} and {@code @TargetId}. */
  void rejectBoth(RecordComponentElement component) {
    report(
        component, IdMessages.sourceAndTargetId(recordName, component.getSimpleName().toString()));
  }

  /** The id model of an id component, or empty after reporting an unsupported id type. */
  Optional<IdModel> id(RecordComponentElement component) {
    String name = component.getSimpleName().toString();
    TypeMirror type = component.asType();
    deprecations.element(component.getAccessor());
    try {
      Optional<TypeModel> value = idValue(type);
      if (value.isPresent()) {
        return Optional.of(new IdModel(name, value.get(), Optional.empty()));
      }
      Optional<TypeElement> wrapper = TypeReader.typeElement(type);
      if (wrapper.isPresent()
          && wrapper.get().getKind() == ElementKind.RECORD
          && RefusedRecords.refusedByJavac(wrapper.get())) {
        failed = true; // javac reports the wrapper
        return Optional.empty();
      }
      if (wrapper.isPresent()
          && wrapper.get().getKind() == ElementKind.RECORD
          && wrapper.get().getRecordComponents().size() == 1) {
        RecordComponentElement inner = wrapper.get().getRecordComponents().get(0);
        Optional<TypeModel> innerValue = idValue(inner.asType());
        if (innerValue.isPresent()) {
          IdModel.TypedId typedId =
              new IdModel.TypedId(types.named(wrapper.get()), inner.getSimpleName().toString());
          deprecations.element(inner.getAccessor());
          TypeReader.canonicalConstructor(wrapper.get()).ifPresent(deprecations::element);
          return Optional.of(new IdModel(name, innerValue.get(), Optional.of(typedId)));
        }
      }
    } catch (InaccessibleTypeException e) {
      reportInaccessible(component, e);
      return Optional.empty();
    }
    report(component, IdMessages.idTypeUnsupported(recordName, name, type.toString()));
    return Optional.empty();
  }

  /**
   * Every component in declaration order; {@code ids} gives the role of the id components (by
   * name). Unsupported types are reported and left out.
   */
  List<ComponentModel> components(Map<String, IdModel> ids, Map<String, Role> idRoles) {
    List<ComponentModel> components = new ArrayList<>();
    Map<EdgeTableAnnotation, String> marked = new EnumMap<>(EdgeTableAnnotation.class);
    for (RecordComponentElement component : record.getRecordComponents()) {
      String name = component.getSimpleName().toString();
      if (idRoles.containsKey(name)) {
        rejectOnId(component);
      }
      IdModel id = ids.get(name);
      if (id != null) {
        TypeModel type =
            id.typedId().isPresent()
                ? TypeModel.named(Kind.RECORD, id.typedId().get().name())
                : id.value();
        components.add(new ComponentModel(name, type, idRoles.get(name)));
        continue;
      }
      if (idRoles.containsKey(name)) {
        continue; // an id whose type was already reported
      }
      deprecations.element(component.getAccessor());
      try {
        TypeModel type = types.read(component.asType());
        components.add(new ComponentModel(name, type, role(component, type, marked)));
      } catch (UnsupportedTypeException e) {
        report(
            component, RecordMessages.componentTypeUnsupported(recordName, name, e.getMessage()));
      } catch (InaccessibleTypeException e) {
        reportInaccessible(component, e);
      } catch (RefusedRecordException e) {
        failed = true; // javac reports the record it refuses
      }
      reportNestedAnnotations(name);
    }
    return components;
  }

  /**
   * Reports, each on its own component, the EdgeTable annotations on the components of the nested
   * records that attribute {@code attribute} reaches.
   */
  private void reportNestedAnnotations(String attribute) {
    for (TypeReader.NestedAnnotation found : types.takeNestedAnnotations()) {
      RecordComponentElement component = found.component();
      TypeElement nested = (TypeElement) component.getEnclosingElement();
      report(
          component,
          RecordMessages.nestedAnnotation(
              nested.getQualifiedName().toString(),
              component.getSimpleName().toString(),
              found.annotation(),
              recordName,
              attribute));
    }
  }

  /**
   * {@link Role#VERSION} for a {@code @Version}, {@link Role#TTL} for a {@code @Ttl} (reporting a
   * second one, or a wrong type), else {@link Role#ATTRIBUTE}. {@code marked} holds the first
   * component of each.
   */
  private Role role(
      RecordComponentElement component, TypeModel type, Map<EdgeTableAnnotation, String> marked) {
    String name = component.getSimpleName().toString();
    Role role = Role.ATTRIBUTE;
    for (EdgeTableAnnotation annotation :
        List.of(EdgeTableAnnotation.VERSION, EdgeTableAnnotation.TTL)) {
      if (!Annotations.has(component, annotation)) {
        continue;
      }
      String first = marked.putIfAbsent(annotation, name);
      if (first != null) {
        report(
            component,
            VersionTtlMessages.duplicateVersionOrTtl(recordName, annotation, name, first));
      } else if (annotation == EdgeTableAnnotation.VERSION) {
        if (type.kind() == Kind.LONG) {
          role = Role.VERSION;
        } else {
          report(component, VersionTtlMessages.versionType(recordName, name, declared(component)));
        }
      } else if (type.kind() == Kind.INSTANT) {
        role = Role.TTL;
      } else {
        report(component, VersionTtlMessages.ttlType(recordName, name, declared(component)));
      }
    }
    return role;
  }

  /** Reports {@code @Version} or {@code @Ttl} on an id component. */
  private void rejectOnId(RecordComponentElement component) {
    for (EdgeTableAnnotation annotation :
        List.of(EdgeTableAnnotation.VERSION, EdgeTableAnnotation.TTL)) {
      if (Annotations.has(component, annotation)) {
        report(
            component,
            VersionTtlMessages.versionOrTtlIsId(
                recordName, annotation, component.getSimpleName().toString()));
      }
    }
  }

  private static String declared(RecordComponentElement component) {
    return component.asType().toString();
  }

  List<RecordShape> shapes() {
    return types.shapes();
  }

  /** Whether a component was reported, or reaches a record javac refuses. */
  boolean failed() {
    return failed;
  }

  private void reportInaccessible(RecordComponentElement component, InaccessibleTypeException e) {
    report(
        component,
        RecordMessages.privateType(
            recordName,
            component.getSimpleName().toString(),
            e.usedType(),
            e.blocking(),
            e.isPrivate()));
  }

  private void report(Element element, String message) {
    failed = true;
    diagnostics.error(
        element instanceof RecordComponentElement component
            ? Diagnostics.located(component)
            : element,
        message);
  }

  private Optional<TypeModel> idValue(TypeMirror type) throws InaccessibleTypeException {
    switch (type.getKind()) {
      case INT:
        return Optional.of(TypeModel.primitive(Kind.INT));
      case LONG:
        return Optional.of(TypeModel.primitive(Kind.LONG));
      default:
        break;
    }
    Optional<TypeElement> element = TypeReader.typeElement(type);
    if (element.isEmpty()) {
      return Optional.empty();
    }
    if (element.get().getKind() == ElementKind.ENUM) {
      return Optional.of(TypeModel.named(Kind.ENUM, types.named(element.get())));
    }
    return switch (element.get().getQualifiedName().toString()) {
      case "java.lang.String" -> Optional.of(TypeModel.of(Kind.STRING));
      case "java.util.UUID" -> Optional.of(TypeModel.of(Kind.UUID));
      case "java.lang.Integer" -> Optional.of(TypeModel.of(Kind.INT));
      case "java.lang.Long" -> Optional.of(TypeModel.of(Kind.LONG));
      default -> Optional.empty();
    };
  }
}
