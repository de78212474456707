package io.edgetable.internal.spark;

import io.edgetable.internal.codec.ItemSize;
import io.edgetable.internal.transport.UnitPacer;
import io.edgetable.spark.DynamoSettings;
import java.io.Serializable;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One task's share of a job's write-rate limit. The driver divides the total ({@link
 * DynamoSettings#writeUnitsPerSecond()}) by the number of tasks that run at once ({@link
 * #share}); each task then waits before a request until the units it spent since it started are
 * within its share. Units are counted as DynamoDB bills them: per item written, its size rounded
 * up to 1 KB ({@link #units}), twice that in a transaction. Without a limit it never waits.
 */
public final class WriteLimiter implements Serializable {
  private static final long serialVersionUID = 1L;

  private static final double KB = 1024;

  /** Units a second for one task, or 0 for no limit. */
  private final double unitsPerSecond;

  /** Started by the first request of the task (a limiter is serialized before it runs). */
  private transient UnitPacer pacer;

  private WriteLimiter(double unitsPerSecond) {
    this.unitsPerSecond = unitsPerSecond;
  }

  /**
   * The limiter each of {@code concurrentTasks} tasks gets (at least 1): the total of {@code
   * settings} divided evenly, or no limit when the settings set none.
   */
  public static WriteLimiter share(DynamoSettings settings, int concurrentTasks) {
    int tasks = Math.max(1, concurrentTasks);
    return new WriteLimiter(
        settings.writeUnitsPerSecond().isPresent()
            ? (double) settings.writeUnitsPerSecond().getAsInt() / tasks
            : 0);
  }

  /** Units a second this task may write, 0 for no limit. */
  public double unitsPerSecond() {
    return unitsPerSecond;
  }

  /** The write units of {@code item} written outside a transaction: its size in KB, rounded up. */
  public static int units(Map<String, AttributeValue> item) {
    return (int) Math.max(1, Math.ceil(ItemSize.of(item) / KB));
  }

  /**
   * Waits until {@code units} more are within this task's share (the first call starts its
   * clock). Not thread-safe: one limiter per task.
   */
  public void acquire(double units) {
    if (unitsPerSecond <= 0) {
      return;
    }
    if (pacer == null) {
      pacer = new UnitPacer(unitsPerSecond, System.nanoTime());
    }
    // Pay before sending: the request that overdraws waits for its own units too.
    pacer.pay(units);
  }
}
