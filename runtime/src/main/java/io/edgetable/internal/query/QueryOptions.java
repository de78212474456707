package io.edgetable.internal.query;

import io.edgetable.expression.Condition;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The options of a query as its builder methods set them; shared by {@link PartitionQuery} and
 * {@link AsyncPartitionQuery}, which differ only in how they hand out results. Immutable: each
 * option returns a copy. Options are checked when set, before anything is sent.
 */
record QueryOptions<T>(
    Integer limit,
    boolean descending,
    boolean consistentRead,
    String cursor,
    List<Condition<T>> conditions,
    Optional<QueryFilter> filter,
    boolean unordered,
    ReadAheadRule readAhead) {

  QueryOptions {
    conditions = List.copyOf(conditions);
  }

  static <T> QueryOptions<T> defaults() {
    return new QueryOptions<>(
        null, false, false, null, List.of(), Optional.empty(), false, ReadAheadRule.ADAPTIVE);
  }

  QueryOptions<T> withLimit(int limit) {
    if (limit <= 0) {
      throw new IllegalArgumentException("limit must be positive, was " + limit);
    }
    return new QueryOptions<>(
        limit, descending, consistentRead, cursor, conditions, filter, unordered, readAhead);
  }

  QueryOptions<T> withDescending() {
    return new QueryOptions<>(
        limit, true, consistentRead, cursor, conditions, filter, unordered, readAhead);
  }

  /**
   * Strongly consistent reads; {@code index} is the queried index, if any (then it throws), unless
   * the query is {@code hydrated}: then they apply to its BatchGetItem on the base table.
   */
  QueryOptions<T> withConsistentRead(Optional<String> index, boolean hydrated) {
    if (index.isPresent() && !hydrated) {
      throw new IllegalStateException(
          "consistentRead() is not possible on index "
              + index.get()
              + ": global secondary indexes are eventually consistent; drop consistentRead() for"
              + " inverse queries");
    }
    return new QueryOptions<>(
        limit, descending, true, cursor, conditions, filter, unordered, readAhead);
  }

  /** Resume after {@code cursor}; {@code null} starts from the first page. */
  QueryOptions<T> withCursor(String cursor) {
    return new QueryOptions<>(
        limit, descending, consistentRead, cursor, conditions, filter, unordered, readAhead);
  }

  /**
   * Adds a condition; the filter of every condition so far is rendered now, so a bad one throws
   * here, as does one naming an attribute the queried index does not hold ({@code spec}; {@code
   * null} when the spec could not be built, whose exception the query reports instead).
   */
  QueryOptions<T> withCondition(Condition<T> condition, QuerySpec<T> spec) {
    Objects.requireNonNull(condition, "condition");
    List<Condition<T>> more = new ArrayList<>(conditions);
    more.add(condition);
    QueryFilter rendered = QueryFilter.render(more);
    if (spec != null) {
      spec.checkFilter(rendered);
    }
    return new QueryOptions<>(
        limit,
        descending,
        consistentRead,
        cursor,
        more,
        Optional.of(rendered),
        unordered,
        readAhead);
  }

  /** Shards read one after the other, not merged (a sharded index only; else a no-op). */
  QueryOptions<T> withUnordered() {
    return new QueryOptions<>(
        limit, descending, consistentRead, cursor, conditions, filter, true, readAhead);
  }

  /** How far a merged page reads ahead on each shard (benchmarks compare the rules). */
  QueryOptions<T> withReadAhead(ReadAheadRule rule) {
    return new QueryOptions<>(
        limit, descending, consistentRead, cursor, conditions, filter, unordered, rule);
  }

  QueryPlan<T> plan(QuerySpec<T> spec) {
    return new QueryPlan<>(
        spec, descending, consistentRead, filter, unordered && spec.sharded());
  }
}
