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
 * Reads and writes {@link Enrollment} edge items on a {@code DynamoDbAsyncClient}: the methods of
 * {@link EnrollmentDao}, each returning a future. No thread blocks: retries wait on a timer.
 * Invalid input fails the future and sends nothing; only a null argument throws at once.
 *
 * <p>Ids: {@code studentId} at most 1013 bytes of UTF-8 as stored ('#' and '%' are escaped to 3
 * bytes each): the room left in the GSI1SK of Enrollment edges, ENROLL#STU#{studentId} (1024 bytes
 * at most); {@code courseId} at most 1013 bytes of UTF-8 as stored ('#' and '%' are escaped to 3
 * bytes each): the room left in the SK of Enrollment edges, ENROLL#CRS#{courseId} (1024 bytes at
 * most).
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class EnrollmentAsyncDao implements Dao<Enrollment, EdgeKey<String, String>> {
  static {
    RecordTypes.register(EnrollmentAsyncDao.class, EnrollmentDao.TYPE);
  }

  private final RecordTable<Enrollment, EdgeKey<String, String>> table;

  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   */
  public EnrollmentAsyncDao(DynamoDbAsyncClient client, String tableName) {
    this.table = new RecordTable<Enrollment, EdgeKey<String, String>>(client, tableName,
        EnrollmentDao.TYPE);
  }

  private EnrollmentAsyncDao(RecordTable<Enrollment, EdgeKey<String, String>> table) {
    this.table = table;
  }

  /**
   * A view of this DAO that reads strongly consistent, as {@link EnrollmentDao#consistentReads()}
   * does.
   */
  public EnrollmentAsyncDao consistentReads() {
    return new EnrollmentAsyncDao(this.table.consistentReads());
  }

  /** Async {@link EnrollmentDao#put(Enrollment)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> put(Enrollment enrollment) {
    Arguments.present(enrollment, "enrollment");
    return Futures.supply(() -> this.table.put(enrollment));
  }

  /** Async {@link EnrollmentDao#replace(Enrollment)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> replace(Enrollment enrollment) {
    Arguments.present(enrollment, "enrollment");
    return Futures.supply(() -> this.table.replace(enrollment, null));
  }

  /**
   * Async {@link EnrollmentDao#replace(Enrollment, Condition)}: fails its future instead of
   * throwing.
   */
  public CompletableFuture<Boolean> replace(Enrollment enrollment,
      Condition<Enrollment> condition) {
    Arguments.present(enrollment, "enrollment");
    Arguments.present(condition, "condition");
    return Futures.supply(() -> this.table.replace(enrollment, condition));
  }

  /** Async {@link EnrollmentDao#get(String, String)}: fails its future instead of throwing. */
  public CompletableFuture<Optional<Enrollment>> get(String studentId, String courseId) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    return Futures.supply(() -> this.table.get(new EdgeKey<String, String>(studentId, courseId)));
  }

  /** Async {@link EnrollmentDao#exists(String, String)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> exists(String studentId, String courseId) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    return Futures.supply(() -> this.table.exists(new EdgeKey<String, String>(studentId,
        courseId)));
  }

  /** Async {@link EnrollmentDao#delete(String, String)}: fails its future instead of throwing. */
  public CompletableFuture<Boolean> delete(String studentId, String courseId) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    return Futures.supply(() -> this.table.delete(new EdgeKey<String, String>(studentId, courseId),
        null));
  }

  /**
   * Async {@link EnrollmentDao#delete(String, String, Condition)}: fails its future instead of
   * throwing.
   */
  public CompletableFuture<Boolean> delete(String studentId, String courseId,
      Condition<Enrollment> condition) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    Arguments.present(condition, "condition");
    return Futures.supply(() -> this.table.delete(new EdgeKey<String, String>(studentId, courseId),
        condition));
  }

  /**
   * Async {@link EnrollmentDao#update(String, String, Update)}: fails its future instead of
   * throwing.
   */
  public CompletableFuture<Optional<Enrollment>> update(String studentId, String courseId,
      Update<Enrollment> update) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    Arguments.present(update, "update");
    return Futures.supply(() -> this.table.update(new EdgeKey<String, String>(studentId, courseId),
        update, null));
  }

  /**
   * Async {@link EnrollmentDao#update(String, String, Update, Condition)}: fails its future instead
   * of throwing.
   */
  public CompletableFuture<Optional<Enrollment>> update(String studentId, String courseId,
      Update<Enrollment> update, Condition<Enrollment> condition) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    Arguments.present(update, "update");
    Arguments.present(condition, "condition");
    return Futures.supply(() -> this.table.update(new EdgeKey<String, String>(studentId, courseId),
        update, condition));
  }

  /** Async {@link EnrollmentDao#forward(String)}: its terminals return futures. */
  public AsyncEdgeQuery<Enrollment> forward(String studentId) {
    Arguments.present(studentId, "studentId");
    return Queries.async(() -> this.table.query(EnrollmentKeys.pk(studentId),
        EnrollmentKeys.SK_PREFIX));
  }

  /** Async {@link EnrollmentDao#inverse(String)}: its terminals return futures. */
  public AsyncEdgeQuery<Enrollment> inverse(String courseId) {
    Arguments.present(courseId, "courseId");
    return Queries.async(() -> this.table.queryIndex(EnrollmentKeys.INDEX,
        EnrollmentKeys.inversePks(courseId), EnrollmentKeys.INVERSE_SK_PREFIX,
        IndexProjection.ALL));
  }

  /** Async {@link EnrollmentDao#putAll(Collection)}: fails its future instead of throwing. */
  public CompletableFuture<Integer> putAll(Collection<Enrollment> enrollments) {
    Arguments.present(enrollments, "enrollments");
    return Futures.supply(() -> this.table.putAllCounted(enrollments));
  }

  /** Async {@link EnrollmentDao#deleteAll(Collection)}: fails its future instead of throwing. */
  public CompletableFuture<Integer> deleteAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.present(keys, "keys");
    return Futures.supply(() -> this.table.deleteAllCounted(keys));
  }

  /** Async {@link EnrollmentDao#getAll(Collection)}: fails its future instead of throwing. */
  public CompletableFuture<List<Enrollment>> getAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.present(keys, "keys");
    return Futures.supply(() -> this.table.getAll(keys));
  }

  /** The {@code EdgeKey} of {@code record}: its source and target ids. */
  @Override
  public EdgeKey<String, String> keyOf(Enrollment record) {
    Arguments.present(record, "record");
    return EnrollmentDao.TYPE.keyOf(record);
  }

  /** The table this DAO reads and writes. */
  @Override
  public String tableName() {
    return this.table.tableName();
  }
}
