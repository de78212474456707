package io.edgetable.dao;

import io.edgetable.EdgeKey;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.transport.Futures;
import java.util.Collection;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The DAO of an edge without counters: its batch writes are BatchWriteItem. The other methods are
 * those of {@link EdgeDao}.
 *
 * <p>Extended only by the DAOs the processor generates: constructing any other subclass throws
 * {@code IllegalStateException}.
 *
 * @param <T> the edge record
 * @param <S> the id type of its source (boxed)
 * @param <U> the id type of its target (boxed)
 */
public abstract class UncountedEdgeDao<T, S, U> extends EdgeDao<T, S, U> {
  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   * @throws IllegalStateException if this class was not generated for an {@code @Edge} record
   */
  protected UncountedEdgeDao(DynamoDbClient client, String tableName) {
    super(client, tableName);
  }

  /**
   * The view of {@code dao}, a DAO of the same class, that {@link #consistentReads()} returns.
   *
   * @throws IllegalArgumentException if {@code dao} is null or of another class
   */
  protected UncountedEdgeDao(UncountedEdgeDao<T, S, U> dao) {
    super(dao);
  }

  /**
   * BatchWriteItem: Put each item (the edge's key, overwriting), 25 per request, retrying
   * unprocessed items with backoff. A versioned edge instead takes one conditional write per
   * record (BatchWriteItem cannot carry conditions), at most 8 at once: created as {@link
   * #put(Object)} does at version 0, else as {@link #replace(Object)} does; the records whose
   * version conflicts are among those not written.
   *
   * @param records the edges to write
   * @throws io.edgetable.exception.BatchWriteException with the edges not written, after the
   *     retries
   * @throws NullPointerException if {@code records} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a record's ids cannot form a key
   *     (nothing is sent)
   */
  public void putAll(Collection<T> records) {
    Arguments.present(records, type().recordsName());
    Futures.join(table().putAll(records));
  }

  /**
   * BatchWriteItem: Delete each edge's key, 25 per request, retrying unprocessed keys with
   * backoff.
   *
   * @param keys the keys of the edges to delete
   * @throws io.edgetable.exception.BatchWriteException with the keys not deleted, after the retries
   * @throws NullPointerException if {@code keys} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a key holds an id that is null or cannot
   *     form a key (nothing is sent)
   */
  public void deleteAll(Collection<EdgeKey<S, U>> keys) {
    Arguments.present(keys, "keys");
    Futures.join(table().deleteAll(keys));
  }
}
