package io.edgetable;

import java.util.List;
import java.util.Optional;

/**
 * One page of a query. A page may hold fewer items than the limit, even none (a filter removed
 * them), and still have a next cursor; there are more items only while {@link #nextCursor()} is
 * present.
 */
public record Page<T>(List<T> items, Optional<String> nextCursor) {
  /** Copies {@code items}; a missing cursor is {@link Optional#empty()}, never null. */
  public Page {
    items = List.copyOf(items);
    nextCursor = nextCursor == null ? Optional.empty() : nextCursor;
  }
}
