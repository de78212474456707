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
   * A view of this DAO whose {@code get}, {@code exists} and {@code getAll} read strongly
   * consistent (ConsistentRead = true): they see every write that completed before them. A strongly
   * consistent read costs twice the read units of an eventually consistent one (1 unit per 4 KB
   * instead of 0.5). Writes are unchanged; queries choose with consistentRead(), and an index is
   * always eventually consistent.
   */
  public EnrollmentAsyncDao consistentReads() {
    return new EnrollmentAsyncDao(this.table.consistentReads());
  }

  /**
   * TransactWriteItems: Put PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if
   * attribute_not_exists(PK);
   * ADD courseCount :1 on STU#{studentId} if attribute_exists(PK);
   * ADD studentCount :1 on CRS#{courseId} if attribute_exists(PK).
   * Creates the edge and counts it on its nodes, all or nothing.
   * Fails with io.edgetable.exception.NodeNotFoundException if a counted node item is missing
   * (nothing written).
   * Fails with io.edgetable.exception.InvalidKeyException if the record's ids cannot form a key
   * (nothing is sent).
   *
   * @return a future of {@code true} if created; {@code false} if the edge already existed (nothing
   *     written)
   */
  public CompletableFuture<Boolean> put(Enrollment enrollment) {
    Arguments.present(enrollment, "enrollment");
    return Futures.supply(() -> this.table.put(enrollment));
  }

  /**
   * PutItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK).
   * Overwrites the edge's attributes only if it exists; counters are untouched.
   * Fails with io.edgetable.exception.InvalidKeyException if the record's ids cannot form a key
   * (nothing is sent).
   *
   * @return a future of {@code true} if replaced; {@code false} if the edge is absent
   */
  public CompletableFuture<Boolean> replace(Enrollment enrollment) {
    Arguments.present(enrollment, "enrollment");
    return Futures.supply(() -> this.table.replace(enrollment, null));
  }

  /**
   * PutItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK) AND
   * (condition).
   * Overwrites the edge's attributes only if it exists and the condition holds; counters are
   * untouched.
   * Fails with io.edgetable.exception.InvalidKeyException if the record's ids cannot form a key
   * (nothing is sent).
   *
   * @return a future of {@code true} if replaced; {@code false} if the edge is absent or the
   *     condition failed
   */
  public CompletableFuture<Boolean> replace(Enrollment enrollment,
      Condition<Enrollment> condition) {
    Arguments.present(enrollment, "enrollment");
    Arguments.present(condition, "condition");
    return Futures.supply(() -> this.table.replace(enrollment, condition));
  }

  /**
   * GetItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} (eventually consistent; strongly
   * consistent through {@code consistentReads()}).
   * Fails with io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is
   * sent).
   *
   * @return a future of the edge, or empty if absent
   */
  public CompletableFuture<Optional<Enrollment>> get(String studentId, String courseId) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    return Futures.supply(() -> this.table.get(new EdgeKey<String, String>(studentId, courseId)));
  }

  /**
   * GetItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} projecting PK only (eventually
   * consistent; strongly consistent through {@code consistentReads()}).
   * Fails with io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is
   * sent).
   *
   * @return a future of whether the edge exists
   */
  public CompletableFuture<Boolean> exists(String studentId, String courseId) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    return Futures.supply(() -> this.table.exists(new EdgeKey<String, String>(studentId,
        courseId)));
  }

  /**
   * TransactWriteItems: Delete PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if
   * attribute_exists(PK);
   * ADD courseCount :-1 on STU#{studentId} if courseCount &gt; 0;
   * ADD studentCount :-1 on CRS#{courseId} if studentCount &gt; 0.
   * Deletes the edge and uncounts it on its nodes, all or nothing. If a counted item is not as
   * assumed (a node deleted, or created again since), it reads the counted items (one consistent
   * BatchGetItem) and sends the transaction that matches them: the edge is deleted, the counters
   * that count it move, the others are checked as read; no counter goes below zero.
   * Fails with io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is
   * sent).
   *
   * @return a future of {@code true} if the edge existed and is deleted
   */
  public CompletableFuture<Boolean> delete(String studentId, String courseId) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    return Futures.supply(() -> this.table.delete(new EdgeKey<String, String>(studentId, courseId),
        null));
  }

  /**
   * TransactWriteItems: Delete PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if
   * attribute_exists(PK) AND (condition);
   * ADD courseCount :-1 on STU#{studentId} if courseCount &gt; 0;
   * ADD studentCount :-1 on CRS#{courseId} if studentCount &gt; 0.
   * Deletes the edge and uncounts it on its nodes, all or nothing. If a counted item is not as
   * assumed (a node deleted, or created again since), it reads the counted items (one consistent
   * BatchGetItem) and sends the transaction that matches them: the edge is deleted, the counters
   * that count it move, the others are checked as read; no counter goes below zero.
   * Fails with io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is
   * sent).
   *
   * @return a future of {@code true} if the edge existed and the condition held and is deleted
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
   * UpdateItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK):
   * the update's actions, ReturnValues = ALL_NEW. Never creates the edge.
   * Fails with IllegalArgumentException if the update has two actions on one attribute (nothing is
   * sent).
   * Fails with io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is
   * sent).
   *
   * @return a future of the edge as stored after the update; empty if it is absent (nothing
   *     written)
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
   * UpdateItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK) AND
   * (condition):
   * the update's actions, ReturnValues = ALL_NEW. Never creates the edge.
   * Fails with IllegalArgumentException if the update has two actions on one attribute (nothing is
   * sent).
   * Fails with io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is
   * sent).
   *
   * @return a future of the edge as stored after the update; empty if it is absent or the condition
   *     failed (nothing written)
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

  /**
   * Query PK = STU#{studentId} AND begins_with(SK, "ENROLL#CRS#"):
   * one request per page, in SK order.
   * The edges from one Student; nothing is sent until a terminal method.
   * Its terminals fail with io.edgetable.exception.InvalidKeyException if {@code studentId} cannot
   * form a key.
   *
   */
  public AsyncEdgeQuery<Enrollment> forward(String studentId) {
    Arguments.present(studentId, "studentId");
    return Queries.async(() -> this.table.query(EnrollmentKeys.pk(studentId),
        EnrollmentKeys.SK_PREFIX));
  }

  /**
   * Query index GSI1 GSI1PK = CRS#{courseId} AND begins_with(GSI1SK, "ENROLL#STU#"):
   * one request per page, in GSI1SK order; eventually consistent.
   * The edges to one Course.
   * Its terminals fail with io.edgetable.exception.InvalidKeyException if {@code courseId} cannot
   * form a key.
   *
   */
  public AsyncEdgeQuery<Enrollment> inverse(String courseId) {
    Arguments.present(courseId, "courseId");
    return Queries.async(() -> this.table.queryIndex(EnrollmentKeys.INDEX,
        EnrollmentKeys.inversePks(courseId), EnrollmentKeys.INVERSE_SK_PREFIX,
        IndexProjection.ALL));
  }

  /**
   * One TransactWriteItems per edge, as put does (at most 8 at once, never two on one counted
   * item):
   * Put PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_not_exists(PK);
   * ADD courseCount :1 on STU#{studentId} if attribute_exists(PK);
   * ADD studentCount :1 on CRS#{courseId} if attribute_exists(PK).
   * Edges that already exist are left as they are, so counters stay exact.
   * Fails with io.edgetable.exception.BatchWriteException with the edges not written, after the
   * retries.
   * Fails with NullPointerException if {@code enrollments} holds null.
   * Fails with io.edgetable.exception.InvalidKeyException if a record's ids cannot form a key
   * (nothing is sent).
   *
   * @return a future of how many edges were created
   */
  public CompletableFuture<Integer> putAll(Collection<Enrollment> enrollments) {
    Arguments.present(enrollments, "enrollments");
    return Futures.supply(() -> this.table.putAllCounted(enrollments));
  }

  /**
   * One TransactWriteItems per key, as delete does:
   * Delete PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK);
   * ADD courseCount :-1 on STU#{studentId} if courseCount &gt; 0;
   * ADD studentCount :-1 on CRS#{courseId} if studentCount &gt; 0.
   * Fails with io.edgetable.exception.BatchWriteException with the keys not deleted, after the
   * retries.
   * Fails with NullPointerException if {@code keys} holds null.
   * Fails with io.edgetable.exception.InvalidKeyException if a key holds an id that is null or
   * cannot form a key (nothing is sent).
   *
   * @return a future of how many edges existed and are deleted
   */
  public CompletableFuture<Integer> deleteAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.present(keys, "keys");
    return Futures.supply(() -> this.table.deleteAllCounted(keys));
  }

  /**
   * BatchGetItem: Get each key (PK = STU#{studentId}, SK = ENROLL#CRS#{courseId}), 100 per request,
   * retrying unprocessed keys with backoff (eventually consistent; strongly consistent through
   * {@code consistentReads()}).
   * Fails with io.edgetable.exception.BatchGetException with the keys not read, after the retries.
   * Fails with NullPointerException if {@code keys} holds null.
   * Fails with io.edgetable.exception.InvalidKeyException if a key holds an id that is null or
   * cannot form a key (nothing is sent).
   *
   * @return a future of the edges found, in the order of {@code keys}; absent ones are skipped
   */
  public CompletableFuture<List<Enrollment>> getAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.present(keys, "keys");
    return Futures.supply(() -> this.table.getAll(keys));
  }

  /**
   * The {@code EdgeKey} of {@code record}: its source and target ids.
   */
  @Override
  public EdgeKey<String, String> keyOf(Enrollment record) {
    Arguments.present(record, "record");
    return EnrollmentDao.TYPE.keyOf(record);
  }

  /**
   * The table this DAO reads and writes.
   */
  @Override
  public String tableName() {
    return this.table.tableName();
  }
}
