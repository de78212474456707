package io.edgetable.internal.transport;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;

/**
 * How often and how patiently to retry: at most {@code maxAttempts} attempts in all, waiting before
 * retry {@code n} (1-based) a uniformly random time in {@code [0, min(maxDelay, baseDelay *
 * 2^(n-1))]} ("full jitter"), so that competing writers spread out instead of colliding again in
 * lock step.
 *
 * <p>The policy only computes delays; the operation waits them out through {@link Transport#delay},
 * so a retry on the asynchronous client blocks no thread.
 */
public record RetryPolicy(int maxAttempts, Duration baseDelay, Duration maxDelay) {

  /** For edge-and-counter transactions that hit TransactionConflict: 8 attempts, 20 ms, 1 s. */
  public static final RetryPolicy TRANSACTIONS =
      new RetryPolicy(8, Duration.ofMillis(20), Duration.ofSeconds(1));

  /** For unprocessed batch items and keys: 10 attempts, 50 ms, 5 s. */
  public static final RetryPolicy BATCHES =
      new RetryPolicy(10, Duration.ofMillis(50), Duration.ofSeconds(5));

  public RetryPolicy {
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maxAttempts must be at least 1, got " + maxAttempts);
    }
    if (baseDelay.isNegative() || maxDelay.isNegative()) {
      throw new IllegalArgumentException("Delays must not be negative");
    }
  }

  /** The random wait before retry {@code retry} (1 = the first retry). */
  public Duration delayBeforeRetry(int retry) {
    long base = baseDelay.toNanos();
    long cap = maxDelay.toNanos();
    int doublings = Math.min(Math.max(retry - 1, 0), 30);
    long ceiling = base > (cap >> doublings) ? cap : Math.min(cap, base << doublings);
    return Duration.ofNanos(ceiling <= 0 ? 0 : ThreadLocalRandom.current().nextLong(ceiling + 1));
  }

  /**
   * Waits out, on {@code transport}, the delay before attempt {@code attempt} (1-based: the first
   * attempt does not wait); completes with {@code null}, or with what interrupted the wait.
   */
  CompletableFuture<Throwable> waitBefore(Transport transport, int attempt) {
    CompletableFuture<Void> wait =
        attempt == 1
            ? CompletableFuture.completedFuture(null)
            : transport.delay(delayBeforeRetry(attempt - 1));
    return Responses.failureOf(wait);
  }
}
