package io.edgetable.bench.cold;

import java.util.Locale;

/**
 * Marshals the first item with one variant in a fresh JVM and exits: run under {@code
 * -Xlog:class+load} it tells how many classes each variant loads to get there, a cold-start
 * figure that does not depend on the machine's load. Variant {@code none} loads nothing, the
 * baseline.
 */
public final class FirstItemMain {
  private FirstItemMain() {}

  public static void main(String[] args) {
    String variant = args.length == 1 ? args[0] : "";
    Object item =
        switch (variant) {
          case "none" -> null;
          case "generated" -> GeneratedFirstItem.marshal();
          case "beanSchema" -> BeanSchemaFirstItem.marshal();
          case "immutableSchema" -> ImmutableSchemaFirstItem.marshal();
          case "staticSchema" -> StaticSchemaFirstItem.marshal();
          case "handWritten" -> HandWrittenFirstItem.marshal();
          default -> throw new IllegalArgumentException(
              "variant must be one of none, generated, beanSchema, immutableSchema, staticSchema,"
                  + " handWritten; was '" + variant + "'");
        };
    if (item == null && !variant.equals("none")) {
      throw new IllegalStateException(variant.toLowerCase(Locale.ROOT) + " marshalled nothing");
    }
  }
}
