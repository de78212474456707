package io.edgetable.internal.query;

import io.edgetable.internal.transport.Futures;

import io.edgetable.query.AsyncEdgeQuery;
import io.edgetable.query.AsyncKeysOnlyQuery;
import io.edgetable.EdgeKey;
import io.edgetable.query.EdgeQuery;
import io.edgetable.query.KeysOnlyQuery;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * Entry point of generated DAOs into the query runtime. Both views run the same {@link
 * QueryEngine}: the synchronous one joins its futures, the asynchronous one returns them.
 */
public final class Queries {
  private Queries() {}

  /** A lazy, immutable query; nothing is sent until a terminal method is called. */
  public static <T> EdgeQuery<T> of(QuerySpec<T> spec) {
    return new PartitionQuery<>(Objects.requireNonNull(spec, "spec"));
  }

  /**
   * The query of {@code spec} whose merged pages read ahead by {@code rule} rather than the
   * default ({@link ReadAheadRule#ADAPTIVE}): for benchmarks that compare the rules.
   */
  public static <T> EdgeQuery<T> of(QuerySpec<T> spec, ReadAheadRule rule) {
    return new PartitionQuery<>(
        Objects.requireNonNull(spec, "spec"),
        QueryOptions.<T>defaults().withReadAhead(Objects.requireNonNull(rule, "rule")));
  }

  /** What a synchronous DAO's {@code forward} / {@code inverse} returns. */
  public static <T> EdgeQuery<T> sync(QuerySpec<T> spec) {
    return of(spec);
  }

  /**
   * What an asynchronous DAO's {@code forward} / {@code inverse} returns. {@code spec} is built at
   * once; if that throws (a bad id), every terminal future of the query fails with that exception,
   * its publisher signals it with {@code onError}, {@code request()} throws it, and nothing is
   * sent.
   */
  public static <T> AsyncEdgeQuery<T> async(Supplier<QuerySpec<T>> spec) {
    return asyncQuery(spec);
  }

  /** The query of {@code spec}, or one that fails with what building {@code spec} threw. */
  private static <T> AsyncPartitionQuery<T> asyncQuery(Supplier<QuerySpec<T>> spec) {
    Objects.requireNonNull(spec, "spec");
    QuerySpec<T> built;
    try {
      built = Objects.requireNonNull(spec.get(), "the spec supplier returned null");
    } catch (RuntimeException e) {
      return AsyncPartitionQuery.failed(e);
    }
    return AsyncPartitionQuery.of(built);
  }

  /**
   * What a synchronous DAO's {@code inverse} returns for a {@code KEYS_ONLY} index: the query of
   * {@link #sync}, whose {@code where} throws (the index holds no attribute to filter on).
   */
  public static <S, T> KeysOnlyQuery<S, T> keysOnly(QuerySpec<EdgeKey<S, T>> spec) {
    return new KeysOnlyQueries.Sync<>(of(spec), spec.index());
  }

  /** The asynchronous twin of {@link #keysOnly}, built as {@link #async} builds its query. */
  public static <S, T> AsyncKeysOnlyQuery<S, T> asyncKeysOnly(
      Supplier<QuerySpec<EdgeKey<S, T>>> spec) {
    AsyncPartitionQuery<EdgeKey<S, T>> query = asyncQuery(spec);
    return new KeysOnlyQueries.Async<>(query, query.index());
  }

  /** Every item of every page, decoded. */
  public static <T> CompletableFuture<List<T>> all(QuerySpec<T> spec) {
    return all(spec, false);
  }

  /** Every item of every page, decoded; strongly consistent if {@code consistentRead}. */
  public static <T> CompletableFuture<List<T>> all(QuerySpec<T> spec, boolean consistentRead) {
    return Futures.supply(
        () -> {
          QueryOptions<T> options = QueryOptions.defaults();
          return new QueryEngine<>(
                  Objects.requireNonNull(spec, "spec"),
                  consistentRead
                      ? options.withConsistentRead(spec.index(), spec.isHydrated())
                      : options)
              .all();
        });
  }
}
