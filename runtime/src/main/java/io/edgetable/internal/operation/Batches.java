package io.edgetable.internal.operation;

import io.edgetable.internal.codec.ItemSize;
import io.edgetable.internal.codec.TableKeys;
import io.edgetable.internal.model.CounterUpdate;
import io.edgetable.internal.model.Expiry;
import io.edgetable.internal.transaction.PlannedAction;
import io.edgetable.internal.transport.CountedTasks;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.internal.transport.RetryRounds;
import io.edgetable.internal.transport.Transport;

import io.edgetable.exception.BatchGetException;
import io.edgetable.exception.BatchWriteException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
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
 * <p>Every record is encoded (and its key checked) before the first request, so bad input sends
 * nothing. Retries go in rounds ({@link RetryRounds}): each round sends everything still pending,
 * re-chunked, so items left unprocessed by different requests travel together; the policy bounds
 * the number of rounds, and the wait between them is {@link Transport#delay}.
 */
public final class Batches {
  /** BatchWriteItem's limit of write requests per call. */
  static final int WRITE_CHUNK = 25;

  /** BatchGetItem's limit of keys per call. */
  static final int GET_CHUNK = 100;

  /** Counted writes in flight at once per call. */
  public static final int DEFAULT_CONCURRENCY = 8;

  private Batches() {}

  /** Writes every record (overwriting), or fails with {@link BatchWriteException}. */
  public static <T> CompletableFuture<Void> putAll(
      Transport transport,
      String table,
      Collection<? extends T> records,
      Function<? super T, Map<String, AttributeValue>> toItem,
      RetryPolicy policy) {
    Map<Map<String, AttributeValue>, Pending> pending = new LinkedHashMap<>();
    for (T record : records) {
      Map<String, AttributeValue> item = toItem.apply(record);
      ItemSize.check(item);
      WriteRequest put =
          WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build();
      pending.put(TableKeys.keyOf(item), new Pending(record, put));
    }
    return new BatchWriter(transport, table, policy, "written").writeAll(pending);
  }

  /** Deletes every key, or fails with {@link BatchWriteException} holding the keys left. */
  public static <K> CompletableFuture<Void> deleteAll(
      Transport transport,
      String table,
      Collection<? extends K> keys,
      Function<? super K, Map<String, AttributeValue>> toKey,
      RetryPolicy policy) {
    Map<Map<String, AttributeValue>, Pending> pending = new LinkedHashMap<>();
    for (K key : keys) {
      Map<String, AttributeValue> itemKey = TableKeys.keyOf(toKey.apply(key));
      DeleteRequest delete = DeleteRequest.builder().key(itemKey).build();
      pending.put(itemKey, new Pending(key, WriteRequest.builder().deleteRequest(delete).build()));
    }
    return new BatchWriter(transport, table, policy, "deleted").writeAll(pending);
  }

  /**
   * Reads every key ({@code consistentRead}: strongly consistent); absent items are skipped.
   * Results come in the order of {@code keys}. Fails with {@link BatchGetException} holding the
   * keys left.
   */
  public static <K, T> CompletableFuture<List<T>> getAll(
      Transport transport,
      String table,
      Collection<? extends K> keys,
      Function<? super K, Map<String, AttributeValue>> toKey,
      Function<Map<String, AttributeValue>, T> decoder,
      boolean consistentRead,
      RetryPolicy policy) {
    return getAll(
        transport, table, keys, toKey, decoder, Expiry.NEVER, consistentRead, policy);
  }

  /** {@link #getAll}, skipping the items that have expired by {@code expiry}. */
  public static <K, T> CompletableFuture<List<T>> getAll(
      Transport transport,
      String table,
      Collection<? extends K> keys,
      Function<? super K, Map<String, AttributeValue>> toKey,
      Function<Map<String, AttributeValue>, T> decoder,
      Expiry expiry,
      boolean consistentRead,
      RetryPolicy policy) {
    // BatchGetItem rejects a request naming one key twice; the first position keeps the order.
    Map<Map<String, AttributeValue>, K> requested = new LinkedHashMap<>();
    for (K key : keys) {
      requested.putIfAbsent(TableKeys.keyOf(toKey.apply(key)), key);
    }
    Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found = new LinkedHashMap<>();
    RetryRounds.ChunkSender sender =
        chunk -> {
          KeysAndAttributes read =
              KeysAndAttributes.builder()
                  .keys(chunk)
                  .consistentRead(consistentRead ? Boolean.TRUE : null)
                  .build();
          BatchGetItemRequest request =
              BatchGetItemRequest.builder().requestItems(Map.of(table, read)).build();
          return transport
              .batchGetItem(request)
              .thenApply(response -> unprocessedKeys(table, response, found));
        };
    return RetryRounds.run(
            transport, new ArrayList<>(requested.keySet()), GET_CHUNK, policy, sender)
        .thenApply(outcome -> readResults(requested, found, decoder, expiry, outcome));
  }

  /** Keeps what a BatchGetItem found; returns the keys it left unprocessed. */
  private static List<Map<String, AttributeValue>> unprocessedKeys(
      String table,
      BatchGetItemResponse response,
      Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found) {
    synchronized (found) {
      for (Map<String, AttributeValue> item :
          response.responses().getOrDefault(table, List.of())) {
        found.put(TableKeys.keyOf(item), item);
      }
    }
    KeysAndAttributes unprocessed = response.unprocessedKeys().get(table);
    return unprocessed == null ? List.of() : unprocessed.keys();
  }

  private static <K, T> List<T> readResults(
      Map<Map<String, AttributeValue>, K> requested,
      Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found,
      Function<Map<String, AttributeValue>, T> decoder,
      Expiry expiry,
      RetryRounds.Outcome outcome) {
    List<T> results = new ArrayList<>();
    synchronized (found) {
      for (Map<String, AttributeValue> key : requested.keySet()) {
        Map<String, AttributeValue> item = found.get(key);
        if (item != null && !expiry.expired(item)) {
          results.add(decoder.apply(item));
        }
      }
    }
    if (outcome.left().isEmpty()) {
      return results;
    }
    if (outcome.permanent() && outcome.cause() instanceof RuntimeException failure) {
      throw failure; // nothing to retry later: the request's own failure says what to fix
    }
    List<K> left = new ArrayList<>();
    for (Map<String, AttributeValue> key : outcome.left()) {
      K origin = requested.get(TableKeys.keyOf(key));
      if (origin != null) {
        left.add(origin);
      }
    }
    throw new BatchGetException(
        left.size()
            + " of "
            + requested.size()
            + " keys were not read"
            + outcome.reason()
            + ". found() holds what was read; retry unprocessedKeys() later.",
        left,
        results,
        outcome.cause());
  }

  /**
   * For edges with counters: one counted transaction per record, its action built by {@code put}
   * as a DAO's {@code put} and a transaction's are ({@link RecordWrites#put}), run concurrently (at
   * most {@code concurrency} at once) except that writes moving a counter on the same node run one
   * after another (so they do not conflict), so counters stay exact; records that failed are
   * reported in one {@link BatchWriteException}. Completes with how many edges were created.
   */
  public static <T> CompletableFuture<Integer> putAllCounted(
      Transport transport,
      Collection<? extends T> records,
      Function<? super T, PlannedAction> put,
      RetryPolicy policy,
      int concurrency) {
    return counted(transport, records, put, policy, concurrency, "written");
  }

  /**
   * For edges with counters: one counted transaction per key, its action built by {@code delete}
   * ({@link RecordWrites#delete}), scheduled as {@link #putAllCounted} does. Completes with how
   * many existed.
   */
  public static <K> CompletableFuture<Integer> deleteAllCounted(
      Transport transport,
      Collection<? extends K> keys,
      Function<? super K, PlannedAction> delete,
      RetryPolicy policy,
      int concurrency) {
    return counted(transport, keys, delete, policy, concurrency, "deleted");
  }

  /** {@link CountedWrites#run} of each origin's action, every action built before any is sent. */
  private static <T> CompletableFuture<Integer> counted(
      Transport transport,
      Collection<? extends T> origins,
      Function<? super T, PlannedAction> action,
      RetryPolicy policy,
      int concurrency,
      String done) {
    Map<Map<String, AttributeValue>, CountedTasks.Task> tasks = new LinkedHashMap<>();
    for (T origin : origins) {
      PlannedAction planned = action.apply(origin);
      Supplier<CompletableFuture<Boolean>> write =
          () -> CountedWrites.run(transport, planned, policy);
      tasks.put(
          TableKeys.keyOf(planned.write().key()),
          new CountedTasks.Task(origin, write, nodeKeys(planned.counters())));
    }
    return CountedTasks.run(transport, List.copyOf(tasks.values()), concurrency, done);
  }

  /**
   * One conditional write per record, each built by {@code write} before anything is sent (so bad
   * input sends nothing), run concurrently (at most {@code concurrency} at once) as {@link
   * #putAllCounted} runs them: writes moving a counter of one node ({@code counters}) one after
   * another. For writes that BatchWriteItem cannot carry, such as versioned ones, which need a
   * condition each. Records of one key are collapsed (the last wins); those whose write failed are
   * reported in one {@link BatchWriteException}. Completes with how many writes created an item.
   */
  public static <T> CompletableFuture<Integer> putAllEach(
      Transport transport,
      Collection<? extends T> records,
      Function<? super T, Map<String, AttributeValue>> key,
      Function<? super T, Supplier<CompletableFuture<Boolean>>> write,
      Function<? super T, List<CounterUpdate>> counters,
      int concurrency) {
    Map<Map<String, AttributeValue>, CountedTasks.Task> tasks = new LinkedHashMap<>();
    for (T record : records) {
      Map<String, AttributeValue> itemKey = TableKeys.keyOf(key.apply(record));
      Supplier<CompletableFuture<Boolean>> task = write.apply(record);
      tasks.put(itemKey, new CountedTasks.Task(record, task, nodeKeys(counters.apply(record))));
    }
    return CountedTasks.run(transport, List.copyOf(tasks.values()), concurrency, "written");
  }

  /**
   * The counted items a write moves (node items, or a sharded counter's counter item): no two
   * writes on one of them run at once.
   */
  private static Set<Map<String, AttributeValue>> nodeKeys(List<CounterUpdate> updates) {
    Set<Map<String, AttributeValue>> keys = new HashSet<>();
    for (CounterUpdate update : updates) {
      keys.add(new LinkedHashMap<>(update.item()));
    }
    return keys;
  }

  /** A caller's record (or key) and the write request made of it. */
  private record Pending(Object origin, WriteRequest request) {}

  /** Sends write requests in rounds until none is left unprocessed or the policy gives up. */
  private static final class BatchWriter {
    private final Transport transport;
    private final String table;
    private final RetryPolicy policy;
    private final String done;

    BatchWriter(Transport transport, String table, RetryPolicy policy, String done) {
      this.transport = transport;
      this.table = table;
      this.policy = policy;
      this.done = done;
    }

    CompletableFuture<Void> writeAll(Map<Map<String, AttributeValue>, Pending> all) {
      return RetryRounds.run(
              transport,
              new ArrayList<>(all.keySet()),
              WRITE_CHUNK,
              policy,
              chunk -> send(chunk, all))
          .thenApply(outcome -> check(outcome, all));
    }

    private Void check(RetryRounds.Outcome outcome, Map<Map<String, AttributeValue>, Pending> all) {
      if (outcome.left().isEmpty()) {
        return null;
      }
      if (outcome.permanent()
          && outcome.left().size() == all.size()
          && outcome.cause() instanceof RuntimeException failure) {
        throw failure; // nothing written, nothing to retry later: the failure says what to fix
      }
      List<Object> left = new ArrayList<>();
      for (Map<String, AttributeValue> key : outcome.left()) {
        left.add(all.get(key).origin());
      }
      throw new BatchWriteException(
          left.size()
              + " of "
              + all.size()
              + " items were not "
              + done
              + outcome.reason()
              + ". Every other item was "
              + done
              + (outcome.permanent()
                  ? "; fix the cause, then retry unprocessed()."
                  : "; retry unprocessed() later."),
          left,
          outcome.cause());
    }

    /** One BatchWriteItem; completes with the keys DynamoDB left unprocessed. */
    private CompletableFuture<List<Map<String, AttributeValue>>> send(
        List<Map<String, AttributeValue>> chunk, Map<Map<String, AttributeValue>, Pending> all) {
      List<WriteRequest> requests = new ArrayList<>(chunk.size());
      for (Map<String, AttributeValue> key : chunk) {
        requests.add(all.get(key).request());
      }
      BatchWriteItemRequest request =
          BatchWriteItemRequest.builder().requestItems(Map.of(table, requests)).build();
      return transport.batchWriteItem(request).thenApply(response -> unprocessed(response, all));
    }

    private List<Map<String, AttributeValue>> unprocessed(
        BatchWriteItemResponse response, Map<Map<String, AttributeValue>, Pending> all) {
      List<Map<String, AttributeValue>> unprocessed = new ArrayList<>();
      for (WriteRequest request : response.unprocessedItems().getOrDefault(table, List.of())) {
        Map<String, AttributeValue> key =
            TableKeys.keyOf(
                request.putRequest() != null
                    ? request.putRequest().item()
                    : request.deleteRequest().key());
        if (all.containsKey(key)) {
          unprocessed.add(key);
        }
      }
      return unprocessed;
    }
  }
}
