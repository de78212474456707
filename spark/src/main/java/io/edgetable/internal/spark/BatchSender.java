package io.edgetable.internal.spark;

import io.edgetable.exception.BatchGetException;
import io.edgetable.exception.BatchWriteException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * One task's batches to one table: BatchWriteItem in chunks of 25, each paid to the task's {@link
 * WriteLimiter} before it is sent, and BatchGetItem in chunks of 100; what DynamoDB leaves
 * unprocessed is sent again after a growing, jittered pause, at most {@link #ATTEMPTS} sends in
 * all; then {@link BatchWriteException} with the items left, or {@link BatchGetException} with
 * the keys left.
 */
public final class BatchSender {
  static final int WRITE_CHUNK = 25;
  static final int GET_CHUNK = 100;

  /** Sends of one chunk, the first included, before giving up. */
  static final int ATTEMPTS = 10;

  private static final Duration FIRST_PAUSE = Duration.ofMillis(50);
  private static final Duration LONGEST_PAUSE = Duration.ofSeconds(5);

  private final DynamoDbClient client;
  private final String table;
  private final WriteLimiter limiter;

  public BatchSender(DynamoDbClient client, String table, WriteLimiter limiter) {
    this.client = client;
    this.table = table;
    this.limiter = limiter;
  }

  /** Writes every item (overwriting), 25 a request. */
  public void putAll(List<Map<String, AttributeValue>> items) {
    List<WriteRequest> writes = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      writes.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build())
          .build());
    }
    send(writes);
  }

  /** Deletes every key, 25 a request. */
  public void deleteAll(List<Map<String, AttributeValue>> keys) {
    List<WriteRequest> writes = new ArrayList<>(keys.size());
    for (Map<String, AttributeValue> key : keys) {
      writes.add(WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(key).build())
          .build());
    }
    send(writes);
  }

  /**
   * Which of {@code keys} ({@code PK} and {@code SK}) the table holds, by strongly consistent
   * BatchGetItem of the keys alone, 100 a request: their {@link KeyHash}es.
   */
  public Set<String> present(List<Map<String, AttributeValue>> keys) {
    Set<String> found = new HashSet<>();
    List<Map<String, AttributeValue>> read = new ArrayList<>();
    for (int from = 0; from < keys.size(); from += GET_CHUNK) {
      List<Map<String, AttributeValue>> left =
          new ArrayList<>(keys.subList(from, Math.min(keys.size(), from + GET_CHUNK)));
      for (int attempt = 1; !left.isEmpty(); attempt++) {
        if (attempt > ATTEMPTS) {
          throw new BatchGetException("BatchGetItem on " + table + " left " + left.size()
              + " keys unread after " + ATTEMPTS + " attempts (throttled); raise the table's"
              + " read capacity, then run the load again: it resumes", left, read, null);
        }
        if (attempt > 1) {
          pause(attempt);
        }
        KeysAndAttributes request = KeysAndAttributes.builder().keys(left).consistentRead(true)
            .projectionExpression("PK, SK").build();
        BatchGetItemResponse response =
            client.batchGetItem(b -> b.requestItems(Map.of(table, request)));
        for (Map<String, AttributeValue> item : response.responses().getOrDefault(table,
            List.of())) {
          found.add(KeyHash.of(item));
          read.add(item);
        }
        KeysAndAttributes unprocessed = response.unprocessedKeys().get(table);
        left = unprocessed == null ? List.of() : new ArrayList<>(unprocessed.keys());
      }
    }
    return found;
  }

  private void send(List<WriteRequest> writes) {
    for (int from = 0; from < writes.size(); from += WRITE_CHUNK) {
      List<WriteRequest> left =
          new ArrayList<>(writes.subList(from, Math.min(writes.size(), from + WRITE_CHUNK)));
      for (int attempt = 1; !left.isEmpty(); attempt++) {
        if (attempt > ATTEMPTS) {
          throw new BatchWriteException("BatchWriteItem on " + table + " left " + left.size()
              + " items unwritten after " + ATTEMPTS + " attempts (throttled); lower"
              + " writeUnitsPerSecond or raise the table's capacity, then run the load again:"
              + " it resumes", left, null);
        }
        if (attempt > 1) {
          pause(attempt);
        }
        limiter.acquire(units(left));
        List<WriteRequest> chunk = left;
        BatchWriteItemResponse response =
            client.batchWriteItem(b -> b.requestItems(Map.of(table, chunk)));
        List<WriteRequest> unprocessed = response.unprocessedItems().get(table);
        left = unprocessed == null ? List.of() : new ArrayList<>(unprocessed);
      }
    }
  }

  private static int units(List<WriteRequest> writes) {
    int units = 0;
    for (WriteRequest write : writes) {
      units += write.putRequest() != null ? WriteLimiter.units(write.putRequest().item()) : 1;
    }
    return units;
  }

  /** Waits before attempt {@code attempt} (2 and on): 50 ms doubling to 5 s, jittered. */
  static void pause(int attempt) {
    long ceiling = Math.min(LONGEST_PAUSE.toMillis(), FIRST_PAUSE.toMillis() << (attempt - 2));
    try {
      Thread.sleep(ceiling / 2 + ThreadLocalRandom.current().nextLong(ceiling / 2 + 1));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting to retry", e);
    }
  }
}
