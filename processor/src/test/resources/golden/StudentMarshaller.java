package school;

import io.edgetable.dao.RecordMarshaller;
import io.edgetable.internal.codec.AttributeDecoders;
import io.edgetable.internal.codec.AttributeEncoders;
import io.edgetable.internal.codec.IdLength;
import io.edgetable.internal.codec.KeyCodec;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts {@link Student} to and from DynamoDB items: {@code PK = STU#{studentId}},
 * {@code SK = STU#{studentId}}. Ids live only in the keys; other components are attributes named as
 * the components, omitted when {@code null}. Stateless and thread-safe.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class StudentMarshaller extends RecordMarshaller<Student> {
  /** The shared instance. */
  public static final StudentMarshaller INSTANCE = new StudentMarshaller();

  private StudentMarshaller() {
    super("Student", 4);
  }

  /** Puts the keys above, then the non-null attributes. */
  @Override
  protected void write(Student value, Map<String, AttributeValue> item) {
    String studentIdSegment = KeyCodec.segment("studentId", value.studentId());
    IdLength.check("studentId", studentIdSegment, 1013,
        "the GSI1SK of Enrollment edges, ENROLL#STU#{studentId} (1024 bytes at most)");
    putKey(item, "PK", KeyCodec.partitionKey("PK", "STU#" + studentIdSegment));
    putKey(item, "SK", KeyCodec.sortKey("SK", "STU#" + studentIdSegment));
    putPresent(item, "name", value.name(), v -> AttributeEncoders.encodeString("name", v));
    item.put("courseCount", AttributeEncoders.encodeLong(value.courseCount()));
  }

  /** Reads the ids from the keys, then each attribute by its name. */
  @Override
  protected Student read(Map<String, AttributeValue> item) {
    return new Student(
        KeyCodec.idAfter(item, "PK", "STU#"),
        AttributeDecoders.decodeString("name", item.get("name")),
        AttributeDecoders.decodeLong("courseCount", item.get("courseCount")));
  }
}
