package io.edgetable.sample;

import java.util.function.LongSupplier;

/**
 * Global secondary indexes are eventually consistent: on real DynamoDB an edge written a moment
 * ago may not be in the inverse query yet. Before a step shows an inverse query, the walk-through
 * waits (briefly, boundedly) until the index has caught up with the counter it expects.
 */
final class IndexLag {
  private static final int ATTEMPTS = 20;
  private static final long PAUSE_MILLIS = 250;

  private IndexLag() {}

  /** Returns once {@code indexed} reports {@code expected}, or after about five seconds. */
  static void await(LongSupplier indexed, long expected) {
    for (int attempt = 1; attempt < ATTEMPTS && indexed.getAsLong() != expected; attempt++) {
      try {
        Thread.sleep(PAUSE_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for index GSI1");
      }
    }
  }
}
