package io.edgetable.internal;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * BatchWriteItem / BatchGetItem in chunks of 25 / 100, retrying unprocessed items and keys with
 * exponential backoff and full jitter; what still fails is thrown with exactly the records or
 * keys not done. Duplicate keys in one call are collapsed (the last record wins).
 */
public final class Batches {
  private Batches() {}

  /** Writes every record (overwriting), or throws {@link io.edgetable.BatchWriteException}. */
  public static <T> void putAll(
      DynamoDbClient client, String table, Collection<? extends T> records, Function<? super T, Map<String, AttributeValue>> toItem) {
    throw new UnsupportedOperationException("TODO");
  }

  /** Deletes every key, or throws {@link io.edgetable.BatchWriteException} with the keys left. */
  public static <K> void deleteAll(
      DynamoDbClient client, String table, Collection<? extends K> keys, Function<? super K, Map<String, AttributeValue>> toKey) {
    throw new UnsupportedOperationException("TODO");
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
    throw new UnsupportedOperationException("TODO");
  }

  /**
   * For edges with counters: one {@link CountedWrites#put} per record, run concurrently (bounded),
   * so counters stay exact; records that failed are thrown in a
   * {@link io.edgetable.BatchWriteException}. Returns how many edges were created.
   */
  public static <T> int putAllCounted(
      DynamoDbClient client,
      String table,
      Collection<? extends T> records,
      Function<? super T, Map<String, AttributeValue>> toItem,
      Function<? super T, List<CounterUpdate>> counters) {
    throw new UnsupportedOperationException("TODO");
  }

  /** For edges with counters: one {@link CountedWrites#delete} per key. Returns how many existed. */
  public static <K> int deleteAllCounted(
      DynamoDbClient client,
      String table,
      Collection<? extends K> keys,
      Function<? super K, Map<String, AttributeValue>> toKey,
      Function<? super K, List<CounterUpdate>> counters) {
    throw new UnsupportedOperationException("TODO");
  }
}
