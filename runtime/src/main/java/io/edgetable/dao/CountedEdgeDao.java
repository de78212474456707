package io.edgetable.dao;

import io.edgetable.EdgeKey;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.transport.Futures;
import java.util.Collection;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The DAO of an edge with counters ({@code sourceCounter} or {@code targetCounter}): its writes
 * move them, so its batch writes are one TransactWriteItems per edge and return how many edges
 * they changed. The other methods are those of {@link EdgeDao}.
 *
 * <p>Extended only by the DAOs the processor generates: constructing any other subclass throws
 * {@code IllegalStateException}.
 *
 * @param <T> the edge record
 * @param <S> the id type of its source (boxed)
 * @param <U> the id type of its target (boxed)
 */
public abstract class CountedEdgeDao<T, S, U> extends EdgeDao<T, S, U> {
  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   * @throws IllegalStateException if this class was not generated for a counted {@code @Edge}
   */
  protected CountedEdgeDao(DynamoDbClient client, String tableName) {
    super(client, tableName);
  }

  /**
   * The view of {@code dao}, a DAO of the same class, that {@link #consistentReads()} returns.
   *
   * @throws IllegalArgumentException if {@code dao} is null or of another class
   */
  protected CountedEdgeDao(CountedEdgeDao<T, S, U> dao) {
    super(dao);
  }

  /**
   * One TransactWriteItems per edge, as {@link #put(Object)} does (at most 8 at once, never two on
   * one counted item): the Put of the edge's key if attribute_not_exists(PK) and an {@code ADD
   * counter :1} on each counted node. Edges that already exist are left as they are, so counters
   * stay exact. A versioned edge of version 0 is created so; any other is replaced as {@link
   * #replace(Object)} does.
   *
   * @param records the edges to create
   * @return how many edges were created
   * @throws io.edgetable.exception.BatchWriteException with the edges not written, after the
   *     retries
   * @throws NullPointerException if {@code records} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a record's ids cannot form a key
   *     (nothing is sent)
   */
  public int putAll(Collection<T> records) {
    Arguments.present(records, type().recordsName());
    return Futures.join(table().putAllCounted(records));
  }

  /**
   * One TransactWriteItems per key, as {@link #delete(Object, Object)} does: the Delete of the
   * edge's key if attribute_exists(PK) and an {@code ADD counter :-1} on each counted node.
   *
   * @param keys the keys of the edges to delete
   * @return how many edges existed and are deleted
   * @throws io.edgetable.exception.BatchWriteException with the keys not deleted, after the retries
   * @throws NullPointerException if {@code keys} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a key holds an id that is null or cannot
   *     form a key (nothing is sent)
   */
  public int deleteAll(Collection<EdgeKey<S, U>> keys) {
    Arguments.present(keys, "keys");
    return Futures.join(table().deleteAllCounted(keys));
  }
}
