package io.edgetable.processor.model;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The name of a declared Java type as its element gives it: the package ({@code ""} for the
 * unnamed package) and the simple names from the top-level type inwards ({@code [Billing,
 * Invoice]} for a record nested in {@code Billing}). Nothing is inferred from letter case.
 */
public record JavaName(String packageName, List<String> simpleNames) {

  public JavaName {
    simpleNames = List.copyOf(simpleNames);
    if (simpleNames.isEmpty()) {
      throw new IllegalArgumentException("a type has at least one simple name");
    }
  }

  /** A top-level or nested type: {@code of("com.Acme.types", "Level")}. */
  public static JavaName of(String packageName, String topLevel, String... nested) {
    return new JavaName(
        packageName, Stream.concat(Stream.of(topLevel), Arrays.stream(nested)).toList());
  }

  /** {@code com.Acme.types.Level}, {@code shop.Billing.Invoice}. */
  public String canonicalName() {
    String names = String.join(".", simpleNames);
    return packageName.isEmpty() ? names : packageName + "." + names;
  }

  /** The innermost simple name: {@code Invoice}. */
  public String simpleName() {
    return simpleNames.get(simpleNames.size() - 1);
  }

  /** The simple names joined with {@code separator}: {@code Billing_Invoice} for {@code "_"}. */
  public String joined(String separator) {
    return String.join(separator, simpleNames);
  }

  @Override
  public String toString() {
    return canonicalName();
  }
}
