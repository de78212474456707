package io.edgetable.dao;

import io.edgetable.EdgeKey;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.EdgeType;
import io.edgetable.internal.query.Queries;
import io.edgetable.internal.transport.Futures;
import io.edgetable.query.AsyncEdgeQuery;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The methods of every generated asynchronous edge DAO ({@code FooAsyncDao} of an {@code @Edge}
 * record), on a {@code DynamoDbAsyncClient}: those of {@link EdgeDao}, each returning a future;
 * the batch writes are those of {@link AsyncCountedEdgeDao} or {@link AsyncUncountedEdgeDao}. No
 * thread blocks: retries wait on a timer. Invalid input fails the future and sends nothing; only a
 * null argument throws at once.
 *
 * <p>Extended only by the DAOs the processor generates: constructing any other subclass throws
 * {@code IllegalStateException}.
 *
 * @param <T> the edge record
 * @param <S> the id type of its source (boxed)
 * @param <U> the id type of its target (boxed)
 */
public abstract class AsyncEdgeDao<T, S, U> extends GeneratedDao<T, EdgeKey<S, U>> {
  AsyncEdgeDao(DynamoDbAsyncClient client, String tableName) {
    super(client, tableName, EdgeType.class);
  }

  AsyncEdgeDao(AsyncEdgeDao<T, S, U> dao) {
    super(dao);
  }

  private EdgeType<T, S, U> edge() {
    return (EdgeType<T, S, U>) type();
  }

  /**
   * A view of this DAO that reads strongly consistent, as {@link EdgeDao#consistentReads()} does.
   *
   * @return a DAO of this DAO's class on the same table
   */
  public abstract AsyncEdgeDao<T, S, U> consistentReads();

  /**
   * Async form of {@link EdgeDao#put(Object)}: fails its future instead of throwing.
   *
   * @param record the edge to create
   * @return whether it was created
   */
  public CompletableFuture<Boolean> put(T record) {
    Arguments.present(record, type().recordName());
    return Futures.supply(() -> table().put(record));
  }

  /**
   * Async form of {@link EdgeDao#replace(Object)}: fails its future instead of throwing.
   *
   * @param record the edge's new attributes
   * @return whether it was replaced
   */
  public CompletableFuture<Boolean> replace(T record) {
    Arguments.present(record, type().recordName());
    return Futures.supply(() -> table().replace(record, null));
  }

  /**
   * Async form of {@link EdgeDao#replace(Object, Condition)}: fails its future instead of
   * throwing.
   *
   * @param record the edge's new attributes
   * @param condition what the stored edge must satisfy
   * @return whether it was replaced
   */
  public CompletableFuture<Boolean> replace(T record, Condition<T> condition) {
    Arguments.present(record, type().recordName());
    Arguments.present(condition, "condition");
    return Futures.supply(() -> table().replace(record, condition));
  }

  /**
   * Async form of {@link EdgeDao#get(Object, Object)}: fails its future instead of throwing.
   *
   * @param sourceId the id of the edge's source
   * @param targetId the id of the edge's target
   * @return the edge, or empty if absent
   */
  public CompletableFuture<Optional<T>> get(S sourceId, U targetId) {
    EdgeKey<S, U> key = edge().argumentKey(sourceId, targetId);
    return Futures.supply(() -> table().get(key));
  }

  /**
   * Async form of {@link EdgeDao#exists(Object, Object)}: fails its future instead of throwing.
   *
   * @param sourceId the id of the edge's source
   * @param targetId the id of the edge's target
   * @return whether the edge exists
   */
  public CompletableFuture<Boolean> exists(S sourceId, U targetId) {
    EdgeKey<S, U> key = edge().argumentKey(sourceId, targetId);
    return Futures.supply(() -> table().exists(key));
  }

  /**
   * Async form of {@link EdgeDao#delete(Object, Object)}: fails its future instead of throwing.
   *
   * @param sourceId the id of the edge's source
   * @param targetId the id of the edge's target
   * @return whether the edge existed and is deleted
   */
  public CompletableFuture<Boolean> delete(S sourceId, U targetId) {
    EdgeKey<S, U> key = edge().argumentKey(sourceId, targetId);
    return Futures.supply(() -> table().delete(key, null));
  }

  /**
   * Async form of {@link EdgeDao#delete(Object, Object, Condition)}: fails its future instead of
   * throwing.
   *
   * @param sourceId the id of the edge's source
   * @param targetId the id of the edge's target
   * @param condition what the stored edge must satisfy
   * @return whether the edge existed, the condition held, and it is deleted
   */
  public CompletableFuture<Boolean> delete(S sourceId, U targetId, Condition<T> condition) {
    EdgeKey<S, U> key = edge().argumentKey(sourceId, targetId);
    Arguments.present(condition, "condition");
    return Futures.supply(() -> table().delete(key, condition));
  }

  /**
   * Async form of {@link EdgeDao#update(Object, Object, Update)}: fails its future instead of
   * throwing.
   *
   * @param sourceId the id of the edge's source
   * @param targetId the id of the edge's target
   * @param update what to set, add or remove
   * @return the edge as stored after the update, or empty
   */
  public CompletableFuture<Optional<T>> update(S sourceId, U targetId, Update<T> update) {
    EdgeKey<S, U> key = edge().argumentKey(sourceId, targetId);
    Arguments.present(update, "update");
    return Futures.supply(() -> table().update(key, update, null));
  }

  /**
   * Async form of {@link EdgeDao#update(Object, Object, Update, Condition)}: fails its future
   * instead of throwing.
   *
   * @param sourceId the id of the edge's source
   * @param targetId the id of the edge's target
   * @param update what to set, add or remove
   * @param condition what the stored edge must satisfy
   * @return the edge as stored after the update, or empty
   */
  public CompletableFuture<Optional<T>> update(
      S sourceId, U targetId, Update<T> update, Condition<T> condition) {
    EdgeKey<S, U> key = edge().argumentKey(sourceId, targetId);
    Arguments.present(update, "update");
    Arguments.present(condition, "condition");
    return Futures.supply(() -> table().update(key, update, condition));
  }

  /**
   * Async form of {@link EdgeDao#forward(Object)}: its terminals return futures.
   *
   * @param sourceId the id of the source node
   * @return the query, to refine and run
   */
  public AsyncEdgeQuery<T> forward(S sourceId) {
    Arguments.present(sourceId, edge().sourceName());
    EdgeType<T, S, U> edge = edge();
    return Queries.async(() -> table().query(edge.forwardPartition(sourceId), edge.sortPrefix()));
  }

  /**
   * Async form of {@link EdgeDao#getAll(Collection)}: fails its future instead of throwing.
   *
   * @param keys the keys of the edges to read
   * @return the edges found, in the order of {@code keys}
   */
  public CompletableFuture<List<T>> getAll(Collection<EdgeKey<S, U>> keys) {
    Arguments.present(keys, "keys");
    return Futures.supply(() -> table().getAll(keys));
  }
}
