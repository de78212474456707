package io.edgetable.property;

import io.edgetable.EdgeKey;
import io.edgetable.ItemMarshaller;
import io.edgetable.dao.AsyncCountedEdgeDao;
import io.edgetable.dao.AsyncEdgeDao;
import io.edgetable.dao.AsyncUncountedEdgeDao;
import io.edgetable.dao.CountedEdgeDao;
import io.edgetable.dao.EdgeDao;
import io.edgetable.dao.UncountedEdgeDao;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.query.AsyncEdgeQuery;
import io.edgetable.query.EdgeQuery;
import java.time.Instant;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * One edge kind of the model as the property test drives it: its ends, counters and inverse, how
 * to build, update and compare its records, and its DAOs on the chain's table.
 *
 * @param <R> the record
 * @param <S> the source id
 * @param <T> the target id
 */
abstract class EdgeKind<R, S, T> {
  final String name;
  final String label;
  final NodeKind<?, S> source;
  final NodeKind<?, T> target;
  final String sourceCounter;
  final String targetCounter;
  final ItemMarshaller<R> marshaller;
  EdgeDao<R, S, T> dao;
  AsyncEdgeDao<R, S, T> async;

  EdgeKind(
      String name,
      String label,
      NodeKind<?, S> source,
      NodeKind<?, T> target,
      String sourceCounter,
      String targetCounter,
      ItemMarshaller<R> marshaller) {
    this.name = name;
    this.label = label;
    this.source = source;
    this.target = target;
    this.sourceCounter = sourceCounter;
    this.targetCounter = targetCounter;
    this.marshaller = marshaller;
  }

  boolean counted() {
    return sourceCounter != null || targetCounter != null;
  }

  abstract R make(S source, T target, int variant, long version, Instant expires);

  abstract S sourceOf(R record);

  abstract T targetOf(R record);

  /** The forward query's order: the sort key of the target. */
  abstract String sk(T target);

  abstract Update<R> change(int variant);

  abstract R changed(R record, int variant);

  abstract Condition<R> holds(int variant);

  abstract boolean doesHold(R record, int variant);

  /** {@code putAll}: the edges a counted DAO wrote; -1 from an uncounted one, which says none. */
  int putAll(Collection<R> records) {
    if (dao instanceof CountedEdgeDao<R, S, T> counted) {
      return counted.putAll(records);
    }
    ((UncountedEdgeDao<R, S, T>) dao).putAll(records);
    return -1;
  }

  CompletableFuture<Integer> putAllAsync(Collection<R> records) {
    if (async instanceof AsyncCountedEdgeDao<R, S, T> counted) {
      return counted.putAll(records);
    }
    return ((AsyncUncountedEdgeDao<R, S, T>) async).putAll(records).thenApply(v -> -1);
  }

  /** {@code deleteAll}: the edges a counted DAO deleted; -1 from an uncounted one. */
  int deleteAll(Collection<EdgeKey<S, T>> keys) {
    if (dao instanceof CountedEdgeDao<R, S, T> counted) {
      return counted.deleteAll(keys);
    }
    ((UncountedEdgeDao<R, S, T>) dao).deleteAll(keys);
    return -1;
  }

  CompletableFuture<Integer> deleteAllAsync(Collection<EdgeKey<S, T>> keys) {
    if (async instanceof AsyncCountedEdgeDao<R, S, T> counted) {
      return counted.deleteAll(keys);
    }
    return ((AsyncUncountedEdgeDao<R, S, T>) async).deleteAll(keys).thenApply(v -> -1);
  }

  boolean versioned() {
    return false;
  }

  long version(R record) {
    return 0;
  }

  R withVersion(R record, long version) {
    return record;
  }

  Instant expires(R record) {
    return null;
  }

  boolean deleteRecord(R record) {
    throw new UnsupportedOperationException(name);
  }

  CompletableFuture<Boolean> deleteRecordAsync(R record) {
    throw new UnsupportedOperationException(name);
  }

  /** Whether the edge has an inverse query (so deleteWithEdges of its target finds it). */
  boolean hasInverse() {
    return false;
  }

  /** The inverse index's order of the edges to one target. */
  Comparator<R> inverseOrder() {
    throw new UnsupportedOperationException(name);
  }

  /** What the inverse query returns for {@code record}: itself, its projection or its key. */
  Object projected(R record) {
    return record;
  }

  /** The inverse query of {@code target}: whole records, projections or keys. */
  EdgeQuery<?> inverse(T target) {
    throw new UnsupportedOperationException(name);
  }

  /** The hydrated inverse query, for projections other than ALL; else null. */
  EdgeQuery<R> inverseHydrated(T target) {
    return null;
  }

  /**
   * On an ordered inverse, its query with a key condition on the sort component (from the middle of
   * the values chains write); else null.
   */
  EdgeQuery<?> inverseInRange(T target) {
    return null;
  }

  /** Whether the edge is in {@link #inverseInRange}'s range. */
  boolean inRange(R record) {
    return true;
  }

  /** The async DAO's inverse query. */
  AsyncEdgeQuery<?> asyncInverse(T target) {
    throw new UnsupportedOperationException(name);
  }

  /** The async DAO's hydrated inverse query, for projections other than ALL; else null. */
  AsyncEdgeQuery<R> asyncInverseHydrated(T target) {
    return null;
  }

  @SuppressWarnings("unchecked")
  R cast(Object record) {
    return (R) record;
  }

  @SuppressWarnings("unchecked")
  EdgeKey<S, T> castKey(EdgeKey<?, ?> key) {
    return (EdgeKey<S, T>) key;
  }

  EdgeKey<S, T> key(R record) {
    return new EdgeKey<>(sourceOf(record), targetOf(record));
  }

  static <X> Comparator<X> byText(java.util.function.Function<X, String> key) {
    return Comparator.comparing(key);
  }

  @Override
  public String toString() {
    return name;
  }
}
