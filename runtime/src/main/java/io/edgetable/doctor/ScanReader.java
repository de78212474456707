package io.edgetable.doctor;

import io.edgetable.exception.EdgeTableException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * A parallel Scan of a whole table: one thread per segment, each reading its pages with
 * strongly consistent reads (so a check right after a write sees it), waiting as the rate
 * limit asks after each page.
 */
final class ScanReader {
  private final DynamoDbClient client;
  private final String table;
  private final int segments;
  private final RateLimit limit;
  private final AtomicLong requests = new AtomicLong();

  ScanReader(DynamoDbClient client, String table, int segments, RateLimit limit) {
    this.client = client;
    this.table = table;
    this.segments = segments;
    this.limit = limit;
  }

  long requests() {
    return requests.get();
  }

  /** Every item of the table to {@code sink}, after each page {@code page}. */
  void read(Consumer<Map<String, AttributeValue>> sink, Runnable page) {
    ExecutorService threads =
        Executors.newFixedThreadPool(
            segments,
            runnable -> {
              Thread thread = new Thread(runnable, "edgetable-doctor-scan");
              thread.setDaemon(true);
              return thread;
            });
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int segment = 0; segment < segments; segment++) {
        int s = segment;
        done.add(threads.submit(() -> segment(s, sink, page)));
      }
      for (Future<?> future : done) {
        await(future);
      }
    } finally {
      threads.shutdownNow();
    }
  }

  private void segment(int segment, Consumer<Map<String, AttributeValue>> sink, Runnable page) {
    Map<String, AttributeValue> start = null;
    do {
      ScanRequest.Builder request =
          ScanRequest.builder()
              .tableName(table)
              .consistentRead(true)
              .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
      if (segments > 1) {
        request.segment(segment).totalSegments(segments);
      }
      if (start != null) {
        request.exclusiveStartKey(start);
      }
      ScanResponse response = client.scan(request.build());
      requests.incrementAndGet();
      response.items().forEach(sink);
      page.run();
      limit.spend(response);
      start = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
          ? response.lastEvaluatedKey()
          : null;
    } while (start != null);
  }

  private static void await(Future<?> future) {
    try {
      future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new EdgeTableException("Interrupted while checking the table", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new EdgeTableException("The check failed: " + cause, cause);
    }
  }
}
