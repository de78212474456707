package school;

import io.edgetable.internal.Arguments;
import io.edgetable.internal.PartitionItems;
import io.edgetable.internal.RecordTable;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Student} node items. Thread-safe; each method sends the requests its
 * documentation names, and validates its arguments before sending anything.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class StudentDao {
  /**
   * Counters: moved only by edge writes, never by save.
   */
  private static final List<String> COUNTERS = List.of("courseCount");

  /**
   * Other attributes: save removes them when null.
   */
  private static final List<String> ATTRIBUTES = List.of("name");

  private final RecordTable<Student, String> table;

  /**
   * A DAO on table {@code tableName}; sends nothing until a method is called.
   *
   * @throws NullPointerException if {@code client} or {@code tableName} is null
   * @throws IllegalArgumentException if {@code tableName} is empty
   */
  public StudentDao(DynamoDbClient client, String tableName) {
    this.table = new RecordTable<Student, String>(client, tableName, StudentMarshaller.INSTANCE, StudentKeys::key);
  }

  /**
   * PutItem PK = STU#{studentId}, SK = STU#{studentId} if attribute_not_exists(PK).
   * Creates the node unless it exists; counters are written as given (normally 0).
   *
   * @return {@code true} if created; {@code false} if the node already existed (nothing written)
   */
  public boolean put(Student student) {
    Arguments.notNull(student, "student must not be null");
    return this.table.putIfAbsent(student);
  }

  /**
   * UpdateItem PK = STU#{studentId}, SK = STU#{studentId}: SET every attribute of the record that is not null, REMOVE
   * the null ones; never touches courseCount (written as given only when the node is new).
   * An upsert: creates the node if absent, else updates it in place.
   */
  public void save(Student student) {
    Arguments.notNull(student, "student must not be null");
    this.table.upsertPreserving(student, COUNTERS, ATTRIBUTES);
  }

  /**
   * GetItem PK = STU#{studentId}, SK = STU#{studentId} (eventually consistent).
   *
   * @return the node, or empty if absent
   * @throws io.edgetable.InvalidKeyException if the id cannot form a key (nothing is sent)
   */
  public Optional<Student> get(String studentId) {
    return this.table.get(StudentKeys.key(studentId));
  }

  /**
   * GetItem PK = STU#{studentId}, SK = STU#{studentId} projecting PK only.
   *
   * @return whether the node exists
   * @throws io.edgetable.InvalidKeyException if the id cannot form a key (nothing is sent)
   */
  public boolean exists(String studentId) {
    return this.table.exists(StudentKeys.key(studentId));
  }

  /**
   * DeleteItem PK = STU#{studentId}, SK = STU#{studentId} if attribute_exists(PK).
   * Deletes the node item only; its edges stay.
   *
   * @return {@code true} if the node existed and is deleted
   * @throws io.edgetable.InvalidKeyException if the id cannot form a key (nothing is sent)
   */
  public boolean delete(String studentId) {
    return this.table.delete(StudentKeys.key(studentId), null);
  }

  /**
   * BatchWriteItem: Put each item (PK = STU#{studentId}, SK = STU#{studentId}, overwriting, counters included),
   * 25 per request, retrying unprocessed items with backoff.
   *
   * @throws io.edgetable.BatchWriteException with the nodes not written, after the retries
   */
  public void putAll(Collection<Student> students) {
    Arguments.notNull(students, "students must not be null");
    this.table.putAll(students);
  }

  /**
   * BatchWriteItem: Delete each key (PK = STU#{studentId}, SK = STU#{studentId}), 25 per request,
   * retrying unprocessed keys with backoff. Deletes the node items only; their edges stay.
   *
   * @throws io.edgetable.BatchWriteException with the ids not deleted, after the retries
   */
  public void deleteAll(Collection<String> ids) {
    Arguments.notNull(ids, "ids must not be null");
    this.table.deleteAll(ids);
  }

  /**
   * BatchGetItem: Get each key (PK = STU#{studentId}, SK = STU#{studentId}), 100 per request,
   * retrying unprocessed keys with backoff.
   *
   * @return the nodes found, in the order of {@code ids}; absent ones are skipped
   * @throws io.edgetable.BatchGetException with the ids not read, after the retries
   */
  public List<Student> getAll(Collection<String> ids) {
    Arguments.notNull(ids, "ids must not be null");
    return this.table.getAll(ids);
  }

  /**
   * Query PK = STU#{studentId} with no sort-key condition, every page:
   * the node (SK = STU#{studentId}) and its enrollments (begins_with(SK, "ENROLL#CRS#")).
   * Other items in the partition are ignored. Eventually consistent.
   *
   * @return the node (empty if absent) and its edges in SK order
   * @throws io.edgetable.InvalidKeyException if the id cannot form a key (nothing is sent)
   */
  public StudentCollection collection(String studentId) {
    PartitionItems<Student> items = this.table.partition(StudentKeys.sk(studentId), StudentKeys.pk(studentId), EnrollmentKeys.SK_PREFIX);
    return new StudentCollection(items.node(), items.edges(0, EnrollmentMarshaller.INSTANCE));
  }
}
