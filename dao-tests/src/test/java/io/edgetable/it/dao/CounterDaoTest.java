package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.BatchWriteException;
import io.edgetable.exception.NodeHasEdgesException;
import io.edgetable.exception.NodeNotFoundException;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.test.LocalDynamoDb;
import java.time.Instant;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Counters against moto, counting requests: sharded counters ({@link Subscription} counts a
 * profile's followers over 8 counter items), deleting edges whose node is gone, node deletes that
 * never strand a counted edge, and {@code deleteWithEdges}. {@code AsyncCounterDaoTest} runs every
 * scenario on the asynchronous DAOs.
 */
class CounterDaoTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  Access access() {
    return Access.SYNC;
  }

  private Graph graph;

  /** Reads items behind the DAOs' back; its requests are not counted. */
  private DynamoDbClient raw;

  @BeforeEach
  void createTable() {
    graph = new Graph(db, access());
    raw = db.client();
  }

  @AfterEach
  void close() {
    assertEquals(0, graph.requests.count("Scan"), graph.requests.byOperation()::toString);
    raw.close();
    graph.close();
  }

  private Map<String, Integer> requestsOf(Runnable operation) {
    graph.requests.reset();
    operation.run();
    return graph.requests.byOperation();
  }

  private static Map<String, AttributeValue> key(String pk, String sk) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("PK", AttributeValue.fromS(pk));
    key.put("SK", AttributeValue.fromS(sk));
    return key;
  }

  /** The counter item of {@code profile}'s followers that an edge from {@code subscriber} moves. */
  private static Map<String, AttributeValue> followersItem(String profile, String subscriber) {
    String pk = "PROF#" + profile + "#followers#" + KeyCodec.shard(KeyCodec.escape(subscriber), 8);
    return key(pk, pk);
  }

  private Optional<Map<String, AttributeValue>> stored(Map<String, AttributeValue> key) {
    Map<String, AttributeValue> item =
        raw.getItem(b -> b.tableName(graph.table).key(key).consistentRead(true)).item();
    return item == null || item.isEmpty() ? Optional.empty() : Optional.of(item);
  }

  private long storedNumber(Map<String, AttributeValue> key, String attribute) {
    return Long.parseLong(stored(key).orElseThrow().get(attribute).n());
  }

  private Profile profile(String handle) {
    return graph.profiles.consistentReads().get(handle).orElseThrow();
  }

  private void profiles(String... handles) {
    for (String handle : handles) {
      graph.profiles.put(new Profile(handle, handle, 0, 0));
    }
  }

  @Test
  void anEdgeMovesTheCounterItemItFallsOnAndNeverTheCelebritysNodeItem() {
    profiles("star", "ann", "bob");
    // The first edge on a counter item finds it absent: it reads the counted items, then creates
    // the counter item under a check that the node exists.
    assertEquals(
        Map.of("BatchGetItem", 1, "TransactWriteItems", 2),
        requestsOf(
            () -> assertTrue(graph.subscriptions.put(new Subscription("ann", "star", "gold")))));
    TransactWriteItemsRequest created =
        graph.requests.requests(TransactWriteItemsRequest.class).get(1);
    assertTrue(
        created.transactItems().stream()
            .anyMatch(
                i ->
                    i.conditionCheck() != null
                        && i.conditionCheck().key().equals(key("PROF#star", "PROF#star"))),
        "the node's existence is checked once, when its counter item is created: " + created);
    assertEquals(1, storedNumber(followersItem("star", "ann"), "followers"));
    assertEquals(
        0,
        storedNumber(key("PROF#star", "PROF#star"), "followers"),
        "the node item keeps what put wrote");

    // Once the counter item exists, an edge is one transaction that never touches the star.
    String fan = sameShardAs("ann");
    graph.profiles.put(new Profile(fan, fan, 0, 0));
    assertEquals(
        Map.of("TransactWriteItems", 1),
        requestsOf(() -> assertTrue(graph.subscriptions.put(new Subscription(fan, "star", null)))));
    TransactWriteItemsRequest follow =
        graph.requests.requests(TransactWriteItemsRequest.class).get(0);
    List<Map<String, AttributeValue>> touched =
        follow.transactItems().stream().map(CounterDaoTest::keyOf).toList();
    assertEquals(
        List.of(
            key("PROF#" + fan, "SUB#PROF#star"),
            key("PROF#" + fan, "PROF#" + fan),
            followersItem("star", fan)),
        touched);
    assertEquals(2, storedNumber(followersItem("star", "ann"), "followers"));
    assertEquals(new Profile("star", "star", 2, 0), profile("star"));
    assertEquals(1, profile(fan).following());

    assertEquals(
        Map.of("TransactWriteItems", 1),
        requestsOf(() -> assertTrue(graph.subscriptions.delete("ann", "star"))));
    assertEquals(new Profile("star", "star", 1, 0), profile("star"));
    assertEquals(0, profile("ann").following());
  }

  /** An id other than {@code id} whose edges to a profile fall on the same counter item. */
  private static String sameShardAs(String id) {
    int shard = KeyCodec.shard(KeyCodec.escape(id), 8);
    for (int i = 0; ; i++) {
      String other = "fan" + i;
      if (KeyCodec.shard(KeyCodec.escape(other), 8) == shard) {
        return other;
      }
    }
  }

  private static Map<String, AttributeValue> keyOf(TransactWriteItem item) {
    if (item.put() != null) {
      return key(item.put().item().get("PK").s(), item.put().item().get("SK").s());
    }
    if (item.update() != null) {
      return item.update().key();
    }
    if (item.delete() != null) {
      return item.delete().key();
    }
    return item.conditionCheck().key();
  }

  @Test
  void anEdgeToAMissingNodeIsRefusedAndNothingIsWritten() {
    profiles("ann");
    NodeNotFoundException e =
        assertThrows(
            NodeNotFoundException.class,
            () -> graph.subscriptions.put(new Subscription("ann", "nobody", null)));
    assertEquals("PROF#nobody", e.partitionKey());
    assertEquals(Optional.empty(), stored(key("PROF#ann", "SUB#PROF#nobody")));
    assertEquals(Optional.empty(), stored(followersItem("nobody", "ann")));
    assertEquals(0, profile("ann").following());
  }

  @Test
  void deletingANodeThatCountedEdgesPointAtIsRefusedAndDeletesNothing() {
    profiles("star", "ann");
    graph.subscriptions.put(new Subscription("ann", "star", null));
    NodeHasEdgesException e =
        assertThrows(NodeHasEdgesException.class, () -> graph.profiles.delete("star"));
    assertEquals(Map.of("followers", 1L), e.counters());
    assertEquals("PROF#star", e.partitionKey());
    assertTrue(e.getMessage().contains("deleteWithEdges"), e::getMessage);
    assertEquals(new Profile("star", "star", 1, 0), profile("star"));
    assertTrue(stored(followersItem("star", "ann")).isPresent());

    // A counter kept on the node item refuses the same way.
    NodeHasEdgesException following =
        assertThrows(NodeHasEdgesException.class, () -> graph.profiles.delete("ann"));
    assertEquals(Map.of("following", 1L), following.counters());

    assertTrue(graph.subscriptions.delete("ann", "star"));
    assertEquals(
        Map.of("TransactWriteItems", 1),
        requestsOf(() -> assertTrue(graph.profiles.delete("star"))),
        "node and its 8 counter items, in one transaction");
    assertEquals(Optional.empty(), stored(key("PROF#star", "PROF#star")));
    assertEquals(Optional.empty(), stored(followersItem("star", "ann")), "counter items go too");
    assertFalse(graph.profiles.delete("star"));
    assertTrue(graph.profiles.delete("ann"));
    // A node whose counters all live on its item: one conditional DeleteItem.
    graph.courses.put(new Course("math", "Maths", 0));
    assertEquals(
        Map.of("DeleteItem", 1), requestsOf(() -> assertTrue(graph.courses.delete("math"))));
  }

  @Test
  void deleteAllOfNodesWithCountersRefusesTheOnesStillCounted() {
    profiles("star", "ann", "bob");
    graph.subscriptions.put(new Subscription("ann", "star", null));
    BatchWriteException e =
        assertThrows(
            BatchWriteException.class,
            () -> graph.profiles.deleteAll(List.of("star", "ann", "bob")));
    assertEquals(List.of("star", "ann"), e.unprocessed());
    assertTrue(e.getCause() instanceof NodeHasEdgesException, () -> String.valueOf(e.getCause()));
    assertEquals(Optional.empty(), graph.profiles.get("bob"));
    assertEquals(1, profile("star").followers());
  }

  /**
   * The issue's scenario, on counters kept on node items: a course deleted behind the DAOs' back
   * (another client; the DAO's own delete refuses it), created again with its counter at 0, and
   * then the edge deleted.
   */
  @Test
  void anEdgeThatOutlivedItsNodeIsDeletedWithoutTakingACounterBelowZero() {
    graph.students.put(new Student("w150", "W", 0));
    graph.courses.put(new Course("math", "Maths", 0));
    graph.enrollments.put(new Enrollment("w150", "math", null, LocalDate.of(2026, 9, 7)));
    assertThrows(NodeHasEdgesException.class, () -> graph.courses.delete("math"));
    raw.deleteItem(b -> b.tableName(graph.table).key(CourseKeys.key("math")));

    // The node is gone: the edge is still deleted, moving only the student's counter.
    assertEquals(
        Map.of("BatchGetItem", 1, "TransactWriteItems", 2),
        requestsOf(() -> assertTrue(graph.enrollments.delete("w150", "math"))));
    assertEquals(0, graph.students.consistentReads().get("w150").orElseThrow().courseCount());
    assertEquals(Optional.empty(), stored(CourseKeys.key("math")), "no ADD brings it back");

    // Again with the node created anew in between, counter at 0.
    graph.courses.put(new Course("math", "Maths", 0));
    graph.enrollments.put(new Enrollment("w150", "math", null, null));
    raw.deleteItem(b -> b.tableName(graph.table).key(CourseKeys.key("math")));
    assertTrue(graph.courses.put(new Course("math", "Maths again", 0)));
    assertTrue(graph.enrollments.delete("w150", "math"));
    assertEquals(
        0, graph.courses.consistentReads().get("math").orElseThrow().studentCount(), "never -1");
    assertEquals(0, graph.students.consistentReads().get("w150").orElseThrow().courseCount());
    assertEquals(List.of(), graph.enrollments.inverse("math").all(), "the orphan is gone");
    assertEquals(List.of(), graph.enrollments.forward("w150").all());
  }

  /**
   * The same scenario on a sharded counter: its counter items outlive a node deleted behind the
   * DAOs' back, so a node created again counts the edges that still point at it, and deleting one
   * moves it back to exactly zero.
   */
  @Test
  void aShardedCountOutlivesANodeDeletedBehindTheDaosBack() {
    profiles("star", "ann");
    graph.subscriptions.put(new Subscription("ann", "star", null));
    raw.deleteItem(b -> b.tableName(graph.table).key(ProfileKeys.key("star")));
    assertTrue(graph.profiles.put(new Profile("star", "again", 0, 0)));
    assertEquals(1, profile("star").followers(), "the edge that still points at it");
    assertTrue(graph.subscriptions.delete("ann", "star"));
    assertEquals(0, profile("star").followers());
    assertEquals(0, profile("ann").following());
    assertEquals(List.of(), graph.subscriptions.inverse("star").all());
  }

  @Test
  void deleteWithEdgesRemovesTheNodeItsEdgesBothWaysAndItsCounterItems() {
    profiles("star", "f1", "f2", "f3", "f4", "f5");
    for (String fan : List.of("f1", "f2", "f3", "f4", "f5")) {
      graph.subscriptions.put(new Subscription(fan, "star", null));
    }
    graph.subscriptions.put(new Subscription("star", "f1", null)); // the star follows back
    graph.subscriptions.put(new Subscription("star", "star", null)); // and follows itself
    assertEquals(new Profile("star", "star", 6, 2), profile("star"));
    assertEquals(new Profile("f1", "f1", 1, 1), profile("f1"));

    Map<String, Integer> requests =
        requestsOf(() -> assertTrue(graph.profiles.deleteWithEdges("star")));
    // One Query of the star's partition (its 2 edges), one per shard of GSI1 for the 6 edges to
    // it (the self-edge found twice, deleted once), one transaction per edge, one for the node.
    assertEquals(1 + 4, requests.get("Query"), requests::toString);
    assertEquals(7 + 1, requests.get("TransactWriteItems"), requests::toString);
    assertEquals(Optional.empty(), graph.profiles.get("star"));
    for (int shard = 0; shard < 8; shard++) {
      String pk = "PROF#star#followers#" + shard;
      assertEquals(Optional.empty(), stored(key(pk, pk)));
    }
    for (String fan : List.of("f2", "f3", "f4", "f5")) {
      assertEquals(new Profile(fan, fan, 0, 0), profile(fan));
    }
    assertEquals(new Profile("f1", "f1", 0, 0), profile("f1"), "followed back: both counters");
    assertEquals(List.of(), graph.subscriptions.inverse("star").all());
    assertEquals(List.of(), graph.subscriptions.forward("star").all());
    assertEquals(List.of(), graph.subscriptions.inverse("f1").all());
  }

  @Test
  void deleteWithEdgesOfAUserFindsItsFollowsInTheirOwnPartitionAndInTheIndex() {
    graph.users.put(new User("alice", 0, 0));
    graph.users.put(new User("bob", 0, 0));
    graph.users.put(new User("carol", 0, 0));
    graph.follows.put(new Follow("alice", "bob", Instant.EPOCH));
    graph.follows.put(new Follow("carol", "alice", Instant.EPOCH));
    graph.teachings.put(new Teaching("alice", "math", "B12"));
    graph.bookmarks.put(new Bookmark("alice", "art", "later"));
    Map<String, Integer> requests =
        requestsOf(() -> assertTrue(graph.users.deleteWithEdges("alice")));
    // USER#alice once for the four kinds stored there, ACTOR#alice for the follows from alice,
    // 8 shards of GSI1 for those to her; a transaction per follow, one batch per uncounted kind.
    assertEquals(1 + 1 + 8, requests.get("Query"), requests::toString);
    assertEquals(2, requests.get("TransactWriteItems"), requests::toString);
    assertEquals(2, requests.get("BatchWriteItem"), requests::toString);
    assertEquals(1, requests.get("DeleteItem"), requests::toString);
    assertEquals(Optional.empty(), stored(TeachingKeys.key("alice", "math")));
    assertEquals(Optional.empty(), stored(BookmarkKeys.key("alice", "art")));
    assertEquals(Optional.empty(), graph.users.get("alice"));
    assertEquals(new User("bob", 0, 0), graph.users.consistentReads().get("bob").orElseThrow());
    assertEquals(new User("carol", 0, 0), graph.users.consistentReads().get("carol").orElseThrow());
  }

  @Test
  void deleteWithEdgesOfANodeThatIsGoneRemovesTheEdgesLeftBehind() {
    profiles("star", "ann");
    graph.subscriptions.put(new Subscription("ann", "star", null));
    raw.deleteItem(b -> b.tableName(graph.table).key(ProfileKeys.key("star")));
    assertFalse(graph.profiles.deleteWithEdges("star"), "the node was gone");
    assertEquals(0, profile("ann").following());
    assertEquals(List.of(), graph.subscriptions.forward("ann").all());
  }
}
