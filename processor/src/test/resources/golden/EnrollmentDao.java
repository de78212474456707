package school;

import io.edgetable.Dao;
import io.edgetable.EdgeKey;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.CounterUpdate;
import io.edgetable.internal.model.EdgeType;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.operation.RecordTable;
import io.edgetable.internal.query.IndexProjection;
import io.edgetable.internal.query.Queries;
import io.edgetable.internal.transport.Futures;
import io.edgetable.query.EdgeQuery;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads and writes {@link Enrollment} edge items. Thread-safe; each method sends the requests its
 * documentation names, and validates its arguments before sending anything.
 *
 * <p>Ids: {@code studentId} at most 1013 bytes of UTF-8 as stored ('#' and '%' are escaped to 3
 * bytes each): the room left in the GSI1SK of Enrollment edges, ENROLL#STU#{studentId} (1024 bytes
 * at most); {@code courseId} at most 1013 bytes of UTF-8 as stored ('#' and '%' are escaped to 3
 * bytes each): the room left in the SK of Enrollment edges, ENROLL#CRS#{courseId} (1024 bytes at
 * most).
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class EnrollmentDao implements Dao<Enrollment, EdgeKey<String, String>> {
  /**
   * How the runtime keys, encodes and counts {@code Enrollment} items; shared with the asynchronous
   * DAO.
   */
  static final EdgeType<Enrollment, String, String> TYPE = new Type();

  static {
    RecordTypes.register(EnrollmentDao.class, TYPE);
  }

  private final RecordTable<Enrollment, EdgeKey<String, String>> table;

  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   */
  public EnrollmentDao(DynamoDbClient client, String tableName) {
    this.table = new RecordTable<Enrollment, EdgeKey<String, String>>(client, tableName, TYPE);
  }

  private EnrollmentDao(RecordTable<Enrollment, EdgeKey<String, String>> table) {
    this.table = table;
  }

  /**
   * A view of this DAO whose {@code get}, {@code exists} and {@code getAll} read strongly
   * consistent (ConsistentRead = true): they see every write that completed before them. A strongly
   * consistent read costs twice the read units of an eventually consistent one (1 unit per 4 KB
   * instead of 0.5). Writes are unchanged; queries choose with consistentRead(), and an index is
   * always eventually consistent.
   */
  public EnrollmentDao consistentReads() {
    return new EnrollmentDao(this.table.consistentReads());
  }

  /**
   * TransactWriteItems: Put PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if
   * attribute_not_exists(PK);
   * ADD courseCount :1 on STU#{studentId} if attribute_exists(PK);
   * ADD studentCount :1 on CRS#{courseId} if attribute_exists(PK).
   * Creates the edge and counts it on its nodes, all or nothing.
   *
   * @return {@code true} if created; {@code false} if the edge already existed (nothing written)
   * @throws io.edgetable.exception.NodeNotFoundException if a counted node item is missing (nothing
   *     written)
   * @throws io.edgetable.exception.InvalidKeyException if the record's ids cannot form a key
   *     (nothing is sent)
   */
  public boolean put(Enrollment enrollment) {
    Arguments.present(enrollment, "enrollment");
    return Futures.join(this.table.put(enrollment));
  }

  /**
   * PutItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK).
   * Overwrites the edge's attributes only if it exists; counters are untouched.
   *
   * @return {@code true} if replaced; {@code false} if the edge is absent
   * @throws io.edgetable.exception.InvalidKeyException if the record's ids cannot form a key
   *     (nothing is sent)
   */
  public boolean replace(Enrollment enrollment) {
    Arguments.present(enrollment, "enrollment");
    return Futures.join(this.table.replace(enrollment, null));
  }

  /**
   * PutItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK) AND
   * (condition).
   * Overwrites the edge's attributes only if it exists and the condition holds; counters are
   * untouched.
   *
   * @return {@code true} if replaced; {@code false} if the edge is absent or the condition failed
   * @throws io.edgetable.exception.InvalidKeyException if the record's ids cannot form a key
   *     (nothing is sent)
   */
  public boolean replace(Enrollment enrollment, Condition<Enrollment> condition) {
    Arguments.present(enrollment, "enrollment");
    Arguments.present(condition, "condition");
    return Futures.join(this.table.replace(enrollment, condition));
  }

  /**
   * GetItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} (eventually consistent; strongly
   * consistent through {@code consistentReads()}).
   *
   * @return the edge, or empty if absent
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public Optional<Enrollment> get(String studentId, String courseId) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    return Futures.join(this.table.get(new EdgeKey<String, String>(studentId, courseId)));
  }

  /**
   * GetItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} projecting PK only (eventually
   * consistent; strongly consistent through {@code consistentReads()}).
   *
   * @return whether the edge exists
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean exists(String studentId, String courseId) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    return Futures.join(this.table.exists(new EdgeKey<String, String>(studentId, courseId)));
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
   *
   * @return {@code true} if the edge existed and is deleted
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean delete(String studentId, String courseId) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    return Futures.join(this.table.delete(new EdgeKey<String, String>(studentId, courseId), null));
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
   *
   * @return {@code true} if the edge existed and the condition held and is deleted
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public boolean delete(String studentId, String courseId, Condition<Enrollment> condition) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    Arguments.present(condition, "condition");
    return Futures.join(this.table.delete(new EdgeKey<String, String>(studentId, courseId),
        condition));
  }

  /**
   * UpdateItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK):
   * the update's actions, ReturnValues = ALL_NEW. Never creates the edge.
   *
   * @return the edge as stored after the update; empty if it is absent (nothing written)
   * @throws IllegalArgumentException if the update has two actions on one attribute (nothing is
   *     sent)
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public Optional<Enrollment> update(String studentId, String courseId, Update<Enrollment> update) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    Arguments.present(update, "update");
    return Futures.join(this.table.update(new EdgeKey<String, String>(studentId, courseId),
        update, null));
  }

  /**
   * UpdateItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK) AND
   * (condition):
   * the update's actions, ReturnValues = ALL_NEW. Never creates the edge.
   *
   * @return the edge as stored after the update; empty if it is absent or the condition failed
   *     (nothing written)
   * @throws IllegalArgumentException if the update has two actions on one attribute (nothing is
   *     sent)
   * @throws io.edgetable.exception.InvalidKeyException if an id cannot form a key (nothing is sent)
   */
  public Optional<Enrollment> update(String studentId, String courseId, Update<Enrollment> update,
      Condition<Enrollment> condition) {
    Arguments.present(studentId, "studentId");
    Arguments.present(courseId, "courseId");
    Arguments.present(update, "update");
    Arguments.present(condition, "condition");
    return Futures.join(this.table.update(new EdgeKey<String, String>(studentId, courseId),
        update, condition));
  }

  /**
   * Query PK = STU#{studentId} AND begins_with(SK, "ENROLL#CRS#"):
   * one request per page, in SK order.
   * The edges from one Student; nothing is sent until a terminal method.
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code studentId} cannot form a key
   */
  public EdgeQuery<Enrollment> forward(String studentId) {
    Arguments.present(studentId, "studentId");
    return Queries.sync(this.table.query(EnrollmentKeys.pk(studentId), EnrollmentKeys.SK_PREFIX));
  }

  /**
   * Query index GSI1 GSI1PK = CRS#{courseId} AND begins_with(GSI1SK, "ENROLL#STU#"):
   * one request per page, in GSI1SK order; eventually consistent.
   * The edges to one Course.
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code courseId} cannot form a key
   */
  public EdgeQuery<Enrollment> inverse(String courseId) {
    Arguments.present(courseId, "courseId");
    return Queries.sync(this.table.queryIndex(EnrollmentKeys.INDEX,
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
   *
   * @return how many edges were created
   * @throws io.edgetable.exception.BatchWriteException with the edges not written, after the
   *     retries
   * @throws NullPointerException if {@code enrollments} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a record's ids cannot form a key (nothing
   *     is sent)
   */
  public int putAll(Collection<Enrollment> enrollments) {
    Arguments.present(enrollments, "enrollments");
    return Futures.join(this.table.putAllCounted(enrollments));
  }

  /**
   * One TransactWriteItems per key, as delete does:
   * Delete PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_exists(PK);
   * ADD courseCount :-1 on STU#{studentId} if courseCount &gt; 0;
   * ADD studentCount :-1 on CRS#{courseId} if studentCount &gt; 0.
   *
   * @return how many edges existed and are deleted
   * @throws io.edgetable.exception.BatchWriteException with the keys not deleted, after the retries
   * @throws NullPointerException if {@code keys} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a key holds an id that is null or cannot
   *     form a key (nothing is sent)
   */
  public int deleteAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.present(keys, "keys");
    return Futures.join(this.table.deleteAllCounted(keys));
  }

  /**
   * BatchGetItem: Get each key (PK = STU#{studentId}, SK = ENROLL#CRS#{courseId}), 100 per request,
   * retrying unprocessed keys with backoff (eventually consistent; strongly consistent through
   * {@code consistentReads()}).
   *
   * @return the edges found, in the order of {@code keys}; absent ones are skipped
   * @throws io.edgetable.exception.BatchGetException with the keys not read, after the retries
   * @throws NullPointerException if {@code keys} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a key holds an id that is null or cannot
   *     form a key (nothing is sent)
   */
  public List<Enrollment> getAll(Collection<EdgeKey<String, String>> keys) {
    Arguments.present(keys, "keys");
    return Futures.join(this.table.getAll(keys));
  }

  /** The {@code EdgeKey} of {@code record}: its source and target ids. */
  @Override
  public EdgeKey<String, String> keyOf(Enrollment record) {
    Arguments.present(record, "record");
    return TYPE.keyOf(record);
  }

  /** The table this DAO reads and writes. */
  @Override
  public String tableName() {
    return this.table.tableName();
  }

  private static final class Type extends EdgeType<Enrollment, String, String> {
    Type() {
      super("Enrollment", EnrollmentMarshaller.INSTANCE, "studentId", "courseId");
    }

    @Override
    protected Map<String, AttributeValue> key(String source, String target) {
      return EnrollmentKeys.key(source, target);
    }

    @Override
    public EdgeKey<String, String> keyOf(Enrollment record) {
      return new EdgeKey<String, String>(record.studentId(), record.courseId());
    }

    @Override
    public boolean counted() {
      return true;
    }

    @Override
    protected List<CounterUpdate> counters(String source, String target) {
      return List.of(new CounterUpdate(StudentKeys.key(source), "courseCount",
          "Student(" + source + ")"), new CounterUpdate(CourseKeys.key(target), "studentCount",
          "Course(" + target + ")"));
    }

    @Override
    public EdgeKey<String, String> keyFromItem(Map<String, AttributeValue> item) {
      return new EdgeKey<String, String>(EnrollmentKeys.sourceId(item),
          EnrollmentKeys.targetId(item));
    }
  }
}
