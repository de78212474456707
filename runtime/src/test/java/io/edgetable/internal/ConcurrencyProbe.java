package io.edgetable.internal;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/**
 * Records, for a client's requests, the threads that started them and how many were in flight at
 * once (started and not yet finished). Thread-safe.
 */
final class ConcurrencyProbe implements ExecutionInterceptor {
  private final AtomicInteger inFlight = new AtomicInteger();
  private final AtomicInteger most = new AtomicInteger();
  private final Set<String> threads = ConcurrentHashMap.newKeySet();

  @Override
  public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
    threads.add(Thread.currentThread().getName());
    most.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
  }

  @Override
  public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
    inFlight.decrementAndGet();
  }

  @Override
  public void onExecutionFailure(Context.FailedExecution context, ExecutionAttributes attributes) {
    inFlight.decrementAndGet();
  }

  /** The most requests in flight at once since the last reset. */
  int mostInFlight() {
    return most.get();
  }

  /** The names of the threads that started requests since the last reset. */
  Set<String> threads() {
    return Set.copyOf(threads);
  }

  void reset() {
    most.set(0);
    threads.clear();
  }
}
