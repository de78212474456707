package io.edgetable.internal.query;

import io.edgetable.internal.transport.Futures;

import io.edgetable.query.AsyncEdgeQuery;
import io.edgetable.expression.Condition;
import io.edgetable.Page;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The {@link AsyncEdgeQuery} view of {@link QueryEngine}: the same options and requests as {@link
 * PartitionQuery}, with the engine's futures handed out as they are. Built from the result of
 * building the spec: when that threw (an id that cannot form a key), every terminal fails with that
 * exception and nothing is sent.
 */
final class AsyncPartitionQuery<T> implements AsyncEdgeQuery<T> {
  private final QuerySpec<T> spec;
  private final RuntimeException failure;
  private final QueryOptions<T> options;

  private AsyncPartitionQuery(
      QuerySpec<T> spec, RuntimeException failure, QueryOptions<T> options) {
    this.spec = spec;
    this.failure = failure;
    this.options = options;
  }

  static <T> AsyncPartitionQuery<T> of(QuerySpec<T> spec) {
    return new AsyncPartitionQuery<>(spec, null, QueryOptions.defaults());
  }

  /** A query whose spec could not be built: its terminals fail with {@code failure}. */
  static <T> AsyncPartitionQuery<T> failed(RuntimeException failure) {
    return new AsyncPartitionQuery<>(null, failure, QueryOptions.defaults());
  }

  /** The queried index: empty for the base table, or when the spec could not be built. */
  Optional<String> index() {
    return spec == null ? Optional.empty() : spec.index();
  }

  private AsyncPartitionQuery<T> with(QueryOptions<T> changed) {
    return new AsyncPartitionQuery<>(spec, failure, changed);
  }

  @Override
  public AsyncEdgeQuery<T> limit(int limit) {
    return with(options.withLimit(limit));
  }

  @Override
  public AsyncEdgeQuery<T> descending() {
    return with(options.withDescending());
  }

  @Override
  public AsyncEdgeQuery<T> consistentRead() {
    // Without a spec there is no index to refuse; the terminals fail with the spec's exception.
    return spec == null ? this : with(options.withConsistentRead(spec.index()));
  }

  @Override
  public AsyncEdgeQuery<T> startAfter(String cursor) {
    return with(options.withCursor(cursor));
  }

  @Override
  public AsyncEdgeQuery<T> where(Condition<T> condition) {
    return with(options.withCondition(condition, spec));
  }

  @Override
  public CompletableFuture<Page<T>> page() {
    return run(QueryEngine::page);
  }

  @Override
  public CompletableFuture<List<T>> all() {
    return run(QueryEngine::all);
  }

  @Override
  public CompletableFuture<Long> count() {
    return run(QueryEngine::count);
  }

  @Override
  public Flow.Publisher<T> publisher() {
    if (failure != null) {
      return QueryPublisher.failing(failure);
    }
    QueryEngine<T> engine = new QueryEngine<>(spec, options);
    return new QueryPublisher<>(engine::reader, engine::decode);
  }

  @Override
  public QueryRequest request() {
    if (failure != null) {
      throw failure;
    }
    return new QueryEngine<>(spec, options).request();
  }

  private <R> CompletableFuture<R> run(Function<QueryEngine<T>, CompletableFuture<R>> terminal) {
    if (failure != null) {
      return CompletableFuture.failedFuture(failure);
    }
    return Futures.supply(() -> terminal.apply(new QueryEngine<>(spec, options)));
  }

  @Override
  public String toString() {
    return failure != null
        ? "AsyncEdgeQuery failed: " + failure
        : new QueryEngine<>(spec, options).toString();
  }
}
