package io.edgetable.internal.codec;

/**
 * Argument checks of generated DAOs. Unlike {@code Objects.requireNonNull} the check is not a
 * generic method, so javac spends no type inference on the many calls generated code makes.
 */
public final class Arguments {
  private Arguments() {}

  /** Throws {@code NullPointerException(message)} if {@code value} is null. */
  public static void notNull(Object value, String message) {
    if (value == null) {
      throw new NullPointerException(message);
    }
  }
}
