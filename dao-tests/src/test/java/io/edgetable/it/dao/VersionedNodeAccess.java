package io.edgetable.it.dao;

/** A versioned node DAO: {@link NodeAccess} and {@code delete(record)}. */
interface VersionedNodeAccess<T, I, C> extends NodeAccess<T, I, C> {
  /** The DAO's {@code delete(record)}. */
  boolean deleteRecord(T record);
}
