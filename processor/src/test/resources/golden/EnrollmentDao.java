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
 * Reads and writes {@link Enrollment} edge items. Thread-safe; each method sends the requests its
 * documentation names, and validates its arguments before sending anything.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class EnrollmentDao {
  private final RecordTable<Enrollment, EdgeKey<String, String>> table;

  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   */
  public EnrollmentDao(DynamoDbClient client, String tableName) {
    this.table = new RecordTable<Enrollment, EdgeKey<String, String>>(client, tableName, EnrollmentMarshaller.INSTANCE, key -> EnrollmentKeys.key(key.source(), key.target()));
  }

  /**
   * TransactWriteItems: Put PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_not_exists(PK);
   * ADD courseCount :1 on STU#{studentId} if attribute_exists(PK);
   * ADD studentCount :1 on CRS#{courseId} if attribute_exists(PK).
   * Creates the edge and counts it on its nodes, all or nothing.
   *
   * @return {@code true} if created; {@code false} if the edge already existed (nothing written)
   * @throws io.edgetable.NodeNotFoundException if a counted node item is missing (nothing written)
   * @throws io.edgetable.InvalidKeyException if the record's ids cannot form a key (nothing is sent)
   */
  public boolean put(Enrollment enrollment) {
    Arguments.notNull(enrollment, "enrollment must not be null");
    return this.table.putCounted(EnrollmentMarshaller.INSTANCE.toItem(enrollment), counters(enrollment.studentId(), enrollment.courseId()));
  }

  /**
   * PutItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK).
   * Overwrites the edge's attributes only if it exists; counters are untouched.
   *
   * @return {@code true} if replaced; {@code false} if the edge is absent
   * @throws io.edgetable.InvalidKeyException if the record's ids cannot form a key (nothing is sent)
   */
  public boolean replace(Enrollment enrollment) {
    Arguments.notNull(enrollment, "enrollment must not be null");
    return this.table.replaceIfExists(enrollment, null);
  }

  /**
   * PutItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK) AND (condition).
   * Overwrites the edge's attributes only if it exists and the condition holds; counters are untouched.
   *
   * @return {@code true} if replaced; {@code false} if the edge is absent or the condition failed
   * @throws io.edgetable.InvalidKeyException if the record's ids cannot form a key (nothing is sent)
   */
  public boolean replace(Enrollment enrollment, Condition<Enrollment> condition) {
    Arguments.notNull(enrollment, "enrollment must not be null");
    Arguments.notNull(condition, "condition must not be null");
    return this.table.replaceIfExists(enrollment, condition);
  }

  /**
   * GetItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} (eventually consistent).
   *
   * @return the edge, or empty if absent
   * @throws io.edgetable.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public Optional<Enrollment> get(String studentId, String courseId) {
    return this.table.get(EnrollmentKeys.key(studentId, courseId));
  }

  /**
   * GetItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} projecting PK only.
   *
   * @return whether the edge exists
   * @throws io.edgetable.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean exists(String studentId, String courseId) {
    return this.table.exists(EnrollmentKeys.key(studentId, courseId));
  }

  /**
   * TransactWriteItems: Delete PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK);
   * ADD courseCount :-1 on STU#{studentId} if attribute_exists(PK);
   * ADD studentCount :-1 on CRS#{courseId} if attribute_exists(PK).
   * Deletes the edge and uncounts it on its nodes, all or nothing.
   *
   * @return {@code true} if the edge existed and is deleted
   * @throws io.edgetable.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean delete(String studentId, String courseId) {
    return this.table.deleteCounted(EnrollmentKeys.key(studentId, courseId), counters(studentId, courseId), null);
  }

  /**
   * TransactWriteItems: Delete PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK) AND (condition);
   * ADD courseCount :-1 on STU#{studentId} if attribute_exists(PK);
   * ADD studentCount :-1 on CRS#{courseId} if attribute_exists(PK).
   * Deletes the edge and uncounts it on its nodes, all or nothing.
   *
   * @return {@code true} if the edge existed and the condition held and is deleted
   * @throws io.edgetable.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean delete(String studentId, String courseId, Condition<Enrollment> condition) {
    Arguments.notNull(condition, "condition must not be null");
    return this.table.deleteCounted(EnrollmentKeys.key(studentId, courseId), counters(studentId, courseId), condition);
  }

  /**
   * Query PK = STU#{studentId} AND begins_with(SK, "ENROLL#CRS#"):
   * one request per page, in SK order.
   * The edges from one Student; nothing is sent until a terminal method.
   *
   * @throws io.edgetable.InvalidKeyException if {@code studentId} cannot form a key
   */
  public EdgeQuery<Enrollment> forward(String studentId) {
    return this.table.query(EnrollmentKeys.pk(studentId), EnrollmentKeys.SK_PREFIX);
  }

  /**
   * Query index GSI1 GSI1PK = CRS#{courseId} AND begins_with(GSI1SK, "ENROLL#STU#"):
   * one request per page, in GSI1SK order; eventually consistent.
   * The edges to one Course.
   *
   * @throws io.edgetable.InvalidKeyException if {@code courseId} cannot form a key
   */
  public EdgeQuery<Enrollment> inverse(String courseId) {
    return this.table.queryIndex(EnrollmentKeys.INDEX, EnrollmentKeys.inversePks(courseId), EnrollmentKeys.INVERSE_SK_PREFIX);
  }

  /**
   * One TransactWriteItems per edge, as put does (run concurrently, bounded):
   * Put PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_not_exists(PK);
   * ADD courseCount :1 on STU#{studentId} if attribute_exists(PK);
   * ADD studentCount :1 on CRS#{courseId} if attribute_exists(PK).
   * Edges that already exist are left as they are, so counters stay exact.
   *
   * @return how many edges were created
   * @throws io.edgetable.BatchWriteException with the edges not written, after the retries
   */
  public int putAll(Collection<Enrollment> enrollments) {
    Arguments.notNull(enrollments, "enrollments must not be null");
    return this.table.putAllCounted(enrollments, record -> counters(record.studentId(), record.courseId()));
  }

  /**
   * One TransactWriteItems per key, as delete does:
   * Delete PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK);
   * ADD courseCount :-1 on STU#{studentId} if attribute_exists(PK);
   * ADD studentCount :-1 on CRS#{courseId} if attribute_exists(PK).
   *
   * @return how many edges existed and are deleted
   * @throws io.edgetable.BatchWriteException with the keys not deleted, after the retries
   */
  public int deleteAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.notNull(keys, "keys must not be null");
    return this.table.deleteAllCounted(keys, key -> counters(key.source(), key.target()));
  }

  /**
   * BatchGetItem: Get each key (PK = STU#{studentId}, SK = ENROLL#CRS#{courseId}), 100 per request,
   * retrying unprocessed keys with backoff.
   *
   * @return the edges found, in the order of {@code keys}; absent ones are skipped
   * @throws io.edgetable.BatchGetException with the keys not read, after the retries
   */
  public List<Enrollment> getAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.notNull(keys, "keys must not be null");
    return this.table.getAll(keys);
  }

  private static List<CounterUpdate> counters(String studentId, String courseId) {
    return List.of(new CounterUpdate(StudentKeys.key(studentId), "courseCount", "Student " + StudentKeys.pk(studentId)), new CounterUpdate(CourseKeys.key(courseId), "studentCount", "Course " + CourseKeys.pk(courseId)));
  }
}
