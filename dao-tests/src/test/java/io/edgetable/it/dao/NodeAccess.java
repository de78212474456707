package io.edgetable.it.dao;

import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** The methods every node DAO has, as {@link EdgeAccess} gives them for edges. */
interface NodeAccess<T, I, C> {
  boolean put(T record);

  void save(T record);

  Optional<T> get(I id);

  boolean exists(I id);

  boolean delete(I id);

  void putAll(Collection<T> records);

  void deleteAll(Collection<I> ids);

  List<T> getAll(Collection<I> ids);

  C collection(I id);

  /** Only node DAOs whose package declares edges from or to them have it. */
  boolean deleteWithEdges(I id);

  NodeAccess<T, I, C> consistentReads();

  I keyOf(T record);

  Optional<T> update(I id, Update<T> update);

  Optional<T> update(I id, Update<T> update, Condition<T> condition);

  String tableName();
}
