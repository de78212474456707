package io.edgetable.internal;

import io.edgetable.internal.query.SortKeyOrder;

import static io.edgetable.internal.TestItems.item;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.expression.Condition;
import io.edgetable.query.EdgeQuery;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.expression.Field;
import io.edgetable.Page;
import io.edgetable.Projection;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Paging a celebrity's followers over 2, 4, 8 and 16 shards in pages of 10, 50 and 100, both ways,
 * with and without a filter: exact order against a sorted oracle, nothing lost or repeated across
 * cursors, the Queries each page sends, and what they read (their summed {@code ScannedCount}) per
 * item returned; and the same pages pulled by a stream, which keeps what it read ahead.
 */
class ShardedPagingTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int FOLLOWERS = 300;
  private static final int[] SHARD_COUNTS = {2, 4, 8, 16};
  private static final ReadCounter READS = new ReadCounter();
  private static final Map<Integer, String> TABLES = new HashMap<>();
  private static final List<String> IDS = followerIds();
  private static final Map<String, String> STATUS = new HashMap<>();
  private static DynamoDbClient client;

  @BeforeAll
  static void createTables() {
    client = db.client(READS);
    for (int i = 0; i < IDS.size(); i++) {
      STATUS.put(IDS.get(i), List.of("a", "b", "c").get(i % 3));
    }
    for (int shards : SHARD_COUNTS) {
      String table = TableNames.unique("paging" + shards);
      TableDefinition.of(EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), shards))
          .createIfMissing(client, table);
      List<Map<String, AttributeValue>> items = new ArrayList<>();
      for (String id : IDS) {
        String shard = Integer.toString(TestItems.shard(id, shards));
        items.add(
            item(
                "PK",
                "ACTOR#" + id,
                "SK",
                "TARGET#star",
                "GSI1PK",
                "TARGET#star#" + shard,
                "GSI1SK",
                "ACTOR#" + id,
                "status",
                STATUS.get(id)));
      }
      for (int shard = 0; shard < shards; shard++) {
        // Another edge type on each side of the prefix in every index partition.
        items.add(
            item(
                "PK",
                "AAA#x" + shard,
                "SK",
                "TARGET#star",
                "GSI1PK",
                "TARGET#star#" + shard,
                "GSI1SK",
                "AAA#x" + shard));
        items.add(
            item(
                "PK",
                "BLOCKER#x" + shard,
                "SK",
                "TARGET#star",
                "GSI1PK",
                "TARGET#star#" + shard,
                "GSI1SK",
                "BLOCKER#x" + shard));
      }
      TestItems.writeAll(client, table, items);
      TABLES.put(shards, table);
    }
  }

  @AfterAll
  static void closeClient() {
    client.close();
  }

  /** Handles as people pick them, with an escaped '#', and code points beyond the BMP. */
  private static List<String> followerIds() {
    Random random = new Random(15);
    Set<String> ids =
        new LinkedHashSet<>(List.of("zed%23hash", "zed\uFF5E", "zed\uD83D\uDE00", "\u00e9mile"));
    String letters = "abcdefghijklmnopqrstuvwxyz0123456789_.";
    while (ids.size() < FOLLOWERS) {
      StringBuilder id = new StringBuilder();
      for (int i = 4 + random.nextInt(8); i > 0; i--) {
        id.append(letters.charAt(random.nextInt(i == 1 ? 36 : letters.length())));
      }
      ids.add(id.toString());
    }
    return List.copyOf(ids);
  }

  static EdgeQuery<String> followers(int shards) {
    return Followers.of(client, TABLES.get(shards), shards);
  }

  static Condition<String> status(String status) {
    return new Field<String, String>("status", AttributeValue::fromS).eq(status);
  }

  /** The oracle: the ids in index order (code points, as DynamoDB orders UTF-8), filtered. */
  static List<String> expected(boolean descending, boolean filtered) {
    List<String> ids =
        new ArrayList<>(
            IDS.stream()
                .filter(id -> !filtered || STATUS.get(id).equals("a"))
                .sorted(SortKeyOrder::compareCodePoints)
                .toList());
    if (descending) {
      Collections.reverse(ids);
    }
    return ids;
  }

  static List<Arguments> grid() {
    List<Arguments> grid = new ArrayList<>();
    for (int shards : SHARD_COUNTS) {
      for (int pageSize : new int[] {10, 50, 100}) {
        for (boolean descending : new boolean[] {false, true}) {
          for (boolean filtered : new boolean[] {false, true}) {
            grid.add(Arguments.of(shards, pageSize, descending, filtered));
          }
        }
      }
    }
    return grid;
  }

  @ParameterizedTest(name = "{0} shards, pages of {1}, descending {2}, filtered {3}")
  @MethodSource("grid")
  void pagesAreExactAndReadLittleMoreThanTheyReturn(
      int shards, int pageSize, boolean descending, boolean filtered) {
    EdgeQuery<String> query = followers(shards).limit(pageSize);
    query = descending ? query.descending() : query;
    query = filtered ? query.where(status("a")) : query;
    READS.reset();
    List<String> seen = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    int pages = 0;
    int longestCursor = 0;
    int mostQueries = 0;
    do {
      int before = READS.queries();
      Page<String> page = (cursor.isPresent() ? query.startAfter(cursor.get()) : query).page();
      mostQueries = Math.max(mostQueries, READS.queries() - before);
      assertTrue(
          page.items().size() <= pageSize, page.items().size() + " items on a page of " + pageSize);
      cursor = page.nextCursor();
      cursor.ifPresent(c -> assertTrue(c.matches("[A-Za-z0-9_-]+"), c));
      longestCursor = Math.max(longestCursor, cursor.map(String::length).orElse(0));
      seen.addAll(page.items());
      assertTrue(++pages <= 1000, "pagination ends");
    } while (cursor.isPresent());
    List<String> expected = expected(descending, filtered);
    assertEquals(expected, seen, "exact order, nothing lost");
    assertEquals(seen.size(), new HashSet<>(seen).size(), "no repeats");

    double perItem = (double) READS.scanned() / seen.size();
    double perFollower = (double) READS.scanned() / FOLLOWERS;
    System.out.printf(
        Locale.ROOT,
        "paging %2d shards, pages of %3d, %s%s: %d pages, %.2f Queries/page (%d found nothing), %d"
            + " read for %d returned (%.2f per item returned, %.2f per follower), cursors up to %d"
            + " characters%n",
        shards,
        pageSize,
        descending ? "desc" : "asc ",
        filtered ? ", filtered" : "",
        pages,
        (double) READS.queries() / pages,
        READS.emptyQueries(),
        READS.scanned(),
        seen.size(),
        perItem,
        perFollower,
        longestCursor);
    if (filtered) {
      // A filter keeps a third of the items it reads, so a page reads at least three per item it
      // returns; what the merge adds is bounded against one read of every follower.
      assertTrue(perFollower <= 1.5, READS.scanned() + " read, " + FOLLOWERS + " followers");
    } else {
      // One round per page: at most one Query per shard. An item a page reads ahead is read again
      // by the page that returns it (a cursor carries only its shard), hence about two reads per
      // item; a stream keeps such items (below).
      assertTrue(mostQueries <= shards, mostQueries + " Queries on one page of " + shards);
      assertTrue(perItem <= 2.6, READS.scanned() + " read for " + seen.size() + " returned");
    }
    assertTrue(longestCursor <= 128 + 64 * shards, "cursors of " + longestCursor + " characters");
  }

  static List<Arguments> unfilteredGrid() {
    List<Arguments> grid = new ArrayList<>();
    for (int shards : SHARD_COUNTS) {
      for (int pageSize : new int[] {10, 50, 100}) {
        for (boolean descending : new boolean[] {false, true}) {
          grid.add(Arguments.of(shards, pageSize, descending));
        }
      }
    }
    return grid;
  }

  @ParameterizedTest(name = "{0} shards, pages of {1}, descending {2}")
  @MethodSource("unfilteredGrid")
  void aStreamReadsEachItemAboutOnceInRoundsOfOneQueryPerShard(
      int shards, int pageSize, boolean descending) {
    EdgeQuery<String> query = followers(shards).limit(pageSize);
    query = descending ? query.descending() : query;
    READS.reset();
    List<String> seen = query.stream().toList();
    assertEquals(expected(descending, false), seen, "exact order, nothing lost");
    int pages = (FOLLOWERS + pageSize - 1) / pageSize;
    double perItem = (double) READS.scanned() / seen.size();
    System.out.printf(
        Locale.ROOT,
        "stream %2d shards, pages of %3d, %s: %d Queries for %d pages, %d read for %d returned"
            + " (%.2f per item)%n",
        shards,
        pageSize,
        descending ? "desc" : "asc ",
        READS.queries(),
        pages,
        READS.scanned(),
        seen.size(),
        perItem);
    assertTrue(
        READS.queries() <= pages * shards, READS.queries() + " Queries, " + pages + " pages");
    assertTrue(perItem <= 1.5, READS.scanned() + " read for " + seen.size() + " returned");

    // A stream from a cursor starts with the read-ahead the cursor carries.
    Page<String> first = query.page();
    List<String> rest = query.startAfter(first.nextCursor().orElseThrow()).stream().toList();
    // A cursor page may be short: its Queries are sized by read units, not to fill the page.
    assertEquals(
        seen.subList(first.items().size(), seen.size()), rest, "the rest, from the first cursor");
  }
}
