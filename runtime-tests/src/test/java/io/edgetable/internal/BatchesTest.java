package io.edgetable.internal;

import static io.edgetable.internal.Fixtures.counter;
import static io.edgetable.internal.Fixtures.followCounters;
import static io.edgetable.internal.Fixtures.key;
import static io.edgetable.internal.Fixtures.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.BatchGetException;
import io.edgetable.exception.BatchWriteException;
import io.edgetable.exception.ItemTooLargeException;
import io.edgetable.exception.NodeNotFoundException;
import io.edgetable.internal.codec.ItemSize;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.test.LocalDynamoDb;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class BatchesTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final RetryPolicy PATIENT =
      new RetryPolicy(25, Duration.ofMillis(1), Duration.ofMillis(4));
  private static final RetryPolicy FOUR =
      new RetryPolicy(4, Duration.ofMillis(1), Duration.ofMillis(4));

  /** A hand-made record kind: {@code PK = SK = POST#id}. */
  record Post(String id, String body) {
    Map<String, AttributeValue> item() {
      Map<String, AttributeValue> item = key(id);
      item.put("body", s(body));
      return item;
    }

    static Map<String, AttributeValue> key(String id) {
      return Fixtures.key("POST#" + id, "POST#" + id);
    }

    static Post of(Map<String, AttributeValue> item) {
      return new Post(item.get("PK").s().substring("POST#".length()), item.get("body").s());
    }

    static String idOf(Map<String, AttributeValue> key) {
      return key.get("PK").s().substring("POST#".length());
    }
  }

  private DynamoDbClient check;
  private String table;

  @BeforeEach
  void setUp() {
    check = db.client();
    table = Fixtures.createTable(check);
  }

  private static List<Post> posts(int count) {
    return IntStream.range(0, count).mapToObj(i -> new Post("p" + i, "body " + i)).toList();
  }

  private Set<Post> storedPosts() {
    return Fixtures.scan(check, table).stream()
        .filter(i -> i.get("PK").s().startsWith("POST#"))
        .map(Post::of)
        .collect(Collectors.toSet());
  }

  private static Predicate<Map<String, AttributeValue>> randomly(double share, long seed) {
    Random random = new Random(seed);
    return key -> random.nextDouble() < share;
  }

  @Test
  void thousandsOfItemsSurviveAThrottledTableNoneLostOrDuplicated() {
    List<Post> posts = posts(2000);
    Withholding throttle = new Withholding(randomly(0.3, 7));
    try (DynamoDbClient client = db.client(throttle)) {
      OnClient.Batches.putAll(client, table, posts, Post::item, PATIENT);
      int writes = throttle.batchWrites();
      int withheldWrites = throttle.withheld();
      assertEquals(Set.copyOf(posts), storedPosts());
      assertEquals(posts.size(), Fixtures.scan(check, table).size(), "nothing else was written");

      List<String> ids = new ArrayList<>();
      posts.forEach(p -> ids.add(p.id()));
      IntStream.range(0, 50).forEach(i -> ids.add("absent" + i));
      Collections.shuffle(ids, new Random(3));
      List<Post> read = OnClient.Batches.getAll(client, table, ids, Post::key, Post::of, PATIENT);

      List<Post> expected =
          ids.stream()
              .filter(id -> !id.startsWith("absent"))
              .map(id -> new Post(id, "body " + id.substring(1)))
              .toList();
      assertEquals(expected, read, "every item once, in the order asked, absent keys skipped");
      assertTrue(
          withheldWrites > 600 && throttle.withheld() > withheldWrites + 600,
          "the fault really bit");
      System.out.printf(
          "putAll 2000: %d BatchWriteItem calls (80 minimum), %d items withheld and retried;"
              + " getAll 2050: %d BatchGetItem calls, %d keys withheld%n",
          writes, withheldWrites, throttle.batchGets(), throttle.withheld() - withheldWrites);
    }
  }

  @Test
  void whatStaysUnprocessedIsThrownExactlyAndEverythingElseIsWritten() {
    List<Post> posts = posts(300);
    Set<String> stuck =
        posts.stream()
            .map(Post::id)
            .filter(id -> Integer.parseInt(id.substring(1)) % 37 == 0)
            .collect(Collectors.toSet());
    Withholding throttle = new Withholding(key -> stuck.contains(Post.idOf(key)));
    try (DynamoDbClient client = db.client(throttle)) {
      BatchWriteException e =
          assertThrows(
              BatchWriteException.class,
              () -> OnClient.Batches.putAll(client, table, posts, Post::item, FOUR));
      Set<Post> left = new HashSet<>();
      e.unprocessed().forEach(p -> left.add((Post) p));
      assertEquals(stuck.size(), e.unprocessed().size());
      assertEquals(
          posts.stream().filter(p -> stuck.contains(p.id())).collect(Collectors.toSet()), left);
      assertEquals(
          posts.stream().filter(p -> !stuck.contains(p.id())).collect(Collectors.toSet()),
          storedPosts());
      assertEquals(
          12 + 3,
          throttle.batchWrites(),
          "12 full requests, then 3 retry rounds of the stuck ones");

      List<String> ids = posts.stream().map(Post::id).toList();
      BatchGetException g =
          assertThrows(
              BatchGetException.class,
              () -> OnClient.Batches.getAll(client, table, ids, Post::key, Post::of, FOUR));
      assertEquals(stuck, new HashSet<>(g.unprocessedKeys()));
      assertEquals(stuck.size(), g.unprocessedKeys().size());
      assertEquals(posts.stream().filter(p -> !stuck.contains(p.id())).toList(), g.found());
    }
  }

  @Test
  void aRequestThatFailsOutrightLeavesExactlyTheUnsentRecords() {
    AtomicInteger calls = new AtomicInteger();
    ExecutionInterceptor thirdCallFails =
        new ExecutionInterceptor() {
          @Override
          public void beforeTransmission(
              Context.BeforeTransmission context, ExecutionAttributes attributes) {
            if (calls.incrementAndGet() == 3) {
              throw SdkClientException.create("connection reset");
            }
          }
        };
    List<Post> posts = posts(100);
    try (DynamoDbClient client = NoRetries.client(db, thirdCallFails)) {
      BatchWriteException e =
          assertThrows(
              BatchWriteException.class,
              () -> OnClient.Batches.putAll(client, table, posts, Post::item, FOUR));
      assertEquals(posts.subList(50, 100), e.unprocessed());
      assertInstanceOf(SdkClientException.class, e.getCause());
    }
    assertEquals(Set.copyOf(posts.subList(0, 50)), storedPosts());
  }

  @Test
  void deleteAllRetriesUnprocessedDeletes() {
    List<Post> posts = posts(400);
    OnClient.Batches.putAll(check, table, posts, Post::item);
    Withholding throttle = new Withholding(randomly(0.4, 11));
    try (DynamoDbClient client = db.client(throttle)) {
      OnClient.Batches.deleteAll(
          client, table, posts.stream().map(Post::id).toList(), Post::key, PATIENT);
    }
    assertTrue(throttle.withheld() > 100);
    assertEquals(Set.of(), storedPosts());
  }

  @Test
  void requestsAreChunkedAndDuplicateKeysCollapsedLastWins() {
    RequestCounter requests = new RequestCounter();
    try (DynamoDbClient client = db.client(requests)) {
      List<Post> posts = new ArrayList<>(posts(60));
      posts.add(new Post("p1", "second version"));
      OnClient.Batches.putAll(client, table, posts, Post::item);
      assertEquals(3, requests.count("BatchWriteItem"), "25 + 25 + 10");
      assertEquals(60, storedPosts().size());
      assertTrue(storedPosts().contains(new Post("p1", "second version")));

      requests.reset();
      List<String> ids = new ArrayList<>();
      IntStream.range(0, 250).forEach(i -> ids.add("p" + (i % 70)));
      List<Post> read = OnClient.Batches.getAll(client, table, ids, Post::key, Post::of);
      assertEquals(60, read.size(), "each key once; p60..p69 absent");
      assertEquals("p0", read.get(0).id());
      assertEquals(1, requests.count("BatchGetItem"), "70 distinct keys fit one request");

      requests.reset();
      OnClient.Batches.deleteAll(client, table, List.of("p1", "p2", "p1"), Post::key);
      assertEquals(1, requests.total());
      assertEquals(58, storedPosts().size());
    }
  }

  @Test
  void anItemOver400KbIsRejectedBeforeAnyRequest() {
    RequestCounter requests = new RequestCounter();
    List<Post> posts = new ArrayList<>(posts(30));
    posts.add(new Post("huge", "x".repeat(ItemSize.MAX_ITEM_BYTES)));
    try (DynamoDbClient client = db.client(requests)) {
      ItemTooLargeException e =
          assertThrows(
              ItemTooLargeException.class,
              () -> OnClient.Batches.putAll(client, table, posts, Post::item));
      assertTrue(e.getMessage().contains("PK=POST#huge"), e.getMessage());
      assertThrows(
          ItemTooLargeException.class,
          () -> OnClient.Batches.putAllCounted(client, table, posts, Post::item, p -> List.of()));
    }
    assertEquals(0, requests.total());
    assertEquals(Set.of(), storedPosts());
  }

  @Test
  void countedBatchesKeepCountersExactAndReportWhatFailed() {
    List<String> users = List.of("ann", "ben", "cal", "dee", "eve");
    Fixtures.putUsers(check, table, users.toArray(String[]::new));
    List<String[]> follows = new ArrayList<>();
    for (String from : users) {
      for (String to : users) {
        follows.add(new String[] {from, to});
      }
    }
    follows.add(new String[] {"ann", "zed"}); // zed does not exist
    follows.add(new String[] {"ann", "ben"}); // a duplicate

    // Eight writer threads race on the client side; the server (moto, single-threaded) answers
    // one request at a time.
    try (DynamoDbClient client = db.client()) {
      BatchWriteException e =
          assertThrows(
              BatchWriteException.class,
              () ->
                  OnClient.Batches.putAllCounted(
                      client,
                      table,
                      follows,
                      f -> Fixtures.follow(f[0], f[1]),
                      f -> followCounters(f[0], f[1])));
      assertEquals(1, e.unprocessed().size());
      assertEquals("zed", ((String[]) e.unprocessed().get(0))[1]);
      NodeNotFoundException cause = assertInstanceOf(NodeNotFoundException.class, e.getCause());
      assertEquals("USER#zed", cause.partitionKey());
      for (String user : users) {
        assertEquals(5, counter(check, table, user, "followers"));
        assertEquals(5, counter(check, table, user, "following"));
      }

      List<String[]> valid = follows.subList(0, 25);
      assertEquals(
          0,
          OnClient.Batches.putAllCounted(
              client,
              table,
              valid,
              f -> Fixtures.follow(f[0], f[1]),
              f -> followCounters(f[0], f[1])));
      List<String[]> some = valid.subList(0, 10);
      assertEquals(
          10,
          OnClient.Batches.deleteAllCounted(
              client,
              table,
              some,
              f -> Fixtures.followKey(f[0], f[1]),
              f -> followCounters(f[0], f[1])));
      assertEquals(
          0,
          OnClient.Batches.deleteAllCounted(
              client,
              table,
              some,
              f -> Fixtures.followKey(f[0], f[1]),
              f -> followCounters(f[0], f[1])));
      assertEquals(0, counter(check, table, "ann", "following"));
      assertEquals(0, counter(check, table, "ben", "following"));
      assertEquals(3, counter(check, table, "ann", "followers"));
      assertFalse(Fixtures.exists(check, table, Fixtures.followKey("ann", "ann")));
    }
  }
}
