package io.edgetable.internal;

import io.edgetable.internal.codec.ItemSize;

import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Adds up what a client's Queries read, from each response: DynamoDB's {@code ScannedCount} (the
 * items a Query evaluated, which it bills for, before any filter), the Queries themselves, those
 * that evaluated nothing, and the 4 KB read units each Query is billed: the size of what it read
 * rounded up to 4 KB, at least one unit (twice for a strongly consistent read; eventually
 * consistent Queries cost half a unit each). Sizes come from the items returned, so only without
 * a filter do they equal what was read. Thread-safe: shard Queries arrive concurrently.
 */
public final class ReadCounter implements ExecutionInterceptor {
  private final AtomicLong scanned = new AtomicLong();
  private final AtomicInteger queries = new AtomicInteger();
  private final AtomicInteger empty = new AtomicInteger();
  private final AtomicLong units = new AtomicLong();
  private final AtomicLong unitsOfOneKilobyteItems = new AtomicLong();

  @Override
  public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
    if (context.response() instanceof QueryResponse response) {
      queries.incrementAndGet();
      long evaluated = response.scannedCount() == null ? 0 : response.scannedCount();
      scanned.addAndGet(evaluated);
      if (evaluated == 0) {
        empty.incrementAndGet();
      }
      long bytes = 0;
      for (Map<String, AttributeValue> item : response.items()) {
        bytes += ItemSize.of(item);
      }
      units.addAndGet(unitsOf(bytes));
      unitsOfOneKilobyteItems.addAndGet(unitsOf(1024L * response.items().size()));
    }
  }

  /** The items the Queries evaluated (their summed {@code ScannedCount}). */
  public long scanned() {
    return scanned.get();
  }

  public int queries() {
    return queries.get();
  }

  /** Queries that evaluated no item: a shard proven to hold nothing in the range asked. */
  public int emptyQueries() {
    return empty.get();
  }

  /** 4 KB read units billed for the Queries, as sized. */
  public long units() {
    return units.get();
  }

  /** The read units the same Queries would be billed if every item were 1 KB. */
  public long unitsOfOneKilobyteItems() {
    return unitsOfOneKilobyteItems.get();
  }

  private static long unitsOf(long bytes) {
    return Math.max(1, (bytes + 4095) / 4096);
  }

  public void reset() {
    scanned.set(0);
    queries.set(0);
    empty.set(0);
    units.set(0);
    unitsOfOneKilobyteItems.set(0);
  }
}
