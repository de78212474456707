package io.edgetable.bench.shards;

import io.edgetable.internal.ItemSize;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Adds up, from each Query response a client receives, DynamoDB's {@code ScannedCount} (the items
 * the Query evaluated and bills for), the Queries themselves, and the 4 KB read units each Query is
 * billed: the size of what it read rounded up to 4 KB, at least one unit (twice for a strongly
 * consistent read; these Queries are eventually consistent, at half a unit's price). Sizes come
 * from the items returned, so only without a filter do they equal what was read. Thread-safe: shard
 * Queries arrive concurrently.
 */
final class ScannedCounter implements ExecutionInterceptor {
  private final AtomicLong scanned = new AtomicLong();
  private final AtomicInteger queries = new AtomicInteger();
  private final AtomicLong units = new AtomicLong();
  private final AtomicLong unitsOfOneKilobyteItems = new AtomicLong();

  @Override
  public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
    if (context.response() instanceof QueryResponse response) {
      queries.incrementAndGet();
      scanned.addAndGet(response.scannedCount() == null ? 0 : response.scannedCount());
      long bytes = 0;
      for (Map<String, AttributeValue> item : response.items()) {
        bytes += ItemSize.of(item);
      }
      units.addAndGet(unitsOf(bytes));
      unitsOfOneKilobyteItems.addAndGet(unitsOf(1024L * response.items().size()));
    }
  }

  long scanned() {
    return scanned.get();
  }

  int queries() {
    return queries.get();
  }

  /** 4 KB read units billed for the Queries, as sized. */
  long units() {
    return units.get();
  }

  /** The read units the same Queries would be billed if every item were 1 KB. */
  long unitsOfOneKilobyteItems() {
    return unitsOfOneKilobyteItems.get();
  }

  private static long unitsOf(long bytes) {
    return Math.max(1, (bytes + 4095) / 4096);
  }

  void reset() {
    units.set(0);
    unitsOfOneKilobyteItems.set(0);
    scanned.set(0);
    queries.set(0);
  }
}
