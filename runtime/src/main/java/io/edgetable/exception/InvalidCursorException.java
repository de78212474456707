package io.edgetable.exception;

/**
 * A cursor passed to {@link io.edgetable.query.EdgeQuery#startAfter(String)} was not made by the
 * same query (same table, index, partition, prefix and order), or was altered. Thrown before any
 * request is sent.
 */
public class InvalidCursorException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  /** A cursor that cannot be read, described by {@code message}. */
  public InvalidCursorException(String message) {
    super(message);
  }

  /** A cursor that cannot be read, described by {@code message}, found by {@code cause}. */
  public InvalidCursorException(String message, Throwable cause) {
    super(message, cause);
  }
}
