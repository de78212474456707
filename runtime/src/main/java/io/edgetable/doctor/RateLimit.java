package io.edgetable.doctor;

import java.util.OptionalDouble;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * At most {@code rate} read capacity units a second, shared by the Scan's segments: each page's
 * consumed capacity (or, when the server does not say, one unit an item) is paid for by
 * waiting until the spending since the start is within the rate.
 */
final class RateLimit {
  private final OptionalDouble rate;
  private final long start = System.nanoTime();
  private double spent;

  RateLimit(OptionalDouble rate) {
    this.rate = rate;
  }

  void spend(ScanResponse page) {
    if (rate.isEmpty()) {
      return;
    }
    double units =
        page.consumedCapacity() != null && page.consumedCapacity().capacityUnits() != null
            ? page.consumedCapacity().capacityUnits()
            : Math.max(1, page.count());
    long due;
    synchronized (this) {
      spent += units;
      due = start + (long) (spent / rate.getAsDouble() * TimeUnit.SECONDS.toNanos(1));
    }
    long wait;
    while ((wait = due - System.nanoTime()) > 0) {
      LockSupport.parkNanos(wait);
      if (Thread.currentThread().isInterrupted()) {
        return;
      }
    }
  }
}
