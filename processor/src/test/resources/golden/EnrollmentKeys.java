package school;

import io.edgetable.Projection;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.ValueFormat;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Enrollment} items: {@code PK = STU#{studentId}},
 * {@code SK = ENROLL#CRS#{courseId}}; inverse index {@code GSI1}: {@code GSI1PK = CRS#{courseId}},
 * {@code GSI1SK = ENROLL#STU#{studentId}}. A builder throws {@code InvalidKeyException} for a null
 * or empty id, or a key longer than DynamoDB allows (partition keys 2048 bytes, sort keys 1024, as
 * UTF-8); a decoder throws {@code IllegalStateException} for an item of another kind.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class EnrollmentKeys {
  /** The SK prefix: forward queries use {@code begins_with(SK, "ENROLL#CRS#")}. */
  public static final String SK_PREFIX = "ENROLL#CRS#";

  /** The GSI1SK prefix: inverse queries use {@code begins_with(GSI1SK, "ENROLL#STU#")}. */
  public static final String INVERSE_SK_PREFIX = "ENROLL#STU#";

  /** The inverse index (GSI1). */
  public static final String INDEX = "GSI1";

  /** What a table needs to store {@code Enrollment} items. */
  public static final EdgeSchema SCHEMA =
      EdgeSchema.edge("Enrollment", "GSI1", Projection.ALL, List.of(), 1)
          .withKeys("STU#{studentId}", "ENROLL#CRS#{courseId}")
          .withInverseKeys("CRS#{courseId}", "ENROLL#STU#{studentId}")
          .withAttribute("grade", AttributeValue.Type.S)
          .withAttribute("enrolledOn", ValueFormat.LOCAL_DATE)
          .withEnds("Student", "Course")
          .withSourceCounter("courseCount", 1)
          .withTargetCounter("studentCount", 1);

  private EnrollmentKeys() {
  }

  /** The partition key {@code PK = STU#{studentId}}. */
  public static String pk(String studentId) {
    return KeyCodec.partitionKey("PK", "STU#" + KeyCodec.segment("studentId", studentId));
  }

  /** The sort key {@code SK = ENROLL#CRS#{courseId}}. */
  public static String sk(String courseId) {
    return KeyCodec.sortKey("SK", "ENROLL#CRS#" + KeyCodec.segment("courseId", courseId));
  }

  /** The partition key {@code GSI1PK = CRS#{courseId}}. */
  public static String inversePk(String courseId) {
    return KeyCodec.partitionKey("GSI1PK", "CRS#" + KeyCodec.segment("courseId", courseId));
  }

  /** The sort key {@code GSI1SK = ENROLL#STU#{studentId}}. */
  public static String inverseSk(String studentId) {
    return KeyCodec.sortKey("GSI1SK", "ENROLL#STU#" + KeyCodec.segment("studentId", studentId));
  }

  /** Every partition of {@code courseId} in index GSI1: {@code CRS#{courseId}} alone. */
  public static List<String> inversePks(String courseId) {
    return List.of(inversePk(courseId));
  }

  /** The primary key map: {@code PK = STU#{studentId}}, {@code SK = ENROLL#CRS#{courseId}}. */
  public static Map<String, AttributeValue> key(String studentId, String courseId) {
    return Map.of("PK", AttributeValue.createS(pk(studentId)),
        "SK", AttributeValue.createS(sk(courseId)));
  }

  /** Decodes {@code studentId} from an item's {@code PK = STU#{studentId}}. */
  public static String sourceId(Map<String, AttributeValue> item) {
    return KeyCodec.idAfter(item, "PK", "STU#");
  }

  /** Decodes {@code courseId} from an item's {@code SK = ENROLL#CRS#{courseId}}. */
  public static String targetId(Map<String, AttributeValue> item) {
    return KeyCodec.idAfter(item, "SK", "ENROLL#CRS#");
  }
}
