package io.edgetable.processor.read;

import io.edgetable.processor.model.Deprecation;
import java.util.EnumSet;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Collects how deprecated the elements are that a record's generated code names: types with the
 * classes they are nested in, and record accessors. Generated code then suppresses exactly those
 * warnings, as the user's own code chose to use them.
 */
final class Deprecations {
  private final Elements elements;
  private final Set<Deprecation> found = EnumSet.noneOf(Deprecation.class);

  Deprecations(Elements elements) {
    this.elements = elements;
  }

  /** A type as generated code names it: the type and every class it is nested in. */
  void type(TypeElement type) {
    Element element = type;
    while (element instanceof TypeElement current) {
      element(current);
      element = current.getEnclosingElement();
    }
  }

  /** One element: a record component's accessor, a constructor. */
  void element(Element element) {
    if (!elements.isDeprecated(element)) {
      return;
    }
    Deprecated deprecated = element.getAnnotation(Deprecated.class);
    found.add(
        deprecated != null && deprecated.forRemoval()
            ? Deprecation.FOR_REMOVAL
            : Deprecation.DEPRECATED);
  }

  Set<Deprecation> found() {
    return Set.copyOf(found);
  }
}
