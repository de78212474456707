package io.edgetable.internal;

import io.edgetable.Projection;
import io.edgetable.schema.EdgeSchema;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The users-follow-users model the doctor's scale benchmarks check, on one machine and on Spark:
 * its two schemas (follows counted both ways, the inverse on 8 GSI1 shards) and its items as the
 * DAOs would store them, so both benchmarks read the same table.
 */
public final class FollowGraph {
  /** Users, {@code USER#<handle>}, with their two counters. */
  public static final EdgeSchema USER =
      EdgeSchema.node("User")
          .withKeys("USER#{handle}", "USER#{handle}")
          .withAttribute("name", AttributeValue.Type.S)
          .withAttribute("followers", AttributeValue.Type.N)
          .withAttribute("following", AttributeValue.Type.N)
          .withCounter("followers", 1)
          .withCounter("following", 1);

  /** A follows B: {@code ACTOR#a / TARGET#b}, inverse {@code TARGET#b#<shard> / ACTOR#a}. */
  public static final EdgeSchema FOLLOW =
      EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), 8)
          .withKeys("ACTOR#{follower}", "TARGET#{followee}")
          .withInverseKeys("TARGET#{followee}#{shard 0..7}", "ACTOR#{follower}")
          .withAttribute("since", AttributeValue.Type.S)
          .withEnds("User", "User")
          .withSourceCounter("following", 1)
          .withTargetCounter("followers", 1);

  /** The inverse shards of {@link #FOLLOW}. */
  public static final int SHARDS = 8;

  private FollowGraph() {}

  /** The node item of user {@code handle}. */
  public static Map<String, AttributeValue> user(
      String handle, String name, long followers, long following) {
    Map<String, AttributeValue> node = new HashMap<>();
    node.put("PK", AttributeValue.fromS("USER#" + handle));
    node.put("SK", AttributeValue.fromS("USER#" + handle));
    node.put("name", AttributeValue.fromS(name));
    node.put("followers", AttributeValue.fromN(Long.toString(followers)));
    node.put("following", AttributeValue.fromN(Long.toString(following)));
    return node;
  }

  /** The edge item of {@code follower} following {@code followee}, its inverse on {@code shard}. */
  public static Map<String, AttributeValue> follow(String follower, String followee, int shard) {
    Map<String, AttributeValue> edge = new HashMap<>();
    edge.put("PK", AttributeValue.fromS("ACTOR#" + follower));
    edge.put("SK", AttributeValue.fromS("TARGET#" + followee));
    edge.put("GSI1PK", AttributeValue.fromS("TARGET#" + followee + "#" + shard));
    edge.put("GSI1SK", AttributeValue.fromS("ACTOR#" + follower));
    edge.put("since", AttributeValue.fromS("2026-01-01T00:00:00Z"));
    return edge;
  }
}
