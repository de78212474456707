package io.edgetable.processor.read;

/** A component type EdgeTable cannot store; the message says which part and why. */
final class UnsupportedTypeException extends Exception {
  private static final long serialVersionUID = 1L;

  UnsupportedTypeException(String message) {
    super(message);
  }
}
