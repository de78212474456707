package io.edgetable.processor.read;

import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.RecordShape;
import io.edgetable.processor.model.TypeModel;
import io.edgetable.processor.model.TypeModel.Kind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Maps component types to {@link TypeModel}s (SPEC "Supported component types") and collects the
 * nested record shapes they reach. One instance per annotated record: {@link #shapes()} are the
 * shapes of that record, in the order first reached.
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

  private final Map<String, RecordShape> shapes = new LinkedHashMap<>();
  private final Set<String> reading = new HashSet<>();

  List<RecordShape> shapes() {
    return List.copyOf(shapes.values());
  }

  TypeModel read(TypeMirror type) throws UnsupportedTypeException {
    switch (type.getKind()) {
      case BOOLEAN:
        return TypeModel.of(Kind.BOOLEAN, "boolean", true);
      case BYTE:
        return TypeModel.of(Kind.BYTE, "byte", true);
      case SHORT:
        return TypeModel.of(Kind.SHORT, "short", true);
      case INT:
        return TypeModel.of(Kind.INT, "int", true);
      case LONG:
        return TypeModel.of(Kind.LONG, "long", true);
      case FLOAT:
        return TypeModel.of(Kind.FLOAT, "float", true);
      case DOUBLE:
        return TypeModel.of(Kind.DOUBLE, "double", true);
      case CHAR:
        return TypeModel.of(Kind.CHAR, "char", true);
      case ARRAY:
        if (((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE) {
          return TypeModel.of(Kind.BYTES, "byte[]", false);
        }
        throw new UnsupportedTypeException(
            "array type " + type + " (only byte[] is stored, as binary)");
      case DECLARED:
        return declared((DeclaredType) type);
      default:
        throw new UnsupportedTypeException("type " + type);
    }
  }

  private TypeModel declared(DeclaredType type) throws UnsupportedTypeException {
    TypeElement element = (TypeElement) type.asElement();
    String name = element.getQualifiedName().toString();
    Kind scalar = SCALARS.get(name);
    if (scalar != null) {
      return TypeModel.of(scalar, name, false);
    }
    if (element.getKind() == ElementKind.ENUM) {
      return TypeModel.of(Kind.ENUM, name, false);
    }
    List<? extends TypeMirror> arguments = type.getTypeArguments();
    switch (name) {
      case "java.util.List":
        return new TypeModel(Kind.LIST, name, false, List.of(argument(type, arguments, 0)));
      case "java.util.Set":
        {
          TypeModel element0 = argument(type, arguments, 0);
          if (element0.kind() == Kind.STRING) {
            return new TypeModel(Kind.STRING_SET, name, false, List.of(element0));
          }
          if (element0.isNumber()) {
            return new TypeModel(Kind.NUMBER_SET, name, false, List.of(element0));
          }
          throw new UnsupportedTypeException(
              "Set<"
                  + element0.qualifiedName()
                  + "> (DynamoDB sets hold strings or numbers; use List<"
                  + simple(element0.qualifiedName())
                  + ">)");
        }
      case "java.util.Map":
        {
          TypeModel key = argument(type, arguments, 0);
          if (key.kind() != Kind.STRING) {
            throw new UnsupportedTypeException(
                "Map with "
                    + key.qualifiedName()
                    + " keys (DynamoDB map keys are strings; use Map<String, V>)");
          }
          return new TypeModel(Kind.MAP, name, false, List.of(argument(type, arguments, 1)));
        }
      default:
        break;
    }
    if (element.getKind() == ElementKind.RECORD) {
      return record(element);
    }
    throw new UnsupportedTypeException("type " + type);
  }

  private TypeModel record(TypeElement element) throws UnsupportedTypeException {
    String name = element.getQualifiedName().toString();
    if (!element.getTypeParameters().isEmpty()) {
      throw new UnsupportedTypeException("generic record " + name);
    }
    TypeModel model = TypeModel.of(Kind.RECORD, name, false);
    if (shapes.containsKey(name) || !reading.add(name)) {
      return model; // already read, or being read further up: a cycle
    }
    List<ComponentModel> components = new ArrayList<>();
    for (RecordComponentElement component : element.getRecordComponents()) {
      TypeModel type;
      try {
        type = read(component.asType());
      } catch (UnsupportedTypeException e) {
        throw new UnsupportedTypeException(
            "in " + simple(name) + "." + component.getSimpleName() + ", " + e.getMessage());
      }
      components.add(
          new ComponentModel(
              component.getSimpleName().toString(), type, ComponentModel.Role.ATTRIBUTE));
    }
    reading.remove(name);
    shapes.put(name, new RecordShape(name, components));
    return model;
  }

  private TypeModel argument(DeclaredType owner, List<? extends TypeMirror> arguments, int index)
      throws UnsupportedTypeException {
    if (arguments.size() <= index) {
      throw new UnsupportedTypeException("raw type " + owner + " (give its type arguments)");
    }
    TypeMirror argument = arguments.get(index);
    if (argument.getKind() != TypeKind.DECLARED && argument.getKind() != TypeKind.ARRAY) {
      throw new UnsupportedTypeException(
          "type argument "
              + argument
              + " of "
              + owner
              + " (use a concrete type, no wildcards or type variables)");
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

  private static String simple(String name) {
    return name.substring(name.lastIndexOf('.') + 1);
  }
}
