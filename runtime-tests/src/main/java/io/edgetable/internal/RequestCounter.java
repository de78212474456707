package io.edgetable.internal;

import java.util.ArrayList;
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
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Counts the HTTP requests a client transmits (every attempt), by operation name, and keeps them
 * (thread-safe).
 */
public final class RequestCounter implements ExecutionInterceptor {
  private final Map<String, AtomicInteger> counts = new ConcurrentHashMap<>();
  private final List<SdkRequest> requests = new CopyOnWriteArrayList<>();

  @Override
  public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
    String operation = attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME);
    counts.computeIfAbsent(operation, o -> new AtomicInteger()).incrementAndGet();
    requests.add(context.request());
  }

  public int count(String operation) {
    AtomicInteger count = counts.get(operation);
    return count == null ? 0 : count.get();
  }

  public int total() {
    return requests.size();
  }

  /** Operation names seen, e.g. to prove that nothing but Query was sent. */
  public java.util.Set<String> operations() {
    return Map.copyOf(counts).keySet();
  }

  public List<SdkRequest> requests() {
    return List.copyOf(requests);
  }

  public List<QueryRequest> queries() {
    List<QueryRequest> queries = new ArrayList<>();
    for (SdkRequest request : requests) {
      if (request instanceof QueryRequest query) {
        queries.add(query);
      }
    }
    return queries;
  }

  public void reset() {
    counts.clear();
    requests.clear();
  }
}
