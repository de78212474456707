package io.edgetable.dao;

import io.edgetable.EdgeKey;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.transport.Futures;
import java.util.Collection;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The asynchronous DAO of an edge without counters: the batch writes of {@link UncountedEdgeDao},
 * each returning a future. The other methods are those of {@link AsyncEdgeDao}.
 *
 * <p>Extended only by the DAOs the processor generates: constructing any other subclass throws
 * {@code IllegalStateException}.
 *
 * @param <T> the edge record
 * @param <S> the id type of its source (boxed)
 * @param <U> the id type of its target (boxed)
 */
public abstract class AsyncUncountedEdgeDao<T, S, U> extends AsyncEdgeDao<T, S, U> {
  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   * @throws IllegalStateException if this class was not generated for an {@code @Edge} record
   */
  protected AsyncUncountedEdgeDao(DynamoDbAsyncClient client, String tableName) {
    super(client, tableName);
  }

  /**
   * The view of {@code dao}, a DAO of the same class, that {@link #consistentReads()} returns.
   *
   * @throws IllegalArgumentException if {@code dao} is null or of another class
   */
  protected AsyncUncountedEdgeDao(AsyncUncountedEdgeDao<T, S, U> dao) {
    super(dao);
  }

  /**
   * Async form of {@link UncountedEdgeDao#putAll(Collection)}: fails its future instead of
   * throwing.
   *
   * @param records the edges to write
   * @return completed once all are written
   */
  public CompletableFuture<Void> putAll(Collection<T> records) {
    Arguments.present(records, type().recordsName());
    return Futures.supply(() -> table().putAll(records));
  }

  /**
   * Async form of {@link UncountedEdgeDao#deleteAll(Collection)}: fails its future instead of
   * throwing.
   *
   * @param keys the keys of the edges to delete
   * @return completed once all are deleted
   */
  public CompletableFuture<Void> deleteAll(Collection<EdgeKey<S, U>> keys) {
    Arguments.present(keys, "keys");
    return Futures.supply(() -> table().deleteAll(keys));
  }
}
