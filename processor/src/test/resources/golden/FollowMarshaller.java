package school;

import io.edgetable.dao.RecordMarshaller;
import io.edgetable.internal.codec.AttributeDecoders;
import io.edgetable.internal.codec.AttributeEncoders;
import io.edgetable.internal.codec.KeyCodec;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts {@link Follow} to and from DynamoDB items: {@code PK = ACTOR#{follower}},
 * {@code SK = TARGET#{followee}}, {@code GSI1PK = TARGET#{followee}#{shard 0..7}},
 * {@code GSI1SK = ACTOR#{follower}}. Ids live only in the keys; other components are attributes
 * named as the components, omitted when {@code null}. Stateless and thread-safe.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class FollowMarshaller extends RecordMarshaller<Follow> {
  /** The shared instance. */
  public static final FollowMarshaller INSTANCE = new FollowMarshaller();

  private FollowMarshaller() {
    super("Follow", 5);
  }

  /** Puts the keys above, then the non-null attributes. */
  @Override
  protected void write(Follow value, Map<String, AttributeValue> item) {
    String followerSegment = KeyCodec.segment("follower", value.follower());
    String followeeSegment = KeyCodec.segment("followee", value.followee());
    putKey(item, "PK", KeyCodec.partitionKey("PK", "ACTOR#" + followerSegment));
    putKey(item, "SK", KeyCodec.sortKey("SK", "TARGET#" + followeeSegment));
    putKey(item, "GSI1PK", KeyCodec.partitionKey("GSI1PK", "TARGET#" + followeeSegment
        + "#" + KeyCodec.shard(followerSegment, 8)));
    putKey(item, "GSI1SK", KeyCodec.sortKey("GSI1SK", "ACTOR#" + followerSegment));
    putPresent(item, "since", value.since(), v -> AttributeEncoders.encodeInstant(v));
  }

  /** Reads the ids from the keys, then each attribute by its name. */
  @Override
  protected Follow read(Map<String, AttributeValue> item) {
    return new Follow(
        KeyCodec.idAfter(item, "PK", "ACTOR#"),
        KeyCodec.idAfter(item, "SK", "TARGET#"),
        AttributeDecoders.decodeInstant("since", item.get("since")));
  }
}
