package io.edgetable.testing;

import java.util.concurrent.Semaphore;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/**
 * Lets one HTTP request at a time reach the server. moto_server handles requests on threads
 * without isolating transactions (a cancelled transaction restores a snapshot of the whole
 * table, losing concurrent writes), which real DynamoDB never does; the client threads still
 * race for the server, so the library's own concurrency is exercised in full.
 */
public final class OneRequestAtATime implements ExecutionInterceptor {
  private static final ExecutionAttribute<Boolean> HOLDING =
      new ExecutionAttribute<>("holdingServer");

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
