package school;

import io.edgetable.Dao;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.EdgeLink;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.operation.RecordTable;
import io.edgetable.internal.transport.Futures;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Reads and writes {@link Student} node items on a {@code DynamoDbAsyncClient}: the methods of
 * {@link StudentDao}, each returning a future. No thread blocks: retries wait on a timer. Invalid
 * input fails the future and sends nothing; only a null argument throws at once.
 *
 * <p>Ids: {@code studentId} may take at most 1013 bytes of UTF-8 as stored ('#' and '%' are escaped
 * to 3 bytes each): the room left in the GSI1SK of Enrollment edges, ENROLL#STU#{studentId} (1024
 * bytes at most) (the node's own keys would allow 1020); writing a node with a longer id throws
 * InvalidKeyException before sending, as no such edge or counter item could ever be written for it.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class StudentAsyncDao implements Dao<Student, String> {
  static {
    RecordTypes.register(StudentAsyncDao.class, StudentDao.TYPE);
  }

  private final RecordTable<Student, String> table;

  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   */
  public StudentAsyncDao(DynamoDbAsyncClient client, String tableName) {
    this.table = new RecordTable<Student, String>(client, tableName, StudentDao.TYPE);
  }

  private StudentAsyncDao(RecordTable<Student, String> table) {
    this.table = table;
  }

  /**
   * A view of this DAO that reads strongly consistent, as {@link StudentDao#consistentReads()}
   * does.
   */
  public StudentAsyncDao consistentReads() {
    return new StudentAsyncDao(this.table.consistentReads());
  }

  /** Async {@link StudentDao#put(Student)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> put(Student student) {
    Arguments.present(student, "student");
    return Futures.supply(() -> this.table.put(student));
  }

  /** Async {@link StudentDao#save(Student)}: fails its future instead of throwing. */
  public CompletableFuture<Void> save(Student student) {
    Arguments.present(student, "student");
    return Futures.supply(() -> this.table.save(student));
  }

  /** Async {@link StudentDao#get(String)}: fails its future instead of throwing. */
  public CompletableFuture<Optional<Student>> get(String studentId) {
    Arguments.present(studentId, "studentId");
    return Futures.supply(() -> this.table.get(studentId));
  }

  /** Async {@link StudentDao#exists(String)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> exists(String studentId) {
    Arguments.present(studentId, "studentId");
    return Futures.supply(() -> this.table.exists(studentId));
  }

  /** Async {@link StudentDao#delete(String)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> delete(String studentId) {
    Arguments.present(studentId, "studentId");
    return Futures.supply(() -> this.table.delete(studentId, null));
  }

  /** Async {@link StudentDao#update(String, Update)}: fails its future instead of throwing. */
  public CompletableFuture<Optional<Student>> update(String studentId, Update<Student> update) {
    Arguments.present(studentId, "studentId");
    Arguments.present(update, "update");
    return Futures.supply(() -> this.table.update(studentId, update, null));
  }

  /**
   * Async {@link StudentDao#update(String, Update, Condition)}: fails its future instead of
   * throwing.
   */
  public CompletableFuture<Optional<Student>> update(String studentId, Update<Student> update,
      Condition<Student> condition) {
    Arguments.present(studentId, "studentId");
    Arguments.present(update, "update");
    Arguments.present(condition, "condition");
    return Futures.supply(() -> this.table.update(studentId, update, condition));
  }

  /** Async {@link StudentDao#putAll(Collection)}: fails its future instead of throwing. */
  public CompletableFuture<Void> putAll(Collection<Student> students) {
    Arguments.present(students, "students");
    return Futures.supply(() -> this.table.putAll(students));
  }

  /** Async {@link StudentDao#deleteAll(Collection)}: fails its future instead of throwing. */
  public CompletableFuture<Void> deleteAll(Collection<String> ids) {
    Arguments.present(ids, "ids");
    return Futures.supply(() -> this.table.deleteAll(ids));
  }

  /** Async {@link StudentDao#getAll(Collection)}: fails its future instead of throwing. */
  public CompletableFuture<List<Student>> getAll(Collection<String> ids) {
    Arguments.present(ids, "ids");
    return Futures.supply(() -> this.table.getAll(ids));
  }

  /** Async {@link StudentDao#collection(String)}: fails its future instead of throwing. */
  public CompletableFuture<StudentCollection> collection(String studentId) {
    Arguments.present(studentId, "studentId");
    return Futures.supply(() -> this.table.partition(StudentKeys.sk(studentId),
        StudentKeys.pk(studentId), EnrollmentKeys.SK_PREFIX).thenApply(StudentDao::collectionOf));
  }

  /** Async {@link StudentDao#deleteWithEdges(String)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> deleteWithEdges(String studentId) {
    Arguments.present(studentId, "studentId");
    return Futures.supply(() -> this.table.deleteWithEdges(studentId,
        List.of(EdgeLink.outgoing(EnrollmentDao.TYPE, EnrollmentKeys.pk(studentId),
        EnrollmentKeys.SK_PREFIX))));
  }

  /** The id of {@code record}. */
  @Override
  public String keyOf(Student record) {
    Arguments.present(record, "record");
    return StudentDao.TYPE.keyOf(record);
  }

  /** The table this DAO reads and writes. */
  @Override
  public String tableName() {
    return this.table.tableName();
  }
}
