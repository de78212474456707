package io.edgetable.internal.transport;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class RetryPolicyTest {
  private final RetryPolicy policy =
      new RetryPolicy(3, Duration.ofMillis(50), Duration.ofMillis(50));

  @Test
  void backOffStaysWithinTheCap() {
    for (int retry = 1; retry <= 40; retry++) {
      Duration delay = policy.delayBeforeRetry(retry);
      assertFalse(delay.isNegative());
      assertTrue(delay.compareTo(Duration.ofMillis(50)) <= 0, delay::toString);
    }
  }
}
