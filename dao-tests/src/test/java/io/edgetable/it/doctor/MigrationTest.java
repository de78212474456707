package io.edgetable.it.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.doctor.CounterDrift;
import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IndexKeyMismatch;
import io.edgetable.doctor.IntegrityReport;
import io.edgetable.doctor.RepairResult;
import io.edgetable.doctor.ValueMismatch;
import io.edgetable.it.doctor.hub.Contributes;
import io.edgetable.it.doctor.hub.ContributesDao;
import io.edgetable.it.doctor.hub.ContributesKeys;
import io.edgetable.it.doctor.hub.DevId;
import io.edgetable.it.doctor.hub.DeveloperKeys;
import io.edgetable.it.doctor.hub.RepoKeys;
import io.edgetable.it.doctor.hub.Role;
import io.edgetable.test.LocalDynamoDb;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Model changes that move keys: a table written by {@code v1.Follow} (inverse index on 4 shards,
 * the star's followers on 8 counter items), then checked and repaired with {@link Follow} (8
 * index shards, 4 counter items); and contributions written with an unordered inverse, then
 * ordered by a date on a new index over 4 shards. The doctor reports the items laid out the old
 * way, the repair moves them, and the new DAOs find every edge (in order) and count exactly.
 */
class MigrationTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int FANS = 40;

  @Test
  void aTableFollowsItsModelFromFourToEightIndexShardsAndEightToFourCounterItems() {
    try (DynamoDbClient client = db.client()) {
      String table =
          db.createTable(
              io.edgetable.it.doctor.v1.MemberKeys.SCHEMA,
              io.edgetable.it.doctor.v1.FollowKeys.SCHEMA);
      var oldMembers = new io.edgetable.it.doctor.v1.MemberDao(client, table);
      var oldFollows = new io.edgetable.it.doctor.v1.FollowDao(client, table);
      oldMembers.put(new io.edgetable.it.doctor.v1.Member("star", "Star", 0, 0, 0));
      for (int f = 0; f < FANS; f++) {
        oldMembers.put(new io.edgetable.it.doctor.v1.Member("fan" + f, "Fan", 0, 0, 0));
        assertTrue(oldFollows.put(new io.edgetable.it.doctor.v1.Follow("fan" + f, "star", "")));
      }
      assertEquals(8, counterItems(client, table).size(), "the old model's 8 counter items");

      EdgeDoctor doctor =
          EdgeDoctor.of(client, table, MemberKeys.SCHEMA, FollowKeys.SCHEMA);
      IntegrityReport report = doctor.check();
      Set<Class<?>> kinds =
          report.findings().stream().map(Object::getClass).collect(Collectors.toSet());
      assertEquals(Set.of(IndexKeyMismatch.class, CounterDrift.class), kinds, report.toString());
      long moved = report.findings().stream().filter(IndexKeyMismatch.class::isInstance).count();
      assertTrue(moved > 0 && moved < FANS, "about half the edges change shard: " + moved);
      CounterDrift followers =
          (CounterDrift)
              report.findings().stream().filter(CounterDrift.class::isInstance).findFirst()
                  .orElseThrow();
      assertEquals(FANS, followers.stored(), "the count was right, its layout is old");
      assertEquals(FANS, followers.counted());

      RepairResult result = doctor.repair(report);
      assertEquals(report.findings().size(), result.repaired().size(), result.toString());
      assertEquals(List.of(), doctor.check().findings(), "the table follows its new model");

      FollowDao follows = new FollowDao(client, table);
      MemberDao members = new MemberDao(client, table);
      Set<String> found = new HashSet<>();
      for (Follow follow : follows.inverse("star").all()) {
        found.add(follow.fan());
      }
      assertEquals(FANS, found.size(), "the new inverse query finds every edge");
      assertEquals(FANS, members.get("star").orElseThrow().followers());
      Map<Integer, Long> items = counterItems(client, table);
      assertTrue(items.keySet().stream().allMatch(k -> k < 4), "no old counter item: " + items);
      assertEquals(FANS, items.values().stream().mapToLong(Long::longValue).sum());

      // and the new DAOs keep it exact
      assertTrue(follows.delete("fan0", "star"));
      assertTrue(follows.put(new Follow("fan0", "star", "again")));
      assertTrue(follows.delete("fan1", "star"));
      assertEquals(FANS - 1, members.get("star").orElseThrow().followers());
      assertEquals(List.<Finding>of(), doctor.check().findings());
    }
  }

  @Test
  void aNewOrderedInverseOnANewIndexIsFilledByTheRepair() {
    try (DynamoDbClient client = db.client()) {
      String table =
          db.createTable(
              io.edgetable.it.doctor.hub.v1.DeveloperKeys.SCHEMA,
              io.edgetable.it.doctor.hub.v1.RepoKeys.SCHEMA,
              io.edgetable.it.doctor.hub.v1.ContributesKeys.SCHEMA);
      var oldDevelopers = new io.edgetable.it.doctor.hub.v1.DeveloperDao(client, table);
      var oldRepos = new io.edgetable.it.doctor.hub.v1.RepoDao(client, table);
      var oldContributions = new io.edgetable.it.doctor.hub.v1.ContributesDao(client, table);
      oldRepos.put(new io.edgetable.it.doctor.hub.v1.Repo("ada/engine", "Engine", 0, 0, null));
      int contributors = 10;
      for (int d = 0; d < contributors; d++) {
        DevId id = new DevId("dev" + d);
        oldDevelopers.put(
            new io.edgetable.it.doctor.hub.v1.Developer(id, "Dev", 0, 0, 0, (short) 1));
        // the last one joined on a day nobody wrote down
        LocalDate since = d == contributors - 1 ? null : LocalDate.of(2024, 1, 20 - d);
        oldContributions.put(
            new io.edgetable.it.doctor.hub.v1.Contributes(id, "ada/engine", since, Role.MEMBER, d));
      }
      // The new model's index, added as DynamoDB adds one to a table
      client.updateTable(
          b -> b.tableName(table)
              .attributeDefinitions(
                  attribute("GSI2PK"), attribute("since"), attribute("GSI2SK"))
              .globalSecondaryIndexUpdates(
                  GlobalSecondaryIndexUpdate.builder()
                      .create(
                          c -> c.indexName("GSI2")
                              .keySchema(
                                  key("GSI2PK", KeyType.HASH), key("since", KeyType.RANGE),
                                  key("GSI2SK", KeyType.RANGE))
                              .projection(
                                  p -> p.projectionType(ProjectionType.INCLUDE)
                                      .nonKeyAttributes("role", "commits")))
                      .build()));

      EdgeDoctor doctor =
          EdgeDoctor.of(
              client, table, DeveloperKeys.SCHEMA, RepoKeys.SCHEMA, ContributesKeys.SCHEMA);
      IntegrityReport report = doctor.check();
      assertEquals(
          contributors,
          report.findings().stream().filter(IndexKeyMismatch.class::isInstance).count(),
          report.toString());
      List<Finding> unordered =
          report.findings().stream().filter(ValueMismatch.class::isInstance).toList();
      assertEquals(1, unordered.size(), report.toString());
      assertEquals("since", ((ValueMismatch) unordered.get(0)).attribute());
      assertEquals(contributors + 1, report.findings().size(), report.toString());

      RepairResult result = doctor.repair(report);
      assertEquals(contributors, result.repaired().size(), result.toString());
      assertEquals(unordered, doctor.check().findings(), "only the edge without a date is left");

      ContributesDao contributions = new ContributesDao(client, table);
      List<LocalDate> order = contributions.inverse("ada/engine").all().stream()
          .map(Contributes::since).toList();
      assertEquals(contributors - 1, order.size(), "every edge with a date, on 4 shards merged");
      assertEquals(order.stream().sorted().toList(), order, "in the order of since");
    }
  }

  private static AttributeDefinition attribute(String name) {
    return AttributeDefinition.builder()
        .attributeName(name).attributeType(ScalarAttributeType.S).build();
  }

  private static KeySchemaElement key(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }

  /** The star's followers counter items, by shard. */
  private static Map<Integer, Long> counterItems(DynamoDbClient client, String table) {
    return client.scanPaginator(b -> b.tableName(table)).items().stream()
        .filter(i -> i.get("PK").s().startsWith("MEM#star#followers#"))
        .collect(
            Collectors.toMap(
                i -> Integer.parseInt(i.get("PK").s().substring("MEM#star#followers#".length())),
                i -> Long.parseLong(i.getOrDefault("followers", AttributeValue.fromN("0")).n())));
  }
}
