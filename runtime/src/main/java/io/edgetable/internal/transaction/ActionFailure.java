package io.edgetable.internal.transaction;

import io.edgetable.internal.model.CounterUpdate;

import java.util.Objects;

/**
 * Why a cancelled transaction failed, for one action its caller added: the action's position, what
 * it was ({@code put Enrollment(a91, math204)}, or for a counter {@code counter studentCount of
 * Course(math204), moved by put Enrollment(a91, math204): the node does not exist}), DynamoDB's
 * reason code, and the kind of failure. {@code counter} is the counter update whose node is missing
 * ({@link Kind#NODE_MISSING}), else null.
 */
public record ActionFailure(
    int action, String description, String code, Kind kind, CounterUpdate counter) {

  public ActionFailure {
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(kind, "kind");
  }

  /** What went wrong, as far as the reason code and the stored item tell. */
  public enum Kind {
    /** A put's item exists already. */
    EXISTS,
    /** The action's own condition was false (or, if DynamoDB did not say, the item is absent). */
    CONDITION,
    /** The action's own item is absent (known from the stored item DynamoDB returned). */
    ABSENT,
    /** The stored version is not the one the record was read with. */
    VERSION,
    /** A node whose counter the action moves does not exist. */
    NODE_MISSING,
    /** A node's delete: one of its counters still counts edges that point at it. */
    COUNTING,
    /** Another reason code (throttling, a validation error...). */
    OTHER
  }
}
