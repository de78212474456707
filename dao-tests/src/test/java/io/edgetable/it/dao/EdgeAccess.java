package io.edgetable.it.dao;

import io.edgetable.expression.Condition;
import io.edgetable.EdgeKey;
import io.edgetable.query.EdgeQuery;
import io.edgetable.expression.Update;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The methods every edge DAO has, with their synchronous results: the scenarios call an edge DAO
 * through this view, so the same calls and assertions run against {@code FooDao} and {@code
 * FooAsyncDao} ({@link Access}). {@code I} is what {@code inverse} returns items of.
 */
interface EdgeAccess<T, S, U, I> {
  boolean put(T record);

  boolean replace(T record);

  boolean replace(T record, Condition<T> condition);

  Optional<T> get(S source, U target);

  boolean exists(S source, U target);

  boolean delete(S source, U target);

  boolean delete(S source, U target, Condition<T> condition);

  EdgeQuery<T> forward(S source);

  EdgeQuery<I> inverse(U target);

  /** How many were created (counted edges); {@code null} for an uncounted edge. */
  Integer putAll(Collection<T> records);

  /** How many existed (counted edges); {@code null} for an uncounted edge. */
  Integer deleteAll(Collection<EdgeKey<S, U>> keys);

  List<T> getAll(Collection<EdgeKey<S, U>> keys);

  EdgeAccess<T, S, U, I> consistentReads();

  EdgeKey<S, U> keyOf(T record);

  Optional<T> update(S source, U target, Update<T> update);

  Optional<T> update(S source, U target, Update<T> update, Condition<T> condition);

  String tableName();
}
