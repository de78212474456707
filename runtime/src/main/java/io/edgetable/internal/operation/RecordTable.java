package io.edgetable.internal.operation;

import io.edgetable.exception.UnreadableItemException;
import io.edgetable.internal.codec.TableKeys;
import io.edgetable.internal.codec.UnreadableValueException;
import io.edgetable.internal.model.CounterItems;
import io.edgetable.internal.model.EdgeLink;
import io.edgetable.internal.model.EdgeType;
import io.edgetable.internal.model.Expiry;
import io.edgetable.internal.query.Hydrator;
import io.edgetable.internal.query.IndexProjection;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.model.RecordType;
import io.edgetable.internal.query.PartitionItems;
import io.edgetable.internal.query.Queries;
import io.edgetable.internal.query.QuerySpec;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.internal.transport.Transport;

import io.edgetable.expression.Condition;
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

  /**
   * Creates {@code record} if absent: PutItem guarded by {@code attribute_not_exists(PK)} (or that
   * the stored item has expired), or for a counted edge one transaction with its counter updates,
   * built as a transaction's put is ({@link RecordWrites#put}). {@code false} if it existed. A
   * versioned record is created with version 1.
   */
  public CompletableFuture<Boolean> put(R record) {
    if (!type.counted()) {
      Map<String, AttributeValue> item = RecordWrites.created(type, record);
      return Items.putIfAbsent(transport, tableName, item, Expiry.of(type));
    }
    return CountedWrites.run(
        transport, RecordWrites.put(0, tableName, type, record), RetryPolicy.TRANSACTIONS);
  }

  /**
   * {@link Items#replaceIfExists}, {@code condition} may be null; for a versioned record only if
   * the stored version is the record's ({@link VersionedWrites#replace}).
   */
  public CompletableFuture<Boolean> replace(R record, Condition<R> condition) {
    if (type.versionAttribute().isPresent()) {
      return versioned().replace(record, condition);
    }
    return Items.replaceIfExists(
        transport, tableName, type.itemOf(record), Expiry.of(type), condition);
  }

  /**
   * A node's upsert ({@link Items#upsertPreserving}) that never overwrites its counters; for a
   * versioned node conditional on the stored version ({@link VersionedWrites#save}).
   */
  public CompletableFuture<Void> save(R record) {
    if (!(type instanceof NodeType<R, K> node)) {
      throw new IllegalStateException(type.kind() + " is not a node: only nodes are saved");
    }
    if (type.versionAttribute().isPresent()) {
      return versioned().save(record);
    }
    return Items.upsertPreserving(
        transport,
        tableName,
        type.itemOf(record),
        node.counterAttributes(),
        node.removableAttributes());
  }

  /**
   * {@link Items#update}: one UpdateItem of {@code key} with {@code update}'s actions (and the
   * version's {@code ADD 1}), if the item exists [and {@code condition}, may be null]; the record
   * as stored after it, or empty when nothing was written.
   */
  public CompletableFuture<Optional<R>> update(
      K key, io.edgetable.expression.Update<R> update, Condition<R> condition) {
    return Items.update(
            transport,
            tableName,
            type.tableKey(key),
            update,
            condition,
            type.versionAttribute(),
            Expiry.of(type))
        .thenApply(item -> item.map(type.marshaller()::fromItem));
  }

  /**
   * GetItem, decoded; empty if absent (or expired). A node with counter items reads them with its
   * item in one BatchGetItem ({@link CountedNodeReads}).
   */
  public CompletableFuture<Optional<R>> get(K key) {
    if (type instanceof NodeType<R, K> node && node.hasCounterItems()) {
      return CountedNodeReads.get(
          transport, tableName, node, key, consistentReads, RetryPolicy.BATCHES);
    }
    return Items.get(transport, tableName, type.tableKey(key), consistentReads, Expiry.of(type))
        .thenApply(item -> item.map(type.marshaller()::fromItem));
  }

  /** GetItem projecting only the key (and the time to live, to tell an expired item). */
  public CompletableFuture<Boolean> exists(K key) {
    return Items.exists(
        transport, tableName, type.tableKey(key), consistentReads, Expiry.of(type));
  }

  /**
   * Deletes the item of {@code key} if present [and {@code condition}, may be null]: DeleteItem,
   * or for a counted edge one transaction with its counter updates. A node with counters is
   * deleted only while they count no edge ({@link NodeDeletes}).
   */
  public CompletableFuture<Boolean> delete(K key, Condition<R> condition) {
    if (type instanceof NodeType<R, K> node && !node.counterAttributes().isEmpty()) {
      return NodeDeletes.delete(
          transport, tableName, node, type.tableKey(key), condition, RetryPolicy.TRANSACTIONS);
    }
    if (!type.counted()) {
      return Items.delete(transport, tableName, type.tableKey(key), Expiry.of(type), condition);
    }
    return CountedWrites.run(
        transport,
        RecordWrites.delete(0, tableName, type, key, condition),
        RetryPolicy.TRANSACTIONS);
  }

  /**
   * Deletes {@code record}'s item only if it holds the record's version ({@link
   * VersionedWrites#delete}); {@code false} if absent. Versioned records only.
   */
  public CompletableFuture<Boolean> delete(R record) {
    return versioned().delete(record);
  }

  /**
   * A node's delete with its edges ({@link NodeCascade}): the edges of every link (from it and to
   * it), each as its DAO deletes it, then the node; {@code true} if the node existed.
   */
  public CompletableFuture<Boolean> deleteWithEdges(K id, List<EdgeLink> links) {
    if (!(type instanceof NodeType<R, K> node)) {
      throw new IllegalStateException(type.kind() + " is not a node: only nodes have edges");
    }
    return NodeCascade.deleteWithEdges(transport, tableName, node, id, links);
  }

  /**
   * {@link Batches#putAll}: BatchWriteItem, overwriting; versioned records each with the
   * condition of {@code save} ({@link VersionedWrites#putAll}). A node with counters refuses a
   * record whose counter is not 0, as {@code put} does, and is written as {@code save} writes it,
   * one UpdateItem a node ({@link Batches#putAllEach}): a BatchWriteItem Put would overwrite the
   * count of its edges.
   */
  public CompletableFuture<Void> putAll(Collection<R> records) {
    noNulls(records, "records");
    if (type instanceof NodeType<R, K> node && !node.counterAttributes().isEmpty()) {
      return putAllCountedNodes(node, records);
    }
    if (type.versionAttribute().isPresent()) {
      return versioned().putAll(records).thenApply(created -> null);
    }
    return Batches.putAll(transport, tableName, records, type::itemOf, RetryPolicy.BATCHES);
  }

  /** {@link #putAll} of nodes with counters; every record checked before anything is sent. */
  private CompletableFuture<Void> putAllCountedNodes(NodeType<R, K> node, Collection<R> records) {
    if (type.versionAttribute().isPresent()) {
      records.forEach(r -> node.requireCountersAtZero(type.keyOf(r), type.itemOf(r), "putAll"));
      return versioned().putAll(records).thenApply(created -> null);
    }
    return Batches.putAllEach(
            transport,
            records,
            record -> type.tableKey(type.keyOf(record)),
            record -> {
              Map<String, AttributeValue> item = type.itemOf(record);
              node.requireCountersAtZero(type.keyOf(record), item, "putAll");
              return () ->
                  Items.upsertPreserving(
                          transport,
                          tableName,
                          item,
                          node.counterAttributes(),
                          node.removableAttributes())
                      .thenApply(written -> false);
            },
            record -> List.of(),
            Batches.DEFAULT_CONCURRENCY)
        .thenApply(written -> null);
  }

  /**
   * {@link Batches#putAllCounted}: one counted transaction per record, each the action of {@link
   * #put}; how many were created.
   */
  public CompletableFuture<Integer> putAllCounted(Collection<R> records) {
    noNulls(records, "records");
    if (type.versionAttribute().isPresent()) {
      return versioned().putAll(records);
    }
    return Batches.putAllCounted(
        transport,
        records,
        record -> RecordWrites.put(0, tableName, type, record),
        RetryPolicy.TRANSACTIONS,
        Batches.DEFAULT_CONCURRENCY);
  }

  /**
   * {@link Batches#deleteAll}: BatchWriteItem. Nodes with counters are deleted one by one as {@link
   * #delete} does ({@link NodeDeletes#deleteAll}), since a batch write cannot refuse a node that
   * counted edges still point at.
   */
  public CompletableFuture<Void> deleteAll(Collection<K> keys) {
    noNullKeys(keys);
    if (type instanceof NodeType<R, K> node && !node.counterAttributes().isEmpty()) {
      return NodeDeletes.deleteAll(
              transport,
              tableName,
              node,
              keys,
              RetryPolicy.TRANSACTIONS,
              Batches.DEFAULT_CONCURRENCY)
          .thenApply(deleted -> null);
    }
    return Batches.deleteAll(transport, tableName, keys, type::tableKey, RetryPolicy.BATCHES);
  }

  /**
   * {@link Batches#deleteAllCounted}: one counted transaction per key, each the action of {@link
   * #delete}; how many existed.
   */
  public CompletableFuture<Integer> deleteAllCounted(Collection<K> keys) {
    noNullKeys(keys);
    return Batches.deleteAllCounted(
        transport,
        keys,
        key -> RecordWrites.delete(0, tableName, type, key, null),
        RetryPolicy.TRANSACTIONS,
        Batches.DEFAULT_CONCURRENCY);
  }

  /**
   * {@link Batches#getAll}: the items found (and not expired), in the order of {@code keys}; nodes
   * with counter items read them in the same requests.
   */
  public CompletableFuture<List<R>> getAll(Collection<K> keys) {
    noNullKeys(keys);
    if (type instanceof NodeType<R, K> node && node.hasCounterItems()) {
      return CountedNodeReads.getAll(
          transport, tableName, node, keys, consistentReads, RetryPolicy.BATCHES);
    }
    return Batches.getAll(
        transport,
        tableName,
        keys,
        type::tableKey,
        type.marshaller()::fromItem,
        Expiry.of(type),
        consistentReads,
        RetryPolicy.BATCHES);
  }

  /** {@code PK = partitionValue AND begins_with(SK, sortPrefix)}, decoded by the marshaller. */
  public QuerySpec<R> query(String partitionValue, String sortPrefix) {
    return QuerySpec.base(
            transport,
            tableName,
            partitionValue,
            Optional.of(sortPrefix),
            type.marshaller()::fromItem)
        .withTtl(type.ttlAttribute());
  }

  /**
   * A query of {@code index} over its shards' partitions, decoded by the marshaller. The index
   * holds what {@code projection} says: a {@code where} on an attribute it lacks throws before
   * anything is sent, and a record that cannot be built without its absent components fails with
   * {@link io.edgetable.exception.UnprojectedComponentException} naming them.
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
            } catch (UnreadableItemException e) {
              throw e; // a stored value, not the projection, is what cannot be read
            } catch (RuntimeException e) {
              throw projection.unreadable(type.kind(), index, e);
            }
          };
    }
    return QuerySpec.index(transport, tableName, index, partitionValues, sortPrefix, decoder)
        .withTtl(type.ttlAttribute())
        .withProjection(projection);
  }

  /**
   * A query of {@code index} (which projects {@code KEYS_ONLY} or {@code INCLUDE}) whose every page
   * is followed by one BatchGetItem per 100 keys on the base table, decoding the whole records in
   * the index's order; items gone from the table, or expired, are left out. A {@code where} may
   * name only what the index holds ({@code projection}).
   */
  public QuerySpec<R> queryIndexHydrated(
      String index, List<String> partitionValues, String sortPrefix, IndexProjection projection) {
    Hydrator hydrator =
        (items, consistent) ->
            items.isEmpty()
                ? CompletableFuture.completedFuture(List.of())
                : Batches.getAll(
                    transport,
                    tableName,
                    items,
                    TableKeys::keyOf,
                    Function.identity(),
                    Expiry.of(type),
                    consistent || consistentReads,
                    RetryPolicy.BATCHES);
    return QuerySpec.index(transport, tableName, index, partitionValues, sortPrefix, item -> item)
        .withTtl(type.ttlAttribute())
        .withProjection(projection)
        .hydrated(hydrator, type.marshaller()::fromItem);
  }

  /**
   * A query of a {@code KEYS_ONLY} index, each item decoded to its edge's key; a key that does not
   * hold ids of the edge's types throws {@link UnreadableItemException} naming it.
   */
  public QuerySpec<K> queryIndexKeys(
      String index, List<String> partitionValues, String sortPrefix) {
    Function<Map<String, AttributeValue>, K> decoder =
        item -> {
          try {
            return type.keyFromItem(item);
          } catch (UnreadableValueException e) {
            throw e.inItem(type.kind(), item);
          }
        };
    return QuerySpec.index(transport, tableName, index, partitionValues, sortPrefix, decoder)
        .withProjection(IndexProjection.keysOnly(List.of()));
  }

  /**
   * Every page of the query {@code PK = partitionValue} with no sort-key condition, sorted into
   * the node item ({@code SK = nodeSortKey}) and the edges of each prefix, in SK order. A node
   * with counter items reads them beside the Query (a BatchGetItem) and adds them to its counts.
   */
  public CompletableFuture<PartitionItems<R>> partition(
      String nodeSortKey, String partitionValue, String... edgePrefixes) {
    return expiringPartition(null, nodeSortKey, partitionValue, edgePrefixes);
  }

  /**
   * {@link #partition}, skipping the items whose {@code ttlAttribute} has passed (in the
   * FilterExpression): for a node whose partition holds a kind with a time to live, its own or an
   * edge's ({@code null}: none).
   */
  public CompletableFuture<PartitionItems<R>> expiringPartition(
      String ttlAttribute, String nodeSortKey, String partitionValue, String... edgePrefixes) {
    List<String> prefixes = List.of(edgePrefixes);
    Optional<NodeType<R, K>> counted =
        type instanceof NodeType<R, K> node && node.hasCounterItems()
            ? Optional.of(node)
            : Optional.empty();
    Map<String, AttributeValue> nodeKey =
        Map.of(
            TableKeys.PARTITION, AttributeValue.fromS(partitionValue),
            TableKeys.SORT, AttributeValue.fromS(nodeSortKey));
    // Built before anything is sent: an id too long for its counter items is refused first.
    counted.ifPresent(node -> node.counterItemKeys(nodeKey));
    QuerySpec<Map<String, AttributeValue>> spec =
        QuerySpec.base(transport, tableName, partitionValue, Optional.empty(), Function.identity())
            .withTtl(Optional.ofNullable(ttlAttribute));
    CompletableFuture<List<Map<String, AttributeValue>>> items =
        Queries.all(spec, consistentReads);
    if (counted.isEmpty()) {
      return items.thenApply(
          all -> new PartitionItems<>(type.marshaller(), nodeSortKey, prefixes, all));
    }
    NodeType<R, K> node = counted.get();
    return items.thenCombine(
        CountedNodeReads.counterItems(
            transport, tableName, node, nodeKey, consistentReads, RetryPolicy.BATCHES),
        (all, found) ->
            new PartitionItems<>(
                type.marshaller(),
                nodeSortKey,
                prefixes,
                all,
                item -> CounterItems.withCounts(item, node.counterShards(), found)));
  }

  private VersionedWrites<R, K> versioned() {
    return new VersionedWrites<>(transport, tableName, type);
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
