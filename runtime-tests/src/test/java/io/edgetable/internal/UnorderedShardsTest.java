package io.edgetable.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.Page;
import io.edgetable.Projection;
import io.edgetable.query.EdgeQuery;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A celebrity's followers paged in pages of 20 over a sharded index, merged in order and {@code
 * unordered()}: every follower once either way, and the Queries and read units each page costs.
 */
class UnorderedShardsTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int PAGE = 20;

  @Test
  void fourShardsFourHundredFollowers() {
    pageBothWays(4, 400);
  }

  /** About 45 seconds against moto: 2,900 Queries, 2,650 of them by the merge. */
  @Test
  void sixteenShardsFourThousandFollowers() {
    pageBothWays(16, 4000);
  }

  private void pageBothWays(int shards, int followers) {
    ReadCounter reads = new ReadCounter();
    try (DynamoDbClient client = db.client(reads)) {
      String table = TableNames.unique("unordered" + shards);
      TableDefinition.of(EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), shards))
          .createIfMissing(client, table);
      List<String> ids =
          IntStream.range(0, followers)
              .mapToObj(i -> String.format(Locale.ROOT, "u%05d", i))
              .toList();
      List<Map<String, AttributeValue>> items = new ArrayList<>();
      for (String id : ids) {
        items.add(TestItems.follower(id, "TARGET#star#" + TestItems.shard(id, shards)));
      }
      TestItems.writeAll(client, table, items);
      EdgeQuery<String> query = Followers.of(client, table, shards).limit(PAGE);

      for (boolean unordered : new boolean[] {false, true}) {
        reads.reset();
        List<String> seen = new ArrayList<>();
        int pages = 0;
        Optional<String> cursor = Optional.empty();
        EdgeQuery<String> q = unordered ? query.unordered() : query;
        do {
          Page<String> page = (cursor.isPresent() ? q.startAfter(cursor.get()) : q).page();
          seen.addAll(page.items());
          cursor = page.nextCursor();
          pages++;
        } while (cursor.isPresent());
        assertEquals(followers, seen.size(), "every follower");
        assertEquals(followers, new HashSet<>(seen).size(), "once");
        if (!unordered) {
          assertEquals(ids, seen, "merged in index order");
          assertTrue(reads.queries() <= pages * shards, reads.queries() + " Queries");
        } else {
          assertTrue(reads.queries() <= pages + shards, reads.queries() + " Queries");
        }
        System.out.printf(
            Locale.ROOT,
            "%s %2d shards, %d followers, pages of %d: %d pages, %d Queries (%.2f per page),"
                + " %d items read, %.2f read units per page (eventually consistent)%n",
            unordered ? "unordered" : "ordered  ",
            shards,
            followers,
            PAGE,
            pages,
            reads.queries(),
            (double) reads.queries() / pages,
            reads.scanned(),
            reads.units() / 2.0 / pages);
      }
    }
  }
}
