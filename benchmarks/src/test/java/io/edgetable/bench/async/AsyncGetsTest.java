package io.edgetable.bench.async;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The report line's arithmetic; the benchmark itself runs only from {@code benchmarks/run}. */
class AsyncGetsTest {
  @Test
  void aRunReportsItsRateAndTheThreadsItAdded() {
    assertEquals(
        "asyncGets mode=sync gets=2000 inFlight=64 seconds=4.00 perSecond=500 threadsAtStart=20"
            + " peakThreads=84 addedThreads=64",
        new AsyncGets.Run("sync", 2000, 4_000_000_000L, 20, 84).line());
  }
}
