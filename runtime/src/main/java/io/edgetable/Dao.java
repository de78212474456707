package io.edgetable;

import io.edgetable.internal.RecordType;

/**
 * What every generated DAO of a record {@code T} is, synchronous ({@code FooDao}) or asynchronous
 * ({@code FooAsyncDao}): the record's key type {@code K} (the boxed id for a node, {@code
 * EdgeKey<S, T>} for an edge), the table it works on, and what a transaction across DAOs needs to
 * build the same requests the DAO sends. Pass DAOs around as {@code Dao<T, K>}; only generated
 * DAOs implement it.
 */
public interface Dao<T, K> {
  /** The key of {@code record}: its id, or its {@code EdgeKey}. */
  K keyOf(T record);

  /** The table this DAO reads and writes. */
  String tableName();

  /**
   * Internal API, for the runtime's transactions: how this DAO's records are keyed, encoded and
   * counted. Not for application code; it may change in any release.
   */
  RecordType<T, K> recordType();
}
