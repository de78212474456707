package io.edgetable.it.dao;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;

/** Counts the requests a client transmits, by operation (every attempt, retries included). */
final class RequestCounter implements ExecutionInterceptor {
  private final List<String> operations = new ArrayList<>();
  private final List<SdkRequest> requests = new ArrayList<>();

  @Override
  public synchronized void beforeTransmission(
      Context.BeforeTransmission context, ExecutionAttributes attributes) {
    operations.add(attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME));
    requests.add(context.request());
  }

  synchronized void reset() {
    operations.clear();
    requests.clear();
  }

  synchronized int total() {
    return operations.size();
  }

  synchronized int count(String operation) {
    return (int) operations.stream().filter(operation::equals).count();
  }

  /** Operation name to count, e.g. {@code {Query=3}}. */
  synchronized Map<String, Integer> byOperation() {
    Map<String, Integer> counts = new TreeMap<>();
    operations.forEach(o -> counts.merge(o, 1, Integer::sum));
    return counts;
  }

  synchronized <R extends SdkRequest> List<R> requests(Class<R> type) {
    return requests.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
