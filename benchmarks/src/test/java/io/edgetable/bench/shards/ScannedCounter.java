package io.edgetable.bench.shards;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Adds up, from each Query response a client receives, DynamoDB's {@code ScannedCount} (the
 * items the Query evaluated and bills for) and the Queries themselves. Thread-safe: shard
 * Queries arrive concurrently.
 */
final class ScannedCounter implements ExecutionInterceptor {
  private final AtomicLong scanned = new AtomicLong();
  private final AtomicInteger queries = new AtomicInteger();

  @Override
  public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
    if (context.response() instanceof QueryResponse response) {
      queries.incrementAndGet();
      scanned.addAndGet(response.scannedCount() == null ? 0 : response.scannedCount());
    }
  }

  long scanned() {
    return scanned.get();
  }

  int queries() {
    return queries.get();
  }

  void reset() {
    scanned.set(0);
    queries.set(0);
  }
}
