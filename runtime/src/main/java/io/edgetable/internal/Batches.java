package io.edgetable.internal;

import io.edgetable.BatchGetException;
import io.edgetable.BatchWriteException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * BatchWriteItem / BatchGetItem in chunks of 25 / 100, retrying unprocessed items and keys with
 * exponential backoff and full jitter; what still fails is thrown with exactly the records or
 * keys not done. Duplicate keys in one call are collapsed (the last record wins).
 *
 * <p>Retries go in rounds: each round sends everything still pending, re-chunked, so items left
 * unprocessed by different requests travel together; the policy bounds the number of rounds.
 */
public final class Batches {
  /** BatchWriteItem's limit of write requests per call. */
  static final int WRITE_CHUNK = 25;

  /** BatchGetItem's limit of keys per call. */
  static final int GET_CHUNK = 100;

  /** Counted writes in flight at once per call. */
  public static final int DEFAULT_CONCURRENCY = 8;

  private Batches() {}

  /** Writes every record (overwriting), or throws {@link io.edgetable.BatchWriteException}. */
  public static <T> void putAll(
      DynamoDbClient client, String table, Collection<? extends T> records, Function<? super T, Map<String, AttributeValue>> toItem) {
    putAll(client, table, records, toItem, RetryPolicy.BATCHES);
  }

  /** {@link #putAll(DynamoDbClient, String, Collection, Function)} with an explicit retry policy. */
  public static <T> void putAll(
      DynamoDbClient client,
      String table,
      Collection<? extends T> records,
      Function<? super T, Map<String, AttributeValue>> toItem,
      RetryPolicy policy) {
    Map<Map<String, AttributeValue>, Pending> pending = new LinkedHashMap<>();
    for (T record : records) {
      Map<String, AttributeValue> item = toItem.apply(record);
      ItemSize.check(item);
      pending.put(TableKeys.keyOf(item),
          new Pending(record, WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build()));
    }
    new BatchWriter(client, table, policy, "written").writeAll(pending);
  }

  /** Deletes every key, or throws {@link io.edgetable.BatchWriteException} with the keys left. */
  public static <K> void deleteAll(
      DynamoDbClient client, String table, Collection<? extends K> keys, Function<? super K, Map<String, AttributeValue>> toKey) {
    deleteAll(client, table, keys, toKey, RetryPolicy.BATCHES);
  }

  /** {@link #deleteAll(DynamoDbClient, String, Collection, Function)} with an explicit retry policy. */
  public static <K> void deleteAll(
      DynamoDbClient client,
      String table,
      Collection<? extends K> keys,
      Function<? super K, Map<String, AttributeValue>> toKey,
      RetryPolicy policy) {
    Map<Map<String, AttributeValue>, Pending> pending = new LinkedHashMap<>();
    for (K key : keys) {
      Map<String, AttributeValue> itemKey = TableKeys.keyOf(toKey.apply(key));
      pending.put(itemKey,
          new Pending(key, WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(itemKey).build()).build()));
    }
    new BatchWriter(client, table, policy, "deleted").writeAll(pending);
  }

  /**
   * Reads every key; absent items are skipped. Results come in the order of {@code keys}.
   * Throws {@link io.edgetable.BatchGetException} with the keys left.
   */
  public static <K, T> List<T> getAll(
      DynamoDbClient client,
      String table,
      Collection<? extends K> keys,
      Function<? super K, Map<String, AttributeValue>> toKey,
      Function<Map<String, AttributeValue>, T> decoder) {
    return getAll(client, table, keys, toKey, decoder, RetryPolicy.BATCHES);
  }

  /** {@link #getAll(DynamoDbClient, String, Collection, Function, Function)} with a retry policy. */
  public static <K, T> List<T> getAll(
      DynamoDbClient client,
      String table,
      Collection<? extends K> keys,
      Function<? super K, Map<String, AttributeValue>> toKey,
      Function<Map<String, AttributeValue>, T> decoder,
      RetryPolicy policy) {
    // BatchGetItem rejects a request naming one key twice; the first position keeps the order.
    Map<Map<String, AttributeValue>, K> requested = new LinkedHashMap<>();
    for (K key : keys) {
      requested.putIfAbsent(TableKeys.keyOf(toKey.apply(key)), key);
    }
    Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found = new LinkedHashMap<>();
    RetryRounds.Outcome outcome = RetryRounds.run(
        new ArrayList<>(requested.keySet()), GET_CHUNK, policy, chunk -> {
          BatchGetItemResponse response = client.batchGetItem(b -> b.requestItems(
              Map.of(table, KeysAndAttributes.builder().keys(chunk).build())));
          for (Map<String, AttributeValue> item : response.responses().getOrDefault(table, List.of())) {
            found.put(TableKeys.keyOf(item), item);
          }
          KeysAndAttributes unprocessed = response.unprocessedKeys().get(table);
          return unprocessed == null ? List.of() : unprocessed.keys();
        });
    List<T> results = new ArrayList<>();
    for (Map<String, AttributeValue> key : requested.keySet()) {
      Map<String, AttributeValue> item = found.get(key);
      if (item != null) {
        results.add(decoder.apply(item));
      }
    }
    if (outcome.left().isEmpty()) {
      return results;
    }
    List<K> left = new ArrayList<>();
    for (Map<String, AttributeValue> key : outcome.left()) {
      K origin = requested.get(TableKeys.keyOf(key));
      if (origin != null) {
        left.add(origin);
      }
    }
    throw new BatchGetException(
        left.size() + " of " + requested.size() + " keys were not read" + outcome.reason()
            + ". found() holds what was read; retry unprocessedKeys() later.",
        left, results, outcome.cause());
  }

  /**
   * For edges with counters: one {@link CountedWrites#put} per record, run concurrently (bounded)
   * except that writes moving a counter on the same node run one after another (so they do not
   * conflict), so counters stay exact; records that failed are thrown in a
   * {@link io.edgetable.BatchWriteException}. Returns how many edges were created.
   */
  public static <T> int putAllCounted(
      DynamoDbClient client,
      String table,
      Collection<? extends T> records,
      Function<? super T, Map<String, AttributeValue>> toItem,
      Function<? super T, List<CounterUpdate>> counters) {
    return putAllCounted(client, table, records, toItem, counters, RetryPolicy.TRANSACTIONS, DEFAULT_CONCURRENCY);
  }

  /** {@link #putAllCounted(DynamoDbClient, String, Collection, Function, Function)}, tuned. */
  public static <T> int putAllCounted(
      DynamoDbClient client,
      String table,
      Collection<? extends T> records,
      Function<? super T, Map<String, AttributeValue>> toItem,
      Function<? super T, List<CounterUpdate>> counters,
      RetryPolicy policy,
      int concurrency) {
    Map<Map<String, AttributeValue>, CountedTasks.Task> tasks = new LinkedHashMap<>();
    for (T record : records) {
      Map<String, AttributeValue> item = toItem.apply(record);
      ItemSize.check(item);
      List<CounterUpdate> updates = counters.apply(record);
      Callable<Boolean> write = () -> CountedWrites.put(client, table, item, updates, policy);
      tasks.put(TableKeys.keyOf(item), new CountedTasks.Task(record, write, nodeKeys(updates)));
    }
    return CountedTasks.run(List.copyOf(tasks.values()), concurrency, "written");
  }

  /** For edges with counters: one {@link CountedWrites#delete} per key. Returns how many existed. */
  public static <K> int deleteAllCounted(
      DynamoDbClient client,
      String table,
      Collection<? extends K> keys,
      Function<? super K, Map<String, AttributeValue>> toKey,
      Function<? super K, List<CounterUpdate>> counters) {
    return deleteAllCounted(client, table, keys, toKey, counters, RetryPolicy.TRANSACTIONS, DEFAULT_CONCURRENCY);
  }

  /** {@link #deleteAllCounted(DynamoDbClient, String, Collection, Function, Function)}, tuned. */
  public static <K> int deleteAllCounted(
      DynamoDbClient client,
      String table,
      Collection<? extends K> keys,
      Function<? super K, Map<String, AttributeValue>> toKey,
      Function<? super K, List<CounterUpdate>> counters,
      RetryPolicy policy,
      int concurrency) {
    Map<Map<String, AttributeValue>, CountedTasks.Task> tasks = new LinkedHashMap<>();
    for (K key : keys) {
      Map<String, AttributeValue> itemKey = TableKeys.keyOf(toKey.apply(key));
      List<CounterUpdate> updates = counters.apply(key);
      Callable<Boolean> write = () -> CountedWrites.delete(client, table, itemKey, updates, null, policy);
      tasks.put(itemKey, new CountedTasks.Task(key, write, nodeKeys(updates)));
    }
    return CountedTasks.run(List.copyOf(tasks.values()), concurrency, "deleted");
  }

  /** The node items a counted write touches: no two writes on one of them run at once. */
  private static Set<Map<String, AttributeValue>> nodeKeys(List<CounterUpdate> updates) {
    Set<Map<String, AttributeValue>> keys = new HashSet<>();
    for (CounterUpdate update : updates) {
      keys.add(new LinkedHashMap<>(update.nodeKey()));
    }
    return keys;
  }

  /** A caller's record (or key) and the write request made of it. */
  private record Pending(Object origin, WriteRequest request) {}

  /** Sends write requests in rounds until none is left unprocessed or the policy gives up. */
  private static final class BatchWriter {
    private final DynamoDbClient client;
    private final String table;
    private final RetryPolicy policy;
    private final String done;

    BatchWriter(DynamoDbClient client, String table, RetryPolicy policy, String done) {
      this.client = client;
      this.table = table;
      this.policy = policy;
      this.done = done;
    }

    void writeAll(Map<Map<String, AttributeValue>, Pending> all) {
      RetryRounds.Outcome outcome =
          RetryRounds.run(new ArrayList<>(all.keySet()), WRITE_CHUNK, policy, chunk -> send(chunk, all));
      if (outcome.left().isEmpty()) {
        return;
      }
      List<Object> left = new ArrayList<>();
      for (Map<String, AttributeValue> key : outcome.left()) {
        left.add(all.get(key).origin());
      }
      throw new BatchWriteException(
          left.size() + " of " + all.size() + " items were not " + done + outcome.reason()
              + ". Every other item was " + done + "; retry unprocessed() later.",
          left, outcome.cause());
    }

    /** One BatchWriteItem; returns the keys DynamoDB left unprocessed. */
    private List<Map<String, AttributeValue>> send(
        List<Map<String, AttributeValue>> chunk, Map<Map<String, AttributeValue>, Pending> all) {
      List<WriteRequest> requests = new ArrayList<>(chunk.size());
      for (Map<String, AttributeValue> key : chunk) {
        requests.add(all.get(key).request());
      }
      BatchWriteItemResponse response = client.batchWriteItem(b -> b.requestItems(Map.of(table, requests)));
      List<Map<String, AttributeValue>> unprocessed = new ArrayList<>();
      for (WriteRequest request : response.unprocessedItems().getOrDefault(table, List.of())) {
        Map<String, AttributeValue> key = TableKeys.keyOf(
            request.putRequest() != null ? request.putRequest().item() : request.deleteRequest().key());
        if (all.containsKey(key)) {
          unprocessed.add(key);
        }
      }
      return unprocessed;
    }
  }
}
