package io.edgetable.processor.read;

import io.edgetable.processor.model.JavaName;
import java.util.ArrayDeque;
import java.util.Deque;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;

/** {@link JavaName}s read from type elements: the package, then each enclosing type's name. */
final class JavaNames {
  private JavaNames() {}

  static JavaName of(TypeElement type) {
    Deque<String> names = new ArrayDeque<>();
    Element element = type;
    while (element instanceof TypeElement enclosing) {
      names.addFirst(enclosing.getSimpleName().toString());
      element = enclosing.getEnclosingElement();
    }
    String packageName =
        element instanceof PackageElement pkg && !pkg.isUnnamed()
            ? pkg.getQualifiedName().toString()
            : "";
    return new JavaName(packageName, names.stream().toList());
  }
}
