package io.edgetable.spark;

/**
 * The edges given to a load cannot be loaded as they are: a column missing, of a type its
 * component cannot take, not a component of the record, or a value that makes no valid item (a
 * null or empty id, a key over DynamoDB's limits, a value outside its component's range, the same
 * edge twice). Thrown before anything is written; the message names the column and the fix.
 */
public class InvalidEdgesException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public InvalidEdgesException(String message) {
    super(message);
  }

  public InvalidEdgesException(String message, Throwable cause) {
    super(message, cause);
  }
}
