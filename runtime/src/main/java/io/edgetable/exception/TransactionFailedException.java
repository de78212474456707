package io.edgetable.exception;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * DynamoDB cancelled a {@link io.edgetable.transaction.Transaction}: nothing of it was written.
 * {@link #failures()} says which actions failed and why, in the order they were added; an action
 * can appear more than once (a counted edge whose two nodes are both missing).
 *
 * <p>A failure's {@link Failure#code() code} is DynamoDB's reason code. {@code
 * ConditionalCheckFailed} means: for a {@code put}, the item exists; for a {@code replace}, {@code
 * update}, {@code delete} or {@code check}, the item is absent or the condition was false (the
 * description says which when DynamoDB's answer tells: a stale version reads {@code replace
 * Enrollment(a91, math204): the version did not match (expected 2, stored 3)}); for a counter, the
 * node does not exist ({@code counter studentCount of Course(math204), moved by put Enrollment(a91,
 * math204): the node does not exist}).
 */
public class TransactionFailedException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  private final transient List<Failure> failures;

  /** A transaction that DynamoDB cancelled; {@code failures} says which actions failed. */
  public TransactionFailedException(String message, List<Failure> failures, Throwable cause) {
    super(message, cause);
    this.failures = List.copyOf(failures);
  }

  /** The failed actions, in the order they were added to the transaction. */
  public List<Failure> failures() {
    return failures;
  }

  /**
   * One failed action: its position in the order added ({@code action()}, 0 for the first), what it
   * was ({@code description()}, e.g. {@code put Enrollment(a91, math204)}, or the counter it moved)
   * and DynamoDB's reason code ({@code code()}, e.g. {@code ConditionalCheckFailed}).
   */
  public record Failure(int action, String description, String code) implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Refuses a null description or code. */
    public Failure {
      Objects.requireNonNull(description, "description");
      Objects.requireNonNull(code, "code");
    }

    @Override
    public String toString() {
      return "action " + action + ": " + description + " [" + code + "]";
    }
  }
}
