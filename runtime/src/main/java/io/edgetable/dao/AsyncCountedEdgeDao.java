package io.edgetable.dao;

import io.edgetable.EdgeKey;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.transport.Futures;
import java.util.Collection;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The asynchronous DAO of an edge with counters ({@code sourceCounter} or {@code
 * targetCounter}): the batch writes of {@link CountedEdgeDao}, each returning a future. The other
 * methods are those of {@link AsyncEdgeDao}.
 *
 * <p>Extended only by the DAOs the processor generates: constructing any other subclass throws
 * {@code IllegalStateException}.
 *
 * @param <T> the edge record
 * @param <S> the id type of its source (boxed)
 * @param <U> the id type of its target (boxed)
 */
public abstract class AsyncCountedEdgeDao<T, S, U> extends AsyncEdgeDao<T, S, U> {
  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   * @throws IllegalStateException if this class was not generated for a counted {@code @Edge}
   */
  protected AsyncCountedEdgeDao(DynamoDbAsyncClient client, String tableName) {
    super(client, tableName);
  }

  /**
   * The view of {@code dao}, a DAO of the same class, that {@link #consistentReads()} returns.
   *
   * @throws IllegalArgumentException if {@code dao} is null or of another class
   */
  protected AsyncCountedEdgeDao(AsyncCountedEdgeDao<T, S, U> dao) {
    super(dao);
  }

  /**
   * Async form of {@link CountedEdgeDao#putAll(Collection)}: fails its future instead of throwing.
   *
   * @param records the edges to write
   * @return how many edges were created
   */
  public CompletableFuture<Integer> putAll(Collection<T> records) {
    Arguments.present(records, type().recordsName());
    return Futures.supply(() -> table().putAllCounted(records));
  }

  /**
   * Async form of {@link CountedEdgeDao#deleteAll(Collection)}: fails its future instead of
   * throwing.
   *
   * @param keys the keys of the edges to delete
   * @return how many edges existed and are deleted
   */
  public CompletableFuture<Integer> deleteAll(Collection<EdgeKey<S, U>> keys) {
    Arguments.present(keys, "keys");
    return Futures.supply(() -> table().deleteAllCounted(keys));
  }
}
