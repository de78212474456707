package io.edgetable.property;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/**
 * What an action returned, or the type of what it threw: the reference predicts one, the DAO
 * gives the other, and they must be equal.
 */
record Outcome(Object value, Class<? extends Throwable> error) {
  static Outcome returned(Object value) {
    return new Outcome(value, null);
  }

  static Outcome threw(Class<? extends Throwable> error) {
    return new Outcome(null, error);
  }

  static final Outcome NOTHING = returned(null);

  /** Runs {@code call}; a failed future's cause is what it threw. */
  static Outcome of(Callable<?> call) {
    try {
      return returned(call.call());
    } catch (Exception e) {
      Throwable cause = e;
      while ((cause instanceof CompletionException || cause instanceof ExecutionException)
          && cause.getCause() != null) {
        cause = cause.getCause();
      }
      return new Outcome(cause, cause.getClass());
    }
  }

  boolean failed() {
    return error != null;
  }

  /** Equal to {@code expected}: the same value, or a throwable of the expected type. */
  boolean matches(Outcome expected) {
    if (expected.error != null) {
      return error == expected.error;
    }
    return error == null && java.util.Objects.equals(value, expected.value);
  }

  @Override
  public String toString() {
    if (error == null) {
      return "returned " + value;
    }
    return value instanceof Throwable t ? "threw " + t : "throws " + error.getSimpleName();
  }
}
