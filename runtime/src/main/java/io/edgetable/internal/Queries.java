package io.edgetable.internal;

import io.edgetable.EdgeQuery;

/** Entry point of generated DAOs into the query runtime. */
public final class Queries {
  private Queries() {}

  /** A lazy, immutable query; nothing is sent until a terminal method is called. */
  public static <T> EdgeQuery<T> of(QuerySpec<T> spec) {
    return new PartitionQuery<>(java.util.Objects.requireNonNull(spec, "spec"));
  }
}
