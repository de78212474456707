package school;

import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.ValueFormat;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Student} items: {@code PK = STU#{studentId}}, {@code SK = STU#{studentId}}. */
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

  /**
   * {@code PK = STU#{studentId}}
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code studentId} is null or empty, or
   *     the key exceeds 2048 bytes
   */
  public static String pk(String studentId) {
    return KeyCodec.partitionKey("PK", "STU#" + KeyCodec.segment("studentId", studentId));
  }

  /**
   * {@code SK = STU#{studentId}}
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code studentId} is null or empty, or
   *     the key exceeds 1024 bytes
   */
  public static String sk(String studentId) {
    return KeyCodec.sortKey("SK", "STU#" + KeyCodec.segment("studentId", studentId));
  }

  /**
   * The primary key map: {@code PK = STU#{studentId}}, {@code SK = STU#{studentId}}.
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code studentId} is null or empty, or a
   *     key is too long
   */
  public static Map<String, AttributeValue> key(String studentId) {
    return Map.of("PK", AttributeValue.createS(pk(studentId)),
        "SK", AttributeValue.createS(sk(studentId)));
  }

  /**
   * Decodes {@code studentId} from an item's {@code PK = STU#{studentId}}.
   *
   * @throws IllegalStateException if the item is not of this kind
   */
  public static String id(Map<String, AttributeValue> item) {
    return KeyCodec.idAfter(item, "PK", "STU#");
  }
}
