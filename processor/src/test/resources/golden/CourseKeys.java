package school;

import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.ValueFormat;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Course} items: {@code PK = CRS#{courseId}}, {@code SK = CRS#{courseId}}. A builder
 * throws {@code InvalidKeyException} for a null or empty id, or a key longer than DynamoDB allows
 * (partition keys 2048 bytes, sort keys 1024, as UTF-8); a decoder throws
 * {@code IllegalStateException} for an item of another kind.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class CourseKeys {
  /** What a table needs to store {@code Course} items. */
  public static final EdgeSchema SCHEMA = EdgeSchema.node("Course")
      .withKeys("CRS#{courseId}", "CRS#{courseId}")
      .withAttribute("title", AttributeValue.Type.S)
      .withAttribute("studentCount", ValueFormat.LONG)
      .withCounter("studentCount", 1);

  private CourseKeys() {
  }

  /** The partition key {@code PK = CRS#{courseId}}. */
  public static String pk(String courseId) {
    return KeyCodec.partitionKey("PK", "CRS#" + KeyCodec.segment("courseId", courseId));
  }

  /** The sort key {@code SK = CRS#{courseId}}. */
  public static String sk(String courseId) {
    return KeyCodec.sortKey("SK", "CRS#" + KeyCodec.segment("courseId", courseId));
  }

  /** The primary key map: {@code PK = CRS#{courseId}}, {@code SK = CRS#{courseId}}. */
  public static Map<String, AttributeValue> key(String courseId) {
    return Map.of("PK", AttributeValue.createS(pk(courseId)),
        "SK", AttributeValue.createS(sk(courseId)));
  }

  /** Decodes {@code courseId} from an item's {@code PK = CRS#{courseId}}. */
  public static String id(Map<String, AttributeValue> item) {
    return KeyCodec.idAfter(item, "PK", "CRS#");
  }
}
