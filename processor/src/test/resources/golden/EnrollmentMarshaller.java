package school;

import io.edgetable.ItemMarshaller;
import io.edgetable.internal.codec.AttributeDecoders;
import io.edgetable.internal.codec.AttributeEncoders;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.internal.codec.UnreadableValueException;
import java.util.Map;
import java.util.Objects;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts {@link Enrollment} to and from DynamoDB items:
 * {@code PK = STU#{studentId}},
 * {@code SK = ENROLL#CRS#{courseId}},
 * {@code GSI1PK = CRS#{courseId}},
 * {@code GSI1SK = ENROLL#STU#{studentId}}.
 * Ids live only in the keys; other components are attributes named as the components,
 * omitted when {@code null}. Stateless and thread-safe.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class EnrollmentMarshaller implements ItemMarshaller<Enrollment> {
  /** The shared instance. */
  public static final EnrollmentMarshaller INSTANCE = new EnrollmentMarshaller();

  private EnrollmentMarshaller() {
  }

  /**
   * The item of {@code value}:
   * {@code PK = STU#{studentId}},
   * {@code SK = ENROLL#CRS#{courseId}},
   * {@code GSI1PK = CRS#{courseId}},
   * {@code GSI1SK = ENROLL#STU#{studentId}},
   * then its non-null attributes.
   * Throws {@code InvalidKeyException} for an id that cannot form a key and
   * {@code IllegalArgumentException} for a value DynamoDB cannot store (NaN).
   */
  @Override
  public Map<String, AttributeValue> toItem(Enrollment value) {
    Objects.requireNonNull(value, "Enrollment value");
    Map<String, AttributeValue> item = AttributeEncoders.newItem(6);
    String studentIdSegment = KeyCodec.segment("studentId", value.studentId());
    String courseIdSegment = KeyCodec.segment("courseId", value.courseId());
    item.put("PK", AttributeValue.createS(KeyCodec.partitionKey("PK", "STU#" + studentIdSegment)));
    item.put("SK", AttributeValue.createS(KeyCodec.sortKey("SK", "ENROLL#CRS#" + courseIdSegment)));
    item.put("GSI1PK", AttributeValue.createS(KeyCodec.partitionKey("GSI1PK",
        "CRS#" + courseIdSegment)));
    item.put("GSI1SK", AttributeValue.createS(KeyCodec.sortKey("GSI1SK",
        "ENROLL#STU#" + studentIdSegment)));
    if (value.grade() != null) {
      item.put("grade", AttributeEncoders.encodeString("grade", value.grade()));
    }
    if (value.enrolledOn() != null) {
      item.put("enrolledOn", AttributeEncoders.encodeLocalDate(value.enrolledOn()));
    }
    return item;
  }

  /**
   * Reads an item written by {@link #toItem}: ids from the keys, missing attributes as
   * {@code null} (primitives: their default); unknown attributes are ignored. A value the
   * record cannot hold throws {@code UnreadableItemException} naming the item's key,
   * the attribute, the value and the type expected.
   */
  @Override
  public Enrollment fromItem(Map<String, AttributeValue> item) {
    try {
      return new Enrollment(
          KeyCodec.idAfter(item, "PK", "STU#"),
          KeyCodec.idAfter(item, "SK", "ENROLL#CRS#"),
          AttributeDecoders.decodeString("grade", item.get("grade")),
          AttributeDecoders.decodeLocalDate("enrolledOn", item.get("enrolledOn")));
    } catch (UnreadableValueException e) {
      throw e.inItem("Enrollment", item);
    }
  }
}
