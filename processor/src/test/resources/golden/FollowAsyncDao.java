package school;

import io.edgetable.dao.AsyncCountedEdgeDao;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.operation.DaoTables;
import io.edgetable.internal.operation.RefusedCalls;
import io.edgetable.internal.query.IndexProjection;
import io.edgetable.internal.query.Queries;
import io.edgetable.query.AsyncEdgeQuery;
import io.edgetable.query.InverseHoldsWholeRecords;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The asynchronous {@link FollowDao}: the methods of {@link AsyncCountedEdgeDao} and those it adds,
 * each returning a future, on a {@code DynamoDbAsyncClient}; their requests are those
 * {@link FollowDao} states.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class FollowAsyncDao extends AsyncCountedEdgeDao<Follow, String, String> {
  static {
    RecordTypes.register(FollowAsyncDao.class, FollowDao.TYPE);
  }

  /** A DAO on table {@code tableName}; sends nothing until a method is called. */
  public FollowAsyncDao(DynamoDbAsyncClient client, String tableName) {
    super(client, tableName);
  }

  private FollowAsyncDao(FollowAsyncDao dao) {
    super(dao);
  }

  @Override
  public FollowAsyncDao consistentReads() {
    return new FollowAsyncDao(this);
  }

  /** Async {@link FollowDao#inverse(String)}: its terminals return futures. */
  public AsyncEdgeQuery<Follow> inverse(String followee) {
    Arguments.present(followee, "followee");
    return Queries.async(() -> DaoTables.of(this).queryIndex(FollowKeys.INDEX,
        FollowKeys.inversePks(followee), FollowKeys.INVERSE_SK_PREFIX, IndexProjection.ALL));
  }

  /**
   * Async {@link FollowDao#inverseHydrated(InverseHoldsWholeRecords)}: always throws, as it does.
   *
   * @deprecated index GSI1 projects ALL: call inverse(followee)
   */
  @Deprecated
  public AsyncEdgeQuery<Follow> inverseHydrated(InverseHoldsWholeRecords never) {
    throw RefusedCalls.inverseHoldsWholeRecords("Follow", "GSI1", "followee");
  }
}
