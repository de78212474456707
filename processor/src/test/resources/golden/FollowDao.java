package school;

import io.edgetable.Dao;
import io.edgetable.EdgeKey;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.CounterUpdate;
import io.edgetable.internal.model.EdgeType;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.operation.RecordTable;
import io.edgetable.internal.query.IndexProjection;
import io.edgetable.internal.query.Queries;
import io.edgetable.internal.transport.Futures;
import io.edgetable.query.EdgeQuery;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads and writes {@link Follow} edge items. Thread-safe; each method sends the requests its
 * documentation names, and validates its arguments before sending anything.
 *
 * <p>Ids: {@code follower} at most 1018 bytes of UTF-8 as stored ('#' and '%' are escaped to 3
 * bytes each): the room left in the GSI1SK of Follow edges, ACTOR#{follower} (1024 bytes at most);
 * {@code followee} at most 1017 bytes of UTF-8 as stored ('#' and '%' are escaped to 3 bytes each):
 * the room left in the SK of Follow edges, TARGET#{followee} (1024 bytes at most).
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class FollowDao implements Dao<Follow, EdgeKey<String, String>> {
  /**
   * How the runtime keys, encodes and counts {@code Follow} items; shared with the asynchronous
   * DAO.
   */
  static final EdgeType<Follow, String, String> TYPE = new Type();

  static {
    RecordTypes.register(FollowDao.class, TYPE);
  }

  private final RecordTable<Follow, EdgeKey<String, String>> table;

  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   */
  public FollowDao(DynamoDbClient client, String tableName) {
    this.table = new RecordTable<Follow, EdgeKey<String, String>>(client, tableName, TYPE);
  }

  private FollowDao(RecordTable<Follow, EdgeKey<String, String>> table) {
    this.table = table;
  }

  /**
   * A view of this DAO whose {@code get}, {@code exists} and {@code getAll} read strongly
   * consistent (ConsistentRead = true): they see every write that completed before them. A strongly
   * consistent read costs twice the read units of an eventually consistent one (1 unit per 4 KB
   * instead of 0.5). Writes are unchanged; queries choose with consistentRead(), and an index is
   * always eventually consistent.
   */
  public FollowDao consistentReads() {
    return new FollowDao(this.table.consistentReads());
  }

  /**
   * TransactWriteItems: Put PK = ACTOR#{follower}, SK = TARGET#{followee} if
   * attribute_not_exists(PK);
   * ADD following :1 on USER#{follower} if attribute_exists(PK);
   * ADD followers :1 on USER#{followee} if attribute_exists(PK).
   * Creates the edge and counts it on its nodes, all or nothing.
   *
   * @return {@code true} if created; {@code false} if the edge already existed (nothing written)
   * @throws io.edgetable.exception.NodeNotFoundException if a counted node item is missing (nothing
   *     written)
   * @throws io.edgetable.exception.InvalidKeyException if the record's ids cannot form a key
   *     (nothing is sent)
   */
  public boolean put(Follow follow) {
    Arguments.present(follow, "follow");
    return Futures.join(this.table.put(follow));
  }

  /**
   * PutItem PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_exists(PK).
   * Overwrites the edge's attributes only if it exists; counters are untouched.
   *
   * @return {@code true} if replaced; {@code false} if the edge is absent
   * @throws io.edgetable.exception.InvalidKeyException if the record's ids cannot form a key
   *     (nothing is sent)
   */
  public boolean replace(Follow follow) {
    Arguments.present(follow, "follow");
    return Futures.join(this.table.replace(follow, null));
  }

  /**
   * PutItem PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_exists(PK) AND (condition).
   * Overwrites the edge's attributes only if it exists and the condition holds; counters are
   * untouched.
   *
   * @return {@code true} if replaced; {@code false} if the edge is absent or the condition failed
   * @throws io.edgetable.exception.InvalidKeyException if the record's ids cannot form a key
   *     (nothing is sent)
   */
  public boolean replace(Follow follow, Condition<Follow> condition) {
    Arguments.present(follow, "follow");
    Arguments.present(condition, "condition");
    return Futures.join(this.table.replace(follow, condition));
  }

  /**
   * GetItem PK = ACTOR#{follower}, SK = TARGET#{followee} (eventually consistent; strongly
   * consistent through {@code consistentReads()}).
   *
   * @return the edge, or empty if absent
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public Optional<Follow> get(String follower, String followee) {
    Arguments.present(follower, "follower");
    Arguments.present(followee, "followee");
    return Futures.join(this.table.get(new EdgeKey<String, String>(follower, followee)));
  }

  /**
   * GetItem PK = ACTOR#{follower}, SK = TARGET#{followee} projecting PK only (eventually
   * consistent; strongly consistent through {@code consistentReads()}).
   *
   * @return whether the edge exists
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean exists(String follower, String followee) {
    Arguments.present(follower, "follower");
    Arguments.present(followee, "followee");
    return Futures.join(this.table.exists(new EdgeKey<String, String>(follower, followee)));
  }

  /**
   * TransactWriteItems: Delete PK = ACTOR#{follower}, SK = TARGET#{followee} if
   * attribute_exists(PK);
   * ADD following :-1 on USER#{follower} if following &gt; 0;
   * ADD followers :-1 on USER#{followee} if followers &gt; 0.
   * Deletes the edge and uncounts it on its nodes, all or nothing. If a counted item is not as
   * assumed (a node deleted, or created again since), it reads the counted items (one consistent
   * BatchGetItem) and sends the transaction that matches them: the edge is deleted, the counters
   * that count it move, the others are checked as read; no counter goes below zero.
   *
   * @return {@code true} if the edge existed and is deleted
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean delete(String follower, String followee) {
    Arguments.present(follower, "follower");
    Arguments.present(followee, "followee");
    return Futures.join(this.table.delete(new EdgeKey<String, String>(follower, followee), null));
  }

  /**
   * TransactWriteItems: Delete PK = ACTOR#{follower}, SK = TARGET#{followee} if
   * attribute_exists(PK) AND (condition);
   * ADD following :-1 on USER#{follower} if following &gt; 0;
   * ADD followers :-1 on USER#{followee} if followers &gt; 0.
   * Deletes the edge and uncounts it on its nodes, all or nothing. If a counted item is not as
   * assumed (a node deleted, or created again since), it reads the counted items (one consistent
   * BatchGetItem) and sends the transaction that matches them: the edge is deleted, the counters
   * that count it move, the others are checked as read; no counter goes below zero.
   *
   * @return {@code true} if the edge existed and the condition held and is deleted
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean delete(String follower, String followee, Condition<Follow> condition) {
    Arguments.present(follower, "follower");
    Arguments.present(followee, "followee");
    Arguments.present(condition, "condition");
    return Futures.join(this.table.delete(new EdgeKey<String, String>(follower, followee),
        condition));
  }

  /**
   * UpdateItem PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_exists(PK):
   * the update's actions, ReturnValues = ALL_NEW. Never creates the edge.
   *
   * @return the edge as stored after the update; empty if it is absent (nothing written)
   * @throws IllegalArgumentException if the update has two actions on one attribute (nothing is
   *     sent)
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public Optional<Follow> update(String follower, String followee, Update<Follow> update) {
    Arguments.present(follower, "follower");
    Arguments.present(followee, "followee");
    Arguments.present(update, "update");
    return Futures.join(this.table.update(new EdgeKey<String, String>(follower, followee),
        update, null));
  }

  /**
   * UpdateItem PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_exists(PK) AND
   * (condition):
   * the update's actions, ReturnValues = ALL_NEW. Never creates the edge.
   *
   * @return the edge as stored after the update; empty if it is absent or the condition failed
   *     (nothing written)
   * @throws IllegalArgumentException if the update has two actions on one attribute (nothing is
   *     sent)
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public Optional<Follow> update(String follower, String followee, Update<Follow> update,
      Condition<Follow> condition) {
    Arguments.present(follower, "follower");
    Arguments.present(followee, "followee");
    Arguments.present(update, "update");
    Arguments.present(condition, "condition");
    return Futures.join(this.table.update(new EdgeKey<String, String>(follower, followee),
        update, condition));
  }

  /**
   * Query PK = ACTOR#{follower} AND begins_with(SK, "TARGET#"):
   * one request per page, in SK order.
   * The edges from one User; nothing is sent until a terminal method.
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code follower} cannot form a key
   */
  public EdgeQuery<Follow> forward(String follower) {
    Arguments.present(follower, "follower");
    return Queries.sync(this.table.query(FollowKeys.pk(follower), FollowKeys.SK_PREFIX));
  }

  /**
   * Query index GSI1 GSI1PK = TARGET#{followee}#{shard 0..7} AND begins_with(GSI1SK, "ACTOR#"):
   * each page one Query per shard not yet exhausted (8 shards; again for a shard a filter drained),
   * merged in GSI1SK order; eventually consistent.
   * The edges to one User.
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code followee} cannot form a key
   */
  public EdgeQuery<Follow> inverse(String followee) {
    Arguments.present(followee, "followee");
    return Queries.sync(this.table.queryIndex(FollowKeys.INDEX, FollowKeys.inversePks(followee),
        FollowKeys.INVERSE_SK_PREFIX, IndexProjection.ALL));
  }

  /**
   * One TransactWriteItems per edge, as put does (at most 8 at once, never two on one counted
   * item):
   * Put PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_not_exists(PK);
   * ADD following :1 on USER#{follower} if attribute_exists(PK);
   * ADD followers :1 on USER#{followee} if attribute_exists(PK).
   * Edges that already exist are left as they are, so counters stay exact.
   *
   * @return how many edges were created
   * @throws io.edgetable.exception.BatchWriteException with the edges not written, after the
   *     retries
   * @throws NullPointerException if {@code follows} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a record's ids cannot form a key (nothing
   *     is sent)
   */
  public int putAll(Collection<Follow> follows) {
    Arguments.present(follows, "follows");
    return Futures.join(this.table.putAllCounted(follows));
  }

  /**
   * One TransactWriteItems per key, as delete does:
   * Delete PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_exists(PK);
   * ADD following :-1 on USER#{follower} if following &gt; 0;
   * ADD followers :-1 on USER#{followee} if followers &gt; 0.
   *
   * @return how many edges existed and are deleted
   * @throws io.edgetable.exception.BatchWriteException with the keys not deleted, after the retries
   * @throws NullPointerException if {@code keys} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a key holds an id that is null or cannot
   *     form a key (nothing is sent)
   */
  public int deleteAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.present(keys, "keys");
    return Futures.join(this.table.deleteAllCounted(keys));
  }

  /**
   * BatchGetItem: Get each key (PK = ACTOR#{follower}, SK = TARGET#{followee}), 100 per request,
   * retrying unprocessed keys with backoff (eventually consistent; strongly consistent through
   * {@code consistentReads()}).
   *
   * @return the edges found, in the order of {@code keys}; absent ones are skipped
   * @throws io.edgetable.exception.BatchGetException with the keys not read, after the retries
   * @throws NullPointerException if {@code keys} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a key holds an id that is null or cannot
   *     form a key (nothing is sent)
   */
  public List<Follow> getAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.present(keys, "keys");
    return Futures.join(this.table.getAll(keys));
  }

  /** The {@code EdgeKey} of {@code record}: its source and target ids. */
  @Override
  public EdgeKey<String, String> keyOf(Follow record) {
    Arguments.present(record, "record");
    return TYPE.keyOf(record);
  }

  /** The table this DAO reads and writes. */
  @Override
  public String tableName() {
    return this.table.tableName();
  }

  private static final class Type extends EdgeType<Follow, String, String> {
    Type() {
      super("Follow", FollowMarshaller.INSTANCE, "follower", "followee");
    }

    @Override
    protected Map<String, AttributeValue> key(String source, String target) {
      return FollowKeys.key(source, target);
    }

    @Override
    public EdgeKey<String, String> keyOf(Follow record) {
      return new EdgeKey<String, String>(record.follower(), record.followee());
    }

    @Override
    public boolean counted() {
      return true;
    }

    @Override
    protected List<CounterUpdate> counters(String source, String target) {
      return List.of(new CounterUpdate(UserKeys.key(source), "following", "User(" + source + ")"),
          new CounterUpdate(UserKeys.key(target), "followers", "User(" + target + ")"));
    }

    @Override
    public EdgeKey<String, String> keyFromItem(Map<String, AttributeValue> item) {
      return new EdgeKey<String, String>(FollowKeys.sourceId(item), FollowKeys.targetId(item));
    }
  }
}
