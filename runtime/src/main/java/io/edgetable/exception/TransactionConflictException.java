package io.edgetable.exception;

/**
 * An edge-and-counters transaction kept conflicting with concurrent writes to the same items
 * and was given up after its bounded retries. Nothing of it was written; retrying is safe.
 */
public class TransactionConflictException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  /** A transaction that kept conflicting with others until the retries ran out. */
  public TransactionConflictException(String message, Throwable cause) {
    super(message, cause);
  }
}
