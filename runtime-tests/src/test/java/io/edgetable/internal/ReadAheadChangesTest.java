package io.edgetable.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.Page;
import io.edgetable.Projection;
import io.edgetable.query.EdgeQuery;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.TableDefinition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import io.edgetable.test.LocalDynamoDb;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A merged page's cursor carries what it read ahead: the shard of each item past the page, not the
 * item. Items deleted or written between two pages must not make the next pages lose or repeat an
 * item that stayed (each shard resumes after its own last returned key); the merged order can then
 * be off by at most one place per change, until the read-ahead runs out.
 */
class ReadAheadChangesTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int SHARDS = 4;
  private static final int PAGE = 10;

  @Test
  void deletesAndWritesBetweenPagesLoseAndRepeatNothingThatStayed() {
    try (DynamoDbClient client = db.client()) {
      String table = TableNames.unique("readahead");
      TableDefinition.of(EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), SHARDS))
          .createIfMissing(client, table);
      List<String> ids =
          IntStream.range(0, 120).mapToObj(i -> String.format(Locale.ROOT, "u%03d", i)).toList();
      write(client, table, ids);
      EdgeQuery<String> query = Followers.of(client, table, SHARDS).limit(PAGE);

      Page<String> first = query.page();
      assertEquals(ids.subList(0, PAGE), first.items());
      // Delete items the first page read ahead, write new ones among them and before the cursor.
      Set<String> deleted = Set.of("u011", "u012", "u015", "u030", "u031");
      for (String id : deleted) {
        client.deleteItem(
            b ->
                b.tableName(table)
                    .key(
                        Map.of(
                            "PK", AttributeValue.fromS("ACTOR#" + id),
                            "SK", AttributeValue.fromS("TARGET#star"))));
      }
      List<String> written = List.of("u0115", "u0125", "u0005", "u0305");
      write(client, table, written);

      List<String> seen = new ArrayList<>(first.items());
      Optional<String> cursor = first.nextCursor();
      while (cursor.isPresent()) {
        Page<String> page = query.startAfter(cursor.get()).page();
        seen.addAll(page.items());
        cursor = page.nextCursor();
      }
      assertEquals(seen.size(), new HashSet<>(seen).size(), "no repeats: " + seen);
      Set<String> stayed = new TreeSet<>(ids);
      stayed.removeAll(deleted);
      assertTrue(seen.containsAll(stayed), "nothing that stayed is lost");
      assertTrue(seen.stream().noneMatch(deleted::contains), "nothing deleted is returned");
      assertTrue(
          seen.containsAll(List.of("u0115", "u0125", "u0305")), "new items after the cursor");
      assertTrue(!seen.contains("u0005"), "an item written before the cursor is not returned");
      List<String> sorted = new ArrayList<>(new TreeSet<>(seen));
      int changes = deleted.size() + written.size();
      for (int i = 0; i < seen.size(); i++) {
        int place = sorted.indexOf(seen.get(i));
        assertTrue(Math.abs(place - i) <= changes, seen.get(i) + " at " + i + ", sorted " + place);
      }
      for (int shard = 0; shard < SHARDS; shard++) {
        int s = shard;
        List<String> ofShard =
            seen.stream().filter(id -> TestItems.shard(id, SHARDS) == s).toList();
        assertEquals(new ArrayList<>(new TreeSet<>(ofShard)), ofShard, "shard " + shard);
      }
    }
  }

  private static void write(DynamoDbClient client, String table, List<String> ids) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (String id : ids) {
      items.add(TestItems.follower(id, "TARGET#star#" + TestItems.shard(id, SHARDS)));
    }
    TestItems.writeAll(client, table, items);
  }
}
