package io.edgetable.internal;

import io.edgetable.internal.query.Queries;
import io.edgetable.internal.query.QuerySpec;
import io.edgetable.internal.query.ReadAhead;
import io.edgetable.internal.query.ShardMerge;
import io.edgetable.internal.query.SortKeyOrder;

import static io.edgetable.internal.TestItems.item;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import io.edgetable.exception.TableNotFoundException;

/**
 * The inverse of a sharded edge: bob's followers spread over 8 index partitions {@code
 * TARGET#bob#0..7} by FNV-1a of the follower, merged back into one ordered stream.
 */
class ShardedQueryTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int SHARDS = 8;

  /** How many followers each target has; carol's are noise in other index partitions. */
  private static final Map<String, Integer> FOLLOWER_COUNTS =
      Map.of("bob", 150, "dave", 24, "carol", 20);

  private static final RequestCounter COUNTER = new RequestCounter();
  private static final ReadCounter READS = new ReadCounter();
  private static DynamoDbClient client;
  private static String table;

  /** Each follower's "status" attribute, which the filter tests select on. */
  private static final Map<String, String> STATUS = new HashMap<>();

  private static final int[] PER_SHARD = new int[SHARDS];

  @BeforeAll
  static void createTable() {
    client = db.client(COUNTER, READS);
    table = TableNames.unique("sharded");
    TableDefinition.of(EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), SHARDS))
        .createIfMissing(client, table);
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (Map.Entry<String, Integer> target : FOLLOWER_COUNTS.entrySet()) {
      List<String> ids = writtenFollowers(target.getKey());
      for (int i = 0; i < ids.size(); i++) {
        String id = ids.get(i);
        int shard = TestItems.shard(id, SHARDS);
        if (target.getKey().equals("bob")) {
          PER_SHARD[shard]++;
        }
        STATUS.put(id, status(i));
        items.add(
            item(
                "PK",
                "ACTOR#" + id,
                "SK",
                "TARGET#" + target.getKey(),
                "GSI1PK",
                "TARGET#" + target.getKey() + "#" + shard,
                "GSI1SK",
                "ACTOR#" + id,
                "status",
                status(i)));
      }
    }
    for (int shard = 0; shard < SHARDS; shard++) {
      // Noise: another edge type in bob's index partitions, outside the "ACTOR#" prefix.
      items.add(
          item(
              "PK",
              "BLOCKER#x" + shard,
              "SK",
              "TARGET#bob",
              "GSI1PK",
              "TARGET#bob#" + shard,
              "GSI1SK",
              "BLOCKER#x" + shard));
      items.add(
          item(
              "PK",
              "AAA#x" + shard,
              "SK",
              "TARGET#bob",
              "GSI1PK",
              "TARGET#bob#" + shard,
              "GSI1SK",
              "AAA#x" + shard));
    }
    TestItems.writeAll(client, table, items);
  }

  /** The ids of a target's followers in the order they were written (not the index order). */
  private static List<String> writtenFollowers(String target) {
    int count = FOLLOWER_COUNTS.get(target);
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      // A multiplier coprime with count shuffles the write order.
      ids.add(String.format("%s-user%03d", target.substring(0, 2), (i * 37) % count));
    }
    if (target.equals("bob")) {
      // Ids whose order differs between UTF-16 units and code points, and an escaped '#'.
      ids.addAll(List.of("zed\uFF5E", "zed\uD83D\uDE00", "zed%23hash", "\u00e9mile"));
    }
    return ids;
  }

  @AfterAll
  static void closeClient() {
    client.close();
  }

  @BeforeEach
  void resetCounter() {
    COUNTER.reset();
  }

  private static String status(int i) {
    return List.of("a", "b", "c").get(i % 3);
  }

  static EdgeQuery<String> followersOf(String target) {
    List<String> partitions =
        IntStream.range(0, SHARDS).mapToObj(s -> "TARGET#" + target + "#" + s).toList();
    return Queries.of(
        QuerySpec.index(
            client, table, "GSI1", partitions, "ACTOR#", item -> follower(item, target)));
  }

  private static String follower(Map<String, AttributeValue> item, String target) {
    String pk = item.get("PK").s();
    if (!pk.startsWith("ACTOR#") || !item.get("SK").s().equals("TARGET#" + target)) {
      throw new IllegalStateException("not a follow of " + target + ": " + item);
    }
    return pk.substring("ACTOR#".length());
  }

  static Condition<String> status(String status) {
    return new Field<String, String>("status", AttributeValue::fromS).eq(status);
  }

  /** A target's followers in index order: code point order of the ids, which share "ACTOR#". */
  private static List<String> expected(String target, boolean descending, boolean filtered) {
    List<String> ids =
        new ArrayList<>(
            writtenFollowers(target).stream()
                .filter(id -> !filtered || STATUS.get(id).equals("a"))
                .sorted(SortKeyOrder::compareCodePoints)
                .toList());
    if (descending) {
      Collections.reverse(ids);
    }
    return ids;
  }

  private static List<String> expected(boolean descending, boolean filtered) {
    return expected("bob", descending, filtered);
  }

  @Test
  void theFollowersAreSpreadOverEveryShard() {
    for (int shard = 0; shard < SHARDS; shard++) {
      assertTrue(PER_SHARD[shard] > 0, "shard " + shard + " is empty");
    }
  }

  @ParameterizedTest
  @CsvSource({
    "dave, 1, false, false", "bob, 3, false, false", "bob, 10, false, false",
    "dave, 1, true, false", "bob, 3, true, false", "bob, 10, true, false",
    "dave, 1, false, true", "bob, 3, false, true", "bob, 10, false, true",
    "dave, 1, true, true", "bob, 3, true, true", "bob, 10, true, true"
  })
  void pagesReturnEveryFollowerExactlyOnceInOrder(
      String target, int limit, boolean descending, boolean filtered) {
    EdgeQuery<String> query = followersOf(target).limit(limit);
    query = descending ? query.descending() : query;
    query = filtered ? query.where(status("a")) : query;
    List<String> seen = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    int pages = 0;
    long scanned = 0;
    do {
      COUNTER.reset();
      READS.reset();
      Page<String> page = (cursor.isPresent() ? query.startAfter(cursor.get()) : query).page();
      assertTrue(page.items().size() <= limit);
      assertEquals(Set.of("Query"), COUNTER.operations(), "only Queries, never a Scan");
      // Unfiltered, a page is one round: its Queries ask for the items read ahead on their shard
      // plus at most a page. With a filter, a Query never asks for more than the page.
      int mostAsked = filtered ? limit : limit + ReadAhead.MAX_ITEMS;
      assertTrue(
          COUNTER.queries().stream().allMatch(q -> q.limit() != null && q.limit() <= mostAsked));
      Map<String, Long> queriesPerShard =
          COUNTER.queries().stream()
              .collect(
                  Collectors.groupingBy(
                      q -> q.expressionAttributeValues().get(":pk").s(), Collectors.counting()));
      int cap = filtered ? ShardMerge.MAX_REQUESTS_PER_SHARD_PER_PAGE : 1;
      assertTrue(
          queriesPerShard.values().stream().allMatch(n -> n <= cap),
          "at most " + cap + " Queries per shard on a page: " + queriesPerShard);
      scanned += READS.scanned();
      seen.addAll(page.items());
      cursor = page.nextCursor();
      assertTrue(++pages <= 500, "pagination ends");
    } while (cursor.isPresent());
    assertEquals(expected(target, descending, filtered), seen);
    assertEquals(seen.size(), new HashSet<>(seen).size(), "no repeats");
    if (!filtered && limit >= 10) {
      // One round per page, each item read ahead read again when returned: about two reads per
      // item, not one page per shard per page (ShardedPagingTest has the grid).
      assertTrue(
          scanned <= 2.5 * seen.size(), scanned + " items read for " + seen.size() + " returned");
    }
  }

  @Test
  void streamAllAndCountCoverEveryShard() {
    assertEquals(expected(false, false), followersOf("bob").all());
    assertEquals(expected(true, false), followersOf("bob").descending().limit(7).stream().toList());
    assertEquals(expected(false, true), followersOf("bob").where(status("a")).limit(5).all());
    COUNTER.reset();
    assertEquals(154, followersOf("bob").count());
    assertEquals(SHARDS, COUNTER.count("Query"), "count() sums one COUNT Query per shard");
    assertEquals(expected(false, true).size(), followersOf("bob").where(status("a")).count());
  }

  @Test
  void aPageWithoutLimitIsOneQueryPerShard() {
    Page<String> page = followersOf("bob").page();
    assertEquals(expected(false, false), page.items());
    assertTrue(page.nextCursor().isEmpty());
    assertEquals(SHARDS, COUNTER.count("Query"));
    assertTrue(COUNTER.queries().stream().allMatch(q -> q.limit() == null));
  }

  @Test
  void streamReadsEachShardOnceWhenNothingRunsDry() {
    List<String> firstFive = followersOf("bob").limit(100).stream().limit(5).toList();
    assertEquals(expected(false, false).subList(0, 5), firstFive);
    assertEquals(SHARDS, COUNTER.count("Query"), "one Query per shard for the first items");
  }

  @Test
  void aCursorResumesEveryShardWhereItStopped() {
    EdgeQuery<String> query = followersOf("bob").limit(10);
    Page<String> first = query.page();
    String cursor = first.nextCursor().orElseThrow();
    assertTrue(cursor.matches("[A-Za-z0-9_-]{100,1000}"), cursor.length() + ": " + cursor);
    EdgeQuery<String> rest = query.startAfter(cursor);
    COUNTER.reset();
    assertEquals(expected(false, false).size() - 10, rest.count());
    List<String> remaining = rest.all();
    List<String> all = new ArrayList<>(first.items());
    all.addAll(remaining);
    assertEquals(expected(false, false), all);

    // request() is the first Query the resumed page sends (its shards go out together).
    QueryRequest request = rest.request();
    assertEquals("GSI1", request.indexName());
    COUNTER.reset();
    rest.page();
    assertTrue(COUNTER.queries().contains(request), request + " in " + COUNTER.queries());
  }

  @Test
  void aShardThatIsDoneIsNotQueriedAgain() {
    // Page until some shard is exhausted, then check that the next page skips it.
    EdgeQuery<String> query = followersOf("bob").limit(10);
    Optional<String> cursor = query.page().nextCursor();
    int shardsQueried = SHARDS;
    while (cursor.isPresent() && shardsQueried == SHARDS) {
      COUNTER.reset();
      Page<String> page = query.startAfter(cursor.get()).page();
      shardsQueried =
          (int)
              COUNTER.queries().stream()
                  .map(q -> q.expressionAttributeValues().get(":pk").s())
                  .distinct()
                  .count();
      cursor = page.nextCursor();
    }
    assertTrue(shardsQueried < SHARDS, "late pages skip exhausted shards");
    assertEquals(expected("carol", false, false), followersOf("carol").all());
  }

  /**
   * Like DynamoDB's 1 MB cut, but after every item: each Query response keeps only its first item
   * and says to continue after it, whatever the Limit.
   */
  static final class OneItemPerResponse implements ExecutionInterceptor {
    @Override
    public SdkResponse modifyResponse(
        Context.ModifyResponse context, ExecutionAttributes attributes) {
      if (context.response() instanceof QueryResponse response && response.items().size() > 1) {
        Map<String, AttributeValue> first = response.items().get(0);
        Map<String, AttributeValue> key = new HashMap<>();
        for (String attribute : List.of("GSI1PK", "GSI1SK", "PK", "SK")) {
          key.put(attribute, first.get(attribute));
        }
        return response.toBuilder().items(List.of(first)).count(1).lastEvaluatedKey(key).build();
      }
      return context.response();
    }
  }

  @Test
  void shortResponsesAreRefilledWithoutLossOrRepeats() {
    try (DynamoDbClient chopped = db.client(new OneItemPerResponse())) {
      List<String> partitions =
          IntStream.range(0, SHARDS).mapToObj(s -> "TARGET#dave#" + s).toList();
      EdgeQuery<String> query =
          Queries.of(
              QuerySpec.index(
                  chopped, table, "GSI1", partitions, "ACTOR#", item -> follower(item, "dave")));
      assertEquals(expected("dave", false, false), query.all());
      assertEquals(expected("dave", true, false), query.descending().limit(4).stream().toList());
      List<String> paged = new ArrayList<>();
      Optional<String> cursor = Optional.empty();
      do {
        EdgeQuery<String> page = query.limit(5).where(status("a"));
        Page<String> result = (cursor.isPresent() ? page.startAfter(cursor.get()) : page).page();
        paged.addAll(result.items());
        cursor = result.nextCursor();
      } while (cursor.isPresent());
      assertEquals(expected("dave", false, true), paged);
      assertEquals(expected("dave", false, false).size(), query.count());
    }
  }

  @Test
  void aFailingShardQueryThrowsItsOwnException() {
    List<String> partitions = IntStream.range(0, SHARDS).mapToObj(s -> "TARGET#bob#" + s).toList();
    EdgeQuery<String> missing =
        Queries.of(
            QuerySpec.index(
                client,
                "no-such-table",
                "GSI1",
                partitions,
                "ACTOR#",
                item -> follower(item, "bob")));
    assertThrows(TableNotFoundException.class, missing::page);
    assertThrows(TableNotFoundException.class, missing::count);
  }
}
