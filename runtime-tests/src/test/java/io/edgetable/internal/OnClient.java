package io.edgetable.internal;

import io.edgetable.expression.Condition;
import io.edgetable.internal.model.CounterUpdate;
import io.edgetable.internal.model.Expiry;
import io.edgetable.internal.transport.Futures;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.internal.transport.Transport;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The runtime's operations run on a {@link DynamoDbClient} and joined, as a synchronous DAO runs
 * them: the tests written against the blocking API call these.
 */
final class OnClient {
  private OnClient() {}

  static final class Items {
    private Items() {}

    static boolean putIfAbsent(DynamoDbClient c, String t, Map<String, AttributeValue> item) {
      return Futures.join(
          io.edgetable.internal.operation.Items.putIfAbsent(
              Transport.of(c), t, item, Expiry.NEVER));
    }

    static boolean replaceIfExists(
        DynamoDbClient c, String t, Map<String, AttributeValue> item, Condition<?> condition) {
      return Futures.join(
          io.edgetable.internal.operation.Items.replaceIfExists(
              Transport.of(c), t, item, Expiry.NEVER, condition));
    }

    static void upsertPreserving(
        DynamoDbClient c,
        String t,
        Map<String, AttributeValue> item,
        List<String> preserved,
        List<String> removable) {
      Futures.join(
          io.edgetable.internal.operation.Items.upsertPreserving(
              Transport.of(c), t, item, preserved, removable));
    }

    static Optional<Map<String, AttributeValue>> get(
        DynamoDbClient c, String t, Map<String, AttributeValue> key, boolean consistentRead) {
      return Futures.join(
          io.edgetable.internal.operation.Items.get(
              Transport.of(c), t, key, consistentRead, Expiry.NEVER));
    }

    static boolean exists(DynamoDbClient c, String t, Map<String, AttributeValue> key) {
      return Futures.join(
          io.edgetable.internal.operation.Items.exists(
              Transport.of(c), t, key, false, Expiry.NEVER));
    }

    static boolean delete(
        DynamoDbClient c, String t, Map<String, AttributeValue> key, Condition<?> condition) {
      return Futures.join(
          io.edgetable.internal.operation.Items.delete(
              Transport.of(c), t, key, Expiry.NEVER, condition));
    }
  }

  static final class CountedWrites {
    private CountedWrites() {}

    static boolean put(
        DynamoDbClient c,
        String t,
        Map<String, AttributeValue> edge,
        List<CounterUpdate> counters) {
      return put(c, t, edge, counters, RetryPolicy.TRANSACTIONS);
    }

    static boolean put(
        DynamoDbClient c,
        String t,
        Map<String, AttributeValue> edge,
        List<CounterUpdate> counters,
        RetryPolicy policy) {
      return Futures.join(
          io.edgetable.internal.operation.CountedWrites.put(
              Transport.of(c), t, edge, counters, policy));
    }

    static boolean delete(
        DynamoDbClient c,
        String t,
        Map<String, AttributeValue> key,
        List<CounterUpdate> counters,
        Condition<?> condition) {
      return delete(c, t, key, counters, condition, RetryPolicy.TRANSACTIONS);
    }

    static boolean delete(
        DynamoDbClient c,
        String t,
        Map<String, AttributeValue> key,
        List<CounterUpdate> counters,
        Condition<?> condition,
        RetryPolicy policy) {
      return Futures.join(
          io.edgetable.internal.operation.CountedWrites.delete(
              Transport.of(c), t, key, counters, condition, policy));
    }
  }

  static final class Batches {
    private Batches() {}

    static <T> void putAll(
        DynamoDbClient c,
        String t,
        Collection<? extends T> records,
        Function<? super T, Map<String, AttributeValue>> toItem) {
      putAll(c, t, records, toItem, RetryPolicy.BATCHES);
    }

    static <T> void putAll(
        DynamoDbClient c,
        String t,
        Collection<? extends T> records,
        Function<? super T, Map<String, AttributeValue>> toItem,
        RetryPolicy policy) {
      Futures.join(
          io.edgetable.internal.operation.Batches.putAll(
              Transport.of(c), t, records, toItem, policy));
    }

    static <K> void deleteAll(
        DynamoDbClient c,
        String t,
        Collection<? extends K> keys,
        Function<? super K, Map<String, AttributeValue>> toKey) {
      deleteAll(c, t, keys, toKey, RetryPolicy.BATCHES);
    }

    static <K> void deleteAll(
        DynamoDbClient c,
        String t,
        Collection<? extends K> keys,
        Function<? super K, Map<String, AttributeValue>> toKey,
        RetryPolicy policy) {
      Futures.join(
          io.edgetable.internal.operation.Batches.deleteAll(
              Transport.of(c), t, keys, toKey, policy));
    }

    static <K, T> List<T> getAll(
        DynamoDbClient c,
        String t,
        Collection<? extends K> keys,
        Function<? super K, Map<String, AttributeValue>> toKey,
        Function<Map<String, AttributeValue>, T> decoder) {
      return getAll(c, t, keys, toKey, decoder, RetryPolicy.BATCHES);
    }

    static <K, T> List<T> getAll(
        DynamoDbClient c,
        String t,
        Collection<? extends K> keys,
        Function<? super K, Map<String, AttributeValue>> toKey,
        Function<Map<String, AttributeValue>, T> decoder,
        RetryPolicy policy) {
      return Futures.join(
          io.edgetable.internal.operation.Batches.getAll(
              Transport.of(c), t, keys, toKey, decoder, false, policy));
    }

    static <T> int putAllCounted(
        DynamoDbClient c,
        String t,
        Collection<? extends T> records,
        Function<? super T, Map<String, AttributeValue>> toItem,
        Function<? super T, List<CounterUpdate>> counters) {
      return Futures.join(
          io.edgetable.internal.operation.Batches.putAllCounted(
              Transport.of(c),
              records,
              r ->
                  io.edgetable.internal.operation.CountedWrites.createEdge(
                      t, toItem.apply(r), counters.apply(r)),
              RetryPolicy.TRANSACTIONS,
              io.edgetable.internal.operation.Batches.DEFAULT_CONCURRENCY));
    }

    static <K> int deleteAllCounted(
        DynamoDbClient c,
        String t,
        Collection<? extends K> keys,
        Function<? super K, Map<String, AttributeValue>> toKey,
        Function<? super K, List<CounterUpdate>> counters) {
      return Futures.join(
          io.edgetable.internal.operation.Batches.deleteAllCounted(
              Transport.of(c),
              keys,
              k ->
                  io.edgetable.internal.operation.CountedWrites.deleteEdge(
                      t, toKey.apply(k), counters.apply(k), null),
              RetryPolicy.TRANSACTIONS,
              io.edgetable.internal.operation.Batches.DEFAULT_CONCURRENCY));
    }
  }
}
