package io.edgetable.internal;

import io.edgetable.Condition;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The items of one record kind {@code R} in one table, as a generated DAO reads and writes them.
 * Each method is one operation of {@link Items}, {@link CountedWrites} or {@link Batches}, or the
 * {@link QuerySpec} of a query, chosen and fed from the kind's {@link RecordType}: a counted
 * edge's {@code put} is a transaction with its counter updates, an uncounted one a PutItem.
 *
 * <p>Every operation returns a future and is written once: a {@code FooDao} on a {@link
 * DynamoDbClient} joins it ({@link Futures#join}), a {@code FooAsyncDao} on a {@link
 * DynamoDbAsyncClient} returns it. Bad input throws while the request is being built, before
 * anything is sent. The DAO holds one instance and passes plain values, so generated code makes no
 * generic calls and passes no method references: javac compiles it without type inference.
 */
public final class RecordTable<R, K> {
  private final Transport transport;
  private final String tableName;
  private final RecordType<R, K> type;
  private final boolean consistentReads;

  /** A synchronous DAO's table; checks the DAO's constructor arguments. */
  public RecordTable(DynamoDbClient client, String tableName, RecordType<R, K> type) {
    this(Transport.of(Objects.requireNonNull(client, "client must not be null")), tableName, type);
  }

  /** An asynchronous DAO's table; checks the DAO's constructor arguments. */
  public RecordTable(DynamoDbAsyncClient client, String tableName, RecordType<R, K> type) {
    this(Transport.of(Objects.requireNonNull(client, "client must not be null")), tableName, type);
  }

  /** The table on any transport. */
  public RecordTable(Transport transport, String tableName, RecordType<R, K> type) {
    this(transport, checkedName(tableName), type, false);
  }

  private RecordTable(
      Transport transport, String tableName, RecordType<R, K> type, boolean consistentReads) {
    this.transport = Objects.requireNonNull(transport, "transport");
    this.tableName = tableName;
    this.type = Objects.requireNonNull(type, "type");
    this.consistentReads = consistentReads;
  }

  private static String checkedName(String tableName) {
    Objects.requireNonNull(tableName, "tableName must not be null");
    if (tableName.isEmpty()) {
      throw new IllegalArgumentException("tableName must not be empty");
    }
    return tableName;
  }

  public String tableName() {
    return tableName;
  }

  public RecordType<R, K> type() {
    return type;
  }

  /**
   * This table, read strongly consistent by {@link #get}, {@link #exists}, {@link #getAll} and
   * {@link #partition}; writes and queries are unchanged.
   */
  public RecordTable<R, K> consistentReads() {
    return consistentReads ? this : new RecordTable<>(transport, tableName, type, true);
  }

  /** Whether reads of this table are strongly consistent. */
  public boolean readsConsistently() {
    return consistentReads;
  }

  /**
   * Creates {@code record} if absent: PutItem guarded by {@code attribute_not_exists(PK)}, or for
   * a counted edge one transaction with its counter updates, built as a transaction's put is
   * ({@link RecordWrites#put}). {@code false} if it existed.
   */
  public CompletableFuture<Boolean> put(R record) {
    if (!type.counted()) {
      return Items.putIfAbsent(transport, tableName, type.marshaller().toItem(record));
    }
    return CountedWrites.run(
        transport, RecordWrites.put(0, tableName, type, record), RetryPolicy.TRANSACTIONS);
  }

  /** {@link Items#replaceIfExists}; {@code condition} may be null. */
  public CompletableFuture<Boolean> replace(R record, Condition<R> condition) {
    return Items.replaceIfExists(
        transport, tableName, type.marshaller().toItem(record), condition);
  }

  /** A node's upsert ({@link Items#upsertPreserving}) that never overwrites its counters. */
  public CompletableFuture<Void> save(R record) {
    if (!(type instanceof NodeType<R, K> node)) {
      throw new IllegalStateException(type.kind() + " is not a node: only nodes are saved");
    }
    return Items.upsertPreserving(
        transport,
        tableName,
        node.marshaller().toItem(record),
        node.counterAttributes(),
        node.removableAttributes());
  }

  /** GetItem, decoded; empty if absent. */
  public CompletableFuture<Optional<R>> get(K key) {
    return Items.get(transport, tableName, type.tableKey(key), consistentReads)
        .thenApply(item -> item.map(type.marshaller()::fromItem));
  }

  /** GetItem projecting only the key. */
  public CompletableFuture<Boolean> exists(K key) {
    return Items.exists(transport, tableName, type.tableKey(key), consistentReads);
  }

  /**
   * Deletes the item of {@code key} if present [and {@code condition}, may be null]: DeleteItem,
   * or for a counted edge one transaction with its counter updates.
   */
  public CompletableFuture<Boolean> delete(K key, Condition<R> condition) {
    if (!type.counted()) {
      return Items.delete(transport, tableName, type.tableKey(key), condition);
    }
    return CountedWrites.run(
        transport,
        RecordWrites.delete(0, tableName, type, key, condition),
        RetryPolicy.TRANSACTIONS);
  }

  /** {@link Batches#putAll}: BatchWriteItem, overwriting. */
  public CompletableFuture<Void> putAll(Collection<R> records) {
    noNulls(records, "records");
    return Batches.putAll(
        transport, tableName, records, type.marshaller()::toItem, RetryPolicy.BATCHES);
  }

  /** {@link Batches#putAllCounted}: one counted transaction per record; how many were created. */
  public CompletableFuture<Integer> putAllCounted(Collection<R> records) {
    noNulls(records, "records");
    return Batches.putAllCounted(
        transport,
        tableName,
        records,
        type.marshaller()::toItem,
        record -> type.counters(type.keyOf(record)),
        RetryPolicy.TRANSACTIONS,
        Batches.DEFAULT_CONCURRENCY);
  }

  /** {@link Batches#deleteAll}: BatchWriteItem. */
  public CompletableFuture<Void> deleteAll(Collection<K> keys) {
    noNullKeys(keys);
    return Batches.deleteAll(transport, tableName, keys, type::tableKey, RetryPolicy.BATCHES);
  }

  /** {@link Batches#deleteAllCounted}: one counted transaction per key; how many existed. */
  public CompletableFuture<Integer> deleteAllCounted(Collection<K> keys) {
    noNullKeys(keys);
    return Batches.deleteAllCounted(
        transport,
        tableName,
        keys,
        type::tableKey,
        type::counters,
        RetryPolicy.TRANSACTIONS,
        Batches.DEFAULT_CONCURRENCY);
  }

  /** {@link Batches#getAll}: the items found, in the order of {@code keys}. */
  public CompletableFuture<List<R>> getAll(Collection<K> keys) {
    noNullKeys(keys);
    return Batches.getAll(
        transport,
        tableName,
        keys,
        type::tableKey,
        type.marshaller()::fromItem,
        consistentReads,
        RetryPolicy.BATCHES);
  }

  /** {@code PK = partitionValue AND begins_with(SK, sortPrefix)}, decoded by the marshaller. */
  public QuerySpec<R> query(String partitionValue, String sortPrefix) {
    return QuerySpec.base(
        transport, tableName, partitionValue, Optional.of(sortPrefix), type.marshaller()::fromItem);
  }

  /**
   * A query of {@code index} over its shards' partitions, decoded by the marshaller. The index
   * holds what {@code projection} says: a {@code where} on an attribute it lacks throws before
   * anything is sent, and a record that cannot be built without its absent components fails with
   * {@link io.edgetable.UnprojectedComponentException} naming them.
   */
  public QuerySpec<R> queryIndex(
      String index, List<String> partitionValues, String sortPrefix, IndexProjection projection) {
    Function<Map<String, AttributeValue>, R> decoder = type.marshaller()::fromItem;
    if (projection.lacksComponents()) {
      Function<Map<String, AttributeValue>, R> whole = decoder;
      decoder =
          item -> {
            try {
              return whole.apply(item);
            } catch (RuntimeException e) {
              throw projection.unreadable(type.kind(), index, e);
            }
          };
    }
    return QuerySpec.index(transport, tableName, index, partitionValues, sortPrefix, decoder)
        .withProjection(projection);
  }

  /** A query of a {@code KEYS_ONLY} index, each item decoded to its edge's key. */
  public QuerySpec<K> queryIndexKeys(
      String index, List<String> partitionValues, String sortPrefix) {
    return QuerySpec.index(
        transport, tableName, index, partitionValues, sortPrefix, type::keyFromItem);
  }

  /**
   * Every page of the query {@code PK = partitionValue} with no sort-key condition, sorted into
   * the node item ({@code SK = nodeSortKey}) and the edges of each prefix, in SK order.
   */
  public CompletableFuture<PartitionItems<R>> partition(
      String nodeSortKey, String partitionValue, String... edgePrefixes) {
    List<String> prefixes = List.of(edgePrefixes);
    QuerySpec<Map<String, AttributeValue>> spec =
        QuerySpec.base(transport, tableName, partitionValue, Optional.empty(), Function.identity());
    CompletableFuture<List<Map<String, AttributeValue>>> items =
        consistentReads ? Queries.async(() -> spec).consistentRead().all() : Queries.all(spec);
    return items.thenApply(
        all -> new PartitionItems<>(type.marshaller(), nodeSortKey, prefixes, all));
  }

  private static void noNulls(Collection<?> values, String what) {
    int index = 0;
    for (Object value : values) {
      if (value == null) {
        throw new NullPointerException(
            what + " must not contain null (element " + index + " is null)");
      }
      index++;
    }
  }

  /** A null edge key names the argument; a node's null id is an invalid key, as in get. */
  private void noNullKeys(Collection<K> keys) {
    if (type instanceof EdgeType) {
      noNulls(keys, "keys");
    }
  }
}
