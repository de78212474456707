package io.edgetable.exception;

/** Base of EdgeTable's run-time failures that are not bad arguments. */
public class EdgeTableException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public EdgeTableException(String message) {
    super(message);
  }

  public EdgeTableException(String message, Throwable cause) {
    super(message, cause);
  }
}
