package io.edgetable.processor.read;

import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.RecordMessages;
import io.edgetable.processor.model.EdgeTableAnnotation;
import java.util.Locale;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * What every annotated type must be before its components are read: a record, without type
 * parameters, that the classes generated beside it can name.
 */
final class Declarations {
  private Declarations() {}

  /**
   * Reports what disqualifies {@code type}; {@code false} if anything does, or if javac refuses the
   * record itself ({@link RefusedRecords}).
   */
  static boolean usable(
      TypeElement type,
      AnnotationMirror mirror,
      EdgeTableAnnotation annotation,
      Diagnostics diagnostics) {
    String name = type.getQualifiedName().toString();
    if (type.getKind() != ElementKind.RECORD) {
      diagnostics.error(type, mirror, RecordMessages.notARecord(name, annotation, kindName(type)));
      return false;
    }
    if (!type.getTypeParameters().isEmpty()) {
      diagnostics.error(type, RecordMessages.genericRecord(name, annotation));
      return false;
    }
    if (RefusedRecords.refusedByJavac(type)) {
      return false; // javac reports it, once processing ends
    }
    Optional<TypeElement> blocking = Access.blocking(type, JavaNames.of(type).packageName());
    if (blocking.isPresent()) {
      diagnostics.error(
          type,
          RecordMessages.privateRecord(
              name, annotation, blocking.get().getQualifiedName().toString()));
      return false;
    }
    return true;
  }

  private static String kindName(TypeElement type) {
    return switch (type.getKind()) {
      case CLASS -> "a class";
      case INTERFACE -> "an interface";
      case ENUM -> "an enum";
      case ANNOTATION_TYPE -> "an annotation type";
      default -> "a " + type.getKind().toString().toLowerCase(Locale.ROOT);
    };
  }
}
