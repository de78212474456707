package io.edgetable.internal.doctor;

import io.edgetable.Projection;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.ValueFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue.Type;

/**
 * A code-hosting model built by hand as its generated schemas read (developers, repos, follows
 * with followers on 4 counter items, stars on 8 index shards and 8 counter items, contributions
 * ordered by a date on 4 index shards), and its items laid out as the DAOs write them.
 */
final class Hub {
  static final EdgeSchema DEVELOPER =
      EdgeSchema.node("Developer")
          .withKeys("DEV#{id}", "DEV#{id}")
          .withAttribute("name", Type.S)
          .withAttribute("followers", ValueFormat.LONG)
          .withAttribute("level", ValueFormat.SHORT)
          .withCounter("followers", 4);
  static final EdgeSchema REPO =
      EdgeSchema.node("Repo")
          .withKeys("REPO#{slug}", "REPO#{slug}")
          .withAttribute("stars", ValueFormat.LONG)
          .withAttribute("installation", ValueFormat.UUID)
          .withCounter("stars", 8);
  static final EdgeSchema FOLLOWS =
      EdgeSchema.edge("Follows")
          .withKeys("DEV#{follower}", "FOLLOWS#DEV#{followee}")
          .withEnds("Developer", "Developer")
          .withTargetCounter("followers", 4);
  static final EdgeSchema STAR =
      EdgeSchema.edge("Star", "GSI1", Projection.ALL, List.of(), 8)
          .withKeys("DEV#{dev}", "STAR#REPO#{repo}")
          .withInverseKeys("REPO#{repo}#{shard 0..7}", "STAR#DEV#{dev}")
          .withAttribute("at", ValueFormat.INSTANT)
          .withEnds("Developer", "Repo")
          .withTargetCounter("stars", 8);
  static final EdgeSchema CONTRIBUTES =
      EdgeSchema.edge("Contributes", "GSI2", Projection.INCLUDE, List.of("role"), 4)
          .withKeys("DEV#{dev}", "CONTRIB#REPO#{repo}")
          .withInverseKeys("REPO#{repo}#{shard 0..3}", "CONTRIB#DEV#{dev}")
          .withAttribute("since", ValueFormat.LOCAL_DATE)
          .withAttribute("role", ValueFormat.constants("OWNER", "MEMBER"))
          .withAttribute("commits", ValueFormat.INT)
          .withEnds("Developer", "Repo")
          .withInverseSortBy("since");
  static final List<EdgeSchema> SCHEMAS = List.of(DEVELOPER, REPO, FOLLOWS, STAR, CONTRIBUTES);

  /** The items written so far. */
  final List<Map<String, AttributeValue>> items = new ArrayList<>();

  private final Map<String, Long> counters = new HashMap<>();

  Map<String, AttributeValue> developer(String id) {
    return add(item("DEV#" + id, "DEV#" + id, "name", s(id), "followers", n(0), "level", n(1)));
  }

  Map<String, AttributeValue> repo(String slug) {
    String pk = "REPO#" + KeyCodec.escape(slug);
    return add(
        item(pk, pk, "stars", n(0), "installation", s("4bd51bc0-1ef0-4b57-9b0e-1b58a0b0cc43")));
  }

  Map<String, AttributeValue> follows(String follower, String followee) {
    count("DEV#" + followee, "followers", follower, 4);
    return add(item("DEV#" + follower, "FOLLOWS#DEV#" + followee));
  }

  Map<String, AttributeValue> star(String dev, String repo) {
    String slug = KeyCodec.escape(repo);
    count("REPO#" + slug, "stars", dev, 8);
    Map<String, AttributeValue> item = item("DEV#" + dev, "STAR#REPO#" + slug);
    item.put("GSI1PK", s("REPO#" + slug + "#" + KeyCodec.shard(dev, 8)));
    item.put("GSI1SK", s("STAR#DEV#" + dev));
    item.put("at", s("2025-11-30T10:15:30Z"));
    return add(item);
  }

  Map<String, AttributeValue> contributes(String dev, String repo, String since) {
    String slug = KeyCodec.escape(repo);
    Map<String, AttributeValue> item = item("DEV#" + dev, "CONTRIB#REPO#" + slug);
    item.put("GSI2PK", s("REPO#" + slug + "#" + KeyCodec.shard(dev, 4)));
    item.put("GSI2SK", s("CONTRIB#DEV#" + dev));
    item.put("since", s(since));
    item.put("role", s("MEMBER"));
    item.put("commits", n(12));
    return add(item);
  }

  /** The counter items the edges so far fall on, each holding its count. */
  void counterItems() {
    counters.forEach(
        (pk, count) -> add(item(pk, pk, pk.split("#")[2], n(count))));
  }

  private void count(String node, String counter, String otherId, int shards) {
    counters.merge(node + "#" + counter + "#" + KeyCodec.shard(otherId, shards), 1L, Long::sum);
  }

  private Map<String, AttributeValue> add(Map<String, AttributeValue> item) {
    items.add(item);
    return item;
  }

  static Map<String, AttributeValue> item(String pk, String sk, Object... attributes) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("PK", s(pk));
    item.put("SK", s(sk));
    for (int i = 0; i < attributes.length; i += 2) {
      item.put((String) attributes[i], (AttributeValue) attributes[i + 1]);
    }
    return item;
  }

  static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }

  static AttributeValue n(long number) {
    return AttributeValue.fromN(Long.toString(number));
  }
}
