package io.edgetable.it.dao;

/** A versioned edge DAO: {@link EdgeAccess} and {@code delete(record)}. */
interface VersionedEdgeAccess<T, S, U, I> extends EdgeAccess<T, S, U, I> {
  /** The DAO's {@code delete(record)}. */
  boolean deleteRecord(T record);
}
