package io.edgetable.processor.read;

import io.edgetable.processor.diagnostics.RecordMessages.Unsupported;
import io.edgetable.processor.diagnostics.RecordMessages;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.JavaName;
import io.edgetable.processor.model.RecordShape;
import io.edgetable.processor.model.TypeModel.Kind;
import io.edgetable.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Maps component types to {@link TypeModel}s (the supported component types) and collects the
 * nested record shapes they reach. One instance per annotated record: {@link #shapes()} are the
 * shapes of that record, in the order first reached. Enums and records must be nameable from the
 * record's package; their deprecation is collected. EdgeTable annotations on a nested record's
 * components are collected too ({@link #takeNestedAnnotations()}): they mean something only on an
 * annotated record's own components.
 */
final class TypeReader {
  private static final Map<String, Kind> SCALARS =
      Map.ofEntries(
          Map.entry("java.lang.String", Kind.STRING),
          Map.entry("java.lang.Boolean", Kind.BOOLEAN),
          Map.entry("java.lang.Byte", Kind.BYTE),
          Map.entry("java.lang.Short", Kind.SHORT),
          Map.entry("java.lang.Integer", Kind.INT),
          Map.entry("java.lang.Long", Kind.LONG),
          Map.entry("java.lang.Float", Kind.FLOAT),
          Map.entry("java.lang.Double", Kind.DOUBLE),
          Map.entry("java.lang.Character", Kind.CHAR),
          Map.entry("java.math.BigDecimal", Kind.BIG_DECIMAL),
          Map.entry("java.math.BigInteger", Kind.BIG_INTEGER),
          Map.entry("java.time.Instant", Kind.INSTANT),
          Map.entry("java.time.LocalDate", Kind.LOCAL_DATE),
          Map.entry("java.util.UUID", Kind.UUID));

  private final String packageName;
  private final Deprecations deprecations;
  private final Map<String, RecordShape> shapes = new LinkedHashMap<>();
  private final Set<String> reading = new HashSet<>();
  private final List<NestedAnnotation> nestedAnnotations = new ArrayList<>();

  /**
   * The EdgeTable annotations that only a {@code @Node} or {@code @Edge} record's own components
   * carry, and that a nested record's components must not (they would have no effect there).
   */
  private static final List<EdgeTableAnnotation> COMPONENT_ANNOTATIONS =
      List.of(
          EdgeTableAnnotation.ID,
          EdgeTableAnnotation.SOURCE_ID,
          EdgeTableAnnotation.TARGET_ID,
          EdgeTableAnnotation.VERSION,
          EdgeTableAnnotation.TTL,
          EdgeTableAnnotation.COUNTER);

  /** An EdgeTable annotation on a component of a nested record, where it has no effect. */
  record NestedAnnotation(RecordComponentElement component, EdgeTableAnnotation annotation) {}

  /** For a record in {@code packageName}, collecting into {@code deprecations}. */
  TypeReader(String packageName, Deprecations deprecations) {
    this.packageName = packageName;
    this.deprecations = deprecations;
  }

  List<RecordShape> shapes() {
    return List.copyOf(shapes.values());
  }

  /** The nested annotations found since the last call, for the caller to report. */
  List<NestedAnnotation> takeNestedAnnotations() {
    List<NestedAnnotation> found = List.copyOf(nestedAnnotations);
    nestedAnnotations.clear();
    return found;
  }

  TypeModel read(TypeMirror type)
      throws UnsupportedTypeException, InaccessibleTypeException, RefusedRecordException {
    switch (type.getKind()) {
      case BOOLEAN:
        return TypeModel.primitive(Kind.BOOLEAN);
      case BYTE:
        return TypeModel.primitive(Kind.BYTE);
      case SHORT:
        return TypeModel.primitive(Kind.SHORT);
      case INT:
        return TypeModel.primitive(Kind.INT);
      case LONG:
        return TypeModel.primitive(Kind.LONG);
      case FLOAT:
        return TypeModel.primitive(Kind.FLOAT);
      case DOUBLE:
        return TypeModel.primitive(Kind.DOUBLE);
      case CHAR:
        return TypeModel.primitive(Kind.CHAR);
      case ARRAY:
        if (((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE) {
          return TypeModel.of(Kind.BYTES);
        }
        throw new UnsupportedTypeException(Unsupported.array(type.toString()));
      case DECLARED:
        return declared((DeclaredType) type);
      default:
        throw new UnsupportedTypeException(Unsupported.type(type.toString()));
    }
  }

  private TypeModel declared(DeclaredType type)
      throws UnsupportedTypeException, InaccessibleTypeException, RefusedRecordException {
    TypeElement element = (TypeElement) type.asElement();
    String name = element.getQualifiedName().toString();
    Kind scalar = SCALARS.get(name);
    if (scalar != null) {
      return TypeModel.of(scalar);
    }
    if (element.getKind() == ElementKind.ENUM) {
      return TypeModel.named(Kind.ENUM, named(element));
    }
    List<? extends TypeMirror> arguments = type.getTypeArguments();
    switch (name) {
      case "java.util.List":
        return TypeModel.of(Kind.LIST, argument(type, arguments, 0));
      case "java.util.Set":
        {
          TypeModel element0 = argument(type, arguments, 0);
          if (element0.kind() == Kind.STRING) {
            return TypeModel.of(Kind.STRING_SET, element0);
          }
          if (element0.isNumber()) {
            return TypeModel.of(Kind.NUMBER_SET, element0);
          }
          throw new UnsupportedTypeException(Unsupported.set(element0.qualifiedName()));
        }
      case "java.util.Map":
        {
          TypeModel key = argument(type, arguments, 0);
          if (key.kind() != Kind.STRING) {
            throw new UnsupportedTypeException(Unsupported.mapKey(key.qualifiedName()));
          }
          return TypeModel.of(Kind.MAP, argument(type, arguments, 1));
        }
      default:
        break;
    }
    if (element.getKind() == ElementKind.RECORD) {
      return record(element);
    }
    throw new UnsupportedTypeException(Unsupported.type(type.toString()));
  }

  /**
   * The name of an enum or record that generated code will use, after checking it can; collects
   * its deprecation.
   */
  JavaName named(TypeElement element) throws InaccessibleTypeException {
    Optional<TypeElement> blocking = Access.blocking(element, packageName);
    if (blocking.isPresent()) {
      throw new InaccessibleTypeException(element, blocking.get());
    }
    deprecations.type(element);
    return JavaNames.of(element);
  }

  private TypeModel record(TypeElement element)
      throws UnsupportedTypeException, InaccessibleTypeException, RefusedRecordException {
    String name = element.getQualifiedName().toString();
    if (!element.getTypeParameters().isEmpty()) {
      throw new UnsupportedTypeException(Unsupported.genericRecord(name));
    }
    if (RefusedRecords.refusedByJavac(element)) {
      throw new RefusedRecordException(element);
    }
    JavaName javaName = named(element);
    TypeModel model = TypeModel.named(Kind.RECORD, javaName);
    if (shapes.containsKey(name) || !reading.add(name)) {
      return model; // already read, or being read further up: a cycle
    }
    boolean annotated =
        Annotations.has(element, EdgeTableAnnotation.NODE)
            || Annotations.has(element, EdgeTableAnnotation.EDGE);
    List<ComponentModel> components = new ArrayList<>();
    for (RecordComponentElement component : element.getRecordComponents()) {
      if (!annotated) {
        for (EdgeTableAnnotation annotation : COMPONENT_ANNOTATIONS) {
          if (Annotations.has(component, annotation)) {
            nestedAnnotations.add(new NestedAnnotation(component, annotation));
          }
        }
      }
      TypeModel type;
      try {
        type = read(component.asType());
      } catch (UnsupportedTypeException e) {
        throw new UnsupportedTypeException(
            Unsupported.inRecord(name, component.getSimpleName().toString(), e.getMessage()));
      }
      deprecations.element(component.getAccessor());
      components.add(
          new ComponentModel(
              component.getSimpleName().toString(), type, ComponentModel.Role.ATTRIBUTE));
    }
    canonicalConstructor(element).ifPresent(deprecations::element);
    reading.remove(name);
    shapes.put(name, new RecordShape(javaName, components));
    return model;
  }

  /** The constructor whose parameters are the record's components, which generated code calls. */
  static Optional<ExecutableElement> canonicalConstructor(TypeElement record) {
    List<TypeMirror> components =
        record.getRecordComponents().stream().map(c -> c.asType()).toList();
    for (Element member : record.getEnclosedElements()) {
      if (member instanceof ExecutableElement constructor
          && member.getKind() == ElementKind.CONSTRUCTOR
          && constructor.getParameters().size() == components.size()) {
        boolean same = true;
        for (int i = 0; i < components.size() && same; i++) {
          same =
              constructor
                  .getParameters()
                  .get(i)
                  .asType()
                  .toString()
                  .equals(components.get(i).toString());
        }
        if (same) {
          return Optional.of(constructor);
        }
      }
    }
    return Optional.empty();
  }

  private TypeModel argument(DeclaredType owner, List<? extends TypeMirror> arguments, int index)
      throws UnsupportedTypeException, InaccessibleTypeException, RefusedRecordException {
    if (arguments.size() <= index) {
      throw new UnsupportedTypeException(Unsupported.rawType(owner.toString()));
    }
    TypeMirror argument = arguments.get(index);
    if (argument.getKind() != TypeKind.DECLARED && argument.getKind() != TypeKind.ARRAY) {
      throw new UnsupportedTypeException(
          Unsupported.typeArgument(argument.toString(), owner.toString()));
    }
    return read(argument);
  }

  /**
   * Whether {@code type} or anything it reaches could not be resolved yet (another processor may
   * generate it).
   */
  static boolean unresolved(TypeMirror type, Set<String> seen) {
    if (type.getKind() == TypeKind.ERROR) {
      return true;
    }
    if (type instanceof ArrayType array) {
      return unresolved(array.getComponentType(), seen);
    }
    if (!(type instanceof DeclaredType declared)) {
      return false;
    }
    for (TypeMirror argument : declared.getTypeArguments()) {
      if (unresolved(argument, seen)) {
        return true;
      }
    }
    TypeElement element = (TypeElement) declared.asElement();
    if (element.getKind() == ElementKind.RECORD
        && seen.add(element.getQualifiedName().toString())) {
      for (RecordComponentElement component : element.getRecordComponents()) {
        if (unresolved(component.asType(), seen)) {
          return true;
        }
      }
    }
    return false;
  }

  static Optional<TypeElement> typeElement(TypeMirror type) {
    return type instanceof DeclaredType declared
            && declared.asElement() instanceof TypeElement element
        ? Optional.of(element)
        : Optional.empty();
  }
}
