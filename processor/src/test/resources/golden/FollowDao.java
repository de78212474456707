package school;

import io.edgetable.Condition;
import io.edgetable.EdgeKey;
import io.edgetable.EdgeQuery;
import io.edgetable.internal.Arguments;
import io.edgetable.internal.CounterUpdate;
import io.edgetable.internal.RecordTable;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Follow} edge items. Thread-safe; each method sends the requests its
 * documentation names, and validates its arguments before sending anything.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class FollowDao {
  private final RecordTable<Follow, EdgeKey<String, String>> table;

  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   */
  public FollowDao(DynamoDbClient client, String tableName) {
    this.table = new RecordTable<Follow, EdgeKey<String, String>>(client, tableName, FollowMarshaller.INSTANCE, key -> FollowKeys.key(key.source(), key.target()));
  }

  /**
   * TransactWriteItems: Put PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_not_exists(PK);
   * ADD following :1 on USER#{follower} if attribute_exists(PK);
   * ADD followers :1 on USER#{followee} if attribute_exists(PK).
   * Creates the edge and counts it on its nodes, all or nothing.
   *
   * @return {@code true} if created; {@code false} if the edge already existed (nothing written)
   * @throws io.edgetable.NodeNotFoundException if a counted node item is missing (nothing written)
   * @throws io.edgetable.InvalidKeyException if the record's ids cannot form a key (nothing is sent)
   */
  public boolean put(Follow follow) {
    Arguments.notNull(follow, "follow must not be null");
    return this.table.putCounted(FollowMarshaller.INSTANCE.toItem(follow), counters(follow.follower(), follow.followee()));
  }

  /**
   * PutItem PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_exists(PK).
   * Overwrites the edge's attributes only if it exists; counters are untouched.
   *
   * @return {@code true} if replaced; {@code false} if the edge is absent
   * @throws io.edgetable.InvalidKeyException if the record's ids cannot form a key (nothing is sent)
   */
  public boolean replace(Follow follow) {
    Arguments.notNull(follow, "follow must not be null");
    return this.table.replaceIfExists(follow, null);
  }

  /**
   * PutItem PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_exists(PK) AND (condition).
   * Overwrites the edge's attributes only if it exists and the condition holds; counters are untouched.
   *
   * @return {@code true} if replaced; {@code false} if the edge is absent or the condition failed
   * @throws io.edgetable.InvalidKeyException if the record's ids cannot form a key (nothing is sent)
   */
  public boolean replace(Follow follow, Condition<Follow> condition) {
    Arguments.notNull(follow, "follow must not be null");
    Arguments.notNull(condition, "condition must not be null");
    return this.table.replaceIfExists(follow, condition);
  }

  /**
   * GetItem PK = ACTOR#{follower}, SK = TARGET#{followee} (eventually consistent).
   *
   * @return the edge, or empty if absent
   * @throws io.edgetable.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public Optional<Follow> get(String follower, String followee) {
    return this.table.get(FollowKeys.key(follower, followee));
  }

  /**
   * GetItem PK = ACTOR#{follower}, SK = TARGET#{followee} projecting PK only.
   *
   * @return whether the edge exists
   * @throws io.edgetable.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean exists(String follower, String followee) {
    return this.table.exists(FollowKeys.key(follower, followee));
  }

  /**
   * TransactWriteItems: Delete PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_exists(PK);
   * ADD following :-1 on USER#{follower} if attribute_exists(PK);
   * ADD followers :-1 on USER#{followee} if attribute_exists(PK).
   * Deletes the edge and uncounts it on its nodes, all or nothing.
   *
   * @return {@code true} if the edge existed and is deleted
   * @throws io.edgetable.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean delete(String follower, String followee) {
    return this.table.deleteCounted(FollowKeys.key(follower, followee), counters(follower, followee), null);
  }

  /**
   * TransactWriteItems: Delete PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_exists(PK) AND (condition);
   * ADD following :-1 on USER#{follower} if attribute_exists(PK);
   * ADD followers :-1 on USER#{followee} if attribute_exists(PK).
   * Deletes the edge and uncounts it on its nodes, all or nothing.
   *
   * @return {@code true} if the edge existed and the condition held and is deleted
   * @throws io.edgetable.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean delete(String follower, String followee, Condition<Follow> condition) {
    Arguments.notNull(condition, "condition must not be null");
    return this.table.deleteCounted(FollowKeys.key(follower, followee), counters(follower, followee), condition);
  }

  /**
   * Query PK = ACTOR#{follower} AND begins_with(SK, "TARGET#"):
   * one request per page, in SK order.
   * The edges from one User; nothing is sent until a terminal method.
   *
   * @throws io.edgetable.InvalidKeyException if {@code follower} cannot form a key
   */
  public EdgeQuery<Follow> forward(String follower) {
    return this.table.query(FollowKeys.pk(follower), FollowKeys.SK_PREFIX);
  }

  /**
   * Query index GSI1 GSI1PK = TARGET#{followee}#{shard 0..7} AND begins_with(GSI1SK, "ACTOR#"):
   * each page one Query per shard not yet exhausted (8 shards; again for a shard a filter drained), merged in GSI1SK order; eventually consistent.
   * The edges to one User.
   *
   * @throws io.edgetable.InvalidKeyException if {@code followee} cannot form a key
   */
  public EdgeQuery<Follow> inverse(String followee) {
    return this.table.queryIndex(FollowKeys.INDEX, FollowKeys.inversePks(followee), FollowKeys.INVERSE_SK_PREFIX);
  }

  /**
   * One TransactWriteItems per edge, as put does (run concurrently, bounded):
   * Put PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_not_exists(PK);
   * ADD following :1 on USER#{follower} if attribute_exists(PK);
   * ADD followers :1 on USER#{followee} if attribute_exists(PK).
   * Edges that already exist are left as they are, so counters stay exact.
   *
   * @return how many edges were created
   * @throws io.edgetable.BatchWriteException with the edges not written, after the retries
   */
  public int putAll(Collection<Follow> follows) {
    Arguments.notNull(follows, "follows must not be null");
    return this.table.putAllCounted(follows, record -> counters(record.follower(), record.followee()));
  }

  /**
   * One TransactWriteItems per key, as delete does:
   * Delete PK = ACTOR#{follower}, SK = TARGET#{followee} if attribute_exists(PK);
   * ADD following :-1 on USER#{follower} if attribute_exists(PK);
   * ADD followers :-1 on USER#{followee} if attribute_exists(PK).
   *
   * @return how many edges existed and are deleted
   * @throws io.edgetable.BatchWriteException with the keys not deleted, after the retries
   */
  public int deleteAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.notNull(keys, "keys must not be null");
    return this.table.deleteAllCounted(keys, key -> counters(key.source(), key.target()));
  }

  /**
   * BatchGetItem: Get each key (PK = ACTOR#{follower}, SK = TARGET#{followee}), 100 per request,
   * retrying unprocessed keys with backoff.
   *
   * @return the edges found, in the order of {@code keys}; absent ones are skipped
   * @throws io.edgetable.BatchGetException with the keys not read, after the retries
   */
  public List<Follow> getAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.notNull(keys, "keys must not be null");
    return this.table.getAll(keys);
  }

  private static List<CounterUpdate> counters(String follower, String followee) {
    return List.of(new CounterUpdate(UserKeys.key(follower), "following", "User " + UserKeys.pk(follower)), new CounterUpdate(UserKeys.key(followee), "followers", "User " + UserKeys.pk(followee)));
  }
}
