package io.edgetable.internal.codec;

import io.edgetable.exception.InvalidKeyException;

/**
 * Argument checks of generated DAOs. Unlike {@code Objects.requireNonNull} the checks are not
 * generic methods, so javac spends no type inference on the many calls generated code makes.
 */
public final class Arguments {
  private Arguments() {}

  /** Throws {@code NullPointerException(message)} if {@code value} is null. */
  public static void notNull(Object value, String message) {
    if (value == null) {
      throw new NullPointerException(message);
    }
  }

  /**
   * Throws {@link InvalidKeyException} naming {@code parameter} if {@code value} is null: every
   * argument of a DAO method (an id, a record, a collection, an update, a condition) is checked
   * so, first thing, by the synchronous and the asynchronous DAO alike, before anything is sent.
   */
  public static void present(Object value, String parameter) {
    if (value == null) {
      throw new InvalidKeyException(
          parameter + " must not be null; nothing was sent (DAO methods take no null argument)");
    }
  }
}
