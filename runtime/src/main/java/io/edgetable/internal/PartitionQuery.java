package io.edgetable.internal;

import io.edgetable.Condition;
import io.edgetable.EdgeQuery;
import io.edgetable.Page;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The {@link EdgeQuery} of one partition, or of every shard of a sharded index partition.
 * Immutable: each option returns a copy. An unsharded page is exactly one Query; a sharded page
 * queries every shard that is not done (concurrently) and merges them with {@link ShardMerge}.
 */
final class PartitionQuery<T> implements EdgeQuery<T> {
  /**
   * A sharded page with a limit ends early (fewer items, and a cursor) rather than send more than
   * this many Queries to one shard: a selective filter must not turn one page into a full read.
   */
  static final int MAX_REQUESTS_PER_SHARD_PER_PAGE = 16;

  private final QuerySpec<T> spec;
  private final Integer limit;
  private final boolean descending;
  private final boolean consistentRead;
  private final String cursor;
  private final List<Condition<T>> conditions;
  private final QueryPlan<T> plan;

  PartitionQuery(QuerySpec<T> spec) {
    this(spec, null, false, false, null, List.of());
  }

  private PartitionQuery(
      QuerySpec<T> spec,
      Integer limit,
      boolean descending,
      boolean consistentRead,
      String cursor,
      List<Condition<T>> conditions) {
    this.spec = spec;
    this.limit = limit;
    this.descending = descending;
    this.consistentRead = consistentRead;
    this.cursor = cursor;
    this.conditions = List.copyOf(conditions);
    Optional<QueryFilter> filter =
        this.conditions.isEmpty() ? Optional.empty() : Optional.of(QueryFilter.render(this.conditions));
    this.plan = new QueryPlan<>(spec, descending, consistentRead, filter);
  }

  @Override
  public EdgeQuery<T> limit(int limit) {
    if (limit <= 0) {
      throw new IllegalArgumentException("limit must be positive, was " + limit);
    }
    return new PartitionQuery<>(spec, limit, descending, consistentRead, cursor, conditions);
  }

  @Override
  public EdgeQuery<T> descending() {
    return new PartitionQuery<>(spec, limit, true, consistentRead, cursor, conditions);
  }

  @Override
  public EdgeQuery<T> consistentRead() {
    if (spec.index().isPresent()) {
      throw new IllegalStateException(
          "consistentRead() is not possible on index " + spec.index().get()
              + ": global secondary indexes are eventually consistent; drop consistentRead() for"
              + " inverse queries");
    }
    return new PartitionQuery<>(spec, limit, descending, true, cursor, conditions);
  }

  @Override
  public EdgeQuery<T> startAfter(String cursor) {
    Objects.requireNonNull(cursor, "cursor (for the first page, do not call startAfter)");
    return new PartitionQuery<>(spec, limit, descending, consistentRead, cursor, conditions);
  }

  @Override
  public EdgeQuery<T> where(Condition<T> condition) {
    Objects.requireNonNull(condition, "condition");
    List<Condition<T>> more = new ArrayList<>(conditions);
    more.add(condition);
    return new PartitionQuery<>(spec, limit, descending, consistentRead, cursor, more);
  }

  @Override
  public QueryRequest request() {
    List<ShardPosition> start = start();
    int shard = 0;
    while (start.get(shard).done()) {
      shard++;
    }
    return plan.request(shard, start.get(shard).after(), limit, false);
  }

  @Override
  public Page<T> page() {
    List<ShardPosition> start = start();
    if (!spec.sharded()) {
      QueryResponse response = plan.send(0, start.get(0).after(), limit, false);
      Optional<String> next = lastEvaluatedKey(response)
          .map(key -> Cursors.encode(plan, List.of(ShardPosition.after(key))));
      return new Page<>(decode(response.items()), next);
    }
    // Without a limit a page is what one Query per shard returns (up to 1 MB each), as unsharded.
    ShardMerge merge = new ShardMerge(plan, start, limit == null ? 1 : MAX_REQUESTS_PER_SHARD_PER_PAGE);
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    while (limit == null || items.size() < limit) {
      // Refills read a whole page too: a shard runs dry mostly under a filter, where short reads cost more Queries.
      Optional<Map<String, AttributeValue>> item = merge.next(limit);
      if (item.isEmpty()) {
        break;
      }
      items.add(item.get());
    }
    Optional<String> next =
        merge.exhausted() ? Optional.empty() : Optional.of(Cursors.encode(plan, merge.positions()));
    return new Page<>(decode(items), next);
  }

  @Override
  public Stream<T> stream() {
    Supplier<Iterator<T>> iterator = spec.sharded() ? this::mergedItems : this::pagedItems;
    // The supplier defers the cursor check and the first request to the stream's terminal operation.
    return StreamSupport.stream(
        () -> Spliterators.spliteratorUnknownSize(iterator.get(), Spliterator.ORDERED | Spliterator.NONNULL),
        Spliterator.ORDERED | Spliterator.NONNULL,
        false);
  }

  @Override
  public List<T> all() {
    return stream().toList();
  }

  @Override
  public long count() {
    List<ShardPosition> start = start();
    List<Supplier<Long>> counts = new ArrayList<>();
    for (int shard = 0; shard < start.size(); shard++) {
      ShardPosition position = start.get(shard);
      if (!position.done()) {
        int s = shard;
        counts.add(() -> countFrom(s, position.after()));
      }
    }
    return ShardExecutor.runAll(counts).stream().mapToLong(Long::longValue).sum();
  }

  private long countFrom(int shard, Optional<Map<String, AttributeValue>> startKey) {
    long total = 0;
    Optional<Map<String, AttributeValue>> from = startKey;
    do {
      QueryResponse response = plan.send(shard, from, null, true);
      total += response.count();
      from = lastEvaluatedKey(response);
    } while (from.isPresent());
    return total;
  }

  /** Unsharded: one Query per page, each page's items in turn. */
  private Iterator<T> pagedItems() {
    Optional<Map<String, AttributeValue>> first = start().get(0).after();
    return new Iterator<>() {
      private Optional<Map<String, AttributeValue>> nextStart = first;
      private boolean more = true;
      private Iterator<Map<String, AttributeValue>> page = List.<Map<String, AttributeValue>>of().iterator();

      @Override
      public boolean hasNext() {
        while (!page.hasNext() && more) {
          QueryResponse response = plan.send(0, nextStart, limit, false);
          page = response.items().iterator();
          nextStart = lastEvaluatedKey(response);
          more = nextStart.isPresent();
        }
        return page.hasNext();
      }

      @Override
      public T next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return spec.decoder().apply(page.next());
      }
    };
  }

  /** Sharded: one merge over the whole stream, so buffered items are never read twice. */
  private Iterator<T> mergedItems() {
    ShardMerge merge = new ShardMerge(plan, start(), Integer.MAX_VALUE);
    return new Iterator<>() {
      private Optional<Map<String, AttributeValue>> next = Optional.empty();

      @Override
      public boolean hasNext() {
        if (next.isEmpty()) {
          next = merge.next(limit);
        }
        return next.isPresent();
      }

      @Override
      public T next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        Map<String, AttributeValue> item = next.get();
        next = Optional.empty();
        return spec.decoder().apply(item);
      }
    };
  }

  /** Where every shard starts: from the cursor (checked before any request), else the start. */
  private List<ShardPosition> start() {
    if (cursor == null) {
      return Collections.nCopies(spec.partitionValues().size(), ShardPosition.START);
    }
    return Cursors.decode(plan, cursor);
  }

  private List<T> decode(List<Map<String, AttributeValue>> items) {
    List<T> decoded = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      decoded.add(spec.decoder().apply(item));
    }
    return decoded;
  }

  private static Optional<Map<String, AttributeValue>> lastEvaluatedKey(QueryResponse response) {
    return response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
        ? Optional.of(response.lastEvaluatedKey())
        : Optional.empty();
  }

  @Override
  public String toString() {
    return "EdgeQuery" + spec.index().map(i -> "[" + i + "]").orElse("") + " on " + spec.tableName()
        + " " + spec.partitionAttribute() + "=" + spec.partitionValues()
        + spec.sortPrefix().map(p -> " begins_with(" + spec.sortAttribute() + ", " + p + ")").orElse("")
        + (descending ? " descending" : "") + (limit == null ? "" : " limit " + limit);
  }
}
