package io.edgetable.processor.read;

import io.edgetable.processor.model.RecordName;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** {@link RecordName}s of type elements. */
final class RecordNames {
  private RecordNames() {}

  static RecordName of(Elements elements, TypeElement type) {
    PackageElement pkg = elements.getPackageOf(type);
    String packageName = pkg.isUnnamed() ? "" : pkg.getQualifiedName().toString();
    String qualified = type.getQualifiedName().toString();
    String simpleNames =
        packageName.isEmpty() ? qualified : qualified.substring(packageName.length() + 1);
    return new RecordName(packageName, simpleNames);
  }
}
