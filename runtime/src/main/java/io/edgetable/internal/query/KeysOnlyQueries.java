package io.edgetable.internal.query;

import io.edgetable.query.AsyncEdgeQuery;
import io.edgetable.query.AsyncKeysOnlyQuery;
import io.edgetable.expression.Condition;
import io.edgetable.EdgeKey;
import io.edgetable.query.EdgeQuery;
import io.edgetable.query.KeysOnlyQuery;
import io.edgetable.Page;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The views of a query on a {@code KEYS_ONLY} index: the query of {@link PartitionQuery} or {@link
 * AsyncPartitionQuery} as it is, except that {@code where} throws (there is no attribute to filter
 * on) before anything is sent.
 */
final class KeysOnlyQueries {
  private KeysOnlyQueries() {}

  /** Why {@code where} throws; {@code index} is empty when the query's spec could not be built. */
  static UnsupportedOperationException noFilter(Optional<String> index) {
    return new UnsupportedOperationException(
        "where() is not possible on this inverse query: "
            + index.map(i -> "index " + i).orElse("its index")
            + " projects KEYS_ONLY, so its items hold only their keys and there is no attribute to"
            + " filter on. Filter a forward query (the base table holds every attribute), or give"
            + " the @Edge inverseProjection = INCLUDE with the attributes to filter on; nothing was"
            + " sent");
  }

  /** The synchronous view. */
  record Sync<S, T>(EdgeQuery<EdgeKey<S, T>> query, Optional<String> index)
      implements KeysOnlyQuery<S, T> {
    @Override
    public KeysOnlyQuery<S, T> limit(int limit) {
      return new Sync<>(query.limit(limit), index);
    }

    @Override
    public KeysOnlyQuery<S, T> descending() {
      return new Sync<>(query.descending(), index);
    }

    @Override
    public KeysOnlyQuery<S, T> consistentRead() {
      return new Sync<>(query.consistentRead(), index);
    }

    @Override
    public KeysOnlyQuery<S, T> startAfter(String cursor) {
      return new Sync<>(query.startAfter(cursor), index);
    }

    @Deprecated
    @Override
    public EdgeQuery<EdgeKey<S, T>> where(Condition<EdgeKey<S, T>> condition) {
      throw noFilter(index);
    }

    @Override
    public Page<EdgeKey<S, T>> page() {
      return query.page();
    }

    @Override
    public Stream<EdgeKey<S, T>> stream() {
      return query.stream();
    }

    @Override
    public List<EdgeKey<S, T>> all() {
      return query.all();
    }

    @Override
    public long count() {
      return query.count();
    }

    @Override
    public QueryRequest request() {
      return query.request();
    }

    @Override
    public String toString() {
      return query.toString();
    }
  }

  /** The asynchronous view. */
  record Async<S, T>(AsyncEdgeQuery<EdgeKey<S, T>> query, Optional<String> index)
      implements AsyncKeysOnlyQuery<S, T> {
    @Override
    public AsyncKeysOnlyQuery<S, T> limit(int limit) {
      return new Async<>(query.limit(limit), index);
    }

    @Override
    public AsyncKeysOnlyQuery<S, T> descending() {
      return new Async<>(query.descending(), index);
    }

    @Override
    public AsyncKeysOnlyQuery<S, T> consistentRead() {
      return new Async<>(query.consistentRead(), index);
    }

    @Override
    public AsyncKeysOnlyQuery<S, T> startAfter(String cursor) {
      return new Async<>(query.startAfter(cursor), index);
    }

    @Deprecated
    @Override
    public AsyncEdgeQuery<EdgeKey<S, T>> where(Condition<EdgeKey<S, T>> condition) {
      throw noFilter(index);
    }

    @Override
    public CompletableFuture<Page<EdgeKey<S, T>>> page() {
      return query.page();
    }

    @Override
    public CompletableFuture<List<EdgeKey<S, T>>> all() {
      return query.all();
    }

    @Override
    public CompletableFuture<Long> count() {
      return query.count();
    }

    @Override
    public Flow.Publisher<EdgeKey<S, T>> publisher() {
      return query.publisher();
    }

    @Override
    public QueryRequest request() {
      return query.request();
    }

    @Override
    public String toString() {
      return query.toString();
    }
  }
}
