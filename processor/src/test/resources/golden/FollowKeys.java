package school;

import io.edgetable.Projection;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.ValueFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Follow} items: {@code PK = ACTOR#{follower}}, {@code SK = TARGET#{followee}};
 * inverse index {@code GSI1}: {@code GSI1PK = TARGET#{followee}#{shard 0..7}},
 * {@code GSI1SK = ACTOR#{follower}}.
 */
@Generated("io.edgetable.processor.EdgeTableProcessor")
public final class FollowKeys {
  /** Prefix of every Follow sort key: forward queries use {@code begins_with(SK, "TARGET#")}. */
  public static final String SK_PREFIX = "TARGET#";

  /**
   * Prefix of every Follow sort key in index GSI1: inverse queries use
   * {@code begins_with(GSI1SK, "ACTOR#")}.
   */
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

  /**
   * {@code PK = ACTOR#{follower}}
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code follower} is null or empty, or the
   *     key exceeds 2048 bytes
   */
  public static String pk(String follower) {
    return KeyCodec.partitionKey("PK", "ACTOR#" + KeyCodec.segment("follower", follower));
  }

  /**
   * {@code SK = TARGET#{followee}}
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code followee} is null or empty, or the
   *     key exceeds 1024 bytes
   */
  public static String sk(String followee) {
    return KeyCodec.sortKey("SK", "TARGET#" + KeyCodec.segment("followee", followee));
  }

  /**
   * The inverse index shard of an edge from {@code follower}: FNV-1a of the escaped id modulo 8.
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code follower} is null or empty
   */
  public static int shard(String follower) {
    return KeyCodec.shard(KeyCodec.segment("follower", follower), 8);
  }

  /**
   * {@code GSI1PK = TARGET#{followee}#{shard 0..7}}: one of the 8 partitions of {@code followee} in
   * index GSI1.
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code followee} is null or empty, the
   *     key is too long, or {@code shard} is not in 0..7
   */
  public static String inversePk(String followee, int shard) {
    if (shard < 0 || shard >= 8) {
      throw new InvalidKeyException("shard must be in 0..7, was " + shard);
    }
    return KeyCodec.partitionKey("GSI1PK", "TARGET#" + KeyCodec.segment("followee", followee)
        + "#" + shard);
  }

  /**
   * {@code GSI1SK = ACTOR#{follower}}
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code follower} is null or empty, or the
   *     key exceeds 1024 bytes
   */
  public static String inverseSk(String follower) {
    return KeyCodec.sortKey("GSI1SK", "ACTOR#" + KeyCodec.segment("follower", follower));
  }

  /**
   * Every partition of {@code followee} in index GSI1, in shard order:
   * {@code TARGET#{followee}#{shard 0..7}} for shard 0..7.
   *
   * @throws io.edgetable.exception.InvalidKeyException if {@code followee} is null or empty, or the
   *     key is too long
   */
  public static List<String> inversePks(String followee) {
    String partition = "TARGET#" + KeyCodec.segment("followee", followee) + "#";
    List<String> keys = new ArrayList<>(8);
    for (int shard = 0; shard < 8; shard++) {
      keys.add(KeyCodec.partitionKey("GSI1PK", partition + shard));
    }
    return List.copyOf(keys);
  }

  /**
   * The primary key map: {@code PK = ACTOR#{follower}}, {@code SK = TARGET#{followee}}.
   *
   * @throws io.edgetable.exception.InvalidKeyException if an id is null or empty, or a key is too
   *     long
   */
  public static Map<String, AttributeValue> key(String follower, String followee) {
    return Map.of("PK", AttributeValue.createS(pk(follower)),
        "SK", AttributeValue.createS(sk(followee)));
  }

  /**
   * Decodes {@code follower} from an item's {@code PK = ACTOR#{follower}}.
   *
   * @throws IllegalStateException if the item is not of this kind
   */
  public static String sourceId(Map<String, AttributeValue> item) {
    return KeyCodec.idAfter(item, "PK", "ACTOR#");
  }

  /**
   * Decodes {@code followee} from an item's {@code SK = TARGET#{followee}}.
   *
   * @throws IllegalStateException if the item is not of this kind
   */
  public static String targetId(Map<String, AttributeValue> item) {
    return KeyCodec.idAfter(item, "SK", "TARGET#");
  }
}
