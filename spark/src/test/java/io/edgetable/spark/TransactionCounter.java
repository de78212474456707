package io.edgetable.spark;

import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Counts the TransactWriteItems requests and the write actions in them, of every client it is
 * added to in this JVM (executors create it by class name, so the counts are static).
 */
public final class TransactionCounter implements ExecutionInterceptor {
  static final AtomicInteger TRANSACTIONS = new AtomicInteger();
  static final AtomicInteger ACTIONS = new AtomicInteger();

  @Override
  public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
    if (context.request() instanceof TransactWriteItemsRequest request) {
      TRANSACTIONS.incrementAndGet();
      ACTIONS.addAndGet(request.transactItems().size());
    }
  }

  static void reset() {
    TRANSACTIONS.set(0);
    ACTIONS.set(0);
  }
}
