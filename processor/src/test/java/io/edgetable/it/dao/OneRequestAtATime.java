package io.edgetable.it.dao;

import java.util.concurrent.Semaphore;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/**
 * Lets one HTTP request at a time reach the server: moto_server does not isolate transactions (a
 * cancelled one restores a snapshot of the table, losing concurrent writes), which DynamoDB never
 * does. Client threads still race, so concurrent batches are exercised in full.
 */
final class OneRequestAtATime implements ExecutionInterceptor {
  private static final ExecutionAttribute<Boolean> HOLDING =
      new ExecutionAttribute<>("daoTestHoldingServer");

  private final Semaphore server = new Semaphore(1, true);

  @Override
  public void beforeTransmission(
      Context.BeforeTransmission context, ExecutionAttributes attributes) {
    if (Boolean.TRUE.equals(attributes.getAttribute(HOLDING))) {
      return; // an SDK retry of an attempt that still holds the server
    }
    server.acquireUninterruptibly();
    attributes.putAttribute(HOLDING, true);
  }

  @Override
  public void afterTransmission(Context.AfterTransmission context, ExecutionAttributes attributes) {
    release(attributes);
  }

  @Override
  public void onExecutionFailure(Context.FailedExecution context, ExecutionAttributes attributes) {
    release(attributes);
  }

  private void release(ExecutionAttributes attributes) {
    if (Boolean.TRUE.equals(attributes.getAttribute(HOLDING))) {
      attributes.putAttribute(HOLDING, false);
      server.release();
    }
  }
}
