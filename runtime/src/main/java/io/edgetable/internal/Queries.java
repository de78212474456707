package io.edgetable.internal;

import io.edgetable.AsyncEdgeQuery;
import io.edgetable.EdgeQuery;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/** Entry point of generated DAOs into the query runtime. */
public final class Queries {
  private Queries() {}

  /** A lazy, immutable query; nothing is sent until a terminal method is called. */
  public static <T> EdgeQuery<T> of(QuerySpec<T> spec) {
    return new PartitionQuery<>(Objects.requireNonNull(spec, "spec"));
  }

  /** What a synchronous DAO's {@code forward} / {@code inverse} returns. */
  public static <T> EdgeQuery<T> sync(QuerySpec<T> spec) {
    return of(spec);
  }

  /**
   * What an asynchronous DAO's {@code forward} / {@code inverse} returns. {@code spec} is built
   * at once; if that throws (a bad id), every terminal of the query fails with that exception.
   */
  public static <T> AsyncEdgeQuery<T> async(Supplier<QuerySpec<T>> spec) {
    Objects.requireNonNull(spec, "spec");
    throw new UnsupportedOperationException("asynchronous queries are not implemented yet");
  }

  /** Every item of every page, decoded. */
  public static <T> CompletableFuture<List<T>> all(QuerySpec<T> spec) {
    return Futures.supply(() -> CompletableFuture.completedFuture(of(spec).all()));
  }
}
