package io.edgetable.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Counts the HTTP requests a client transmits (every attempt, retries included), by operation
 * name, and keeps them. Thread-safe.
 */
public final class RequestCounter implements ExecutionInterceptor {
  private final List<String> operations = new ArrayList<>();
  private final List<SdkRequest> requests = new ArrayList<>();

  @Override
  public synchronized void beforeTransmission(
      Context.BeforeTransmission context, ExecutionAttributes attributes) {
    operations.add(attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME));
    requests.add(context.request());
  }

  public synchronized int count(String operation) {
    return (int) operations.stream().filter(operation::equals).count();
  }

  public synchronized int total() {
    return operations.size();
  }

  /** Operation names seen, e.g. to prove that nothing but Query was sent. */
  public synchronized Set<String> operations() {
    return Set.copyOf(operations);
  }

  /** Operation name to count, e.g. {@code {Query=3}}. */
  public synchronized Map<String, Integer> byOperation() {
    Map<String, Integer> counts = new TreeMap<>();
    operations.forEach(o -> counts.merge(o, 1, Integer::sum));
    return counts;
  }

  public synchronized List<SdkRequest> requests() {
    return List.copyOf(requests);
  }

  public synchronized <R extends SdkRequest> List<R> requests(Class<R> type) {
    return requests.stream().filter(type::isInstance).map(type::cast).toList();
  }

  public List<QueryRequest> queries() {
    return requests(QueryRequest.class);
  }

  public synchronized void reset() {
    operations.clear();
    requests.clear();
  }
}
