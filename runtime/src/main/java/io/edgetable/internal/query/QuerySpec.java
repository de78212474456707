package io.edgetable.internal.query;

import io.edgetable.exception.IndexNotFoundException;
import io.edgetable.internal.transport.Futures;
import io.edgetable.internal.transport.Transport;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Everything a generated DAO knows about one query: where ({@code index} empty = base table), which
 * partition ({@code partitionValues}: one value, or one per shard of a sharded index, in shard
 * order), which sort-key prefix ({@code begins_with}; empty = the whole partition), the attributes
 * of the items' key on that index (for cursors and the shard merge: e.g. {@code [GSI1PK, GSI1SK,
 * PK, SK]}), how to decode an item, the time-to-live attribute of the items it reads, if they
 * have one (an item whose time has passed is filtered out, {@code FilterExpression}, as DynamoDB
 * deletes it only later), and what the index holds of each item ({@code projection}; {@link
 * IndexProjection#ALL} for the base table), so that a filter on an attribute it lacks is refused
 * before anything is sent. A {@code hydrator} (index queries only) replaces each page of index
 * items with the base-table items behind them, which {@code decoder} then decodes. An {@code
 * order} (ordered inverse indexes only) names the typed attribute the index sorts by before its
 * sort attribute, and the caller's range on it.
 */
public record QuerySpec<T>(
    Transport transport,
    String tableName,
    Optional<String> index,
    String partitionAttribute,
    List<String> partitionValues,
    String sortAttribute,
    Optional<String> sortPrefix,
    List<String> keyAttributes,
    Function<Map<String, AttributeValue>, T> decoder,
    Optional<String> ttlAttribute,
    IndexProjection projection,
    Optional<Hydrator> hydrator,
    Optional<IndexOrder> order) {

  public QuerySpec {
    Objects.requireNonNull(transport, "transport");
    requireText(tableName, "tableName");
    Objects.requireNonNull(index, "index");
    requireText(partitionAttribute, "partitionAttribute");
    requireText(sortAttribute, "sortAttribute");
    Objects.requireNonNull(sortPrefix, "sortPrefix");
    Objects.requireNonNull(decoder, "decoder");
    Objects.requireNonNull(ttlAttribute, "ttlAttribute");
    Objects.requireNonNull(projection, "projection");
    Objects.requireNonNull(hydrator, "hydrator");
    Objects.requireNonNull(order, "order");
    if (order.isPresent()
        && (index.isEmpty() || !keyAttributes.contains(order.get().attribute()))) {
      throw new IllegalArgumentException(
          "An ordered query reads an index whose key holds its sort attribute");
    }
    if (index.isEmpty() && hydrator.isPresent()) {
      throw new IllegalArgumentException("Only an index query reads the base table after it");
    }
    partitionValues = List.copyOf(partitionValues);
    keyAttributes = List.copyOf(keyAttributes);
    if (partitionValues.isEmpty()) {
      throw new IllegalArgumentException("A query needs at least one partition value");
    }
    partitionValues.forEach(v -> requireText(v, "partition value"));
    if (!keyAttributes.contains(partitionAttribute) || !keyAttributes.contains(sortAttribute)) {
      throw new IllegalArgumentException(
          "keyAttributes "
              + keyAttributes
              + " must contain the partition attribute "
              + partitionAttribute
              + " and the sort attribute "
              + sortAttribute);
    }
    if (index.isEmpty() && !projection.all()) {
      throw new IllegalArgumentException("The base table holds every attribute: projection ALL");
    }
    if (index.isEmpty() && partitionValues.size() > 1) {
      throw new IllegalArgumentException(
          "Only an index query can span shards; the base table has one partition per key");
    }
  }

  /** This query of items whose time to live is {@code ttlAttribute} (empty: none). */
  public QuerySpec<T> withTtl(Optional<String> ttlAttribute) {
    return with(ttlAttribute, projection);
  }

  /** Whether the query fans out over several shards of a sharded inverse index. */
  public boolean sharded() {
    return partitionValues.size() > 1;
  }

  /** This query, on an index that holds only what {@code projection} says. */
  public QuerySpec<T> withProjection(IndexProjection projection) {
    return with(ttlAttribute, projection);
  }

  /**
   * This index query, each page followed by {@code hydrator}'s BatchGetItem; {@code decoder}
   * decodes the base-table items it returns.
   */
  public <R> QuerySpec<R> hydrated(
      Hydrator hydrator, Function<Map<String, AttributeValue>, R> decoder) {
    return with(decoder, ttlAttribute, projection, Optional.of(hydrator));
  }

  /** Whether each page is followed by a read of the base-table items behind it. */
  public boolean isHydrated() {
    return hydrator.isPresent();
  }

  /**
   * This index query on an index sorted by {@code order}'s attribute, then the sort attribute (a
   * multi-attribute sort key): the items come in that order, and {@code order}'s range is a key
   * condition.
   */
  public QuerySpec<T> ordered(IndexOrder order) {
    if (this.order.isPresent()) {
      throw new IllegalStateException("The query is ordered already");
    }
    List<String> keys = new java.util.ArrayList<>(keyAttributes);
    keys.add(keys.indexOf(partitionAttribute) + 1, order.attribute());
    return new QuerySpec<>(transport, tableName, index, partitionAttribute, partitionValues,
        sortAttribute, sortPrefix, keys, decoder, ttlAttribute, projection, hydrator,
        Optional.of(order));
  }

  /**
   * The attribute a sort-key range reads: the order's attribute on an ordered index, else the
   * sort attribute.
   */
  public String rangeAttribute() {
    return order.map(IndexOrder::attribute).orElse(sortAttribute);
  }

  /** The DynamoDB type of key attribute {@code attribute}: only an order's may be other than S. */
  AttributeValue.Type typeOf(String attribute) {
    return order.filter(o -> o.attribute().equals(attribute))
        .map(IndexOrder::type)
        .orElse(AttributeValue.Type.S);
  }

  /**
   * Sends {@code request}, one of this query's; a table without the queried index fails with an
   * {@link IndexNotFoundException} that names the index's key schema and projection as this query
   * needs them.
   */
  CompletableFuture<QueryResponse> query(QueryRequest request) {
    return transport
        .query(request)
        .handle(
            (response, failure) -> {
              if (failure == null) {
                return CompletableFuture.completedFuture(response);
              }
              Throwable cause = Futures.cause(failure);
              return CompletableFuture.<QueryResponse>failedFuture(
                  cause instanceof IndexNotFoundException missing ? needed(missing) : cause);
            })
        .thenCompose(outcome -> outcome);
  }

  /** {@code missing}, saying what the index must be: its key schema and projection. */
  private IndexNotFoundException needed(IndexNotFoundException missing) {
    StringBuilder keys = new StringBuilder("HASH ").append(partitionAttribute);
    keys.append(" (S), RANGE ");
    order.ifPresent(o -> keys.append(o.attribute()).append(" (").append(o.type()).append("), "));
    keys.append(sortAttribute).append(" (S)");
    return new IndexNotFoundException(
        missing.getMessage()
            + " The model needs it as: key "
            + keys
            + ", projection "
            + projection.describe()
            + ". Add it to the table (UpdateTable with the index that"
            + " TableDefinition.of(FooKeys.SCHEMA, ...).createTableRequest(\""
            + tableName
            + "\") lists), or create the table from the model with createIfMissing.",
        missing.tableName(),
        missing.indexName(),
        missing.getCause());
  }

  /** This query with {@code ttlAttribute} and {@code projection}, all else as it is. */
  private QuerySpec<T> with(Optional<String> ttlAttribute, IndexProjection projection) {
    return with(decoder, ttlAttribute, projection, hydrator);
  }

  private <R> QuerySpec<R> with(
      Function<Map<String, AttributeValue>, R> decoder,
      Optional<String> ttlAttribute,
      IndexProjection projection,
      Optional<Hydrator> hydrator) {
    return new QuerySpec<>(
        transport,
        tableName,
        index,
        partitionAttribute,
        partitionValues,
        sortAttribute,
        sortPrefix,
        keyAttributes,
        decoder,
        ttlAttribute,
        projection,
        hydrator,
        order);
  }

  /**
   * Throws {@link IllegalArgumentException} if {@code filter} names an attribute that the queried
   * index does not hold.
   */
  void checkFilter(QueryFilter filter) {
    index.ifPresent(i -> projection.checkFilter(i, keyAttributes, filter));
  }

  private static void requireText(String value, String what) {
    if (value == null || value.isEmpty()) {
      throw new IllegalArgumentException(what + " must not be null or empty");
    }
  }

  /** A base-table query on {@code PK = partitionValue}, optionally {@code begins_with(SK, p)}. */
  public static <T> QuerySpec<T> base(
      DynamoDbClient client,
      String tableName,
      String partitionValue,
      Optional<String> sortPrefix,
      Function<Map<String, AttributeValue>, T> decoder) {
    return base(Transport.of(client), tableName, partitionValue, sortPrefix, decoder);
  }

  /** {@link #base(DynamoDbClient, String, String, Optional, Function)} on any transport. */
  public static <T> QuerySpec<T> base(
      Transport transport,
      String tableName,
      String partitionValue,
      Optional<String> sortPrefix,
      Function<Map<String, AttributeValue>, T> decoder) {
    return new QuerySpec<>(
        transport,
        tableName,
        Optional.empty(),
        "PK",
        List.of(partitionValue),
        "SK",
        sortPrefix,
        List.of("PK", "SK"),
        decoder,
        Optional.empty(),
        IndexProjection.ALL,
        Optional.empty(),
        Optional.empty());
  }

  /** A query on index {@code index} ({@code indexPK}/{@code indexSK}) over one or more shards. */
  public static <T> QuerySpec<T> index(
      DynamoDbClient client,
      String tableName,
      String index,
      List<String> partitionValues,
      String sortPrefix,
      Function<Map<String, AttributeValue>, T> decoder) {
    return index(Transport.of(client), tableName, index, partitionValues, sortPrefix, decoder);
  }

  /** {@link #index(DynamoDbClient, String, String, List, String, Function)} on any transport. */
  public static <T> QuerySpec<T> index(
      Transport transport,
      String tableName,
      String index,
      List<String> partitionValues,
      String sortPrefix,
      Function<Map<String, AttributeValue>, T> decoder) {
    return new QuerySpec<>(
        transport,
        tableName,
        Optional.of(index),
        index + "PK",
        partitionValues,
        index + "SK",
        Optional.of(sortPrefix),
        List.of(index + "PK", index + "SK", "PK", "SK"),
        decoder,
        Optional.empty(),
        IndexProjection.ALL,
        Optional.empty(),
        Optional.empty());
  }
}
