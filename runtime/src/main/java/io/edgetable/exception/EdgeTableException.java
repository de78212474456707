package io.edgetable.exception;

/**
 * The root of every exception EdgeTable throws on purpose, bad input included
 * ({@link InvalidKeyException}, {@link InvalidCursorException}, {@link ItemTooLargeException}), so
 * one {@code catch} handles them all. Misuse of the API itself (a null where a value is required,
 * two actions on one attribute) stays an {@code IllegalArgumentException} or
 * {@code NullPointerException}, as in the JDK.
 */
public class EdgeTableException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** An exception with {@code message}, which names the fix. */
  public EdgeTableException(String message) {
    super(message);
  }

  /** An exception with {@code message}, which names the fix, caused by {@code cause}. */
  public EdgeTableException(String message, Throwable cause) {
    super(message, cause);
  }
}
