package io.edgetable.internal.transport;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A payment returns only once the units spent since the start are within the rate: a lower bound
 * on when it returns, which no load can break (a busy machine only makes it later).
 */
class UnitPacerTest {
  @Test
  void unitsBeyondTheRateWaitUntilTheyAreWithinIt() {
    long start = System.nanoTime();
    UnitPacer pacer = new UnitPacer(1000, start);

    pacer.pay(30); // due 30 ms after the start
    pacer.pay(30); // due 60 ms after it: payments add up

    assertTrue(System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(60));
  }

  @Test
  void aRateIsPositive() {
    assertThrows(IllegalArgumentException.class, () -> new UnitPacer(0, System.nanoTime()));
    assertThrows(IllegalArgumentException.class, () -> new UnitPacer(Double.NaN, 0));
  }
}
