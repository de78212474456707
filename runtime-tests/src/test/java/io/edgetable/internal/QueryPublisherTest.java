package io.edgetable.internal;

import io.edgetable.internal.query.Queries;
import io.edgetable.internal.query.QuerySpec;
import io.edgetable.internal.transport.Transport;

import static io.edgetable.internal.TestItems.item;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.query.AsyncEdgeQuery;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.exception.InvalidCursorException;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.Projection;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.LocalDynamoDb;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link AsyncEdgeQuery#publisher()} on a {@code DynamoDbAsyncClient}: Queries follow demand (at
 * most one batch ahead of it), a cancel stops them, signals keep the Reactive Streams rules, and a
 * query that cannot start fails its subscription instead of throwing.
 */
class QueryPublisherTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final Duration WAIT = Duration.ofSeconds(10);
  private static final int SHARDS = 4;
  private static final RequestCounter COUNTER = new RequestCounter();
  private static final List<String> COURSES =
      IntStream.range(0, 7).mapToObj(i -> "ENROLL#CRS#c" + i).toList();
  private static final List<String> FOLLOWERS =
      IntStream.range(0, 40).mapToObj(i -> String.format("f%02d", i)).toList();
  private static DynamoDbAsyncClient client;
  private static String table;

  @BeforeAll
  static void createTable() {
    table = TableNames.unique("publisher");
    try (DynamoDbClient setup = db.client()) {
      TableDefinition.of(EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), SHARDS))
          .createIfMissing(setup, table);
      List<Map<String, AttributeValue>> items = new ArrayList<>();
      for (String course : COURSES) {
        items.add(item("PK", "STU#a91", "SK", course));
      }
      for (String id : FOLLOWERS) {
        items.add(
            item(
                "PK",
                "ACTOR#" + id,
                "SK",
                "TARGET#bob",
                "GSI1PK",
                "TARGET#bob#" + TestItems.shard(id, SHARDS),
                "GSI1SK",
                "ACTOR#" + id));
      }
      TestItems.writeAll(setup, table, items);
    }
    client = db.asyncClient(COUNTER);
  }

  @AfterAll
  static void closeClient() {
    client.close();
  }

  @BeforeEach
  void resetCounter() {
    COUNTER.reset();
  }

  static AsyncEdgeQuery<String> courses() {
    return Queries.async(
        () ->
            QuerySpec.base(
                Transport.of(client),
                table,
                "STU#a91",
                Optional.of("ENROLL#CRS#"),
                item -> item.get("SK").s()));
  }

  static AsyncEdgeQuery<String> followers() {
    List<String> partitions = IntStream.range(0, SHARDS).mapToObj(s -> "TARGET#bob#" + s).toList();
    return Queries.async(
        () ->
            QuerySpec.index(
                Transport.of(client),
                table,
                "GSI1",
                partitions,
                "ACTOR#",
                item -> item.get("PK").s().substring("ACTOR#".length())));
  }

  /**
   * Records every signal in order and checks the rules a subscriber can see: onSubscribe first and
   * once, no signal while another is running, nothing after onComplete or onError.
   */
  static final class Recorder<T> implements Flow.Subscriber<T> {
    final LinkedBlockingQueue<Object> signals = new LinkedBlockingQueue<>();
    final List<String> violations = new CopyOnWriteArrayList<>();
    private final AtomicBoolean inSignal = new AtomicBoolean();
    private volatile Flow.Subscription subscription;
    private volatile boolean terminated;

    static final Object COMPLETE = "onComplete";

    private void enter(String signal) {
      if (!inSignal.compareAndSet(false, true)) {
        violations.add(signal + " while another signal was running");
      }
      if (terminated) {
        violations.add(signal + " after a terminal signal");
      }
      if (subscription == null && !signal.equals("onSubscribe")) {
        violations.add(signal + " before onSubscribe");
      }
    }

    private void leave() {
      inSignal.set(false);
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
      enter("onSubscribe");
      if (subscription != null) {
        violations.add("a second onSubscribe");
      }
      subscription = s;
      leave();
    }

    @Override
    public void onNext(T item) {
      enter("onNext");
      signals.add(item);
      leave();
    }

    @Override
    public void onError(Throwable failure) {
      enter("onError");
      terminated = true;
      signals.add(failure);
      leave();
    }

    @Override
    public void onComplete() {
      enter("onComplete");
      terminated = true;
      signals.add(COMPLETE);
      leave();
    }

    void request(long n) {
      subscription.request(n);
    }

    void cancel() {
      subscription.cancel();
    }

    Object next() throws InterruptedException {
      Object signal = signals.poll(WAIT.toMillis(), TimeUnit.MILLISECONDS);
      if (signal == null) {
        throw new AssertionError("no signal within " + WAIT);
      }
      return signal;
    }

    /** Asserts that no signal arrives for a while (nothing was asked for, or it was cancelled). */
    void assertQuiet() throws InterruptedException {
      assertNull(signals.poll(300, TimeUnit.MILLISECONDS));
    }
  }

  static <T> Recorder<T> subscribe(Flow.Publisher<T> publisher) {
    Recorder<T> recorder = new Recorder<>();
    publisher.subscribe(recorder);
    return recorder;
  }

  @Test
  void oneItemAtATimeOnAThreePageResultSendsAtMostOneQueryAheadOfDemand()
      throws InterruptedException {
    Recorder<String> recorder = subscribe(courses().limit(3).publisher());
    recorder.assertQuiet();
    assertEquals(0, COUNTER.count("Query"), "nothing is sent before the first request");
    List<Integer> queriesAfterEachItem = new ArrayList<>();
    for (int i = 0; i < COURSES.size(); i++) {
      recorder.request(1);
      assertEquals(COURSES.get(i), recorder.next());
      queriesAfterEachItem.add(COUNTER.count("Query"));
      if (i < COURSES.size() - 1) {
        recorder.assertQuiet();
        assertEquals(
            queriesAfterEachItem.get(i), COUNTER.count("Query"), "no Query while nothing is asked");
      }
    }
    // Pages of 3, 3 and 1: the Query of a page goes out when its first item is asked for.
    assertEquals(List.of(1, 1, 1, 2, 2, 2, 3), queriesAfterEachItem);
    // The last page said there is no more: completion needs no demand.
    assertEquals(Recorder.COMPLETE, recorder.next());
    assertEquals(3, COUNTER.count("Query"), "the last page said there is no more");
    assertEquals(List.of(), recorder.violations);
  }

  @Test
  void onAShardedIndexEachRoundOfQueriesFollowsDemand() throws InterruptedException {
    Recorder<String> recorder = subscribe(followers().limit(10).publisher());
    recorder.request(1);
    assertEquals(FOLLOWERS.get(0), recorder.next());
    int firstRound = COUNTER.count("Query");
    assertTrue(
        firstRound >= 1 && firstRound <= SHARDS, "one round for the first item: " + firstRound);
    recorder.assertQuiet();
    assertEquals(firstRound, COUNTER.count("Query"), "no Query while nothing is asked");
    List<String> received = new ArrayList<>(List.of(FOLLOWERS.get(0)));
    while (received.size() < FOLLOWERS.size()) {
      recorder.request(1);
      received.add((String) recorder.next());
    }
    assertEquals(FOLLOWERS, received);
    recorder.request(1);
    assertEquals(Recorder.COMPLETE, recorder.next());
    int oneByOne = COUNTER.count("Query");
    COUNTER.reset();
    assertEquals(FOLLOWERS, followers().limit(10).all().join());
    assertEquals(COUNTER.count("Query"), oneByOne, "item by item reads what all() reads, no more");
    assertEquals(List.of(), recorder.violations);
  }

  @Test
  void cancelStopsTheQueries() throws InterruptedException {
    Recorder<String> recorder = subscribe(courses().limit(3).publisher());
    recorder.request(2);
    assertEquals(COURSES.get(0), recorder.next());
    assertEquals(COURSES.get(1), recorder.next());
    recorder.cancel();
    recorder.request(5);
    recorder.assertQuiet();
    assertEquals(1, COUNTER.count("Query"), "nothing after the cancel");
    assertEquals(List.of(), recorder.violations);
  }

  @Test
  void everySubscriptionReadsFromTheStartOrTheCursor() throws InterruptedException {
    AsyncEdgeQuery<String> query = courses().limit(3);
    Flow.Publisher<String> publisher = query.publisher();
    for (int run = 0; run < 2; run++) {
      Recorder<String> recorder = subscribe(publisher);
      recorder.request(Long.MAX_VALUE);
      for (String course : COURSES) {
        assertEquals(course, recorder.next());
      }
      assertEquals(Recorder.COMPLETE, recorder.next());
    }
    String cursor = query.page().join().nextCursor().orElseThrow();
    Recorder<String> rest = subscribe(query.startAfter(cursor).publisher());
    rest.request(Long.MAX_VALUE);
    for (String course : COURSES.subList(3, COURSES.size())) {
      assertEquals(course, rest.next());
    }
    assertEquals(Recorder.COMPLETE, rest.next());
  }

  @Test
  void unboundedDemandOnAShardedIndexDeliversEverythingOneSignalAtATime()
      throws InterruptedException {
    for (int run = 0; run < 5; run++) {
      Recorder<String> recorder = subscribe(followers().limit(3).publisher());
      recorder.request(Long.MAX_VALUE);
      for (String follower : FOLLOWERS) {
        assertEquals(follower, recorder.next());
      }
      assertEquals(Recorder.COMPLETE, recorder.next());
      assertEquals(List.of(), recorder.violations);
    }
  }

  @Test
  void aRequestOfZeroFailsTheSubscription() throws InterruptedException {
    Recorder<String> recorder = subscribe(courses().publisher());
    recorder.request(0);
    assertInstanceOf(IllegalArgumentException.class, recorder.next());
    recorder.request(1);
    recorder.assertQuiet();
    assertEquals(0, COUNTER.total());
    assertEquals(List.of(), recorder.violations);
  }

  @Test
  void aForgedCursorFailsTheSubscriptionAndSendsNothing() throws InterruptedException {
    Recorder<String> recorder =
        subscribe(followers().startAfter("AAAAAAAAAAAAAAAAAAAAAAAAAAAA").publisher());
    assertInstanceOf(InvalidCursorException.class, recorder.next());
    recorder.assertQuiet();
    assertEquals(0, COUNTER.total());
    assertThrows(NullPointerException.class, () -> courses().publisher().subscribe(null));
  }

  @Test
  void aQueryWhoseIdCannotFormAKeyFailsEveryTerminalAndSendsNothing() throws InterruptedException {
    InvalidKeyException bad = new InvalidKeyException("Student id must not be empty");
    AsyncEdgeQuery<String> query =
        Queries.<String>async(
                () -> {
                  throw bad;
                })
            .limit(5)
            .descending()
            .consistentRead()
            .where(ShardedQueryTest.status("a"))
            .startAfter("x");
    assertSame(bad, assertThrows(CompletionException.class, () -> query.page().join()).getCause());
    assertSame(bad, assertThrows(CompletionException.class, () -> query.all().join()).getCause());
    assertSame(bad, assertThrows(CompletionException.class, () -> query.count().join()).getCause());
    assertSame(bad, assertThrows(InvalidKeyException.class, query::request));
    Recorder<String> recorder = subscribe(query.publisher());
    assertSame(bad, recorder.next());
    recorder.assertQuiet();
    assertFalse(recorder.violations.stream().findAny().isPresent());
    assertEquals(0, COUNTER.total());
    assertThrows(
        IllegalArgumentException.class, () -> query.limit(0), "a bad limit still throws at once");
  }
}
