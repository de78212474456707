package io.edgetable.processor.read;

import io.edgetable.processor.model.EdgeTableAnnotation;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;

/** Reads EdgeTable annotations through mirrors only (the processor never loads their classes). */
public final class Annotations {
  private Annotations() {}

  /** {@code annotation} on {@code element}, if there. */
  public static Optional<AnnotationMirror> find(Element element, EdgeTableAnnotation annotation) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
      if (type.getQualifiedName().contentEquals(annotation.qualifiedName())) {
        return Optional.of(mirror);
      }
    }
    return Optional.empty();
  }

  public static boolean has(Element element, EdgeTableAnnotation annotation) {
    return find(element, annotation).isPresent();
  }

  /** The value of {@code attribute}, with the annotation's default when not written. */
  public static AnnotationValue value(AnnotationMirror mirror, String attribute) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        mirror.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(attribute)) {
        return entry.getValue();
      }
    }
    for (Element member : mirror.getAnnotationType().asElement().getEnclosedElements()) {
      if (member instanceof ExecutableElement method
          && method.getSimpleName().contentEquals(attribute)
          && method.getDefaultValue() != null) {
        return method.getDefaultValue();
      }
    }
    throw new IllegalArgumentException(
        "@" + mirror.getAnnotationType() + " has no value " + attribute);
  }

  public static String string(AnnotationMirror mirror, String attribute) {
    Object value = value(mirror, attribute).getValue();
    return value instanceof String s ? s : String.valueOf(value);
  }

  public static int integer(AnnotationMirror mirror, String attribute) {
    Object value = value(mirror, attribute).getValue();
    return value instanceof Integer i ? i : 0;
  }

  /** An enum constant's name. */
  public static String enumName(AnnotationMirror mirror, String attribute) {
    Object value = value(mirror, attribute).getValue();
    return value instanceof VariableElement constant
        ? constant.getSimpleName().toString()
        : String.valueOf(value);
  }

  /** A {@code Class} member as a type; empty when javac could not resolve it. */
  public static Optional<TypeMirror> type(AnnotationMirror mirror, String attribute) {
    Object value = value(mirror, attribute).getValue();
    return value instanceof TypeMirror type ? Optional.of(type) : Optional.empty();
  }

  public static List<String> strings(AnnotationMirror mirror, String attribute) {
    Object value = value(mirror, attribute).getValue();
    if (!(value instanceof List<?> list)) {
      return List.of();
    }
    return list.stream()
        .map(
            v ->
                v instanceof AnnotationValue av ? String.valueOf(av.getValue()) : String.valueOf(v))
        .toList();
  }
}
