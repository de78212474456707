package io.edgetable.internal;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Holds attempt {@code n} of TransactWriteItems before it is sent until {@link #release()}, and
 * records the threads that start every TransactWriteItems: what a test needs to show that an
 * async caller got its future back while the attempt was pending, and on which threads the
 * library sent.
 */
public final class TransactionGate implements ExecutionInterceptor {
  private final CountDownLatch arrived = new CountDownLatch(1);
  private final CountDownLatch release = new CountDownLatch(1);
  private final List<String> threads = new CopyOnWriteArrayList<>();
  private final int n;
  private final AtomicInteger attempts = new AtomicInteger();

  /** Holds the {@code n}th attempt (1-based). */
  public TransactionGate(int n) {
    this.n = n;
  }

  /** Waits up to 30 s for attempt {@code n} to reach the gate; {@code false} if it did not. */
  public boolean awaitArrival() throws InterruptedException {
    return arrived.await(30, TimeUnit.SECONDS);
  }

  /** Lets the held attempt go on (and every later one). */
  public void release() {
    release.countDown();
  }

  /** The names of the threads that started a TransactWriteItems, in order. */
  public List<String> threads() {
    return List.copyOf(threads);
  }

  @Override
  public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
    if (context.request() instanceof TransactWriteItemsRequest) {
      threads.add(Thread.currentThread().getName());
    }
  }

  @Override
  public void beforeTransmission(
      Context.BeforeTransmission context, ExecutionAttributes attributes) {
    if (context.request() instanceof TransactWriteItemsRequest
        && attempts.incrementAndGet() == n) {
      arrived.countDown();
      try {
        release.await(30, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
