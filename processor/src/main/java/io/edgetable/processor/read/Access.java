package io.edgetable.processor.read;

import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;

/**
 * Whether the classes generated beside a record (in its package) can name a type: neither the
 * type nor a class it is nested in may be private, and from another package they must be public.
 */
final class Access {
  private Access() {}

  /** {@code type}, or the class it is nested in, that code in {@code packageName} cannot name. */
  static Optional<TypeElement> blocking(TypeElement type, String packageName) {
    Element element = type;
    while (element instanceof TypeElement current) {
      if (current.getModifiers().contains(Modifier.PRIVATE)) {
        return Optional.of(current);
      }
      if (!current.getModifiers().contains(Modifier.PUBLIC)
          && !JavaNames.of(current).packageName().equals(packageName)) {
        return Optional.of(current);
      }
      element = current.getEnclosingElement();
    }
    return Optional.empty();
  }

  static boolean isPrivate(TypeElement type) {
    return type.getModifiers().contains(Modifier.PRIVATE);
  }
}
