package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import io.edgetable.processor.model.JavaName;

/** JavaPoet names of model types, built from their structure: package, then nested names. */
final class JavaTypes {
  private JavaTypes() {}

  static ClassName className(JavaName name) {
    return ClassName.get(
        name.packageName(),
        name.simpleNames().get(0),
        name.simpleNames().subList(1, name.simpleNames().size()).toArray(new String[0]));
  }
}
