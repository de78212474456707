package io.edgetable.processor.diagnostics;

import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.RecordName;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;

/**
 * Reports errors on the most precise location available (element, annotation, attribute value) and
 * remembers whether any was reported. Checks that work on the model find their location again by
 * record name, so the model itself holds no {@link Element}.
 */
public final class Diagnostics {
  private final Messager messager;
  private final Elements elements;
  private int errors;

  public Diagnostics(Messager messager, Elements elements) {
    this.messager = messager;
    this.elements = elements;
  }

  public void error(Element element, String message) {
    errors++;
    messager.printMessage(Diagnostic.Kind.ERROR, message, element);
  }

  public void error(Element element, AnnotationMirror annotation, String message) {
    errors++;
    messager.printMessage(Diagnostic.Kind.ERROR, message, element, annotation);
  }

  /** On {@code attribute} of {@code annotation} if written explicitly, else on the annotation. */
  public void error(
      Element element, AnnotationMirror annotation, String attribute, String message) {
    Optional<AnnotationValue> value = explicitValue(annotation, attribute);
    errors++;
    if (value.isPresent()) {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element, annotation, value.get());
    } else {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element, annotation);
    }
  }

  /**
   * On the element {@code item} of array attribute {@code attribute} (e.g. one name in {@code
   * include = {...}}), else on the attribute.
   */
  public void errorOnArrayItem(
      Element element, AnnotationMirror annotation, String attribute, String item, String message) {
    Optional<AnnotationValue> found =
        explicitValue(annotation, attribute)
            .filter(v -> v.getValue() instanceof List<?>)
            .flatMap(
                v ->
                    ((List<?>) v.getValue())
                        .stream()
                            .filter(AnnotationValue.class::isInstance)
                            .map(AnnotationValue.class::cast)
                            .filter(i -> item.equals(i.getValue()))
                            .findFirst());
    if (found.isPresent()) {
      errors++;
      messager.printMessage(Diagnostic.Kind.ERROR, message, element, annotation, found.get());
    } else {
      error(element, annotation, attribute, message);
    }
  }

  /** On the record, found again by name. */
  public void errorOnRecord(RecordName record, String message) {
    error(elements.getTypeElement(record.qualifiedName()), message);
  }

  /** On an attribute of the record's {@code annotation}, found again by name. */
  public void errorOnAttribute(
      RecordName record, EdgeTableAnnotation annotation, String attribute, String message) {
    TypeElement type = elements.getTypeElement(record.qualifiedName());
    if (type == null) {
      error(null, message);
      return;
    }
    Optional<AnnotationMirror> mirror = mirror(type, annotation);
    if (mirror.isPresent()) {
      error(type, mirror.get(), attribute, message);
    } else {
      error(type, message);
    }
  }

  /**
   * On the first of {@code attributes} that the record's {@code annotation} writes explicitly (so
   * an error about a defaulted attribute points at the one written beside it), else on the
   * annotation.
   */
  public void errorOnWrittenAttribute(
      RecordName record, EdgeTableAnnotation annotation, List<String> attributes, String message) {
    TypeElement type = elements.getTypeElement(record.qualifiedName());
    Optional<AnnotationMirror> mirror =
        type == null ? Optional.empty() : mirror(type, annotation);
    String written =
        mirror
            .flatMap(
                m -> attributes.stream().filter(a -> explicitValue(m, a).isPresent()).findFirst())
            .orElse(attributes.get(0));
    errorOnAttribute(record, annotation, written, message);
  }

  /** On a record component, found again by name. */
  public void errorOnComponent(RecordName record, String component, String message) {
    TypeElement type = elements.getTypeElement(record.qualifiedName());
    if (type == null) {
      error(null, message);
      return;
    }
    errorOnComponent(type, component, message);
  }

  /** On the record component of {@code type} named {@code component}. */
  public void errorOnComponent(TypeElement type, String component, String message) {
    Element target =
        type.getRecordComponents().stream()
            .filter(c -> c.getSimpleName().contentEquals(component))
            .findFirst()
            .map(Diagnostics::located)
            .orElse(type);
    error(target, message);
  }

  /**
   * Where javac can point at a record component: its private field shares the component's
   * declaration in the record header (javac keeps no source position for the component itself).
   */
  public static Element located(RecordComponentElement component) {
    for (Element member : component.getEnclosingElement().getEnclosedElements()) {
      if (member.getKind() == ElementKind.FIELD
          && member.getSimpleName().equals(component.getSimpleName())) {
        return member;
      }
    }
    return component;
  }

  public void note(String message) {
    messager.printMessage(Diagnostic.Kind.NOTE, message);
  }

  public int errorCount() {
    return errors;
  }

  private static Optional<AnnotationMirror> mirror(
      Element element, EdgeTableAnnotation annotation) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
      if (type.getQualifiedName().contentEquals(annotation.qualifiedName())) {
        return Optional.of(mirror);
      }
    }
    return Optional.empty();
  }

  private static Optional<AnnotationValue> explicitValue(
      AnnotationMirror annotation, String attribute) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        annotation.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(attribute)) {
        return Optional.of(entry.getValue());
      }
    }
    return Optional.empty();
  }
}
