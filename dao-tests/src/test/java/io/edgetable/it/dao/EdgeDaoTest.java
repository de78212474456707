package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.expression.Condition;
import io.edgetable.EdgeKey;
import io.edgetable.expression.Field;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.exception.NodeNotFoundException;
import io.edgetable.Page;
import io.edgetable.exception.UnprojectedComponentException;
import io.edgetable.test.LocalDynamoDb;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/** The generated edge DAOs against moto, counting the requests each operation sends. */
class EdgeDaoTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  /** Which DAOs the scenarios call; {@code AsyncEdgeDaoTest} runs them on the asynchronous ones. */
  Access access() {
    return Access.SYNC;
  }

  private static final LocalDate MONDAY = LocalDate.of(2026, 9, 7);
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

  private void student(String id) {
    graph.students.put(new Student(id, "Student " + id, 0));
  }

  private void course(String id) {
    graph.courses.put(new Course(id, "Course " + id, 0));
  }

  private void user(String handle) {
    graph.users.put(new User(handle, 0, 0));
  }

  private Map<String, Integer> requestsOf(Runnable operation) {
    graph.requests.reset();
    operation.run();
    return graph.requests.byOperation();
  }

  @Test
  void putCreatesTheEdgeAndCountsItOnBothNodesInOneTransaction() {
    student("a91");
    course("math204");
    Enrollment enrollment = new Enrollment("a91", "math204", "B", MONDAY);

    assertEquals(
        Map.of("TransactWriteItems", 1),
        requestsOf(() -> assertTrue(graph.enrollments.put(enrollment))));
    assertEquals(
        Map.of("TransactWriteItems", 1),
        requestsOf(() -> assertFalse(graph.enrollments.put(enrollment))));

    assertEquals(Optional.of(enrollment), graph.enrollments.get("a91", "math204"));
    assertEquals(1, graph.students.get("a91").orElseThrow().courseCount());
    assertEquals(1, graph.courses.get("math204").orElseThrow().studentCount());
  }

  @Test
  void countedPutWithoutItsNodeWritesNothing() {
    student("a91");
    NodeNotFoundException missing =
        assertThrows(
            NodeNotFoundException.class,
            () -> graph.enrollments.put(new Enrollment("a91", "nope", null, null)));
    assertEquals("CRS#nope", missing.partitionKey());
    assertFalse(graph.enrollments.exists("a91", "nope"));
    assertEquals(0, graph.students.get("a91").orElseThrow().courseCount());
  }

  @Test
  void uncountedPutIsOnePutItem() {
    Teaching teaching = new Teaching("alice", "math204", "B12");
    assertEquals(Map.of("PutItem", 1), requestsOf(() -> assertTrue(graph.teachings.put(teaching))));
    assertEquals(
        Map.of("PutItem", 1),
        requestsOf(() -> assertFalse(graph.teachings.put(new Teaching("alice", "math204", "C1")))));
    assertEquals("B12", graph.teachings.get("alice", "math204").orElseThrow().room());
  }

  @Test
  void getAndExistsAreOneGetItemEachAndExistsReadsOnlyTheKey() {
    graph.teachings.put(new Teaching("alice", "math204", "B12"));
    assertEquals(
        Map.of("GetItem", 1),
        requestsOf(() -> assertTrue(graph.teachings.get("alice", "math204").isPresent())));
    assertEquals(
        Map.of("GetItem", 1),
        requestsOf(() -> assertTrue(graph.teachings.exists("alice", "math204"))));
    GetItemRequest exists = graph.requests.requests(GetItemRequest.class).get(0);
    assertTrue(exists.projectionExpression() != null && !exists.projectionExpression().isEmpty());
    assertEquals(
        Map.of("GetItem", 1),
        requestsOf(() -> assertFalse(graph.teachings.exists("alice", "art101"))));
    assertEquals(Optional.empty(), graph.teachings.get("bob", "math204"));
  }

  @Test
  void replaceOverwritesOnlyAnExistingEdgeAndLeavesCountersAlone() {
    student("a91");
    course("math204");
    assertEquals(
        Map.of("PutItem", 1),
        requestsOf(
            () ->
                assertFalse(
                    graph.enrollments.replace(new Enrollment("a91", "math204", "A", MONDAY)))));
    assertFalse(graph.enrollments.exists("a91", "math204"));

    graph.enrollments.put(new Enrollment("a91", "math204", "B", MONDAY));
    assertEquals(
        Map.of("PutItem", 1),
        requestsOf(
            () ->
                assertTrue(
                    graph.enrollments.replace(new Enrollment("a91", "math204", "A", null)))));
    assertEquals(
        new Enrollment("a91", "math204", "A", null),
        graph.enrollments.get("a91", "math204").orElseThrow());
    assertEquals(1, graph.students.get("a91").orElseThrow().courseCount());
  }

  @Test
  void conditionalReplaceAndDeleteHonourTheCondition() {
    graph.teachings.put(new Teaching("alice", "math204", "B12"));
    Condition<Teaching> inC1 = TeachingFields.room.eq("C1");
    Condition<Teaching> inB12 = TeachingFields.room.eq("B12");

    assertEquals(
        Map.of("PutItem", 1),
        requestsOf(
            () ->
                assertFalse(
                    graph.teachings.replace(new Teaching("alice", "math204", "D4"), inC1))));
    assertTrue(graph.teachings.replace(new Teaching("alice", "math204", "C1"), inB12));
    assertEquals("C1", graph.teachings.get("alice", "math204").orElseThrow().room());

    assertEquals(
        Map.of("DeleteItem", 1),
        requestsOf(() -> assertFalse(graph.teachings.delete("alice", "math204", inB12))));
    assertTrue(graph.teachings.exists("alice", "math204"));
    assertEquals(
        Map.of("DeleteItem", 1),
        requestsOf(() -> assertTrue(graph.teachings.delete("alice", "math204", inC1))));
    assertFalse(graph.teachings.exists("alice", "math204"));
  }

  @Test
  void deleteUncountsOnlyAnEdgeThatExisted() {
    student("a91");
    course("math204");
    graph.enrollments.put(new Enrollment("a91", "math204", "B", MONDAY));

    assertEquals(
        Map.of("TransactWriteItems", 1),
        requestsOf(() -> assertTrue(graph.enrollments.delete("a91", "math204"))));
    assertEquals(
        Map.of("TransactWriteItems", 1),
        requestsOf(() -> assertFalse(graph.enrollments.delete("a91", "math204"))));
    assertFalse(graph.enrollments.exists("a91", "math204"));
    assertEquals(0, graph.students.get("a91").orElseThrow().courseCount());
    assertEquals(0, graph.courses.get("math204").orElseThrow().studentCount());
  }

  @Test
  void conditionalCountedDeleteKeepsCountersWhenTheConditionFails() {
    student("a91");
    course("math204");
    graph.enrollments.put(new Enrollment("a91", "math204", "B", MONDAY));
    Condition<Enrollment> gradeA = EnrollmentFields.grade.eq("A");
    Condition<Enrollment> gradeB = EnrollmentFields.grade.eq("B");

    assertEquals(
        Map.of("TransactWriteItems", 1),
        requestsOf(() -> assertFalse(graph.enrollments.delete("a91", "math204", gradeA))));
    assertEquals(1, graph.courses.get("math204").orElseThrow().studentCount());
    assertTrue(graph.enrollments.delete("a91", "math204", gradeB));
    assertEquals(0, graph.courses.get("math204").orElseThrow().studentCount());
  }

  @Test
  void forwardPagesInBothOrdersWithOneQueryPerPage() {
    student("a91");
    List<String> courses = IntStream.rangeClosed(1, 7).mapToObj(i -> "c" + i).toList();
    for (String c : courses) {
      course(c);
      graph.enrollments.put(new Enrollment("a91", c, null, null));
    }
    course("other");
    student("b22");
    graph.enrollments.put(new Enrollment("b22", "other", null, null));
    graph.reviews.put(new Review("a91", "c1", 5, "great"));

    graph.requests.reset();
    List<List<String>> ascending =
        courseIds(Graph.pages(graph.enrollments.forward("a91").limit(3)));
    assertEquals(
        List.of(List.of("c1", "c2", "c3"), List.of("c4", "c5", "c6"), List.of("c7")), ascending);
    assertEquals(Map.of("Query", 3), graph.requests.byOperation());
    QueryRequest first = graph.requests.requests(QueryRequest.class).get(0);
    assertNull(first.indexName());
    assertTrue(
        first.keyConditionExpression().contains("begins_with("), first::keyConditionExpression);

    graph.requests.reset();
    List<List<String>> descending =
        courseIds(Graph.pages(graph.enrollments.forward("a91").limit(3).descending()));
    assertEquals(
        List.of(List.of("c7", "c6", "c5"), List.of("c4", "c3", "c2"), List.of("c1")), descending);
    assertEquals(Map.of("Query", 3), graph.requests.byOperation());

    assertEquals(7, graph.enrollments.forward("a91").all().size());
  }

  private static List<List<String>> courseIds(List<List<Enrollment>> pages) {
    return pages.stream().map(p -> p.stream().map(Enrollment::courseId).toList()).toList();
  }

  @Test
  void inversePagesInBothOrdersWithOneQueryPerPage() {
    course("math204");
    for (int i = 1; i <= 7; i++) {
      student("s" + i);
      graph.enrollments.put(new Enrollment("s" + i, "math204", "A", MONDAY));
    }
    graph.requests.reset();
    List<List<String>> ascending =
        studentIds(Graph.pages(graph.enrollments.inverse("math204").limit(3)));
    assertEquals(
        List.of(List.of("s1", "s2", "s3"), List.of("s4", "s5", "s6"), List.of("s7")), ascending);
    assertEquals(Map.of("Query", 3), graph.requests.byOperation());
    assertTrue(
        graph.requests.requests(QueryRequest.class).stream()
            .allMatch(q -> "GSI1".equals(q.indexName())));

    graph.requests.reset();
    List<List<String>> descending =
        studentIds(Graph.pages(graph.enrollments.inverse("math204").limit(3).descending()));
    assertEquals(
        List.of(List.of("s7", "s6", "s5"), List.of("s4", "s3", "s2"), List.of("s1")), descending);
    assertEquals(Map.of("Query", 3), graph.requests.byOperation());
    assertEquals(
        new Enrollment("s4", "math204", "A", MONDAY),
        graph.enrollments.inverse("math204").all().get(3));
  }

  private static List<List<String>> studentIds(List<List<Enrollment>> pages) {
    return pages.stream().map(p -> p.stream().map(Enrollment::studentId).toList()).toList();
  }

  @Test
  void shardedInverseMergesEveryShardInOrderInBothDirections() {
    user("bob");
    List<String> followers =
        IntStream.range(0, 10).mapToObj(i -> String.format("f%02d", i)).toList();
    Instant since = Instant.parse("2026-01-01T00:00:00Z");
    for (String f : followers) {
      user(f);
      assertTrue(graph.follows.put(new Follow(f, "bob", since)));
    }
    assertEquals(10, graph.users.get("bob").orElseThrow().followers());

    for (boolean newestFirst : List.of(false, true)) {
      var query =
          newestFirst
              ? graph.follows.inverse("bob").limit(4).descending()
              : graph.follows.inverse("bob").limit(4);
      List<String> expected = new ArrayList<>(followers);
      if (newestFirst) {
        Collections.reverse(expected);
      }
      List<List<String>> pages = new ArrayList<>();
      List<Integer> queriesPerPage = new ArrayList<>();
      Optional<String> cursor = Optional.empty();
      do {
        graph.requests.reset();
        Page<Follow> page = cursor.map(query::startAfter).orElse(query).page();
        queriesPerPage.add(graph.requests.count("Query"));
        assertEquals(graph.requests.total(), graph.requests.count("Query"));
        assertTrue(
            graph.requests.requests(QueryRequest.class).stream()
                .allMatch(q -> "GSI1".equals(q.indexName())));
        pages.add(page.items().stream().map(Follow::follower).toList());
        cursor = page.nextCursor();
      } while (cursor.isPresent());
      assertEquals(
          List.of(expected.subList(0, 4), expected.subList(4, 8), expected.subList(8, 10)), pages);
      // A page is one round of at most one Query per shard (the runtime's RoundMerge): the first
      // asks every shard, later ones only the shards of the items the earlier pages read ahead.
      assertEquals(8, queriesPerPage.get(0), queriesPerPage::toString);
      assertTrue(queriesPerPage.stream().allMatch(n -> n <= 8), queriesPerPage::toString);
    }

    assertEquals(followers, followerIds(List.of(graph.follows.inverse("bob").all())).get(0));
  }

  private static List<List<String>> followerIds(List<List<Follow>> pages) {
    return pages.stream().map(p -> p.stream().map(Follow::follower).toList()).toList();
  }

  @Test
  void aSelfEdgeCountsBothCountersOnTheOneNode() {
    user("alice");
    assertEquals(
        Map.of("TransactWriteItems", 1),
        requestsOf(() -> assertTrue(graph.follows.put(new Follow("alice", "alice", null)))));
    assertEquals(new User("alice", 1, 1), graph.users.get("alice").orElseThrow());
    assertTrue(graph.follows.delete("alice", "alice"));
    assertEquals(new User("alice", 0, 0), graph.users.get("alice").orElseThrow());
  }

  @Test
  void edgesOfTwoTypesOnOneOverloadedIndexStayApart() {
    course("math204");
    student("a91");
    graph.enrollments.put(new Enrollment("a91", "math204", "A", MONDAY));
    graph.teachings.put(new Teaching("alice", "math204", "B12"));
    user("fan");
    user("math204");
    graph.follows.put(new Follow("fan", "math204", null));

    assertEquals(
        List.of(new Enrollment("a91", "math204", "A", MONDAY)),
        graph.enrollments.inverse("math204").all());
    assertEquals(
        List.of(new Teaching("alice", "math204", "B12")), graph.teachings.inverse("math204").all());
    assertEquals(
        List.of("fan"),
        graph.follows.inverse("math204").all().stream().map(Follow::follower).toList());
    assertEquals(
        List.of(new Teaching("alice", "math204", "B12")), graph.teachings.forward("alice").all());
  }

  @Test
  void keysOnlyInverseReturnsEdgeKeys() {
    graph.bookmarks.put(new Bookmark("alice", "math204", "later"));
    graph.bookmarks.put(new Bookmark("bob", "math204", "now"));
    graph.bookmarks.put(new Bookmark("bob", "art101", "never"));
    graph.requests.reset();
    assertEquals(
        List.of(new EdgeKey<>("alice", "math204"), new EdgeKey<>("bob", "math204")),
        graph.bookmarks.inverse("math204").all());
    assertEquals(Map.of("Query", 1), graph.requests.byOperation());
    assertEquals("now", graph.bookmarks.get("bob", "math204").orElseThrow().note());
  }

  @Test
  void keysOnlyInverseDecodesIntIdsAndSharesItsIndexWithAnotherEdgeType() {
    graph.bookings.put(new Booking("alice", 101, 2));
    graph.bookings.put(new Booking("bob", 101, 1));
    graph.bookings.put(new Booking("bob", 7, 3));
    graph.bookmarks.put(new Bookmark("carol", "101", "not a booking"));
    assertEquals(
        List.of(new EdgeKey<>("alice", 101), new EdgeKey<>("bob", 101)),
        graph.bookings.inverse(101).all());
    // Sort keys hold the id's text, so int ids come back in text order: "101" before "7".
    assertEquals(
        List.of(new Booking("bob", 101, 1), new Booking("bob", 7, 3)),
        graph.bookings.forward("bob").all());
    assertEquals(
        List.of(new Booking("bob", 101, 1)),
        graph.bookings.getAll(List.of(new EdgeKey<>("bob", 101), new EdgeKey<>("bob", 102))));
    assertEquals(List.of(new EdgeKey<>("carol", "101")), graph.bookmarks.inverse("101").all());
  }

  @Test
  void typedIdsWorkInEveryPosition() {
    BadgeId gold = new BadgeId("gold#1");
    graph.badges.put(new Badge(gold, "Gold", 0));
    assertEquals(
        Map.of("TransactWriteItems", 1),
        requestsOf(() -> assertTrue(graph.awards.put(new Award("alice", gold, "first")))));
    graph.awards.put(new Award("bob", gold, "second"));
    assertEquals(2, graph.badges.get(gold).orElseThrow().holders());
    assertEquals(List.of(new Award("alice", gold, "first")), graph.awards.forward("alice").all());
    assertEquals(
        List.of("alice", "bob"),
        graph.awards.inverse(gold).all().stream().map(Award::handle).toList());
    assertEquals(
        List.of(new Award("bob", gold, "second")),
        graph.awards.getAll(
            List.of(new EdgeKey<>("bob", gold), new EdgeKey<>("bob", new BadgeId("silver")))));
    assertEquals(1, graph.awards.deleteAll(List.of(new EdgeKey<>("alice", gold))));
    assertEquals(Optional.of(new Badge(gold, "Gold", 1)), graph.badges.collection(gold).node());
    assertEquals(List.of(new Award("bob", gold, "second")), graph.users.collection("bob").awards());
    assertThrows(InvalidKeyException.class, () -> graph.awards.inverse(new BadgeId("")).all());
  }

  @Test
  void includeInverseReturnsRecordsWithoutTheUnprojectedComponents() {
    graph.reviews.put(new Review("a91", "math204", 4, "solid course"));
    assertEquals(
        List.of(new Review("a91", "math204", 4, null)), graph.reviews.inverse("math204").all());
    assertEquals(
        List.of(new Review("a91", "math204", 4, "solid course")),
        graph.reviews.forward("a91").all());
  }

  @Test
  void includeInverseRefusesAWhereOnAComponentTheIndexDoesNotHoldBeforeSending() {
    graph.reviews.put(new Review("a91", "math204", 4, "solid course"));
    graph.reviews.put(new Review("b22", "math204", 2, "too fast"));
    graph.requests.reset();
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> graph.reviews.inverse("math204").where(ReviewFields.text.eq("solid course")));
    String message = e.getMessage();
    assertTrue(message.startsWith("where() names text, which index GSI2 does not hold"), message);
    assertTrue(message.contains("it projects INCLUDE [stars] besides the keys"), message);
    assertTrue(message.contains("Add text to the @Edge's include list"), message);
    assertTrue(message.contains("or filter a forward query"), message);
    // Also inside a combination, after a condition the index can answer.
    assertThrows(
        IllegalArgumentException.class,
        () ->
            graph
                .reviews
                .inverse("math204")
                .where(ReviewFields.stars.ge(1))
                .where(ReviewFields.stars.eq(4).or(ReviewFields.text.exists())));
    assertEquals(Map.of(), graph.requests.byOperation());

    // What the index holds filters as before, and the base table holds everything.
    assertEquals(
        List.of(new Review("a91", "math204", 4, null)),
        graph.reviews.inverse("math204").where(ReviewFields.stars.ge(3)).all());
    assertEquals(
        List.of(new Review("a91", "math204", 4, "solid course")),
        graph.reviews.forward("a91").where(ReviewFields.text.eq("solid course")).all());
  }

  @Test
  void aRecordThatRejectsItsUnprojectedComponentsFailsWithTheFix() {
    graph.ratings.put(new Rating("a91", "math204", 5, List.of("clear", "fair")));
    assertEquals(
        List.of(new Rating("a91", "math204", 5, List.of("clear", "fair"))),
        graph.ratings.forward("a91").all());
    graph.requests.reset();
    UnprojectedComponentException e =
        assertThrows(
            UnprojectedComponentException.class, () -> graph.ratings.inverse("math204").all());
    assertEquals(Map.of("Query", 1), graph.requests.byOperation());
    assertTrue(e.getCause() instanceof NullPointerException, () -> String.valueOf(e.getCause()));
    assertTrue(
        e.getMessage()
            .startsWith(
                "Rating could not be built from an item of index GSI2:"
                    + " java.lang.NullPointerException"),
        e::getMessage);
    assertTrue(
        e.getMessage()
            .contains(
                "The index projects INCLUDE [stars] besides the keys, so its items lack notes,"
                    + " which Rating's constructor receives as null."),
        e::getMessage);
    assertTrue(
        e.getMessage()
            .contains(
                "let it accept null for notes (for a list: notes == null ? List.of() :"
                    + " List.copyOf(notes)), add notes to include of its @Edge (and to the table's"
                    + " index GSI2), or read whole items with forward or get"),
        e::getMessage);
  }

  @Test
  void keysOnlyInverseRefusesWhereBeforeSending() {
    graph.bookmarks.put(new Bookmark("alice", "math204", "later"));
    graph.requests.reset();
    Condition<EdgeKey<String, String>> onNote =
        new Field<EdgeKey<String, String>, String>("note", AttributeValue::fromS).eq("later");
    UnsupportedOperationException e =
        assertThrows(
            UnsupportedOperationException.class,
            () -> graph.bookmarks.inverse("math204").limit(5).where(onNote));
    assertTrue(
        e.getMessage()
            .startsWith(
                "where() is not possible on this inverse query: index GSI3 projects KEYS_ONLY,"),
        e::getMessage);
    assertTrue(e.getMessage().contains("Filter a forward query"), e::getMessage);
    assertEquals(Map.of(), graph.requests.byOperation());
    assertEquals(
        List.of(new EdgeKey<>("alice", "math204")),
        graph.bookmarks.inverse("math204").limit(5).all());
  }

  @Test
  void uncountedBatchesWriteReadAndDeleteInChunks() {
    List<Teaching> teachings =
        IntStream.range(0, 30).mapToObj(i -> new Teaching("alice", "c" + i, "R" + i)).toList();
    assertEquals(Map.of("BatchWriteItem", 2), requestsOf(() -> graph.teachings.putAll(teachings)));

    List<EdgeKey<String, String>> keys =
        new ArrayList<>(
            teachings.stream().map(t -> new EdgeKey<>(t.teacher(), t.courseId())).toList());
    keys.add(new EdgeKey<>("alice", "absent"));
    List<Teaching> read = new ArrayList<>();
    assertEquals(
        Map.of("BatchGetItem", 1), requestsOf(() -> read.addAll(graph.teachings.getAll(keys))));
    assertEquals(teachings, read);

    assertEquals(Map.of("BatchWriteItem", 2), requestsOf(() -> graph.teachings.deleteAll(keys)));
    assertEquals(List.of(), graph.teachings.forward("alice").all());
  }

  @Test
  void countedBatchesKeepCountersExact() {
    student("a91");
    List<Enrollment> enrollments = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      course("c" + i);
      enrollments.add(new Enrollment("a91", "c" + i, null, null));
    }
    graph.enrollments.put(enrollments.get(0));

    graph.requests.reset();
    assertEquals(4, graph.enrollments.putAll(enrollments));
    // One transaction (one request token) per record, the existing edge included.
    List<String> tokens =
        graph.requests.requests(TransactWriteItemsRequest.class).stream()
            .map(TransactWriteItemsRequest::clientRequestToken)
            .toList();
    assertEquals(Map.of("TransactWriteItems", 5), graph.requests.byOperation());
    assertEquals(5, Set.copyOf(tokens).size(), tokens::toString);
    assertEquals(5, graph.students.get("a91").orElseThrow().courseCount());

    List<EdgeKey<String, String>> keys =
        List.of(new EdgeKey<>("a91", "c0"), new EdgeKey<>("a91", "c1"), new EdgeKey<>("a91", "zz"));
    assertEquals(2, graph.enrollments.deleteAll(keys));
    assertEquals(3, graph.students.get("a91").orElseThrow().courseCount());
    assertEquals(0, graph.courses.get("c0").orElseThrow().studentCount());
    assertEquals(1, graph.courses.get("c2").orElseThrow().studentCount());
    assertEquals(
        3,
        graph
            .enrollments
            .getAll(
                List.of(
                    new EdgeKey<>("a91", "c2"),
                    new EdgeKey<>("a91", "c3"),
                    new EdgeKey<>("a91", "c4"),
                    new EdgeKey<>("a91", "c0")))
            .size());
  }
}
