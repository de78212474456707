package io.edgetable.internal.transport;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Keeps a spending of capacity units within {@code unitsPerSecond}: each payment waits until the
 * units spent since the start are within the rate, so a burst is paid for by the pause after it
 * and a slow stretch earns no credit beyond the start. Thread-safe. Internal: the doctor's Scan
 * pays its read units with it, a bulk load's tasks their write units.
 */
public final class UnitPacer {
  private final double unitsPerSecond;
  private final long start;
  private double spent;

  /** A pacer whose clock started at {@code startNanos} ({@link System#nanoTime()}). */
  public UnitPacer(double unitsPerSecond, long startNanos) {
    if (!(unitsPerSecond > 0)) {
      throw new IllegalArgumentException("a pace is a positive rate, not " + unitsPerSecond);
    }
    this.unitsPerSecond = unitsPerSecond;
    this.start = startNanos;
  }

  /**
   * Pays {@code units} before the spending they stand for: returns once they are within the rate
   * (at once if they already are), or when the thread is interrupted, its flag kept.
   */
  public void pay(double units) {
    long due;
    synchronized (this) {
      spent += units;
      due = start + (long) (spent / unitsPerSecond * TimeUnit.SECONDS.toNanos(1));
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
