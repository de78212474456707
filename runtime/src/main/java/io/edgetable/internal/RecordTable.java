package io.edgetable.internal;

import io.edgetable.Condition;
import io.edgetable.EdgeQuery;
import io.edgetable.ItemMarshaller;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The items of one record type {@code R} in one table, as a generated DAO reads and writes them:
 * each method sends what the {@link Items}, {@link CountedWrites}, {@link Batches} or {@link
 * Queries} method it names sends, encoding and decoding with the record's marshaller.
 *
 * <p>The DAO holds one instance and passes plain values, so generated code makes no generic calls
 * and passes no method references: javac compiles it without type inference. {@code K} is what the
 * DAO's batch methods take as a key ({@code EdgeKey<S, T>} or the node id).
 */
public final class RecordTable<R, K> {
  private final DynamoDbClient client;
  private final String tableName;
  private final ItemMarshaller<R> marshaller;
  private final Function<? super K, Map<String, AttributeValue>> toKey;

  /**
   * Checks the DAO's constructor arguments; {@code toKey} builds (and validates) the table key of a
   * batch key.
   */
  public RecordTable(
      DynamoDbClient client,
      String tableName,
      ItemMarshaller<R> marshaller,
      Function<? super K, Map<String, AttributeValue>> toKey) {
    this.client = Objects.requireNonNull(client, "client must not be null");
    Objects.requireNonNull(tableName, "tableName must not be null");
    if (tableName.isEmpty()) {
      throw new IllegalArgumentException("tableName must not be empty");
    }
    this.tableName = tableName;
    this.marshaller = Objects.requireNonNull(marshaller, "marshaller");
    this.toKey = Objects.requireNonNull(toKey, "toKey");
  }

  /** {@link Items#putIfAbsent}. */
  public boolean putIfAbsent(R record) {
    return Items.putIfAbsent(client, tableName, marshaller.toItem(record));
  }

  /** {@link Items#replaceIfExists}; {@code condition} may be null. */
  public boolean replaceIfExists(R record, Condition<R> condition) {
    return Items.replaceIfExists(client, tableName, marshaller.toItem(record), condition);
  }

  /** {@link Items#upsertPreserving}. */
  public void upsertPreserving(R record, List<String> preserved, List<String> removable) {
    Items.upsertPreserving(client, tableName, marshaller.toItem(record), preserved, removable);
  }

  /** {@link Items#get}, eventually consistent, decoded. */
  public Optional<R> get(Map<String, AttributeValue> key) {
    return Items.get(client, tableName, key, false).map(marshaller::fromItem);
  }

  /** {@link Items#exists}. */
  public boolean exists(Map<String, AttributeValue> key) {
    return Items.exists(client, tableName, key);
  }

  /** {@link Items#delete}; {@code condition} may be null. */
  public boolean delete(Map<String, AttributeValue> key, Condition<R> condition) {
    return Items.delete(client, tableName, key, condition);
  }

  /**
   * {@link CountedWrites#put(DynamoDbClient, String, Map, List)} of an item the DAO encoded before
   * building the counter updates, so a bad edge id is reported before a bad node id.
   */
  public boolean putCounted(Map<String, AttributeValue> item, List<CounterUpdate> counters) {
    return CountedWrites.put(client, tableName, item, counters);
  }

  /**
   * {@link CountedWrites#delete(DynamoDbClient, String, Map, List, Condition)}; {@code condition}
   * may be null.
   */
  public boolean deleteCounted(
      Map<String, AttributeValue> key, List<CounterUpdate> counters, Condition<R> condition) {
    return CountedWrites.delete(client, tableName, key, counters, condition);
  }

  /** {@link QuerySpec#base}: {@code PK = partitionValue AND begins_with(SK, sortPrefix)}. */
  public EdgeQuery<R> query(String partitionValue, String sortPrefix) {
    return Queries.of(
        QuerySpec.base(
            client, tableName, partitionValue, Optional.of(sortPrefix), marshaller::fromItem));
  }

  /** {@link QuerySpec#index}, decoded by the marshaller. */
  public EdgeQuery<R> queryIndex(String index, List<String> partitionValues, String sortPrefix) {
    return queryIndex(index, partitionValues, sortPrefix, marshaller::fromItem);
  }

  /** {@link QuerySpec#index}, decoded by {@code decoder} (a {@code KEYS_ONLY} index's keys). */
  public <T> EdgeQuery<T> queryIndex(
      String index,
      List<String> partitionValues,
      String sortPrefix,
      Function<Map<String, AttributeValue>, T> decoder) {
    return Queries.of(
        QuerySpec.index(client, tableName, index, partitionValues, sortPrefix, decoder));
  }

  /**
   * Every page of the query {@code PK = partitionValue} with no sort-key condition, sorted into the
   * node item ({@code SK = nodeSortKey}) and the edges of each prefix, in SK order.
   */
  public PartitionItems<R> partition(
      String nodeSortKey, String partitionValue, String... edgePrefixes) {
    List<Map<String, AttributeValue>> items =
        Queries.of(
                QuerySpec.base(
                    client, tableName, partitionValue, Optional.empty(), Function.identity()))
            .all();
    return new PartitionItems<>(marshaller, nodeSortKey, List.of(edgePrefixes), items);
  }

  /** {@link Batches#putAll(DynamoDbClient, String, Collection, Function)}. */
  public void putAll(Collection<R> records) {
    Batches.putAll(client, tableName, records, marshaller::toItem);
  }

  /** {@link Batches#deleteAll(DynamoDbClient, String, Collection, Function)}. */
  public void deleteAll(Collection<K> keys) {
    Batches.deleteAll(client, tableName, keys, toKey);
  }

  /** {@link Batches#getAll(DynamoDbClient, String, Collection, Function, Function)}. */
  public List<R> getAll(Collection<K> keys) {
    return Batches.getAll(client, tableName, keys, toKey, marshaller::fromItem);
  }

  /** {@link Batches#putAllCounted(DynamoDbClient, String, Collection, Function, Function)}. */
  public int putAllCounted(
      Collection<R> records, Function<? super R, List<CounterUpdate>> counters) {
    return Batches.putAllCounted(client, tableName, records, marshaller::toItem, counters);
  }

  /** {@link Batches#deleteAllCounted(DynamoDbClient, String, Collection, Function, Function)}. */
  public int deleteAllCounted(
      Collection<K> keys, Function<? super K, List<CounterUpdate>> counters) {
    return Batches.deleteAllCounted(client, tableName, keys, toKey, counters);
  }
}
