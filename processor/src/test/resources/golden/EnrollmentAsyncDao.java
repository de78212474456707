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
 * The asynchronous {@link EnrollmentDao}: the methods of {@link AsyncCountedEdgeDao} and those it
 * adds, each returning a future, on a {@code DynamoDbAsyncClient}; their requests are those
 * {@link EnrollmentDao} states.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class EnrollmentAsyncDao extends AsyncCountedEdgeDao<Enrollment, String, String> {
  static {
    RecordTypes.register(EnrollmentAsyncDao.class, EnrollmentDao.TYPE);
  }

  /** A DAO on table {@code tableName}; sends nothing until a method is called. */
  public EnrollmentAsyncDao(DynamoDbAsyncClient client, String tableName) {
    super(client, tableName);
  }

  private EnrollmentAsyncDao(EnrollmentAsyncDao dao) {
    super(dao);
  }

  @Override
  public EnrollmentAsyncDao consistentReads() {
    return new EnrollmentAsyncDao(this);
  }

  /** Async {@link EnrollmentDao#inverse(String)}: its terminals return futures. */
  public AsyncEdgeQuery<Enrollment> inverse(String courseId) {
    Arguments.present(courseId, "courseId");
    return Queries.async(() -> DaoTables.of(this).queryIndex(EnrollmentKeys.INDEX,
        EnrollmentKeys.inversePks(courseId), EnrollmentKeys.INVERSE_SK_PREFIX,
        IndexProjection.ALL));
  }

  /**
   * Async {@link EnrollmentDao#inverseHydrated(InverseHoldsWholeRecords)}: always throws, as it
   * does.
   *
   * @deprecated index GSI1 projects ALL: call inverse(courseId)
   */
  @Deprecated
  public AsyncEdgeQuery<Enrollment> inverseHydrated(InverseHoldsWholeRecords never) {
    throw RefusedCalls.inverseHoldsWholeRecords("Enrollment", "GSI1", "courseId");
  }
}
