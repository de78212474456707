package school;

import io.edgetable.dao.RecordMarshaller;
import io.edgetable.internal.codec.AttributeDecoders;
import io.edgetable.internal.codec.AttributeEncoders;
import io.edgetable.internal.codec.KeyCodec;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts {@link Enrollment} to and from DynamoDB items: {@code PK = STU#{studentId}},
 * {@code SK = ENROLL#CRS#{courseId}}, {@code GSI1PK = CRS#{courseId}},
 * {@code GSI1SK = ENROLL#STU#{studentId}}. Ids live only in the keys; other components are
 * attributes named as the components, omitted when {@code null}. Stateless and thread-safe.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class EnrollmentMarshaller extends RecordMarshaller<Enrollment> {
  /** The shared instance. */
  public static final EnrollmentMarshaller INSTANCE = new EnrollmentMarshaller();

  private EnrollmentMarshaller() {
    super("Enrollment", 6);
  }

  /** Puts the keys above, then the non-null attributes. */
  @Override
  protected void write(Enrollment value, Map<String, AttributeValue> item) {
    String studentIdSegment = KeyCodec.segment("studentId", value.studentId());
    String courseIdSegment = KeyCodec.segment("courseId", value.courseId());
    putKey(item, "PK", KeyCodec.partitionKey("PK", "STU#" + studentIdSegment));
    putKey(item, "SK", KeyCodec.sortKey("SK", "ENROLL#CRS#" + courseIdSegment));
    putKey(item, "GSI1PK", KeyCodec.partitionKey("GSI1PK", "CRS#" + courseIdSegment));
    putKey(item, "GSI1SK", KeyCodec.sortKey("GSI1SK", "ENROLL#STU#" + studentIdSegment));
    putPresent(item, "grade", value.grade(), v -> AttributeEncoders.encodeString("grade", v));
    putPresent(item, "enrolledOn", value.enrolledOn(), v -> AttributeEncoders.encodeLocalDate(v));
  }

  /** Reads the ids from the keys, then each attribute by its name. */
  @Override
  protected Enrollment read(Map<String, AttributeValue> item) {
    return new Enrollment(
        KeyCodec.idAfter(item, "PK", "STU#"),
        KeyCodec.idAfter(item, "SK", "ENROLL#CRS#"),
        AttributeDecoders.decodeString("grade", item.get("grade")),
        AttributeDecoders.decodeLocalDate("enrolledOn", item.get("enrolledOn")));
  }
}
