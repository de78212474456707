package io.edgetable.property;

import io.edgetable.ItemMarshaller;
import io.edgetable.dao.AsyncNodeDao;
import io.edgetable.dao.NodeDao;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * One node kind of the model as the property test drives it: its id pool, how to build, update
 * and compare its records, and its DAOs on the chain's table. Records are held as {@code Object}
 * so that actions and the reference can treat every kind alike; each kind casts to its own type.
 *
 * @param <N> the record
 * @param <K> the id
 */
abstract class NodeKind<N, K> {
  final String name;
  final String prefix;
  final List<K> pool;
  final List<String> counters;
  final ItemMarshaller<N> marshaller;
  NodeDao<N, K> dao;
  AsyncNodeDao<N, K> async;

  NodeKind(
      String name,
      String prefix,
      List<K> pool,
      List<String> counters,
      ItemMarshaller<N> marshaller) {
    this.name = name;
    this.prefix = prefix;
    this.pool = pool;
    this.counters = counters;
    this.marshaller = marshaller;
  }

  /** A record of {@code id} with its counters at 0 (or 1 each, when {@code badCounters}). */
  abstract N make(K id, int variant, long version, Instant expires, boolean badCounters);

  abstract K id(N record);

  abstract long counter(N record, String counter);

  /** The record with its counters at 0: what the reference compares. */
  abstract N data(N record);

  /** The name-like field set to {@code variant}'s text: an update of a plain attribute. */
  abstract Update<N> rename(int variant);

  abstract N renamed(N record, int variant);

  /** A condition that the name-like field is {@code variant}'s text. */
  abstract Condition<N> named(int variant);

  abstract boolean isNamed(N record, int variant);

  abstract boolean deleteWithEdges(K id);

  abstract CompletableFuture<Boolean> deleteWithEdgesAsync(K id);

  boolean versioned() {
    return false;
  }

  long version(N record) {
    return 0;
  }

  N withVersion(N record, long version) {
    return record;
  }

  Instant expires(N record) {
    return null;
  }

  /** delete(record), for versioned kinds. */
  boolean deleteRecord(N record) {
    throw new UnsupportedOperationException(name);
  }

  CompletableFuture<Boolean> deleteRecordAsync(N record) {
    throw new UnsupportedOperationException(name);
  }

  static String text(int variant) {
    return "v" + variant;
  }

  @SuppressWarnings("unchecked")
  N cast(Object record) {
    return (N) record;
  }

  @SuppressWarnings("unchecked")
  K castId(Object id) {
    return (K) id;
  }

  @Override
  public String toString() {
    return name;
  }
}
