package school;

import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.ValueFormat;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link User} items: {@code PK = USER#{handle}}, {@code SK = USER#{handle}}. A builder
 * throws {@code InvalidKeyException} for a null or empty id, or a key longer than DynamoDB allows
 * (partition keys 2048 bytes, sort keys 1024, as UTF-8); a decoder throws
 * {@code IllegalStateException} for an item of another kind.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class UserKeys {
  /** What a table needs to store {@code User} items. */
  public static final EdgeSchema SCHEMA = EdgeSchema.node("User")
      .withKeys("USER#{handle}", "USER#{handle}")
      .withAttribute("followers", ValueFormat.LONG)
      .withAttribute("following", ValueFormat.LONG)
      .withCounter("followers", 1)
      .withCounter("following", 1);

  private UserKeys() {
  }

  /** The partition key {@code PK = USER#{handle}}. */
  public static String pk(String handle) {
    return KeyCodec.partitionKey("PK", "USER#" + KeyCodec.segment("handle", handle));
  }

  /** The sort key {@code SK = USER#{handle}}. */
  public static String sk(String handle) {
    return KeyCodec.sortKey("SK", "USER#" + KeyCodec.segment("handle", handle));
  }

  /** The primary key map: {@code PK = USER#{handle}}, {@code SK = USER#{handle}}. */
  public static Map<String, AttributeValue> key(String handle) {
    return Map.of("PK", AttributeValue.createS(pk(handle)),
        "SK", AttributeValue.createS(sk(handle)));
  }

  /** Decodes {@code handle} from an item's {@code PK = USER#{handle}}. */
  public static String id(Map<String, AttributeValue> item) {
    return KeyCodec.idAfter(item, "PK", "USER#");
  }
}
