package io.edgetable.internal;

import io.edgetable.internal.query.Queries;
import io.edgetable.internal.query.QuerySpec;
import io.edgetable.internal.transport.Transport;

import static io.edgetable.internal.TestItems.item;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.expression.Condition;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.expression.Field;
import io.edgetable.exception.InvalidCursorException;
import io.edgetable.Page;
import io.edgetable.Projection;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import io.edgetable.exception.TableNotFoundException;

/**
 * The scenarios of the query API, written once and run on both views: {@link PartitionQuery} on a
 * {@code DynamoDbClient} and {@link AsyncPartitionQuery} on a {@code DynamoDbAsyncClient}, the same
 * engine over two transports. Each asserts the same results and the same requests.
 */
class QueryViewsTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int SHARDS = 4;
  private static final RequestCounter COUNTER = new RequestCounter();
  private static final ConcurrencyProbe PROBE = new ConcurrencyProbe();
  private static final List<String> COURSES =
      IntStream.range(0, 10).mapToObj(i -> String.format("c%02d", i)).toList();
  private static final Map<String, String> STATUS = new HashMap<>();
  private static DynamoDbClient client;
  private static DynamoDbAsyncClient asyncClient;
  private static String table;

  @BeforeAll
  static void createTable() {
    client = db.client(COUNTER, PROBE);
    asyncClient = db.asyncClient(COUNTER, PROBE);
    table = TableNames.unique("views");
    TableDefinition.of(EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), SHARDS))
        .createIfMissing(client, table);
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (String course : COURSES) {
      items.add(item("PK", "STU#a91", "SK", "ENROLL#CRS#" + course));
    }
    items.add(item("PK", "STU#a91", "SK", "REVIEW#CRS#c00"));
    for (int i = 0; i < 60; i++) {
      String id = String.format("f%02d", (i * 7) % 60);
      STATUS.put(id, i % 2 == 0 ? "a" : "b");
      items.add(
          item(
              "PK",
              "ACTOR#" + id,
              "SK",
              "TARGET#bob",
              "GSI1PK",
              "TARGET#bob#" + TestItems.shard(id, SHARDS),
              "GSI1SK",
              "ACTOR#" + id,
              "status",
              STATUS.get(id)));
    }
    TestItems.writeAll(client, table, items);
  }

  @AfterAll
  static void closeClients() {
    client.close();
    asyncClient.close();
  }

  @BeforeEach
  void reset() {
    COUNTER.reset();
    PROBE.reset();
  }

  private static final Function<Map<String, AttributeValue>, String> SK =
      item -> item.get("SK").s();
  private static final Function<Map<String, AttributeValue>, String> FOLLOWER =
      item -> item.get("PK").s().substring("ACTOR#".length());

  static QueryView<String> forward(String view) {
    return view.equals("sync")
        ? QueryView.of(
            Queries.sync(QuerySpec.base(client, table, "STU#a91", Optional.of("ENROLL#CRS#"), SK)))
        : QueryView.of(
            Queries.async(
                () ->
                    QuerySpec.base(
                        Transport.of(asyncClient),
                        table,
                        "STU#a91",
                        Optional.of("ENROLL#CRS#"),
                        SK)));
  }

  static QueryView<String> followers(String view, String tableName) {
    List<String> partitions = IntStream.range(0, SHARDS).mapToObj(s -> "TARGET#bob#" + s).toList();
    return view.equals("sync")
        ? QueryView.of(
            Queries.sync(
                QuerySpec.index(client, tableName, "GSI1", partitions, "ACTOR#", FOLLOWER)))
        : QueryView.of(
            Queries.async(
                () ->
                    QuerySpec.index(
                        Transport.of(asyncClient),
                        tableName,
                        "GSI1",
                        partitions,
                        "ACTOR#",
                        FOLLOWER)));
  }

  static Condition<String> status(String status) {
    return new Field<String, String>("status", AttributeValue::fromS).eq(status);
  }

  static List<String> followersInOrder(boolean descending, boolean filtered) {
    List<String> ids =
        new ArrayList<>(
            STATUS.keySet().stream()
                .filter(id -> !filtered || STATUS.get(id).equals("a"))
                .sorted()
                .toList());
    if (descending) {
      Collections.reverse(ids);
    }
    return ids;
  }

  /** Every page through its cursor; asserts at most {@code limit} items per page. */
  static List<String> pageThrough(QueryView<String> query, int limit) {
    List<String> seen = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    int pages = 0;
    do {
      Page<String> page = (cursor.isPresent() ? query.startAfter(cursor.get()) : query).page();
      assertTrue(page.items().size() <= limit);
      seen.addAll(page.items());
      cursor = page.nextCursor();
      assertTrue(++pages <= 100, "pagination ends");
    } while (cursor.isPresent());
    return seen;
  }

  @ParameterizedTest
  @ValueSource(strings = {"sync", "async"})
  void onePartitionIsOneQueryPerPageInBothDirections(String view) {
    assertEquals(
        COURSES.stream().map(c -> "ENROLL#CRS#" + c).toList(),
        pageThrough(forward(view).limit(3), 3));
    assertEquals(4, COUNTER.count("Query"), "pages of 3, 3, 3, 1");
    List<String> descending =
        new ArrayList<>(COURSES.stream().map(c -> "ENROLL#CRS#" + c).toList());
    Collections.reverse(descending);
    assertEquals(descending, pageThrough(forward(view).limit(4).descending(), 4));
  }

  @ParameterizedTest
  @ValueSource(strings = {"sync", "async"})
  void shardedPagesMergeInOrderWithAndWithoutAFilter(String view) {
    for (boolean descending : new boolean[] {false, true}) {
      for (boolean filtered : new boolean[] {false, true}) {
        QueryView<String> query = followers(view, table).limit(7);
        query = descending ? query.descending() : query;
        query = filtered ? query.where(status("a")) : query;
        assertEquals(followersInOrder(descending, filtered), pageThrough(query, 7));
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"sync", "async"})
  void allAndCountCoverEveryPageAndShard(String view) {
    assertEquals(followersInOrder(false, false), followers(view, table).limit(9).all());
    assertEquals(
        followersInOrder(true, true), followers(view, table).descending().where(status("a")).all());
    assertEquals(COURSES.size(), forward(view).limit(3).all().size());
    COUNTER.reset();
    assertEquals(60, followers(view, table).count());
    assertEquals(SHARDS, COUNTER.count("Query"), "one COUNT Query per shard");
    assertEquals(30, followers(view, table).where(status("a")).count());
    assertEquals(COURSES.size(), forward(view).count());
  }

  @ParameterizedTest
  @ValueSource(strings = {"sync", "async"})
  void requestIsTheFirstQueryTheFirstPageSends(String view) {
    QueryView<String> query = followers(view, table).limit(5);
    String cursor = query.page().nextCursor().orElseThrow();
    QueryView<String> resumed = query.startAfter(cursor);
    QueryRequest request = resumed.request();
    assertEquals(0, COUNTER.total() - COUNTER.queries().size(), "only Queries");
    COUNTER.reset();
    assertEquals(request, resumed.request());
    assertEquals(0, COUNTER.total(), "request() sends nothing");
    resumed.page();
    // The shards of a round go out together, in no fixed order.
    assertTrue(COUNTER.queries().contains(request), request + " in " + COUNTER.queries());
    assertEquals(forward("sync").limit(2).request(), forward(view).limit(2).request());
  }

  @ParameterizedTest
  @ValueSource(strings = {"sync", "async"})
  void aForgedCursorFailsBeforeAnyRequest(String view) {
    String cursor = followers(view, table).limit(5).page().nextCursor().orElseThrow();
    COUNTER.reset();
    for (QueryView<String> forged :
        List.of(
            followers(view, table).limit(5).startAfter(cursor + "A"),
            followers(view, table).descending().startAfter(cursor),
            forward(view).startAfter(cursor))) {
      assertThrows(InvalidCursorException.class, forged::page);
      assertThrows(InvalidCursorException.class, forged::all);
      assertThrows(InvalidCursorException.class, forged::count);
      assertThrows(InvalidCursorException.class, forged::request);
    }
    assertEquals(0, COUNTER.total(), "nothing is sent with a bad cursor");
  }

  @ParameterizedTest
  @ValueSource(strings = {"sync", "async"})
  void aFailingShardQueryFailsWithItsOwnException(String view) {
    QueryView<String> missing = followers(view, "no-such-table").limit(5);
    assertThrows(TableNotFoundException.class, missing::page);
    assertThrows(TableNotFoundException.class, missing::all);
    assertThrows(TableNotFoundException.class, missing::count);
  }

  @ParameterizedTest
  @ValueSource(strings = {"sync", "async"})
  void shardsAreQueriedConcurrently(String view) {
    followers(view, table).limit(20).page();
    // The first round asks all four shards at once: the merge reads on only when all answered.
    List<String> firstRound = PROBE.starts().subList(0, SHARDS);
    String caller = Thread.currentThread().getName();
    boolean onForkPool = PROBE.starts().stream().anyMatch(t -> t.startsWith("edgetable-fork"));
    if (view.equals("sync")) {
      assertTrue(firstRound.contains(caller), "the caller sends one shard's Query: " + firstRound);
      assertTrue(
          firstRound.stream().filter(t -> t.startsWith("edgetable-fork")).count() == SHARDS - 1,
          "the synchronous transport forks the others onto its pool: " + firstRound);
    } else {
      assertEquals(
          List.of(caller, caller, caller, caller),
          firstRound,
          "all sent from the caller's thread, none waiting for another's response");
      assertFalse(onForkPool, "the asynchronous transport needs no thread pool: " + PROBE.starts());
    }
  }

  @Test
  void theCallerCountsItsShardWhileTheOthersAreCounted() {
    CallerWaits gate = new CallerWaits(Thread.currentThread());
    List<String> partitions = IntStream.range(0, SHARDS).mapToObj(s -> "TARGET#bob#" + s).toList();
    try (DynamoDbClient gated = db.client(gate)) {
      long count =
          Queries.sync(QuerySpec.index(gated, table, "GSI1", partitions, "ACTOR#", FOLLOWER))
              .count();
      assertEquals(60, count);
    }
    assertTrue(
        gate.overlapped(),
        "the other shards' COUNT Queries start while the caller's waits, not after it");
  }

  /**
   * Holds the caller's first request until a request from another thread has started (at most 10
   * seconds), and says whether one did.
   */
  private static final class CallerWaits implements ExecutionInterceptor {
    private final Thread caller;
    private final CountDownLatch otherStarted = new CountDownLatch(1);
    private final AtomicBoolean waited = new AtomicBoolean();
    private volatile boolean overlapped;

    CallerWaits(Thread caller) {
      this.caller = caller;
    }

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
      if (Thread.currentThread() != caller) {
        otherStarted.countDown();
      } else if (waited.compareAndSet(false, true)) {
        try {
          overlapped = otherStarted.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }

    boolean overlapped() {
      return overlapped;
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"sync", "async"})
  void aCursorOfOneViewResumesTheOther(String view) {
    String other = view.equals("sync") ? "async" : "sync";
    Page<String> first = followers(view, table).limit(25).page();
    List<String> rest =
        followers(other, table).limit(25).startAfter(first.nextCursor().orElseThrow()).all();
    List<String> all = new ArrayList<>(first.items());
    all.addAll(rest);
    assertEquals(followersInOrder(false, false), all);
  }
}
