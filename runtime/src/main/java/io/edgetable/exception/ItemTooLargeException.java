package io.edgetable.exception;

/** An item would exceed DynamoDB's 400 KB item limit; thrown before any request is sent. */
public class ItemTooLargeException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  /** An item over DynamoDB's size limit, refused before it is sent. */
  public ItemTooLargeException(String message) {
    super(message);
  }
}
