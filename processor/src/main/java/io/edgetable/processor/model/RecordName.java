package io.edgetable.processor.model;

import java.util.List;

/**
 * Names of an annotated record and of what is generated for it. {@code simpleNames} is the
 * record's name within its package ({@code Outer.Inner}); generated classes join nesting with
 * {@code _}: {@code Outer_InnerKeys}.
 */
public record RecordName(String packageName, String simpleNames) {

  /** The record's type name: its package and its simple names from the top-level type in. */
  public JavaName javaName() {
    return new JavaName(packageName, List.of(simpleNames.split("\\.")));
  }

  /** {@code com.acme.Outer.Inner}. */
  public String qualifiedName() {
    return packageName.isEmpty() ? simpleNames : packageName + "." + simpleNames;
  }

  /** The stem of every generated class name: {@code Outer_Inner}. */
  public String generatedStem() {
    return simpleNames.replace('.', '_');
  }

  /** The innermost simple name: {@code Inner}. */
  public String simpleName() {
    return simpleNames.substring(simpleNames.lastIndexOf('.') + 1);
  }

  /** The name of a generated class: {@code generated("Keys")} is {@code Outer_InnerKeys}. */
  public String generated(String suffix) {
    return generatedStem() + suffix;
  }

  /** The qualified name of a generated class: {@code com.acme.Outer_InnerKeys}. */
  public String qualifiedGenerated(GeneratedClass kind) {
    String simple = generated(kind.suffix());
    return packageName.isEmpty() ? simple : packageName + "." + simple;
  }
}
