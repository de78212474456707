package io.edgetable.console;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;

/** Counts the DynamoDB requests the console sends, by operation (Query, Scan, BatchGetItem...). */
final class RequestCounter implements ExecutionInterceptor {
  private final List<String> sent = new CopyOnWriteArrayList<>();

  @Override
  public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
    sent.add(attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME));
  }

  void reset() {
    sent.clear();
  }

  /** Requests sent since the last reset, by operation. */
  Map<String, Integer> counts() {
    Map<String, Integer> counts = new ConcurrentHashMap<>();
    sent.forEach(op -> counts.merge(op, 1, Integer::sum));
    return counts;
  }

  int count(String operation) {
    return counts().getOrDefault(operation, 0);
  }

  int total() {
    return sent.size();
  }
}
