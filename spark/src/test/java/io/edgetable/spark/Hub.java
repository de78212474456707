package io.edgetable.spark;

import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.spark.hub.Contributes;
import io.edgetable.spark.hub.ContributesDao;
import io.edgetable.spark.hub.ContributesKeys;
import io.edgetable.spark.hub.DevId;
import io.edgetable.spark.hub.Developer;
import io.edgetable.spark.hub.DeveloperDao;
import io.edgetable.spark.hub.DeveloperKeys;
import io.edgetable.spark.hub.Follows;
import io.edgetable.spark.hub.FollowsDao;
import io.edgetable.spark.hub.FollowsKeys;
import io.edgetable.spark.hub.Repo;
import io.edgetable.spark.hub.RepoDao;
import io.edgetable.spark.hub.RepoKeys;
import io.edgetable.spark.hub.Role;
import io.edgetable.spark.hub.Star;
import io.edgetable.spark.hub.StarDao;
import io.edgetable.spark.hub.StarKeys;
import io.edgetable.test.LocalDynamoDb;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A fresh table of the code-hosting kinds (typed developer ids, a versioned repo whose stars are
 * counted over 8 counter items, followers over 4, stars on 8 index shards, contributions ordered
 * by a date on 4), with a DAO of each, and the ways to break it.
 */
final class Hub {
  static final List<EdgeSchema> SCHEMAS =
      List.of(
          DeveloperKeys.SCHEMA,
          RepoKeys.SCHEMA,
          FollowsKeys.SCHEMA,
          StarKeys.SCHEMA,
          ContributesKeys.SCHEMA);

  static final Instant NOW = Instant.parse("2025-11-30T10:15:30Z");

  final DynamoDbClient client;
  final String table;
  final DeveloperDao developers;
  final RepoDao repos;
  final FollowsDao follows;
  final StarDao stars;
  final ContributesDao contributions;

  Hub(LocalDynamoDb db, DynamoDbClient client) {
    this.client = client;
    this.table = db.createTable(SCHEMAS.toArray(EdgeSchema[]::new));
    this.developers = new DeveloperDao(client, table);
    this.repos = new RepoDao(client, table);
    this.follows = new FollowsDao(client, table);
    this.stars = new StarDao(client, table);
    this.contributions = new ContributesDao(client, table);
  }

  static EdgeSchema[] schemas() {
    return SCHEMAS.toArray(EdgeSchema[]::new);
  }

  static DevId dev(String id) {
    return new DevId(id);
  }

  static Map<String, AttributeValue> key(String pk, String sk) {
    return Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(sk));
  }

  /** Developers, a repo, follows, stars and contributions, all written through the DAOs. */
  void populate(List<String> ids) {
    for (String id : ids) {
      developers.put(new Developer(dev(id), id, 0, 0, 0, (short) 1));
    }
    repos.put(new Repo("ada/engine", "Engine", 0, 0, null));
    for (String id : ids.subList(1, ids.size())) {
      follows.put(new Follows(dev(id), dev(ids.get(0))));
      stars.put(new Star(dev(id), "ada/engine", NOW));
    }
    follows.put(new Follows(dev(ids.get(ids.size() - 1)), dev(ids.get(2))));
    contributions.put(
        new Contributes(dev(ids.get(0)), "ada/engine", LocalDate.parse("2024-01-02"), Role.OWNER,
            9));
    contributions.put(
        new Contributes(dev(ids.get(1)), "ada/engine", LocalDate.parse("2024-03-04"),
            Role.MEMBER, 3));
  }

  /**
   * Every kind of finding but a misfit, on sharded counters and sharded and ordered indexes
   * ({@code ada}, {@code bob}, {@code cy}, {@code dee} populated first).
   */
  void breakEveryWay() {
    // CounterDrift on sharded counters: a counter item of each 3 too high
    for (String counterItem : List.of(
        "REPO#ada/engine#stars#" + KeyCodec.shard("bob", 8),
        "DEV#ada#followers#" + KeyCodec.shard("cy", 4))) {
      String counter = counterItem.split("#")[2];
      client.updateItem(b -> b.tableName(table).key(key(counterItem, counterItem))
          .updateExpression("ADD #c :three")
          .expressionAttributeNames(Map.of("#c", counter))
          .expressionAttributeValues(Map.of(":three", AttributeValue.fromN("3"))));
    }
    // A node gone under its edges and its followers' counter item
    client.deleteItem(b -> b.tableName(table).key(key("DEV#cy", "DEV#cy")));
    // An edge between two nodes that never were, and a counter item of one of them
    client.putItem(b -> b.tableName(table).item(key("DEV#ghost", "FOLLOWS#DEV#gone")));
    client.putItem(b -> b.tableName(table).item(Map.of(
        "PK", AttributeValue.fromS("DEV#gone#followers#1"),
        "SK", AttributeValue.fromS("DEV#gone#followers#1"),
        "followers", AttributeValue.fromN("1"))));
    // Index keys of another shard, on a sharded index and on an ordered one
    set(key("DEV#bob", "STAR#REPO#ada/engine"), "GSI1PK",
        AttributeValue.fromS("REPO#ada/engine#" + ((KeyCodec.shard("bob", 8) + 1) % 8)));
    set(key("DEV#bob", "CONTRIB#REPO#ada/engine"), "GSI2PK",
        AttributeValue.fromS("REPO#ada/engine#" + ((KeyCodec.shard("bob", 4) + 1) % 4)));
    // A stranger, a name stored as a number, a role the enum lacks
    client.putItem(b -> b.tableName(table).item(key("JUNK#1", "JUNK#1")));
    set(key("DEV#dee", "DEV#dee"), "name", AttributeValue.fromN("5"));
    set(key("DEV#ada", "CONTRIB#REPO#ada/engine"), "role", AttributeValue.fromS("BOSS"));
  }

  void set(Map<String, AttributeValue> key, String attribute, AttributeValue value) {
    client.updateItem(
        b -> b.tableName(table).key(key)
            .updateExpression("SET #a = :v")
            .expressionAttributeNames(Map.of("#a", attribute))
            .expressionAttributeValues(Map.of(":v", value)));
  }
}
