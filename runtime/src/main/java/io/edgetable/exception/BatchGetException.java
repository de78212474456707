package io.edgetable.exception;

import java.util.List;

/**
 * A batch read gave up on some keys after its bounded retries. {@link #unprocessedKeys()} holds
 * exactly the keys not read; {@link #found()} what was read before giving up.
 */
public class BatchGetException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  private final transient List<?> unprocessedKeys;
  private final transient List<?> found;

  /** A batch read that left keys unread; {@code found} holds what was read. */
  public BatchGetException(
      String message, List<?> unprocessedKeys, List<?> found, Throwable cause) {
    super(message, cause);
    this.unprocessedKeys = List.copyOf(unprocessedKeys);
    this.found = List.copyOf(found);
  }

  /** The keys that were not read: retry them later. */
  public List<?> unprocessedKeys() {
    return unprocessedKeys;
  }

  /** The records that were read before the batch gave up. */
  public List<?> found() {
    return found;
  }
}
