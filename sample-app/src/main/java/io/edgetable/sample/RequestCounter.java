package io.edgetable.sample;

import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/**
 * Counts the DynamoDB API calls a client makes, by operation, so each step of the walk-through can
 * show what it cost ("TransactWriteItems x31"). Thread-safe: batch writes run concurrently.
 */
final class RequestCounter implements ExecutionInterceptor {
  private final Map<String, AtomicLong> calls = new ConcurrentHashMap<>();

  @Override
  public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
    String operation = context.request().getClass().getSimpleName().replaceFirst("Request$", "");
    calls.computeIfAbsent(operation, k -> new AtomicLong()).incrementAndGet();
  }

  /** The counts so far, by operation name. */
  Map<String, Long> snapshot() {
    Map<String, Long> copy = new TreeMap<>();
    calls.forEach((operation, count) -> copy.put(operation, count.get()));
    return copy;
  }

  /**
   * The calls made since {@code before}, e.g. {@code "Query x2, GetItem x1"}, or {@code "none"}.
   */
  String since(Map<String, Long> before) {
    StringJoiner text = new StringJoiner(", ");
    snapshot()
        .forEach(
            (operation, count) -> {
              long made = count - before.getOrDefault(operation, 0L);
              if (made > 0) {
                text.add(operation + " x" + made);
              }
            });
    return text.length() == 0 ? "none" : text.toString();
  }
}
