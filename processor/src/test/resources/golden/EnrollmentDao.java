package school;

import io.edgetable.dao.CountedEdgeDao;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.model.CounterUpdate;
import io.edgetable.internal.model.EdgeType;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.operation.DaoTables;
import io.edgetable.internal.operation.RefusedCalls;
import io.edgetable.internal.query.IndexProjection;
import io.edgetable.internal.query.Queries;
import io.edgetable.query.EdgeQuery;
import io.edgetable.query.InverseHoldsWholeRecords;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link Enrollment} edges with the methods of {@link CountedEdgeDao}, whose requests here read and
 * write the key PK = STU#{studentId}, SK = ENROLL#CRS#{courseId}; forward queries: Query PK =
 * STU#{studentId} AND begins_with(SK, "ENROLL#CRS#").
 * put and putAll: TransactWriteItems: Put if attribute_not_exists(PK);
 * ADD courseCount :1 on STU#{studentId} if attribute_exists(PK);
 * ADD studentCount :1 on CRS#{courseId} if attribute_exists(PK).
 * delete and deleteAll: TransactWriteItems: Delete if attribute_exists(PK);
 * ADD courseCount :-1 on STU#{studentId} if courseCount &gt; 0;
 * ADD studentCount :-1 on CRS#{courseId} if studentCount &gt; 0.
 *
 * <p>Ids: {@code studentId} at most 1013 bytes of UTF-8 as stored ('#' and '%' are escaped to 3
 * bytes each): the room left in the GSI1SK of Enrollment edges, ENROLL#STU#{studentId} (1024 bytes
 * at most); {@code courseId} at most 1013 bytes of UTF-8 as stored ('#' and '%' are escaped to 3
 * bytes each): the room left in the SK of Enrollment edges, ENROLL#CRS#{courseId} (1024 bytes at
 * most).
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class EnrollmentDao extends CountedEdgeDao<Enrollment, String, String> {
  static final EdgeType<Enrollment, String, String> TYPE =
      EdgeType.<Enrollment, String, String>builder("Enrollment", EnrollmentMarshaller.INSTANCE,
          "studentId", "courseId", "enrollment", "enrollments")
      .keys(EnrollmentKeys.SK_PREFIX, EnrollmentKeys::key, EnrollmentKeys::pk)
      .ids(Enrollment::studentId, Enrollment::courseId, EnrollmentKeys::sourceId,
          EnrollmentKeys::targetId)
      .counters((source, target) -> List.of(
          CounterUpdate.of(StudentKeys.key(source), "courseCount", "Student", source),
          CounterUpdate.of(CourseKeys.key(target), "studentCount", "Course", target)))
      .build();

  static {
    RecordTypes.register(EnrollmentDao.class, TYPE);
  }

  /** A DAO on table {@code tableName}; sends nothing until a method is called. */
  public EnrollmentDao(DynamoDbClient client, String tableName) {
    super(client, tableName);
  }

  private EnrollmentDao(EnrollmentDao dao) {
    super(dao);
  }

  @Override
  public EnrollmentDao consistentReads() {
    return new EnrollmentDao(this);
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
    return Queries.sync(DaoTables.of(this).queryIndex(EnrollmentKeys.INDEX,
        EnrollmentKeys.inversePks(courseId), EnrollmentKeys.INVERSE_SK_PREFIX,
        IndexProjection.ALL));
  }

  /**
   * Sends nothing and always throws: Enrollment's inverse index GSI1 projects ALL, so
   * inverse(courseId) returns whole records already; inverseHydrated is for KEYS_ONLY and INCLUDE
   * inverse indexes. Its parameter type has no value, so a call with a Course id does not compile,
   * and the error names the rule.
   *
   * @deprecated index GSI1 projects ALL: call inverse(courseId)
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  public EdgeQuery<Enrollment> inverseHydrated(InverseHoldsWholeRecords never) {
    throw RefusedCalls.inverseHoldsWholeRecords("Enrollment", "GSI1", "courseId");
  }
}
