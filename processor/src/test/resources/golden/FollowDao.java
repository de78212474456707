package school;

import io.edgetable.dao.CountedEdgeDao;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.CounterUpdate;
import io.edgetable.internal.model.EdgeType;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.operation.DaoTables;
import io.edgetable.internal.operation.RefusedCalls;
import io.edgetable.internal.query.IndexProjection;
import io.edgetable.internal.query.Queries;
import io.edgetable.query.EdgeQuery;
import io.edgetable.query.InverseHoldsWholeRecords;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link Follow} edges with the methods of {@link CountedEdgeDao}, whose requests here read and
 * write the key PK = ACTOR#{follower}, SK = TARGET#{followee}; forward queries: Query PK =
 * ACTOR#{follower} AND begins_with(SK, "TARGET#").
 * put and putAll: TransactWriteItems: Put if attribute_not_exists(PK);
 * ADD following :1 on USER#{follower} if attribute_exists(PK);
 * ADD followers :1 on USER#{followee} if attribute_exists(PK).
 * delete and deleteAll: TransactWriteItems: Delete if attribute_exists(PK);
 * ADD following :-1 on USER#{follower} if following &gt; 0;
 * ADD followers :-1 on USER#{followee} if followers &gt; 0.
 *
 * <p>Ids: {@code follower} at most 1018 bytes of UTF-8 as stored ('#' and '%' are escaped to 3
 * bytes each): the room left in the GSI1SK of Follow edges, ACTOR#{follower} (1024 bytes at most);
 * {@code followee} at most 1017 bytes of UTF-8 as stored ('#' and '%' are escaped to 3 bytes each):
 * the room left in the SK of Follow edges, TARGET#{followee} (1024 bytes at most).
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class FollowDao extends CountedEdgeDao<Follow, String, String> {
  static final EdgeType<Follow, String, String> TYPE =
      EdgeType.<Follow, String, String>builder("Follow", FollowMarshaller.INSTANCE, "follower",
          "followee", "follow", "follows")
      .keys(FollowKeys.SK_PREFIX, FollowKeys::key, FollowKeys::pk)
      .ids(Follow::follower, Follow::followee, FollowKeys::sourceId, FollowKeys::targetId)
      .counters((source, target) -> List.of(
          CounterUpdate.of(UserKeys.key(source), "following", "User", source),
          CounterUpdate.of(UserKeys.key(target), "followers", "User", target)))
      .build();

  static {
    RecordTypes.register(FollowDao.class, TYPE);
  }

  /** A DAO on table {@code tableName}; sends nothing until a method is called. */
  public FollowDao(DynamoDbClient client, String tableName) {
    super(client, tableName);
  }

  private FollowDao(FollowDao dao) {
    super(dao);
  }

  @Override
  public FollowDao consistentReads() {
    return new FollowDao(this);
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
    return Queries.sync(DaoTables.of(this).queryIndex(FollowKeys.INDEX,
        FollowKeys.inversePks(followee), FollowKeys.INVERSE_SK_PREFIX, IndexProjection.ALL));
  }

  /**
   * Sends nothing and always throws: Follow's inverse index GSI1 projects ALL, so inverse(followee)
   * returns whole records already; inverseHydrated is for KEYS_ONLY and INCLUDE inverse indexes.
   * Its parameter type has no value, so a call with a User id does not compile, and the error names
   * the rule.
   *
   * @deprecated index GSI1 projects ALL: call inverse(followee)
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  public EdgeQuery<Follow> inverseHydrated(InverseHoldsWholeRecords never) {
    throw RefusedCalls.inverseHoldsWholeRecords("Follow", "GSI1", "followee");
  }
}
