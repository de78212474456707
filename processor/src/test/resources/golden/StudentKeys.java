package school;

import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.ValueFormat;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Student} items: {@code PK = STU#{studentId}}, {@code SK = STU#{studentId}}. A
 * builder throws {@code InvalidKeyException} for a null or empty id, or a key longer than DynamoDB
 * allows (partition keys 2048 bytes, sort keys 1024, as UTF-8); a decoder throws
 * {@code IllegalStateException} for an item of another kind.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class StudentKeys {
  /** What a table needs to store {@code Student} items. */
  public static final EdgeSchema SCHEMA = EdgeSchema.node("Student")
      .withKeys("STU#{studentId}", "STU#{studentId}")
      .withAttribute("name", AttributeValue.Type.S)
      .withAttribute("courseCount", ValueFormat.LONG)
      .withCounter("courseCount", 1);

  private StudentKeys() {
  }

  /** The partition key {@code PK = STU#{studentId}}. */
  public static String pk(String studentId) {
    return KeyCodec.partitionKey("PK", "STU#" + KeyCodec.segment("studentId", studentId));
  }

  /** The sort key {@code SK = STU#{studentId}}. */
  public static String sk(String studentId) {
    return KeyCodec.sortKey("SK", "STU#" + KeyCodec.segment("studentId", studentId));
  }

  /** The primary key map: {@code PK = STU#{studentId}}, {@code SK = STU#{studentId}}. */
  public static Map<String, AttributeValue> key(String studentId) {
    return Map.of("PK", AttributeValue.createS(pk(studentId)),
        "SK", AttributeValue.createS(sk(studentId)));
  }

  /** Decodes {@code studentId} from an item's {@code PK = STU#{studentId}}. */
  public static String id(Map<String, AttributeValue> item) {
    return KeyCodec.idAfter(item, "PK", "STU#");
  }
}
