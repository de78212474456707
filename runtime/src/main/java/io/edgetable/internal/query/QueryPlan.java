package io.edgetable.internal.query;

import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.model.Expiry;
import io.edgetable.internal.transport.Futures;
import io.edgetable.query.KeyRange;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * The fixed part of a query's requests: where, which order, which filter (the caller's, and that
 * the items have not expired when the spec names a time to live). Builds one shard's {@link
 * QueryRequest} and sends it. {@code unordered}: the shards of a sharded index are read one after
 * the other, not merged. {@code consistentRead} of a hydrated index query applies to its
 * BatchGetItem, never to the index Query.
 */
public record QueryPlan<T>(
    QuerySpec<T> spec,
    boolean descending,
    boolean consistentRead,
    Optional<QueryFilter> filter,
    boolean unordered) {
  private static final String PARTITION_NAME = "#pk";
  private static final String SORT_NAME = "#sk";
  private static final String ORDER_NAME = "#ok";
  private static final String PARTITION_VALUE = ":pk";
  private static final String PREFIX_VALUE = ":prefix";
  private static final String LOW_VALUE = ":low";
  private static final String HIGH_VALUE = ":high";

  /** The prefix of the time-to-live filter's placeholders ({@code #ttln0}, {@code :ttlv0}). */
  private static final String TTL_PLACEHOLDERS = "ttl";

  /** A merged plan (the shards of a sharded index in the index's order). */
  public QueryPlan(
      QuerySpec<T> spec, boolean descending, boolean consistentRead, Optional<QueryFilter> filter) {
    this(spec, descending, consistentRead, filter, false);
  }

  int shards() {
    return spec.partitionValues().size();
  }

  /**
   * Whether a Query may read items it does not return: the caller's filter, an ordered index's
   * label filter, or the time-to-live filter.
   */
  boolean filtersItems() {
    return filter.isPresent()
        || spec.order().map(IndexOrder::labelFilter).orElse(false)
        || spec.ttlAttribute().isPresent();
  }

  /**
   * The Query on shard {@code shard}: {@code #pk = :pk [AND begins_with(#sk, :prefix)]}, the
   * filter's own placeholders ({@code #n0}, {@code :v0}...) beside the key condition's.
   */
  QueryRequest request(
      int shard, Optional<Map<String, AttributeValue>> startKey, Integer limit, boolean count) {
    return request(ShardRead.after(shard, startKey, limit), count);
  }

  /**
   * The Query of {@code read}: as above, or with a sort-key range {@code #sk BETWEEN :low AND
   * :high} inside the prefix when the read names one.
   */
  QueryRequest request(ShardRead read, boolean count) {
    Map<String, String> names = new LinkedHashMap<>();
    Map<String, AttributeValue> values = new LinkedHashMap<>();
    names.put(PARTITION_NAME, spec.partitionAttribute());
    values.put(PARTITION_VALUE, AttributeValue.fromS(spec.partitionValues().get(read.shard())));
    String keyCondition = PARTITION_NAME + " = " + PARTITION_VALUE;
    if (spec.order().isPresent()) {
      keyCondition += orderCondition(spec.order().get(), read, names, values);
    } else if (read.ranged()) {
      String prefix =
          spec.sortPrefix()
              .orElseThrow(
                  () -> new IllegalStateException("A sort-key range needs the query's prefix"));
      String from = read.from() != null ? read.from().s() : null;
      String to = read.to() != null ? read.to().s() : null;
      String first = from != null ? from : descending ? prefixEnd(prefix) : prefix;
      String last = to != null ? to : descending ? prefix : prefixEnd(prefix);
      names.put(SORT_NAME, spec.sortAttribute());
      values.put(LOW_VALUE, AttributeValue.fromS(descending ? last : first));
      values.put(HIGH_VALUE, AttributeValue.fromS(descending ? first : last));
      keyCondition += " AND " + SORT_NAME + " BETWEEN " + LOW_VALUE + " AND " + HIGH_VALUE;
    } else if (spec.sortPrefix().isPresent()) {
      names.put(SORT_NAME, spec.sortAttribute());
      values.put(PREFIX_VALUE, AttributeValue.fromS(spec.sortPrefix().get()));
      keyCondition += " AND begins_with(" + SORT_NAME + ", " + PREFIX_VALUE + ")";
    }
    QueryRequest.Builder request =
        QueryRequest.builder().tableName(spec.tableName()).keyConditionExpression(keyCondition);
    spec.index().ifPresent(request::indexName);
    String filterText = null;
    if (spec.order().isPresent() && spec.order().get().labelFilter()) {
      // Other kinds share the index: after the typed attribute the label cannot be a key condition.
      names.put(SORT_NAME, spec.sortAttribute());
      values.put(PREFIX_VALUE, AttributeValue.fromS(spec.sortPrefix().orElseThrow()));
      filterText = "begins_with(" + SORT_NAME + ", " + PREFIX_VALUE + ")";
    }
    if (filter.isPresent()) {
      QueryFilter f = filter.get();
      putAllDistinct(names, f.names());
      putAllDistinct(values, f.values());
      filterText = filterText == null ? f.text() : filterText + " AND (" + f.text() + ")";
    }
    if (spec.ttlAttribute().isPresent()) {
      // Expired items stay until DynamoDB deletes them (up to days later): filter them out.
      ExpressionWriter ttl = new ExpressionWriter(TTL_PLACEHOLDERS);
      String live = Expiry.of(spec.ttlAttribute()).liveCondition(ttl);
      putAllDistinct(names, ttl.names());
      putAllDistinct(values, ttl.values());
      filterText = filterText == null ? live : "(" + filterText + ") AND " + live;
    }
    if (filterText != null) {
      request.filterExpression(filterText);
    }
    request.expressionAttributeNames(names).expressionAttributeValues(values);
    if (read.limit() != null) {
      request.limit(read.limit());
    }
    if (descending) {
      request.scanIndexForward(false);
    }
    if (consistentRead && spec.index().isEmpty()) {
      request.consistentRead(true);
    }
    if (count) {
      request.select(Select.COUNT);
    }
    read.startKey().ifPresent(request::exclusiveStartKey);
    return request.build();
  }

  /**
   * The key condition on an ordered index's sort attribute, after the partition's: the caller's
   * range as given, or, when the merge bounds the read, that range narrowed to the read's {@code
   * BETWEEN} (an exclusive end of the caller's then reads the items at it, which the merge drops).
   */
  private String orderCondition(
      IndexOrder order,
      ShardRead read,
      Map<String, String> names,
      Map<String, AttributeValue> values) {
    if (!read.ranged() && order.range().isEmpty()) {
      return "";
    }
    names.put(ORDER_NAME, order.attribute());
    if (!read.ranged()) {
      KeyRange<AttributeValue> range = order.range().get();
      values.put(LOW_VALUE, range.operands().get(0));
      return switch (range.kind()) {
        case BETWEEN -> {
          values.put(HIGH_VALUE, range.operands().get(1));
          yield " AND " + ORDER_NAME + " BETWEEN " + LOW_VALUE + " AND " + HIGH_VALUE;
        }
        case BEGINS_WITH -> " AND begins_with(" + ORDER_NAME + ", " + LOW_VALUE + ")";
        default -> " AND " + ORDER_NAME + " " + range.kind().operator() + " " + LOW_VALUE;
      };
    }
    AttributeValue low = later(order.low(), descending ? read.to() : read.from(), false);
    AttributeValue high = later(order.high(), descending ? read.from() : read.to(), true);
    if (low != null && high != null) {
      values.put(LOW_VALUE, low);
      values.put(HIGH_VALUE, high);
      return " AND " + ORDER_NAME + " BETWEEN " + LOW_VALUE + " AND " + HIGH_VALUE;
    }
    if (low != null) {
      values.put(LOW_VALUE, low);
      return " AND " + ORDER_NAME + " >= " + LOW_VALUE;
    }
    values.put(HIGH_VALUE, high);
    return " AND " + ORDER_NAME + " <= " + HIGH_VALUE;
  }

  /** The tighter of two ends (null: open): the lower of two highs, or the higher of two lows. */
  private static AttributeValue later(AttributeValue a, AttributeValue b, boolean high) {
    if (a == null || b == null) {
      return a == null ? b : a;
    }
    int c = SortKeyOrder.compareValues(a, b);
    return (high ? c <= 0 : c >= 0) ? a : b;
  }

  /**
   * The least string above every string that starts with {@code prefix}: its last code point plus
   * one. Only that string itself lies between, and it does not start with the prefix, so a reader
   * drops it. Prefixes end in {@code #}, far from the last code point.
   */
  static String prefixEnd(String prefix) {
    int last = prefix.codePointBefore(prefix.length());
    if (last == Character.MAX_CODE_POINT) {
      throw new IllegalStateException("A sort-key prefix ends in U+10FFFF: " + prefix);
    }
    int next = last + 1 == Character.MIN_SURROGATE ? Character.MAX_SURROGATE + 1 : last + 1;
    return prefix.substring(0, prefix.length() - Character.charCount(last))
        + new String(Character.toChars(next));
  }

  /** The response of {@code read}, as a future on the query's transport. */
  CompletableFuture<QueryResponse> send(ShardRead read) {
    return Futures.supply(() -> spec.query(request(read, false)));
  }

  /** The responses of {@code reads}, sent concurrently on the query's transport, in order. */
  CompletableFuture<List<QueryResponse>> sendAll(List<ShardRead> reads) {
    List<Supplier<CompletableFuture<QueryResponse>>> queries = new ArrayList<>();
    for (ShardRead read : reads) {
      queries.add(() -> send(read));
    }
    return Futures.supply(() -> spec.transport().fanOut(queries));
  }

  /** A COUNT Query of shard {@code shard} from {@code startKey}. */
  CompletableFuture<QueryResponse> count(
      int shard, Optional<Map<String, AttributeValue>> startKey) {
    return Futures.supply(() -> spec.query(request(shard, startKey, null, true)));
  }

  /** The item's key on the queried index: a valid {@code ExclusiveStartKey}. */
  Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    for (String attribute : spec.keyAttributes()) {
      AttributeValue value = item.get(attribute);
      if (value == null) {
        throw new IllegalStateException(
            "A queried item lacks key attribute " + attribute + " (has " + item.keySet() + ")");
      }
      key.put(attribute, value);
    }
    return key;
  }

  Comparator<Map<String, AttributeValue>> order() {
    return SortKeyOrder.of(spec, descending);
  }

  /**
   * Range values {@code a} against {@code b} (of the {@link QuerySpec#rangeAttribute() range
   * attribute}) in query order, as {@link #order()} compares them.
   */
  int compareSortKeys(AttributeValue a, AttributeValue b) {
    int ascending = SortKeyOrder.compareValues(a, b);
    return descending ? -ascending : ascending;
  }

  /**
   * What a cursor is bound to: everything that decides which items the query reads, in which order.
   */
  String binding() {
    StringBuilder b = new StringBuilder();
    b.append(spec.tableName())
        .append('\u0000')
        .append(spec.index().orElse(""))
        .append('\u0000')
        .append(spec.partitionAttribute())
        .append('\u0000')
        .append(spec.sortAttribute())
        .append('\u0000')
        .append(spec.keyAttributes())
        .append('\u0000');
    for (String value : spec.partitionValues()) {
      b.append(value.length()).append(':').append(value).append('\u0000');
    }
    b.append(spec.sortPrefix().map(p -> "+" + p).orElse("-"))
        .append('\u0000')
        .append(descending ? "DESC" : "ASC")
        .append(unordered ? " UNORDERED" : "")
        .append('\u0000')
        .append(filter.map(QueryFilter::fingerprint).orElse(""));
    spec.ttlAttribute().ifPresent(ttl -> b.append('\u0000').append("ttl ").append(ttl));
    return b.toString();
  }

  private static <V> void putAllDistinct(Map<String, V> target, Map<String, V> more) {
    for (Map.Entry<String, V> entry : more.entrySet()) {
      if (target.putIfAbsent(entry.getKey(), entry.getValue()) != null) {
        throw new IllegalStateException(
            "Filter placeholder " + entry.getKey() + " clashes with the key condition's");
      }
    }
  }
}
