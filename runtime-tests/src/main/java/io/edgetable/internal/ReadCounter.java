package io.edgetable.internal;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Adds up what a client's Queries read, from each response: DynamoDB's {@code ScannedCount} (the
 * items a Query evaluated, which it bills for, before any filter) and the Queries themselves.
 * Thread-safe.
 */
final class ReadCounter implements ExecutionInterceptor {
  private final AtomicLong scanned = new AtomicLong();
  private final AtomicInteger queries = new AtomicInteger();
  private final AtomicInteger empty = new AtomicInteger();

  @Override
  public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
    if (context.response() instanceof QueryResponse response) {
      queries.incrementAndGet();
      scanned.addAndGet(response.scannedCount() == null ? 0 : response.scannedCount());
      if (response.scannedCount() == null || response.scannedCount() == 0) {
        empty.incrementAndGet();
      }
    }
  }

  long scanned() {
    return scanned.get();
  }

  int queries() {
    return queries.get();
  }

  /** Queries that evaluated no item: a shard proven to hold nothing in the range asked. */
  int emptyQueries() {
    return empty.get();
  }

  void reset() {
    empty.set(0);
    scanned.set(0);
    queries.set(0);
  }
}
