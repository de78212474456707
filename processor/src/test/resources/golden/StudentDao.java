package school;

import io.edgetable.Dao;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.EdgeLink;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.operation.RecordTable;
import io.edgetable.internal.query.PartitionItems;
import io.edgetable.internal.transport.Futures;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads and writes {@link Student} node items. Thread-safe; each method sends the requests its
 * documentation names, and validates its arguments before sending anything.
 *
 * <p>Ids: {@code studentId} may take at most 1013 bytes of UTF-8 as stored ('#' and '%' are escaped
 * to 3 bytes each): the room left in the GSI1SK of Enrollment edges, ENROLL#STU#{studentId} (1024
 * bytes at most) (the node's own keys would allow 1020); writing a node with a longer id throws
 * InvalidKeyException before sending, as no such edge or counter item could ever be written for it.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class StudentDao implements Dao<Student, String> {
  /**
   * How the runtime keys, encodes and counts {@code Student} items; shared with the asynchronous
   * DAO.
   */
  static final NodeType<Student, String> TYPE = new Type();

  static {
    RecordTypes.register(StudentDao.class, TYPE);
  }

  private final RecordTable<Student, String> table;

  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   */
  public StudentDao(DynamoDbClient client, String tableName) {
    this.table = new RecordTable<Student, String>(client, tableName, TYPE);
  }

  private StudentDao(RecordTable<Student, String> table) {
    this.table = table;
  }

  /**
   * A view of this DAO whose {@code get}, {@code exists}, {@code getAll} and {@code collection}
   * read strongly consistent (ConsistentRead = true): they see every write that completed before
   * them. A strongly consistent read costs twice the read units of an eventually consistent one (1
   * unit per 4 KB instead of 0.5). Writes are unchanged; queries choose with consistentRead(), and
   * an index is always eventually consistent.
   */
  public StudentDao consistentReads() {
    return new StudentDao(this.table.consistentReads());
  }

  /**
   * PutItem PK = STU#{studentId}, SK = STU#{studentId} if attribute_not_exists(PK).
   * Creates the node unless it exists; counters are written as given (normally 0).
   *
   * @return {@code true} if created; {@code false} if the node already existed (nothing written)
   * @throws io.edgetable.exception.InvalidKeyException if the record's id cannot form a key
   *     (nothing is sent)
   */
  public boolean put(Student student) {
    Arguments.present(student, "student");
    return Futures.join(this.table.put(student));
  }

  /**
   * UpdateItem PK = STU#{studentId}, SK = STU#{studentId}: SET every attribute of the record that
   * is not null, REMOVE the null ones; never touches courseCount (written as given only when the
   * node is new).
   * An upsert: creates the node if absent, else updates it in place.
   *
   * @throws io.edgetable.exception.InvalidKeyException if the record's id cannot form a key
   *     (nothing is sent)
   */
  public void save(Student student) {
    Arguments.present(student, "student");
    Futures.join(this.table.save(student));
  }

  /**
   * GetItem PK = STU#{studentId}, SK = STU#{studentId} (eventually consistent; strongly consistent
   * through {@code consistentReads()}).
   *
   * @return the node, or empty if absent
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key (nothing is
   *     sent)
   */
  public Optional<Student> get(String studentId) {
    Arguments.present(studentId, "studentId");
    return Futures.join(this.table.get(studentId));
  }

  /**
   * GetItem PK = STU#{studentId}, SK = STU#{studentId} projecting PK only (eventually consistent;
   * strongly consistent through {@code consistentReads()}).
   *
   * @return whether the node exists
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key (nothing is
   *     sent)
   */
  public boolean exists(String studentId) {
    Arguments.present(studentId, "studentId");
    return Futures.join(this.table.exists(studentId));
  }

  /**
   * DeleteItem PK = STU#{studentId}, SK = STU#{studentId} if attribute_exists(PK) AND
   * (attribute_not_exists(courseCount) OR courseCount &lt;= 0).
   * Deletes the node only while no counted edge points at it (every counter 0 or less), else throws
   * NodeHasEdgesException; its edges stay.
   *
   * @return {@code true} if the node existed and is deleted
   * @throws io.edgetable.exception.NodeHasEdgesException if a counter still counts edges (nothing
   *     is deleted); delete them first, or use deleteWithEdges
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key (nothing is
   *     sent)
   */
  public boolean delete(String studentId) {
    Arguments.present(studentId, "studentId");
    return Futures.join(this.table.delete(studentId, null));
  }

  /**
   * UpdateItem PK = STU#{studentId}, SK = STU#{studentId} if attribute_exists(PK):
   * the update's actions, ReturnValues = ALL_NEW. Never creates the node.
   *
   * @return the node as stored after the update; empty if it is absent (nothing written)
   * @throws IllegalArgumentException if the update has two actions on one attribute (nothing is
   *     sent)
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key (nothing is
   *     sent)
   */
  public Optional<Student> update(String studentId, Update<Student> update) {
    Arguments.present(studentId, "studentId");
    Arguments.present(update, "update");
    return Futures.join(this.table.update(studentId, update, null));
  }

  /**
   * UpdateItem PK = STU#{studentId}, SK = STU#{studentId} if attribute_exists(PK) AND (condition):
   * the update's actions, ReturnValues = ALL_NEW. Never creates the node.
   *
   * @return the node as stored after the update; empty if it is absent or the condition failed
   *     (nothing written)
   * @throws IllegalArgumentException if the update has two actions on one attribute (nothing is
   *     sent)
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key (nothing is
   *     sent)
   */
  public Optional<Student> update(String studentId, Update<Student> update,
      Condition<Student> condition) {
    Arguments.present(studentId, "studentId");
    Arguments.present(update, "update");
    Arguments.present(condition, "condition");
    return Futures.join(this.table.update(studentId, update, condition));
  }

  /**
   * BatchWriteItem: Put each item (PK = STU#{studentId}, SK = STU#{studentId}, overwriting,
   * counters included), 25 per request, retrying unprocessed items with backoff.
   *
   * @throws io.edgetable.exception.BatchWriteException with the nodes not written, after the
   *     retries
   * @throws NullPointerException if {@code students} holds null
   * @throws io.edgetable.exception.InvalidKeyException if a record's id cannot form a key (nothing
   *     is sent)
   */
  public void putAll(Collection<Student> students) {
    Arguments.present(students, "students");
    Futures.join(this.table.putAll(students));
  }

  /**
   * One delete per id, as delete does (at most 8 at once), since a batch write cannot refuse a node
   * that counted edges still point at: such nodes are among the ids not deleted (the exception's
   * cause is the first NodeHasEdgesException).
   *
   * @throws io.edgetable.exception.BatchWriteException with the ids not deleted, after the retries
   * @throws io.edgetable.exception.InvalidKeyException if an id is null or cannot form a key
   *     (nothing is sent)
   */
  public void deleteAll(Collection<String> ids) {
    Arguments.present(ids, "ids");
    Futures.join(this.table.deleteAll(ids));
  }

  /**
   * BatchGetItem: Get each key (PK = STU#{studentId}, SK = STU#{studentId}), 100 per request,
   * retrying unprocessed keys with backoff (eventually consistent; strongly consistent through
   * {@code consistentReads()}).
   *
   * @return the nodes found, in the order of {@code ids}; absent ones are skipped
   * @throws io.edgetable.exception.BatchGetException with the ids not read, after the retries
   * @throws io.edgetable.exception.InvalidKeyException if an id is null or cannot form a key
   *     (nothing is sent)
   */
  public List<Student> getAll(Collection<String> ids) {
    Arguments.present(ids, "ids");
    return Futures.join(this.table.getAll(ids));
  }

  /**
   * Query PK = STU#{studentId} with no sort-key condition, every page:
   * the node (SK = STU#{studentId}) and its enrollments (begins_with(SK, "ENROLL#CRS#")).
   * Other items in the partition are ignored (eventually consistent; strongly consistent through
   * {@code consistentReads()}).
   *
   * @return the node (empty if absent) and its edges in SK order
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key (nothing is
   *     sent)
   */
  public StudentCollection collection(String studentId) {
    Arguments.present(studentId, "studentId");
    return Futures.join(this.table.partition(StudentKeys.sk(studentId), StudentKeys.pk(studentId),
        EnrollmentKeys.SK_PREFIX).thenApply(StudentDao::collectionOf));
  }

  /**
   * Deletes the node and its edges, moving the counters of their other ends:
   * Query PK = STU#{studentId} AND begins_with(SK, "ENROLL#CRS#") (every page) for its enrollments;
   * then each edge as its DAO's delete does (one TransactWriteItems per counted edge,
   * BatchWriteItem per 25 uncounted ones);
   * then the node, as delete does. While a counter still counts edges (created meanwhile, or not
   * yet in an eventually consistent index) it goes over them again, at most 3 passes.
   *
   * @return {@code true} if the node existed; the edges found are deleted either way
   * @throws io.edgetable.exception.NodeHasEdgesException if after 3 passes a counter still counts
   *     edges (the node stays; the edges found are deleted)
   * @throws io.edgetable.exception.BatchWriteException if an edge could not be deleted (the node
   *     stays)
   * @throws io.edgetable.exception.InvalidKeyException if the id cannot form a key (nothing is
   *     sent)
   */
  public boolean deleteWithEdges(String studentId) {
    Arguments.present(studentId, "studentId");
    return Futures.join(this.table.deleteWithEdges(studentId,
        List.of(EdgeLink.outgoing(EnrollmentDao.TYPE, EnrollmentKeys.pk(studentId),
        EnrollmentKeys.SK_PREFIX))));
  }

  /** The id of {@code record}. */
  @Override
  public String keyOf(Student record) {
    Arguments.present(record, "record");
    return TYPE.keyOf(record);
  }

  /** The table this DAO reads and writes. */
  @Override
  public String tableName() {
    return this.table.tableName();
  }

  /** The collection of a node's partition, read by both DAOs. */
  static StudentCollection collectionOf(PartitionItems<Student> items) {
    return new StudentCollection(items.node(), items.edges(0, EnrollmentMarshaller.INSTANCE));
  }

  private static final class Type extends NodeType<Student, String> {
    Type() {
      super("Student", StudentMarshaller.INSTANCE, "studentId", List.of("courseCount"),
          List.of("name"));
    }

    @Override
    protected Map<String, AttributeValue> key(String id) {
      return StudentKeys.key(id);
    }

    @Override
    public String keyOf(Student record) {
      return record.studentId();
    }
  }
}
