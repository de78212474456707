package io.edgetable.dao;

import io.edgetable.EdgeKey;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.EdgeType;
import io.edgetable.internal.query.Queries;
import io.edgetable.internal.transport.Futures;
import io.edgetable.query.EdgeQuery;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The methods of every generated edge DAO ({@code FooDao} of an {@code @Edge} record {@code T}
 * from a node with id type {@code S} to one with id type {@code U}), on a {@code DynamoDbClient};
 * the batch writes are those of {@link CountedEdgeDao} or {@link UncountedEdgeDao}. Thread-safe;
 * each method sends the requests its documentation names, and validates its arguments before
 * sending anything: a null argument throws {@link io.edgetable.exception.InvalidKeyException}
 * naming the parameter.
 *
 * <p>"The edge's key" is {@code PK} and {@code SK} of the edge item, built from its source and
 * target ids; the class Javadoc of the generated DAO states their patterns, its inverse index,
 * the counters its writes move (a counted edge's put and delete are one TransactWriteItems with
 * an {@code ADD} on each counted node), its version and time to live, and how long ids may be.
 * Reads treat an item whose time to live has passed as absent.
 *
 * <p>Extended only by the DAOs the processor generates: constructing any other subclass throws
 * {@code IllegalStateException}.
 *
 * @param <T> the edge record
 * @param <S> the id type of its source (boxed)
 * @param <U> the id type of its target (boxed)
 */
public abstract class EdgeDao<T, S, U> extends GeneratedDao<T, EdgeKey<S, U>> {
  EdgeDao(DynamoDbClient client, String tableName) {
    super(client, tableName, EdgeType.class);
  }

  EdgeDao(EdgeDao<T, S, U> dao) {
    super(dao);
  }

  private EdgeType<T, S, U> edge() {
    return (EdgeType<T, S, U>) type();
  }

  /**
   * A view of this DAO whose {@code get}, {@code exists} and {@code getAll} read strongly
   * consistent (ConsistentRead = true): they see every write that completed before them. A
   * strongly consistent read costs twice the read units of an eventually consistent one (1 unit
   * per 4 KB instead of 0.5). Writes are unchanged; queries choose with consistentRead(), and an
   * index is always eventually consistent.
   *
   * @return a DAO of this DAO's class on the same table
   */
  public abstract EdgeDao<T, S, U> consistentReads();

  /**
   * PutItem of the edge's key if attribute_not_exists(PK) (or its time to live has passed); for a
   * counted edge one TransactWriteItems of that Put and an {@code ADD counter :1} on each counted
   * node if attribute_exists(PK), all or nothing. Creates the edge unless it exists; a versioned
   * edge is created with version 1.
   *
   * @param record the edge to create
   * @return {@code true} if created; {@code false} if the edge already existed (nothing written)
   * @throws io.edgetable.exception.NodeNotFoundException if a counted node item is missing
   *     (nothing written)
   * @throws io.edgetable.exception.InvalidKeyException if the record's ids cannot form a key
   *     (nothing is sent)
   */
  public boolean put(T record) {
    Arguments.present(record, type().recordName());
    return Futures.join(table().put(record));
  }

  /**
   * PutItem of the edge's key if attribute_exists(PK) (and, for a versioned edge, the stored
   * version is the record's; it stores the next). Overwrites the edge's attributes only if it
   * exists; counters are untouched.
   *
   * @param record the edge's new attributes
   * @return {@code true} if replaced; {@code false} if the edge is absent
   * @throws io.edgetable.exception.VersionConflictException if the stored version differs from
   *     the record's (nothing written)
   * @throws io.edgetable.exception.InvalidKeyException if the record's ids cannot form a key
   *     (nothing is sent)
   */
  public boolean replace(T record) {
    Arguments.present(record, type().recordName());
    return Futures.join(table().replace(record, null));
  }

  /**
   * PutItem of the edge's key if attribute_exists(PK) AND (condition), as {@link #replace(Object)}
   * does otherwise.
   *
   * @param record the edge's new attributes
   * @param condition what the stored edge must satisfy
   * @return {@code true} if replaced; {@code false} if the edge is absent or the condition failed
   * @throws io.edgetable.exception.VersionConflictException if the stored version differs from
   *     the record's (nothing written)
   * @throws io.edgetable.exception.InvalidKeyException if the record's ids cannot form a key
   *     (nothing is sent)
   */
  public boolean replace(T record, Condition<T> condition) {
    Arguments.present(record, type().recordName());
    Arguments.present(condition, "condition");
    return Futures.join(table().replace(record, condition));
  }

  /**
   * GetItem of the edge's key (eventually consistent; strongly consistent through {@link
   * #consistentReads()}).
   *
   * @param sourceId the id of the edge's source
   * @param targetId the id of the edge's target
   * @return the edge, or empty if absent
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public Optional<T> get(S sourceId, U targetId) {
    return Futures.join(table().get(edge().argumentKey(sourceId, targetId)));
  }

  /**
   * GetItem of the edge's key projecting PK only (eventually consistent; strongly consistent
   * through {@link #consistentReads()}).
   *
   * @param sourceId the id of the edge's source
   * @param targetId the id of the edge's target
   * @return whether the edge exists
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean exists(S sourceId, U targetId) {
    return Futures.join(table().exists(edge().argumentKey(sourceId, targetId)));
  }

  /**
   * DeleteItem of the edge's key if attribute_exists(PK); for a counted edge one
   * TransactWriteItems of that Delete and an {@code ADD counter :-1} on each counted node if the
   * counter is above 0, all or nothing. If a counted item is not as assumed (a node deleted, or
   * created again since), it reads the counted items (one consistent BatchGetItem) and sends the
   * transaction that matches them: the edge is deleted, the counters that count it move, the
   * others are checked as read; no counter goes below zero.
   *
   * @param sourceId the id of the edge's source
   * @param targetId the id of the edge's target
   * @return {@code true} if the edge existed and is deleted
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean delete(S sourceId, U targetId) {
    return Futures.join(table().delete(edge().argumentKey(sourceId, targetId), null));
  }

  /**
   * As {@link #delete(Object, Object)}, with the Delete's condition attribute_exists(PK) AND
   * (condition).
   *
   * @param sourceId the id of the edge's source
   * @param targetId the id of the edge's target
   * @param condition what the stored edge must satisfy
   * @return {@code true} if the edge existed and the condition held and is deleted
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean delete(S sourceId, U targetId, Condition<T> condition) {
    EdgeKey<S, U> key = edge().argumentKey(sourceId, targetId);
    Arguments.present(condition, "condition");
    return Futures.join(table().delete(key, condition));
  }

  /**
   * UpdateItem of the edge's key if attribute_exists(PK): the update's actions (and a version's
   * ADD 1), ReturnValues = ALL_NEW. Never creates the edge.
   *
   * @param sourceId the id of the edge's source
   * @param targetId the id of the edge's target
   * @param update what to set, add or remove
   * @return the edge as stored after the update; empty if it is absent (nothing written)
   * @throws io.edgetable.exception.OutcomeUnknownException if an update that adds to a number or
   *     a list, or moves a version, failed after it was sent: it is never sent twice, so it was
   *     applied once or not at all
   * @throws IllegalArgumentException if the update has two actions on one attribute (nothing is
   *     sent)
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public Optional<T> update(S sourceId, U targetId, Update<T> update) {
    EdgeKey<S, U> key = edge().argumentKey(sourceId, targetId);
    Arguments.present(update, "update");
    return Futures.join(table().update(key, update, null));
  }

  /**
   * UpdateItem of the edge's key if attribute_exists(PK) AND (condition): the update's actions
   * (and a version's ADD 1), ReturnValues = ALL_NEW. Never creates the edge.
   *
   * @param sourceId the id of the edge's source
   * @param targetId the id of the edge's target
   * @param update what to set, add or remove
   * @param condition what the stored edge must satisfy
   * @return the edge as stored after the update; empty if it is absent or the condition failed
   *     (nothing written)
   * @throws io.edgetable.exception.OutcomeUnknownException if an update that adds to a number or
   *     a list, or moves a version, failed after it was sent: it is never sent twice, so it was
   *     applied once or not at all
   * @throws IllegalArgumentException if the update has two actions on one attribute (nothing is
   *     sent)
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public Optional<T> update(S sourceId, U targetId, Update<T> update, Condition<T> condition) {
    EdgeKey<S, U> key = edge().argumentKey(sourceId, targetId);
    Arguments.present(update, "update");
    Arguments.present(condition, "condition");
    return Futures.join(table().update(key, update, condition));
  }

  /**
   * Query of the partition of the edge's {@code PK} AND begins_with(SK, the kind's sort-key
   * prefix): one request per page, in SK order. The edges from one source node; nothing is sent
   * until a terminal method.
   *
   * @param sourceId the id of the source node
   * @return the query, to refine and run
   * @throws io.edgetable.exception.InvalidKeyException if {@code sourceId} cannot form a key
   */
  public EdgeQuery<T> forward(S sourceId) {
    Arguments.present(sourceId, edge().sourceName());
    EdgeType<T, S, U> edge = edge();
    return Queries.sync(table().query(edge.forwardPartition(sourceId), edge.sortPrefix()));
  }

  /**
   * BatchGetItem: Get each edge's key, 100 per request, retrying unprocessed keys with backoff
   * (eventually consistent; strongly consistent through {@link #consistentReads()}).
   *
   * @param keys the keys of the edges to read
   * @return the edges found, in the order of {@code keys}; absent ones are skipped
   * @throws io.edgetable.exception.BatchGetException with the keys not read, after the retries
   * @throws NullPointerException if {@code keys} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a key holds an id that is null or cannot
   *     form a key (nothing is sent)
   */
  public List<T> getAll(Collection<EdgeKey<S, U>> keys) {
    Arguments.present(keys, "keys");
    return Futures.join(table().getAll(keys));
  }
}
