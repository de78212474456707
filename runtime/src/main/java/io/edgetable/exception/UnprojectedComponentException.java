package io.edgetable.exception;

/**
 * A record could not be built from an item of an inverse index that projects {@code INCLUDE}: the
 * components the index does not hold reach the record's constructor as {@code null}, and the
 * constructor threw (the cause), typically a compact constructor that copies a collection ({@code
 * List.copyOf(notes)}). The message names the record, the absent components, the index and its
 * projection, and the fixes: accept {@code null} in the constructor, add the components to the
 * index's {@code include} list, or read whole items with {@code forward} or {@code get}.
 */
public class UnprojectedComponentException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  /** A record read from an index that does not project one of its components. */
  public UnprojectedComponentException(String message, Throwable cause) {
    super(message, cause);
  }
}
