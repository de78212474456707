package io.edgetable.it.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.doctor.CounterDrift;
import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IndexKeyMismatch;
import io.edgetable.doctor.IntegrityReport;
import io.edgetable.doctor.RepairResult;
import io.edgetable.test.LocalDynamoDb;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A model change that moves keys: a table written by {@code v1.Follow} (inverse index on 4
 * shards, the star's followers on 8 counter items), then checked and repaired with {@link
 * Follow} (8 index shards, 4 counter items). The doctor reports the items laid out the old way,
 * the repair moves them, and the new DAOs find every edge and count exactly.
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
