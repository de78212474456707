package io.edgetable.internal;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;

/** Counts the HTTP requests a client transmits, per operation, and keeps the requests. */
final class RequestCounter implements ExecutionInterceptor {
  private final Map<String, AtomicInteger> counts = new ConcurrentHashMap<>();
  private final List<SdkRequest> requests = new CopyOnWriteArrayList<>();

  @Override
  public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
    counts.computeIfAbsent(attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME), k -> new AtomicInteger())
        .incrementAndGet();
    requests.add(context.request());
  }

  int count(String operation) {
    AtomicInteger count = counts.get(operation);
    return count == null ? 0 : count.get();
  }

  int total() {
    return counts.values().stream().mapToInt(AtomicInteger::get).sum();
  }

  List<SdkRequest> requests() {
    return List.copyOf(requests);
  }

  void reset() {
    counts.clear();
    requests.clear();
  }
}
