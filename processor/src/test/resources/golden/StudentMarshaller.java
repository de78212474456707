package school;

import io.edgetable.ItemMarshaller;
import io.edgetable.internal.codec.AttributeDecoders;
import io.edgetable.internal.codec.AttributeEncoders;
import io.edgetable.internal.codec.IdLength;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.internal.codec.UnreadableValueException;
import java.util.Map;
import java.util.Objects;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts {@link Student} to and from DynamoDB items:
 * {@code PK = STU#{studentId}},
 * {@code SK = STU#{studentId}}.
 * Ids live only in the keys; other components are attributes named as the components,
 * omitted when {@code null}. Stateless and thread-safe.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class StudentMarshaller implements ItemMarshaller<Student> {
  /** The shared instance. */
  public static final StudentMarshaller INSTANCE = new StudentMarshaller();

  private StudentMarshaller() {
  }

  /**
   * The item of {@code value}:
   * {@code PK = STU#{studentId}},
   * {@code SK = STU#{studentId}},
   * then its non-null attributes.
   * Throws {@code InvalidKeyException} for an id that cannot form a key and
   * {@code IllegalArgumentException} for a value DynamoDB cannot store (NaN).
   */
  @Override
  public Map<String, AttributeValue> toItem(Student value) {
    Objects.requireNonNull(value, "Student value");
    Map<String, AttributeValue> item = AttributeEncoders.newItem(4);
    String studentIdSegment = KeyCodec.segment("studentId", value.studentId());
    IdLength.check("studentId", studentIdSegment, 1013,
        "the GSI1SK of Enrollment edges, ENROLL#STU#{studentId} (1024 bytes at most)");
    item.put("PK", AttributeValue.createS(KeyCodec.partitionKey("PK", "STU#" + studentIdSegment)));
    item.put("SK", AttributeValue.createS(KeyCodec.sortKey("SK", "STU#" + studentIdSegment)));
    if (value.name() != null) {
      item.put("name", AttributeEncoders.encodeString("name", value.name()));
    }
    item.put("courseCount", AttributeEncoders.encodeLong(value.courseCount()));
    return item;
  }

  /**
   * Reads an item written by {@link #toItem}: ids from the keys, missing attributes as
   * {@code null} (primitives: their default); unknown attributes are ignored. A value the
   * record cannot hold throws {@code UnreadableItemException} naming the item's key,
   * the attribute, the value and the type expected.
   */
  @Override
  public Student fromItem(Map<String, AttributeValue> item) {
    try {
      return new Student(
          KeyCodec.idAfter(item, "PK", "STU#"),
          AttributeDecoders.decodeString("name", item.get("name")),
          AttributeDecoders.decodeLong("courseCount", item.get("courseCount")));
    } catch (UnreadableValueException e) {
      throw e.inItem("Student", item);
    }
  }
}
