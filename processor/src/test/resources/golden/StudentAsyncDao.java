package school;

import io.edgetable.dao.AsyncNodeDao;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.operation.DaoTables;
import io.edgetable.internal.transport.Futures;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The asynchronous {@link StudentDao}: the methods of {@link AsyncNodeDao} and those it adds, each
 * returning a future, on a {@code DynamoDbAsyncClient}; their requests are those {@link StudentDao}
 * states.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class StudentAsyncDao extends AsyncNodeDao<Student, String> {
  static {
    RecordTypes.register(StudentAsyncDao.class, StudentDao.TYPE);
  }

  /** A DAO on table {@code tableName}; sends nothing until a method is called. */
  public StudentAsyncDao(DynamoDbAsyncClient client, String tableName) {
    super(client, tableName);
  }

  private StudentAsyncDao(StudentAsyncDao dao) {
    super(dao);
  }

  @Override
  public StudentAsyncDao consistentReads() {
    return new StudentAsyncDao(this);
  }

  /** Async {@link StudentDao#collection(String)}: fails its future instead of throwing. */
  public CompletableFuture<StudentCollection> collection(String studentId) {
    Arguments.present(studentId, "studentId");
    return Futures.supply(() -> DaoTables.of(this).partition(StudentKeys.sk(studentId),
        StudentKeys.pk(studentId), EnrollmentKeys.SK_PREFIX).thenApply(StudentDao::collectionOf));
  }

  /** Async {@link StudentDao#deleteWithEdges(String)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> deleteWithEdges(String studentId) {
    Arguments.present(studentId, "studentId");
    return Futures.supply(() -> DaoTables.of(this).deleteWithEdges(studentId,
        StudentDao.edgeLinks(studentId)));
  }
}
