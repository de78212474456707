package school;

import io.edgetable.dao.NodeDao;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.EdgeLink;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.operation.DaoTables;
import io.edgetable.internal.query.PartitionItems;
import io.edgetable.internal.transport.Futures;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link Student} nodes with the methods of {@link NodeDao}, whose requests here read and write the
 * key PK = STU#{studentId}, SK = STU#{studentId}.
 * Counters courseCount: start at 0 and move only with their edges (put and putAll refuse another
 * value, save never writes them, putAll writes each node as save does); delete: DeleteItem PK =
 * STU#{studentId}, SK = STU#{studentId} if attribute_exists(PK) AND
 * (attribute_not_exists(courseCount) OR courseCount &lt;= 0).
 * Deletes the node only while no counted edge points at it (every counter 0 or less), else throws
 * NodeHasEdgesException; its edges stay.
 *
 * <p>Ids: {@code studentId} may take at most 1013 bytes of UTF-8 as stored ('#' and '%' are escaped
 * to 3 bytes each): the room left in the GSI1SK of Enrollment edges, ENROLL#STU#{studentId} (1024
 * bytes at most) (the node's own keys would allow 1020); writing a node with a longer id throws
 * InvalidKeyException before sending, as no such edge or counter item could ever be written for it.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class StudentDao extends NodeDao<Student, String> {
  static final NodeType<Student, String> TYPE = NodeType.<Student, String>builder("Student",
          StudentMarshaller.INSTANCE, "studentId", "student", "students")
      .keys(StudentKeys::key, Student::studentId)
      .attributes(List.of("courseCount"), List.of("name"))
      .build();

  static {
    RecordTypes.register(StudentDao.class, TYPE);
  }

  /** A DAO on table {@code tableName}; sends nothing until a method is called. */
  public StudentDao(DynamoDbClient client, String tableName) {
    super(client, tableName);
  }

  private StudentDao(StudentDao dao) {
    super(dao);
  }

  @Override
  public StudentDao consistentReads() {
    return new StudentDao(this);
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
    return Futures.join(DaoTables.of(this).partition(StudentKeys.sk(studentId),
        StudentKeys.pk(studentId), EnrollmentKeys.SK_PREFIX).thenApply(StudentDao::collectionOf));
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
    return Futures.join(DaoTables.of(this).deleteWithEdges(studentId,
        StudentDao.edgeLinks(studentId)));
  }

  /** The collection of a node's partition, read by both DAOs. */
  static StudentCollection collectionOf(PartitionItems<Student> items) {
    return new StudentCollection(items.node(), items.edges(0, EnrollmentMarshaller.INSTANCE));
  }

  /** The edges deleteWithEdges reads: from the node, to it by an index (both DAOs). */
  static List<EdgeLink> edgeLinks(String studentId) {
    return List.of(EdgeLink.outgoing(EnrollmentDao.TYPE, EnrollmentKeys.pk(studentId),
        EnrollmentKeys.SK_PREFIX));
  }
}
