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
 * Converts {@link Follow} to and from DynamoDB items:
 * {@code PK = ACTOR#{follower}},
 * {@code SK = TARGET#{followee}},
 * {@code GSI1PK = TARGET#{followee}#{shard 0..7}},
 * {@code GSI1SK = ACTOR#{follower}}.
 * Ids live only in the keys; other components are attributes named as the components,
 * omitted when {@code null}. Stateless and thread-safe.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class FollowMarshaller implements ItemMarshaller<Follow> {
  /** The shared instance. */
  public static final FollowMarshaller INSTANCE = new FollowMarshaller();

  private FollowMarshaller() {
  }

  /**
   * The item of {@code value}:
   * {@code PK = ACTOR#{follower}},
   * {@code SK = TARGET#{followee}},
   * {@code GSI1PK = TARGET#{followee}#{shard 0..7}},
   * {@code GSI1SK = ACTOR#{follower}},
   * then its non-null attributes.
   * Throws {@code InvalidKeyException} for an id that cannot form a key and
   * {@code IllegalArgumentException} for a value DynamoDB cannot store (NaN).
   */
  @Override
  public Map<String, AttributeValue> toItem(Follow value) {
    Objects.requireNonNull(value, "Follow value");
    Map<String, AttributeValue> item = AttributeEncoders.newItem(5);
    String followerSegment = KeyCodec.segment("follower", value.follower());
    String followeeSegment = KeyCodec.segment("followee", value.followee());
    item.put("PK", AttributeValue.createS(KeyCodec.partitionKey("PK", "ACTOR#" + followerSegment)));
    item.put("SK", AttributeValue.createS(KeyCodec.sortKey("SK", "TARGET#" + followeeSegment)));
    item.put("GSI1PK", AttributeValue.createS(KeyCodec.partitionKey("GSI1PK",
        "TARGET#" + followeeSegment + "#" + KeyCodec.shard(followerSegment, 8))));
    item.put("GSI1SK", AttributeValue.createS(KeyCodec.sortKey("GSI1SK",
        "ACTOR#" + followerSegment)));
    if (value.since() != null) {
      item.put("since", AttributeEncoders.encodeInstant(value.since()));
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
  public Follow fromItem(Map<String, AttributeValue> item) {
    try {
      return new Follow(
          KeyCodec.idAfter(item, "PK", "ACTOR#"),
          KeyCodec.idAfter(item, "SK", "TARGET#"),
          AttributeDecoders.decodeInstant("since", item.get("since")));
    } catch (UnreadableValueException e) {
      throw e.inItem("Follow", item);
    }
  }
}
