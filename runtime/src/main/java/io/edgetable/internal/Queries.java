package io.edgetable.internal;

import io.edgetable.EdgeQuery;
import java.util.Objects;

/** Entry point of generated DAOs into the query runtime. */
public final class Queries {
  private Queries() {}

  /** A lazy, immutable query; nothing is sent until a terminal method is called. */
  public static <T> EdgeQuery<T> of(QuerySpec<T> spec) {
    return new PartitionQuery<>(Objects.requireNonNull(spec, "spec"));
  }
}
