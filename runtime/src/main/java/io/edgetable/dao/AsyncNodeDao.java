package io.edgetable.dao;

import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.transport.Futures;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The methods of every generated asynchronous node DAO ({@code FooAsyncDao} of a {@code @Node}
 * record {@code T} with id type {@code K}), on a {@code DynamoDbAsyncClient}: those of {@link
 * NodeDao}, each returning a future. No thread blocks: retries wait on a timer. Invalid input
 * fails the future and sends nothing; only a null argument throws at once.
 *
 * <p>Extended only by the DAOs the processor generates: constructing any other subclass throws
 * {@code IllegalStateException}.
 *
 * @param <T> the node record
 * @param <K> its id type (boxed)
 */
public abstract class AsyncNodeDao<T, K> extends GeneratedDao<T, K> {
  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   * @throws IllegalStateException if this class was not generated for a {@code @Node} record
   */
  protected AsyncNodeDao(DynamoDbAsyncClient client, String tableName) {
    super(client, tableName, NodeType.class);
  }

  /**
   * The view of {@code dao}, a DAO of the same class, that {@link #consistentReads()} returns.
   *
   * @throws IllegalArgumentException if {@code dao} is null or of another class
   */
  protected AsyncNodeDao(AsyncNodeDao<T, K> dao) {
    super(dao);
  }

  private NodeType<T, K> node() {
    return (NodeType<T, K>) type();
  }

  /**
   * A view of this DAO that reads strongly consistent, as {@link NodeDao#consistentReads()} does.
   *
   * @return a DAO of this DAO's class on the same table
   */
  public abstract AsyncNodeDao<T, K> consistentReads();

  /**
   * Async form of {@link NodeDao#put(Object)}: fails its future instead of throwing.
   *
   * @param record the node to create
   * @return whether it was created
   */
  public CompletableFuture<Boolean> put(T record) {
    Arguments.present(record, type().recordName());
    return Futures.supply(() -> table().put(record));
  }

  /**
   * Async form of {@link NodeDao#save(Object)}: fails its future instead of throwing.
   *
   * @param record the node to write
   * @return completed once written
   */
  public CompletableFuture<Void> save(T record) {
    Arguments.present(record, type().recordName());
    return Futures.supply(() -> table().save(record));
  }

  /**
   * Async form of {@link NodeDao#get(Object)}: fails its future instead of throwing.
   *
   * @param id the node's id
   * @return the node, or empty if absent
   */
  public CompletableFuture<Optional<T>> get(K id) {
    Arguments.present(id, node().idName());
    return Futures.supply(() -> table().get(id));
  }

  /**
   * Async form of {@link NodeDao#exists(Object)}: fails its future instead of throwing.
   *
   * @param id the node's id
   * @return whether the node exists
   */
  public CompletableFuture<Boolean> exists(K id) {
    Arguments.present(id, node().idName());
    return Futures.supply(() -> table().exists(id));
  }

  /**
   * Async form of {@link NodeDao#delete(Object)}: fails its future instead of throwing.
   *
   * @param id the node's id
   * @return whether the node existed and is deleted
   */
  public CompletableFuture<Boolean> delete(K id) {
    Arguments.present(id, node().idName());
    return Futures.supply(() -> table().delete(id, null));
  }

  /**
   * Async form of {@link NodeDao#update(Object, Update)}: fails its future instead of throwing.
   *
   * @param id the node's id
   * @param update what to set, add or remove
   * @return the node as stored after the update, or empty
   */
  public CompletableFuture<Optional<T>> update(K id, Update<T> update) {
    Arguments.present(id, node().idName());
    Arguments.present(update, "update");
    return Futures.supply(() -> table().update(id, update, null));
  }

  /**
   * Async form of {@link NodeDao#update(Object, Update, Condition)}: fails its future instead of
   * throwing.
   *
   * @param id the node's id
   * @param update what to set, add or remove
   * @param condition what the stored node must satisfy
   * @return the node as stored after the update, or empty
   */
  public CompletableFuture<Optional<T>> update(K id, Update<T> update, Condition<T> condition) {
    Arguments.present(id, node().idName());
    Arguments.present(update, "update");
    Arguments.present(condition, "condition");
    return Futures.supply(() -> table().update(id, update, condition));
  }

  /**
   * Async form of {@link NodeDao#putAll(Collection)}: fails its future instead of throwing.
   *
   * @param records the nodes to write
   * @return completed once all are written
   */
  public CompletableFuture<Void> putAll(Collection<T> records) {
    Arguments.present(records, type().recordsName());
    return Futures.supply(() -> table().putAll(records));
  }

  /**
   * Async form of {@link NodeDao#deleteAll(Collection)}: fails its future instead of throwing.
   *
   * @param ids the ids of the nodes to delete
   * @return completed once all are deleted
   */
  public CompletableFuture<Void> deleteAll(Collection<K> ids) {
    Arguments.present(ids, "ids");
    return Futures.supply(() -> table().deleteAll(ids));
  }

  /**
   * Async form of {@link NodeDao#getAll(Collection)}: fails its future instead of throwing.
   *
   * @param ids the ids of the nodes to read
   * @return the nodes found, in the order of {@code ids}
   */
  public CompletableFuture<List<T>> getAll(Collection<K> ids) {
    Arguments.present(ids, "ids");
    return Futures.supply(() -> table().getAll(ids));
  }
}
