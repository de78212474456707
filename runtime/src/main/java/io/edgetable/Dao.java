package io.edgetable;

/**
 * What every generated DAO of a record {@code T} is, synchronous ({@code FooDao}) or asynchronous
 * ({@code FooAsyncDao}): the record's key type {@code K} (the boxed id for a node, {@code
 * EdgeKey<S, T>} for an edge), the table it works on. Pass DAOs around as {@code Dao<T, K>}: a
 * transaction across DAOs builds the same requests as the DAO it is given. Only generated DAOs
 * implement it (each registers how its records are keyed, encoded and counted when its class is
 * loaded); any other implementation is refused by {@code Transaction}.
 */
public interface Dao<T, K> {
  /** The key of {@code record}: its id, or its {@code EdgeKey}. */
  K keyOf(T record);

  /** The table this DAO reads and writes. */
  String tableName();
}
