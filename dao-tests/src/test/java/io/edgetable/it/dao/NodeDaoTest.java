package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.InvalidKeyException;
import io.edgetable.test.LocalDynamoDb;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** The generated node DAOs and collections against moto. */
class NodeDaoTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  /** Which DAOs the scenarios call; {@code AsyncNodeDaoTest} runs them on the asynchronous ones. */
  Access access() {
    return Access.SYNC;
  }

  private Graph graph;

  @BeforeEach
  void createTable() {
    graph = new Graph(db, access());
  }

  @AfterEach
  void neverScans() {
    assertEquals(0, graph.requests.count("Scan"), graph.requests.byOperation()::toString);
    graph.close();
  }

  private Map<String, Integer> requestsOf(Runnable operation) {
    graph.requests.reset();
    operation.run();
    return graph.requests.byOperation();
  }

  @Test
  void putCreatesOnlyIfAbsentAndEachSingleItemOperationIsOneRequest() {
    Student ann = new Student("a91", "Ann", 0);
    assertEquals(Map.of("PutItem", 1), requestsOf(() -> assertTrue(graph.students.put(ann))));
    assertEquals(
        Map.of("PutItem", 1),
        requestsOf(() -> assertFalse(graph.students.put(new Student("a91", "Other", 0)))));
    assertEquals(
        Map.of("GetItem", 1),
        requestsOf(() -> assertEquals(Optional.of(ann), graph.students.get("a91"))));
    assertEquals(Map.of("GetItem", 1), requestsOf(() -> assertTrue(graph.students.exists("a91"))));
    assertEquals(
        Map.of("DeleteItem", 1), requestsOf(() -> assertTrue(graph.students.delete("a91"))));
    assertEquals(
        Map.of("DeleteItem", 1), requestsOf(() -> assertFalse(graph.students.delete("a91"))));
    assertEquals(Optional.empty(), graph.students.get("a91"));
  }

  @Test
  void saveUpdatesEveryAttributeButNeverOverwritesACounter() {
    graph.students.put(new Student("a91", "Ann", 0));
    for (String c : List.of("math204", "art101")) {
      graph.courses.put(new Course(c, c, 0));
      graph.enrollments.put(new Enrollment("a91", c, null, LocalDate.of(2026, 9, 7)));
    }
    assertEquals(
        Map.of("UpdateItem", 1),
        requestsOf(() -> graph.students.save(new Student("a91", "Annie", 0))));
    assertEquals(new Student("a91", "Annie", 2), graph.students.get("a91").orElseThrow());

    graph.students.save(new Student("a91", null, 99));
    assertEquals(new Student("a91", null, 2), graph.students.get("a91").orElseThrow());
    assertFalse(
        graph
            .client
            .getItem(b -> b.tableName(graph.table).key(StudentKeys.key("a91")))
            .item()
            .containsKey("name"));
  }

  @Test
  void saveCreatesAnAbsentNodeWithItsCounters() {
    graph.students.save(new Student("b22", "Bea", 0));
    assertEquals(new Student("b22", "Bea", 0), graph.students.get("b22").orElseThrow());
    graph.courses.put(new Course("math204", "Maths", 0));
    graph.enrollments.put(new Enrollment("b22", "math204", "A", null));
    assertEquals(1, graph.students.get("b22").orElseThrow().courseCount());
  }

  @Test
  void collectionReadsTheNodeAndItsEdgesInOneQuery() {
    graph.students.put(new Student("a91", "Ann", 0));
    for (String c : List.of("math204", "art101")) {
      graph.courses.put(new Course(c, c, 0));
      graph.enrollments.put(new Enrollment("a91", c, "A", null));
    }
    graph.reviews.put(new Review("a91", "math204", 5, "great"));
    graph.students.put(new Student("a910", "Other", 0));
    graph.courses.put(new Course("x", "x", 0));
    graph.enrollments.put(new Enrollment("a910", "x", "B", null));

    graph.requests.reset();
    StudentCollection collection = graph.students.collection("a91");
    assertEquals(Map.of("Query", 1), graph.requests.byOperation());
    QueryRequest query = graph.requests.requests(QueryRequest.class).get(0);
    assertNull(query.indexName());
    assertFalse(
        query.keyConditionExpression().contains("begins_with"), query::keyConditionExpression);

    assertEquals(Optional.of(new Student("a91", "Ann", 2)), collection.node());
    assertEquals(
        List.of(
            new Enrollment("a91", "art101", "A", null),
            new Enrollment("a91", "math204", "A", null)),
        collection.enrollments());
    assertEquals(List.of(new Review("a91", "math204", 5, "great")), collection.reviews());
  }

  @Test
  void collectionOfAnAbsentNodeStillHasItsEdges() {
    graph.teachings.put(new Teaching("alice", "math204", "B12"));
    graph.bookmarks.put(new Bookmark("alice", "art101", "later"));
    UserCollection alice = graph.users.collection("alice");
    assertEquals(Optional.empty(), alice.node());
    assertEquals(List.of(new Teaching("alice", "math204", "B12")), alice.teachings());
    assertEquals(List.of(new Bookmark("alice", "art101", "later")), alice.bookmarks());
  }

  @Test
  void aNodeWithAConstantSortKeyAndAnIntIdHasItsCollectionToo() {
    assertTrue(graph.rooms.put(new Room(101, "Blue")));
    assertEquals(
        "META",
        graph
            .client
            .getItem(b -> b.tableName(graph.table).key(RoomKeys.key(101)))
            .item()
            .get("SK")
            .s());
    graph.rooms.save(new Room(101, "Green"));
    assertEquals(
        Map.of("Query", 1),
        requestsOf(
            () ->
                assertEquals(
                    Optional.of(new Room(101, "Green")), graph.rooms.collection(101).node())));
    assertEquals(List.of(new Room(101, "Green")), graph.rooms.getAll(List.of(101, 102)));
    assertTrue(graph.rooms.delete(101));
    assertEquals(Optional.empty(), graph.rooms.collection(101).node());
  }

  @Test
  void collectionIgnoresItemsItDoesNotKnow() {
    graph.users.put(new User("alice", 0, 0));
    graph.client.putItem(
        b ->
            b.tableName(graph.table)
                .item(
                    Map.of(
                        "PK",
                        AttributeValue.fromS("USER#alice"),
                        "SK",
                        AttributeValue.fromS("AUDIT#2026"))));
    graph.client.putItem(
        b ->
            b.tableName(graph.table)
                .item(
                    Map.of(
                        "PK",
                        AttributeValue.fromS("USER#alice"),
                        "SK",
                        AttributeValue.fromS("TEACH#CRS#a#b"))));
    UserCollection alice = graph.users.collection("alice");
    assertEquals(Optional.of(new User("alice", 0, 0)), alice.node());
    assertEquals(List.of(), alice.teachings());
    assertEquals(List.of(), alice.bookmarks());
  }

  @Test
  void collectionFollowsEveryPageOfALargePartition() {
    graph.users.put(new User("alice", 0, 0));
    String room = "r".repeat(30_000);
    List<Teaching> teachings =
        IntStream.range(0, 40)
            .mapToObj(i -> new Teaching("alice", String.format("c%02d", i), room))
            .toList();
    graph.teachings.putAll(teachings);
    graph.requests.reset();
    UserCollection alice = graph.users.collection("alice");
    assertEquals(teachings, alice.teachings());
    int queries = graph.requests.count("Query");
    assertTrue(queries >= 2, "a partition over 1 MB takes more than one page: " + queries);
    assertEquals(Map.of("Query", queries), graph.requests.byOperation());
  }

  @Test
  void nodeBatchesWriteReadAndDelete() {
    List<Course> courses =
        IntStream.range(0, 30).mapToObj(i -> new Course("c" + i, "Course " + i, 0)).toList();
    // A course counts its students, so each is written as save writes it, never overwriting the
    // count: one UpdateItem per course, where a batch Put would reset it.
    assertEquals(Map.of("UpdateItem", 30), requestsOf(() -> graph.courses.putAll(courses)));
    List<String> ids = new ArrayList<>(courses.stream().map(Course::courseId).toList());
    ids.add("absent");
    List<Course> read = new ArrayList<>();
    assertEquals(
        Map.of("BatchGetItem", 1), requestsOf(() -> read.addAll(graph.courses.getAll(ids))));
    assertEquals(courses, read);
    // A course counts its students, so each delete is refused while one is enrolled: one
    // conditional DeleteItem per id, where a batch write could not refuse.
    assertEquals(Map.of("DeleteItem", 31), requestsOf(() -> graph.courses.deleteAll(ids)));
    assertEquals(List.of(), graph.courses.getAll(ids));
    // Rooms count nothing: BatchWriteItem, 25 per request.
    assertEquals(
        Map.of("BatchWriteItem", 1),
        requestsOf(() -> graph.rooms.putAll(List.of(new Room(1, "a"), new Room(2, "b")))));
    assertEquals(
        Map.of("BatchWriteItem", 1), requestsOf(() -> graph.rooms.deleteAll(List.of(1, 2, 3))));
    assertEquals(List.of(), graph.rooms.getAll(List.of(1, 2)));
  }

  /** Writes counter item {@code shard} of {@code counter} of node {@code pk} as another client. */
  private void counterItem(String pk, String counter, int shard, long value) {
    String key = pk + "#" + counter + "#" + shard;
    graph.client.putItem(
        b ->
            b.tableName(graph.table)
                .item(
                    Map.of(
                        "PK", AttributeValue.fromS(key),
                        "SK", AttributeValue.fromS(key),
                        counter, AttributeValue.fromN(Long.toString(value)))));
  }

  /** Sets {@code counter} of node item {@code pk} to {@code value}, as another client could. */
  private void nodeCounter(String pk, String counter, long value) {
    AttributeValue number = AttributeValue.fromN(Long.toString(value));
    graph.client.updateItem(
        b ->
            b.tableName(graph.table)
                .key(Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(pk)))
                .updateExpression("SET #c = :v")
                .expressionAttributeNames(Map.of("#c", counter))
                .expressionAttributeValues(Map.of(":v", number)));
  }

  @Test
  void everyReadOfANodeAddsItsCounterItemsToTheNodeItemsValue() {
    graph.profiles.put(new Profile("bob", "Bob", 0, 0));
    nodeCounter("PROF#bob", "followers", 5);
    nodeCounter("PROF#bob", "following", 1);
    counterItem("PROF#bob", "followers", 0, 2);
    counterItem("PROF#bob", "followers", 3, 4);
    counterItem("PROF#bob", "followers", 7, 1);
    Profile bob = new Profile("bob", "Bob", 12, 1);

    assertEquals(
        Map.of("BatchGetItem", 1),
        requestsOf(() -> assertEquals(Optional.of(bob), graph.profiles.get("bob"))));
    BatchGetItemRequest get = graph.requests.requests(BatchGetItemRequest.class).get(0);
    assertEquals(9, get.requestItems().get(graph.table).keys().size(), "node + 8 counter items");
    assertNull(get.requestItems().get(graph.table).consistentRead());

    assertEquals(
        Map.of("BatchGetItem", 1),
        requestsOf(
            () -> assertEquals(Optional.of(bob), graph.profiles.consistentReads().get("bob"))));
    assertEquals(
        Boolean.TRUE,
        graph
            .requests
            .requests(BatchGetItemRequest.class)
            .get(0)
            .requestItems()
            .get(graph.table)
            .consistentRead());

    graph.profiles.put(new Profile("ann", "Ann", 0, 0));
    counterItem("PROF#ann", "followers", 5, 3);
    assertEquals(
        Map.of("BatchGetItem", 1),
        requestsOf(
            () ->
                assertEquals(
                    List.of(bob, new Profile("ann", "Ann", 3, 0)),
                    graph.profiles.getAll(List.of("bob", "absent", "ann", "bob")))));
    assertEquals(
        27,
        graph
            .requests
            .requests(BatchGetItemRequest.class)
            .get(0)
            .requestItems()
            .get(graph.table)
            .keys()
            .size(),
        "three distinct nodes, 9 keys each");
    assertEquals(List.of(bob), graph.profiles.consistentReads().getAll(List.of("bob")));

    assertEquals(
        Map.of("BatchGetItem", 1, "Query", 1),
        requestsOf(() -> assertEquals(Optional.of(bob), graph.profiles.collection("bob").node())));
    assertEquals(Optional.of(bob), graph.profiles.consistentReads().collection("bob").node());
    assertEquals(Map.of("GetItem", 1), requestsOf(() -> assertTrue(graph.profiles.exists("bob"))));
  }

  @Test
  void aNodeItemThatIsAbsentMakesTheNodeAbsentWhateverCounterItemsRemain() {
    counterItem("PROF#gone", "followers", 2, 7);
    assertEquals(Optional.empty(), graph.profiles.get("gone"));
    assertEquals(List.of(), graph.profiles.getAll(List.of("gone")));
    assertEquals(Optional.empty(), graph.profiles.collection("gone").node());
  }

  @Test
  void saveNeverTouchesTheCounterItemsNorTheNodeItemsCount() {
    graph.profiles.put(new Profile("bob", "Bob", 0, 0));
    counterItem("PROF#bob", "followers", 1, 6);
    graph.profiles.save(new Profile("bob", "Robert", 99, 99));
    assertEquals(Optional.of(new Profile("bob", "Robert", 6, 0)), graph.profiles.get("bob"));
  }

  @Test
  void anIdTooLongForItsCounterItemsIsRefusedBeforeAnyRequest() {
    // PK and SK of the node fit (1,015 bytes); its counter items' SK (1,027 bytes) would not.
    String id = "x".repeat(1010);
    InvalidKeyException e =
        assertThrows(
            InvalidKeyException.class, () -> graph.profiles.put(new Profile(id, "X", 0, 0)));
    assertTrue(e.getMessage().contains("counter item followers#7"), e::getMessage);
    assertThrows(InvalidKeyException.class, () -> graph.profiles.get(id));
    assertThrows(InvalidKeyException.class, () -> graph.profiles.collection(id));
    assertEquals(0, graph.requests.total());
  }

  @Test
  void aVersionedNodeIdTooLongForItsCounterItemsIsRefusedByEveryWriteBeforeAnyRequest() {
    // The versioned writes build their item apart from put's: each must refuse the id as put does.
    ChannelDao channels = new ChannelDao(graph.client, graph.table);
    Channel channel = new Channel("x".repeat(1010), "X", 1, 0); // node keys 1,015 bytes: they fit
    List<Executable> writes =
        List.of(
            () -> channels.put(channel),
            () -> channels.save(channel),
            () -> channels.save(new Channel(channel.channelId(), "X", 0, 0)),
            () -> channels.putAll(List.of(channel)),
            () -> channels.delete(channel));
    for (Executable write : writes) {
      InvalidKeyException e = assertThrows(InvalidKeyException.class, write);
      assertTrue(e.getMessage().contains("counter item subscribers#3"), e::getMessage);
    }
    assertEquals(0, graph.requests.total());
  }

  @Test
  void nullRecordsFailWithAMessageBeforeAnyRequest() {
    InvalidKeyException e =
        assertThrows(InvalidKeyException.class, () -> graph.students.put(null));
    assertTrue(e.getMessage().startsWith("student must not be null"), e::getMessage);
    assertThrows(InvalidKeyException.class, () -> graph.students.save(null));
    assertThrows(InvalidKeyException.class, () -> graph.students.putAll(null));
    assertThrows(InvalidKeyException.class, () -> graph.enrollments.put(null));
    assertThrows(InvalidKeyException.class, () -> graph.enrollments.replace(null));
    assertThrows(
        InvalidKeyException.class,
        () -> graph.enrollments.replace(new Enrollment("a", "b", null, null), null));
    assertThrows(InvalidKeyException.class, () -> graph.enrollments.delete("a", "b", null));
    assertThrows(InvalidKeyException.class, () -> graph.enrollments.getAll(null));
    assertThrows(NullPointerException.class, () -> new StudentDao(graph.client, null));
    assertThrows(IllegalArgumentException.class, () -> new StudentDao(graph.client, ""));
    assertEquals(0, graph.requests.total());
  }
}
