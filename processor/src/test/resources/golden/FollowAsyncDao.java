package school;

import io.edgetable.Dao;
import io.edgetable.EdgeKey;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.operation.RecordTable;
import io.edgetable.internal.query.IndexProjection;
import io.edgetable.internal.query.Queries;
import io.edgetable.internal.transport.Futures;
import io.edgetable.query.AsyncEdgeQuery;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Reads and writes {@link Follow} edge items on a {@code DynamoDbAsyncClient}: the methods of
 * {@link FollowDao}, each returning a future. No thread blocks: retries wait on a timer. Invalid
 * input fails the future and sends nothing; only a null argument throws at once.
 *
 * <p>Ids: {@code follower} at most 1018 bytes of UTF-8 as stored ('#' and '%' are escaped to 3
 * bytes each): the room left in the GSI1SK of Follow edges, ACTOR#{follower} (1024 bytes at most);
 * {@code followee} at most 1017 bytes of UTF-8 as stored ('#' and '%' are escaped to 3 bytes each):
 * the room left in the SK of Follow edges, TARGET#{followee} (1024 bytes at most).
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class FollowAsyncDao implements Dao<Follow, EdgeKey<String, String>> {
  static {
    RecordTypes.register(FollowAsyncDao.class, FollowDao.TYPE);
  }

  private final RecordTable<Follow, EdgeKey<String, String>> table;

  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   */
  public FollowAsyncDao(DynamoDbAsyncClient client, String tableName) {
    this.table = new RecordTable<Follow, EdgeKey<String, String>>(client, tableName,
        FollowDao.TYPE);
  }

  private FollowAsyncDao(RecordTable<Follow, EdgeKey<String, String>> table) {
    this.table = table;
  }

  /**
   * A view of this DAO that reads strongly consistent, as {@link FollowDao#consistentReads()} does.
   */
  public FollowAsyncDao consistentReads() {
    return new FollowAsyncDao(this.table.consistentReads());
  }

  /** Async {@link FollowDao#put(Follow)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> put(Follow follow) {
    Arguments.present(follow, "follow");
    return Futures.supply(() -> this.table.put(follow));
  }

  /** Async {@link FollowDao#replace(Follow)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> replace(Follow follow) {
    Arguments.present(follow, "follow");
    return Futures.supply(() -> this.table.replace(follow, null));
  }

  /** Async {@link FollowDao#replace(Follow, Condition)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> replace(Follow follow, Condition<Follow> condition) {
    Arguments.present(follow, "follow");
    Arguments.present(condition, "condition");
    return Futures.supply(() -> this.table.replace(follow, condition));
  }

  /** Async {@link FollowDao#get(String, String)}: fails its future instead of throwing. */
  public CompletableFuture<Optional<Follow>> get(String follower, String followee) {
    Arguments.present(follower, "follower");
    Arguments.present(followee, "followee");
    return Futures.supply(() -> this.table.get(new EdgeKey<String, String>(follower, followee)));
  }

  /** Async {@link FollowDao#exists(String, String)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> exists(String follower, String followee) {
    Arguments.present(follower, "follower");
    Arguments.present(followee, "followee");
    return Futures.supply(() -> this.table.exists(new EdgeKey<String, String>(follower, followee)));
  }

  /** Async {@link FollowDao#delete(String, String)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> delete(String follower, String followee) {
    Arguments.present(follower, "follower");
    Arguments.present(followee, "followee");
    return Futures.supply(() -> this.table.delete(new EdgeKey<String, String>(follower, followee),
        null));
  }

  /**
   * Async {@link FollowDao#delete(String, String, Condition)}: fails its future instead of
   * throwing.
   */
  public CompletableFuture<Boolean> delete(String follower, String followee,
      Condition<Follow> condition) {
    Arguments.present(follower, "follower");
    Arguments.present(followee, "followee");
    Arguments.present(condition, "condition");
    return Futures.supply(() -> this.table.delete(new EdgeKey<String, String>(follower, followee),
        condition));
  }

  /**
   * Async {@link FollowDao#update(String, String, Update)}: fails its future instead of throwing.
   */
  public CompletableFuture<Optional<Follow>> update(String follower, String followee,
      Update<Follow> update) {
    Arguments.present(follower, "follower");
    Arguments.present(followee, "followee");
    Arguments.present(update, "update");
    return Futures.supply(() -> this.table.update(new EdgeKey<String, String>(follower, followee),
        update, null));
  }

  /**
   * Async {@link FollowDao#update(String, String, Update, Condition)}: fails its future instead of
   * throwing.
   */
  public CompletableFuture<Optional<Follow>> update(String follower, String followee,
      Update<Follow> update, Condition<Follow> condition) {
    Arguments.present(follower, "follower");
    Arguments.present(followee, "followee");
    Arguments.present(update, "update");
    Arguments.present(condition, "condition");
    return Futures.supply(() -> this.table.update(new EdgeKey<String, String>(follower, followee),
        update, condition));
  }

  /** Async {@link FollowDao#forward(String)}: its terminals return futures. */
  public AsyncEdgeQuery<Follow> forward(String follower) {
    Arguments.present(follower, "follower");
    return Queries.async(() -> this.table.query(FollowKeys.pk(follower), FollowKeys.SK_PREFIX));
  }

  /** Async {@link FollowDao#inverse(String)}: its terminals return futures. */
  public AsyncEdgeQuery<Follow> inverse(String followee) {
    Arguments.present(followee, "followee");
    return Queries.async(() -> this.table.queryIndex(FollowKeys.INDEX,
        FollowKeys.inversePks(followee), FollowKeys.INVERSE_SK_PREFIX, IndexProjection.ALL));
  }

  /** Async {@link FollowDao#putAll(Collection)}: fails its future instead of throwing. */
  public CompletableFuture<Integer> putAll(Collection<Follow> follows) {
    Arguments.present(follows, "follows");
    return Futures.supply(() -> this.table.putAllCounted(follows));
  }

  /** Async {@link FollowDao#deleteAll(Collection)}: fails its future instead of throwing. */
  public CompletableFuture<Integer> deleteAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.present(keys, "keys");
    return Futures.supply(() -> this.table.deleteAllCounted(keys));
  }

  /** Async {@link FollowDao#getAll(Collection)}: fails its future instead of throwing. */
  public CompletableFuture<List<Follow>> getAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.present(keys, "keys");
    return Futures.supply(() -> this.table.getAll(keys));
  }

  /** The {@code EdgeKey} of {@code record}: its source and target ids. */
  @Override
  public EdgeKey<String, String> keyOf(Follow record) {
    Arguments.present(record, "record");
    return FollowDao.TYPE.keyOf(record);
  }

  /** The table this DAO reads and writes. */
  @Override
  public String tableName() {
    return this.table.tableName();
  }
}
