package io.edgetable.processor.read;

import io.edgetable.processor.model.JavaName;
import io.edgetable.processor.model.RecordName;
import javax.lang.model.element.TypeElement;

/** {@link RecordName}s of type elements. */
final class RecordNames {
  private RecordNames() {}

  static RecordName of(TypeElement type) {
    JavaName name = JavaNames.of(type);
    return new RecordName(name.packageName(), name.joined("."));
  }
}
