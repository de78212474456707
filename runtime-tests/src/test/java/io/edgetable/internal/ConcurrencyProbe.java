package io.edgetable.internal;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/**
 * Records the thread that starts each request of a client, in the order they start. Requests
 * started one after another on the caller's thread were sent without waiting for each other (a
 * sequential merge would start each from the previous one's response); requests started on several
 * threads ran on a pool. Thread-safe.
 */
final class ConcurrencyProbe implements ExecutionInterceptor {
  private final List<String> starts = new CopyOnWriteArrayList<>();

  @Override
  public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
    starts.add(Thread.currentThread().getName());
  }

  /** The names of the threads that started requests since the last reset, in start order. */
  List<String> starts() {
    return List.copyOf(starts);
  }

  void reset() {
    starts.clear();
  }
}
