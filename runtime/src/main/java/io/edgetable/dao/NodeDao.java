package io.edgetable.dao;

import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.transport.Futures;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The methods of every generated node DAO ({@code FooDao} of a {@code @Node} record {@code T} with
 * id type {@code K}), on a {@code DynamoDbClient}. Thread-safe; each method sends the requests its
 * documentation names, and validates its arguments before sending anything: a null argument throws
 * {@link io.edgetable.exception.InvalidKeyException} naming the parameter.
 *
 * <p>"The node's key" is {@code PK} and {@code SK} of the node item, built from its id; the class
 * Javadoc of the generated DAO states their patterns, the node's counters, version and time to
 * live, and how long an id may be. Reads treat an item whose time to live has passed as absent.
 *
 * <p>Extended only by the DAOs the processor generates: constructing any other subclass throws
 * {@code IllegalStateException}.
 *
 * @param <T> the node record
 * @param <K> its id type (boxed)
 */
public abstract class NodeDao<T, K> extends GeneratedDao<T, K> {
  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   * @throws IllegalStateException if this class was not generated for a {@code @Node} record
   */
  protected NodeDao(DynamoDbClient client, String tableName) {
    super(client, tableName, NodeType.class);
  }

  /**
   * The view of {@code dao}, a DAO of the same class, that {@link #consistentReads()} returns.
   *
   * @throws IllegalArgumentException if {@code dao} is null or of another class
   */
  protected NodeDao(NodeDao<T, K> dao) {
    super(dao);
  }

  private NodeType<T, K> node() {
    return (NodeType<T, K>) type();
  }

  /**
   * A view of this DAO whose {@code get}, {@code exists}, {@code getAll} and {@code collection}
   * read strongly consistent (ConsistentRead = true): they see every write that completed before
   * them. A strongly consistent read costs twice the read units of an eventually consistent one (1
   * unit per 4 KB instead of 0.5). Writes are unchanged.
   *
   * @return a DAO of this DAO's class on the same table
   */
  public abstract NodeDao<T, K> consistentReads();

  /**
   * PutItem of the node's key if attribute_not_exists(PK) (or its time to live has passed).
   * Creates the node unless it exists; its counters start at 0 (only its edges move them); a
   * versioned node is created with version 1.
   *
   * @param record the node to create
   * @return {@code true} if created; {@code false} if the node already existed (nothing written)
   * @throws IllegalArgumentException if a counter of the record is not 0 (nothing is sent)
   * @throws io.edgetable.exception.InvalidKeyException if the record's id cannot form a key
   *     (nothing is sent)
   */
  public boolean put(T record) {
    Arguments.present(record, type().recordName());
    return Futures.join(table().put(record));
  }

  /**
   * UpdateItem of the node's key: SET every attribute of the record that is not null, REMOVE the
   * null ones; never writes a counter, whatever the record holds (a node it creates starts with its
   * counters at 0: {@code SET counter = if_not_exists(counter, 0)}). An upsert: creates the node if
   * absent, else updates it in place. A versioned node is written only if the
   * stored version is the record's (a version of 0: only if absent), and stores the next version.
   *
   * @param record the node to write
   * @throws io.edgetable.exception.VersionConflictException if the stored version differs from
   *     the record's (nothing written)
   * @throws io.edgetable.exception.InvalidKeyException if the record's id cannot form a key
   *     (nothing is sent)
   */
  public void save(T record) {
    Arguments.present(record, type().recordName());
    Futures.join(table().save(record));
  }

  /**
   * GetItem of the node's key (eventually consistent; strongly consistent through {@link
   * #consistentReads()}); with sharded counters one BatchGetItem of the node and its counter items,
   * which the counters add up.
   *
   * @param id the node's id
   * @return the node, or empty if absent
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key (nothing is
   *     sent)
   */
  public Optional<T> get(K id) {
    Arguments.present(id, node().idName());
    return Futures.join(table().get(id));
  }

  /**
   * GetItem of the node's key projecting PK only (eventually consistent; strongly consistent
   * through {@link #consistentReads()}).
   *
   * @param id the node's id
   * @return whether the node exists
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key (nothing is
   *     sent)
   */
  public boolean exists(K id) {
    Arguments.present(id, node().idName());
    return Futures.join(table().exists(id));
  }

  /**
   * DeleteItem of the node's key if attribute_exists(PK) and, for a node with counters, while no
   * counted edge points at it (every counter 0 or less, else NodeHasEdgesException); its edges
   * stay.
   *
   * @param id the node's id
   * @return {@code true} if the node existed and is deleted
   * @throws io.edgetable.exception.NodeHasEdgesException if a counter still counts edges (nothing
   *     is deleted); delete them first, or use the generated DAO's deleteWithEdges
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key (nothing is
   *     sent)
   */
  public boolean delete(K id) {
    Arguments.present(id, node().idName());
    return Futures.join(table().delete(id, null));
  }

  /**
   * UpdateItem of the node's key if attribute_exists(PK): the update's actions (and a version's
   * ADD 1), ReturnValues = ALL_NEW. Never creates the node.
   *
   * @param id the node's id
   * @param update what to set, add or remove
   * @return the node as stored after the update; empty if it is absent (nothing written)
   * @throws io.edgetable.exception.OutcomeUnknownException if an update that adds to a number or
   *     a list, or moves a version, failed after it was sent: it is never sent twice, so it was
   *     applied once or not at all
   * @throws IllegalArgumentException if the update has two actions on one attribute (nothing is
   *     sent)
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key (nothing is
   *     sent)
   */
  public Optional<T> update(K id, Update<T> update) {
    Arguments.present(id, node().idName());
    Arguments.present(update, "update");
    return Futures.join(table().update(id, update, null));
  }

  /**
   * UpdateItem of the node's key if attribute_exists(PK) AND (condition): the update's actions
   * (and a version's ADD 1), ReturnValues = ALL_NEW. Never creates the node.
   *
   * @param id the node's id
   * @param update what to set, add or remove
   * @param condition what the stored node must satisfy
   * @return the node as stored after the update; empty if it is absent or the condition failed
   *     (nothing written)
   * @throws io.edgetable.exception.OutcomeUnknownException if an update that adds to a number or
   *     a list, or moves a version, failed after it was sent: it is never sent twice, so it was
   *     applied once or not at all
   * @throws IllegalArgumentException if the update has two actions on one attribute (nothing is
   *     sent)
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key (nothing is
   *     sent)
   */
  public Optional<T> update(K id, Update<T> update, Condition<T> condition) {
    Arguments.present(id, node().idName());
    Arguments.present(update, "update");
    Arguments.present(condition, "condition");
    return Futures.join(table().update(id, update, condition));
  }

  /**
   * BatchWriteItem: Put each item (the node's key, overwriting), 25 per request, retrying
   * unprocessed items with backoff. A node with counters or a version instead takes one write per
   * record, at most 8 at once, as {@link #save} writes it: a Put would overwrite the count of its
   * edges, and BatchWriteItem cannot carry a version's condition; the records whose version
   * conflicts are among those not written. Counters are refused as by {@link #put}: each must be 0.
   *
   * @param records the nodes to write
   * @throws io.edgetable.exception.BatchWriteException with the nodes not written, after the
   *     retries
   * @throws IllegalArgumentException if a counter of a record is not 0 (nothing is sent)
   * @throws NullPointerException if {@code records} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a record's id cannot form a key
   *     (nothing is sent)
   */
  public void putAll(Collection<T> records) {
    Arguments.present(records, type().recordsName());
    Futures.join(table().putAll(records));
  }

  /**
   * BatchWriteItem: Delete each key, 25 per request, retrying unprocessed keys with backoff. A
   * node with counters is deleted one id at a time as {@link #delete} does (at most 8 at once),
   * since a batch write cannot refuse a node that counted edges still point at: such nodes are
   * among the ids not deleted (the exception's cause is the first NodeHasEdgesException).
   *
   * @param ids the ids of the nodes to delete
   * @throws io.edgetable.exception.BatchWriteException with the ids not deleted, after the retries
   * @throws io.edgetable.exception.InvalidKeyException if an id is null or cannot form a key
   *     (nothing is sent)
   */
  public void deleteAll(Collection<K> ids) {
    Arguments.present(ids, "ids");
    Futures.join(table().deleteAll(ids));
  }

  /**
   * BatchGetItem: Get each key (with its counter items, if any), 100 per request, retrying
   * unprocessed keys with backoff (eventually consistent; strongly consistent through {@link
   * #consistentReads()}).
   *
   * @param ids the ids of the nodes to read
   * @return the nodes found, in the order of {@code ids}; absent ones are skipped
   * @throws io.edgetable.exception.BatchGetException with the ids not read, after the retries
   * @throws io.edgetable.exception.InvalidKeyException if an id is null or cannot form a key
   *     (nothing is sent)
   */
  public List<T> getAll(Collection<K> ids) {
    Arguments.present(ids, "ids");
    return Futures.join(table().getAll(ids));
  }
}
