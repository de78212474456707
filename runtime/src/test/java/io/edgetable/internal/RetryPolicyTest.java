package io.edgetable.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class RetryPolicyTest {
  private final RetryPolicy policy = new RetryPolicy(3, Duration.ofMillis(50), Duration.ofMillis(50));

  @Test
  void backOffStaysWithinTheCapAndWaits() {
    for (int retry = 1; retry <= 40; retry++) {
      Duration delay = policy.delayBeforeRetry(retry);
      assertFalse(delay.isNegative());
      assertTrue(delay.compareTo(Duration.ofMillis(50)) <= 0, delay::toString);
    }
    assertTrue(policy.backOff(1));
  }

  @Test
  void anInterruptedBackOffReportsItAndKeepsTheInterrupt() {
    // The delay is random in [0, 5 ms]; a zero draw does not sleep, hence a few tries.
    RetryPolicy sleeping = new RetryPolicy(3, Duration.ofMillis(5), Duration.ofMillis(5));
    Thread.currentThread().interrupt();
    try {
      boolean waited = true;
      for (int i = 0; i < 20 && waited; i++) {
        waited = sleeping.backOff(1);
      }
      assertFalse(waited, "an interrupted thread must not be reported as having waited");
      assertTrue(Thread.currentThread().isInterrupted(), "the interrupt must be kept for the caller");
    } finally {
      Thread.interrupted();
    }
  }
}
