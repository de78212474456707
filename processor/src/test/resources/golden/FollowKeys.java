package school;

import io.edgetable.Projection;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.ValueFormat;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Follow} items: {@code PK = ACTOR#{follower}}, {@code SK = TARGET#{followee}};
 * inverse index {@code GSI1}: {@code GSI1PK = TARGET#{followee}#{shard 0..7}},
 * {@code GSI1SK = ACTOR#{follower}}. A builder throws {@code InvalidKeyException} for a null or
 * empty id, or a key longer than DynamoDB allows (partition keys 2048 bytes, sort keys 1024, as
 * UTF-8); a decoder throws {@code IllegalStateException} for an item of another kind.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class FollowKeys {
  /** The SK prefix: forward queries use {@code begins_with(SK, "TARGET#")}. */
  public static final String SK_PREFIX = "TARGET#";

  /** The GSI1SK prefix: inverse queries use {@code begins_with(GSI1SK, "ACTOR#")}. */
  public static final String INVERSE_SK_PREFIX = "ACTOR#";

  /** The inverse index (GSI1). */
  public static final String INDEX = "GSI1";

  /** What a table needs to store {@code Follow} items. */
  public static final EdgeSchema SCHEMA =
      EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), 8)
          .withKeys("ACTOR#{follower}", "TARGET#{followee}")
          .withInverseKeys("TARGET#{followee}#{shard 0..7}", "ACTOR#{follower}")
          .withAttribute("since", ValueFormat.INSTANT)
          .withEnds("User", "User")
          .withSourceCounter("following", 1)
          .withTargetCounter("followers", 1);

  private FollowKeys() {
  }

  /** The partition key {@code PK = ACTOR#{follower}}. */
  public static String pk(String follower) {
    return KeyCodec.partitionKey("PK", "ACTOR#" + KeyCodec.segment("follower", follower));
  }

  /** The sort key {@code SK = TARGET#{followee}}. */
  public static String sk(String followee) {
    return KeyCodec.sortKey("SK", "TARGET#" + KeyCodec.segment("followee", followee));
  }

  /**
   * The inverse index shard of an edge from {@code follower}: FNV-1a of the escaped id modulo 8.
   */
  public static int shard(String follower) {
    return KeyCodec.shard(KeyCodec.segment("follower", follower), 8);
  }

  /**
   * {@code GSI1PK = TARGET#{followee}#{shard 0..7}}: one of the 8 partitions of {@code followee} in
   * index GSI1; {@code InvalidKeyException} for a shard not in 0..7.
   */
  public static String inversePk(String followee, int shard) {
    return KeyCodec.shardedKey("GSI1PK", "TARGET#" + KeyCodec.segment("followee",
        followee), shard, 8);
  }

  /** The sort key {@code GSI1SK = ACTOR#{follower}}. */
  public static String inverseSk(String follower) {
    return KeyCodec.sortKey("GSI1SK", "ACTOR#" + KeyCodec.segment("follower", follower));
  }

  /**
   * Every partition of {@code followee} in index GSI1, in shard order:
   * {@code TARGET#{followee}#{shard 0..7}} for shard 0..7.
   */
  public static List<String> inversePks(String followee) {
    return KeyCodec.shardedKeys("GSI1PK", "TARGET#" + KeyCodec.segment("followee", followee), 8);
  }

  /** The primary key map: {@code PK = ACTOR#{follower}}, {@code SK = TARGET#{followee}}. */
  public static Map<String, AttributeValue> key(String follower, String followee) {
    return Map.of("PK", AttributeValue.createS(pk(follower)),
        "SK", AttributeValue.createS(sk(followee)));
  }

  /** Decodes {@code follower} from an item's {@code PK = ACTOR#{follower}}. */
  public static String sourceId(Map<String, AttributeValue> item) {
    return KeyCodec.idAfter(item, "PK", "ACTOR#");
  }

  /** Decodes {@code followee} from an item's {@code SK = TARGET#{followee}}. */
  public static String targetId(Map<String, AttributeValue> item) {
    return KeyCodec.idAfter(item, "SK", "TARGET#");
  }
}
