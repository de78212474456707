package io.edgetable;

/** What an inverse index stores of each edge (DynamoDB's {@code ProjectionType}). */
public enum Projection {
  /** Every attribute: inverse queries return whole records. */
  ALL,
  /** Only the keys: inverse queries return {@link EdgeKey}s; the smallest index. */
  KEYS_ONLY,
  /** The keys plus the components named in {@link Edge#include()}. */
  INCLUDE
}
