package io.edgetable.exception;

import java.util.List;

/**
 * A batch write gave up on some items after its bounded retries (DynamoDB kept returning them as
 * unprocessed, usually under throttling). Every other item was written; {@link #unprocessed()}
 * holds exactly the records that were not, so the caller can retry or park them.
 */
public class BatchWriteException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  private final transient List<?> unprocessed;

  /** A batch write that left {@code unprocessed} records (or keys) unwritten. */
  public BatchWriteException(String message, List<?> unprocessed, Throwable cause) {
    super(message, cause);
    this.unprocessed = List.copyOf(unprocessed);
  }

  /** The records (or keys, for a delete) that were not written. */
  public List<?> unprocessed() {
    return unprocessed;
  }
}
