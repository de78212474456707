package io.edgetable.it.dao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.exception.BatchGetException;
import io.edgetable.exception.BatchWriteException;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.exception.TransactionConflictException;
import io.edgetable.internal.ConflictInjector;
import io.edgetable.internal.Withholding;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The DAOs under injected faults (unprocessed batch items, throttled and conflicting transactions),
 * with bad keys and with strongly consistent reads, against moto. {@code AsyncDaoFaultsTest} runs
 * every scenario, with the same assertions, on the asynchronous DAOs.
 */
class DaoFaultsTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private Graph graph;

  /** Which DAOs the scenarios call. */
  Access access() {
    return Access.SYNC;
  }

  Graph graph(ExecutionInterceptor... faults) {
    graph = new Graph(db, access(), faults);
    return graph;
  }

  @AfterEach
  void close() {
    if (graph != null) {
      graph.close();
    }
  }

  private static List<Teaching> teachings(int count) {
    return IntStream.range(0, count)
        .mapToObj(i -> new Teaching("alice", String.format("c%03d", i), "R" + i))
        .toList();
  }

  private static List<EdgeKey<String, String>> keysOf(List<Teaching> teachings) {
    return teachings.stream().map(t -> new EdgeKey<>(t.teacher(), t.courseId())).toList();
  }

  /** The course id of a Teaching key: {@code SK = TEACH#CRS#c007}. */
  private static String courseOf(Map<String, AttributeValue> key) {
    String sk = key.get("SK").s();
    return sk.substring(sk.lastIndexOf('#') + 1);
  }

  @Test
  void throttledBatchesWriteAndReadEveryItemOnce() {
    Random random = new Random(7);
    Withholding throttle =
        new Withholding(key -> key.get("PK").s().startsWith("USER#") && random.nextDouble() < 0.4);
    Graph g = graph(throttle);
    List<Teaching> teachings = teachings(120);
    g.teachings.putAll(teachings);
    int withheldWrites = throttle.withheld();
    assertTrue(withheldWrites > 20, "the fault bit: " + withheldWrites);
    assertTrue(g.requests.count("BatchWriteItem") > 5, g.requests.byOperation()::toString);

    List<EdgeKey<String, String>> keys = new ArrayList<>(keysOf(teachings));
    keys.add(new EdgeKey<>("alice", "absent"));
    assertEquals(teachings, g.teachings.getAll(keys));
    assertTrue(throttle.withheld() > withheldWrites, "reads were withheld too");
  }

  @Test
  void whatStaysUnprocessedIsReportedExactlyAndTheRestIsDone() {
    List<Teaching> teachings = teachings(60);
    Set<String> stuck = Set.of("c007", "c031", "c059");
    Withholding throttle =
        new Withholding(
            key -> key.get("PK").s().startsWith("USER#") && stuck.contains(courseOf(key)));
    Graph g = graph(throttle);

    BatchWriteException written =
        assertThrows(BatchWriteException.class, () -> g.teachings.putAll(teachings));
    Set<Object> left = new HashSet<>(written.unprocessed());
    assertEquals(
        Set.copyOf(teachings.stream().filter(t -> stuck.contains(t.courseId())).toList()), left);
    assertEquals(3, written.unprocessed().size());
    // 3 requests of 25, 25 and 10, then 9 retry rounds of the 3 stuck ones: 10 attempts.
    assertEquals(3 + 9, throttle.batchWrites());

    BatchGetException read =
        assertThrows(BatchGetException.class, () -> g.teachings.getAll(keysOf(teachings)));
    assertEquals(
        Set.of(
            new EdgeKey<>("alice", "c007"),
            new EdgeKey<>("alice", "c031"),
            new EdgeKey<>("alice", "c059")),
        new HashSet<>(read.unprocessedKeys()));
    assertEquals(
        teachings.stream().filter(t -> !stuck.contains(t.courseId())).toList(), read.found());
  }

  @Test
  void aCountedPutRetriesConflictsUnderOneToken() {
    ConflictInjector conflicts = ConflictInjector.conflicts(3);
    Graph g = graph(conflicts);
    g.students.put(new Student("a91", "Ann", 0));
    g.courses.put(new Course("math204", "Maths", 0));
    assertTrue(g.enrollments.put(new Enrollment("a91", "math204", "A", null)));
    assertEquals(4, conflicts.attempts(), "three conflicts, then the attempt that commits");
    assertEquals(1, Set.copyOf(conflicts.tokens()).size(), conflicts.tokens()::toString);
    assertEquals(1, g.students.get("a91").orElseThrow().courseCount());
    assertEquals(1, g.courses.get("math204").orElseThrow().studentCount());
  }

  @Test
  void aThrottledTransactionIsRetriedToo() {
    ConflictInjector throttled = ConflictInjector.throttled(2);
    Graph g = graph(throttled);
    g.students.put(new Student("a91", "Ann", 0));
    g.courses.put(new Course("math204", "Maths", 0));
    assertFalse(g.enrollments.delete("a91", "math204"));
    assertEquals(3, throttled.attempts());
    assertTrue(g.enrollments.put(new Enrollment("a91", "math204", "A", null)));
    assertEquals(4, throttled.attempts());
  }

  @Test
  void aPersistentConflictEndsInTransactionConflictExceptionAndWritesNothing() {
    ConflictInjector conflicts = ConflictInjector.conflicts(Integer.MAX_VALUE);
    Graph g = graph(conflicts);
    g.students.put(new Student("a91", "Ann", 0));
    g.courses.put(new Course("math204", "Maths", 0));
    TransactionConflictException e =
        assertThrows(
            TransactionConflictException.class,
            () -> g.enrollments.put(new Enrollment("a91", "math204", "A", null)));
    assertInstanceOf(TransactionCanceledException.class, e.getCause());
    assertEquals(8, conflicts.attempts(), "RetryPolicy.TRANSACTIONS allows 8 attempts");
    assertFalse(g.enrollments.exists("a91", "math204"));
    assertEquals(0, g.students.get("a91").orElseThrow().courseCount());
  }

  @Test
  void countedBatchesUnderConflictsStillCountEveryEdgeOnce() {
    ConflictInjector conflicts = ConflictInjector.conflicts(6);
    Graph g = graph(conflicts);
    g.users.putAll(
        List.of(
            new User("star", 0, 0),
            new User("f1", 0, 0),
            new User("f2", 0, 0),
            new User("f3", 0, 0)));
    List<Follow> follows =
        List.of(
            new Follow("f1", "star", null),
            new Follow("f2", "star", null),
            new Follow("f3", "star", null),
            new Follow("f1", "f2", null));
    assertEquals(4, g.follows.putAll(follows));
    assertEquals(4 + 6, conflicts.attempts());
    assertEquals(4, Set.copyOf(conflicts.tokens()).size(), "one token per edge, kept on retry");
    assertEquals(3, g.users.get("star").orElseThrow().followers());
    assertEquals(2, g.users.get("f1").orElseThrow().following());
    assertEquals(1, g.users.get("f2").orElseThrow().followers());
  }

  @Test
  void getAllWithANullKeyOrIdFailsLikeEveryOtherCallAndSendsNothing() {
    Graph g = graph();
    List<EdgeKey<String, String>> withNull = new ArrayList<>();
    withNull.add(new EdgeKey<>("alice", "math204"));
    withNull.add(null);
    NullPointerException noKey =
        assertThrows(NullPointerException.class, () -> g.teachings.getAll(withNull));
    assertEquals("keys must not contain null (element 1 is null)", noKey.getMessage());
    assertThrows(NullPointerException.class, () -> g.enrollments.deleteAll(withNull));
    assertThrows(NullPointerException.class, () -> g.teachings.deleteAll(withNull));

    InvalidKeyException noTarget =
        assertThrows(
            InvalidKeyException.class,
            () -> g.teachings.getAll(List.of(new EdgeKey<>("alice", null))));
    assertTrue(noTarget.getMessage().startsWith("courseId must not be null"), noTarget::getMessage);
    InvalidKeyException noSource =
        assertThrows(
            InvalidKeyException.class, () -> g.bookings.getAll(List.of(new EdgeKey<>(null, 101))));
    assertTrue(noSource.getMessage().startsWith("guest must not be null"), noSource::getMessage);
    // An int id held as a null Integer: the same error, not an unboxing NullPointerException.
    InvalidKeyException noRoom =
        assertThrows(
            InvalidKeyException.class,
            () -> g.bookings.getAll(List.of(new EdgeKey<>("alice", null))));
    assertTrue(noRoom.getMessage().startsWith("number must not be null"), noRoom::getMessage);
    assertThrows(InvalidKeyException.class, () -> g.rooms.getAll(Arrays.asList(101, null)));
    assertThrows(InvalidKeyException.class, () -> g.students.getAll(Arrays.asList("a", null)));
    assertThrows(InvalidKeyException.class, () -> g.students.get(null));
    List<Teaching> withNullRecord = new ArrayList<>(teachings(2));
    withNullRecord.add(null);
    assertThrows(NullPointerException.class, () -> g.teachings.putAll(withNullRecord));
    assertEquals(0, g.requests.total(), g.requests.byOperation()::toString);
  }

  @Test
  void consistentReadsSetConsistentReadOnEveryReadAndNothingElse() {
    Graph g = graph();
    g.students.put(new Student("a91", "Ann", 0));
    g.courses.put(new Course("math204", "Maths", 0));
    g.enrollments.put(new Enrollment("a91", "math204", "A", null));
    NodeAccess<Student, String, StudentCollection> students = g.students.consistentReads();
    EdgeAccess<Enrollment, String, String, Enrollment> enrollments =
        g.enrollments.consistentReads();

    g.requests.reset();
    assertEquals(Optional.of(new Student("a91", "Ann", 1)), students.get("a91"));
    assertTrue(students.exists("a91"));
    assertEquals(1, students.getAll(List.of("a91", "b22")).size());
    assertTrue(enrollments.get("a91", "math204").isPresent());
    assertTrue(enrollments.exists("a91", "math204"));
    assertEquals(1, enrollments.getAll(List.of(new EdgeKey<>("a91", "math204"))).size());
    assertEquals(List.of(true, true, true, true, true, true), consistentFlags(g));

    g.requests.reset();
    g.students.get("a91");
    g.students.exists("a91");
    g.students.getAll(List.of("a91"));
    assertEquals(List.of(false, false, false), consistentFlags(g), "the DAO itself is unchanged");

    // Writes through the view are the DAO's writes.
    assertTrue(enrollments.delete("a91", "math204"));
    assertEquals(0, students.get("a91").orElseThrow().courseCount());
    assertEquals(g.table, students.tableName());
    assertEquals("a91", students.keyOf(new Student("a91", "x", 0)));
  }

  @Test
  void aConsistentCollectionIsOneConsistentQuery() {
    Graph g = graph();
    g.students.put(new Student("a91", "Ann", 0));
    g.requests.reset();
    assertEquals(
        Optional.of(new Student("a91", "Ann", 0)),
        g.students.consistentReads().collection("a91").node());
    List<QueryRequest> queries = g.requests.requests(QueryRequest.class);
    assertEquals(1, queries.size());
    assertEquals(true, queries.get(0).consistentRead());
  }

  /** ConsistentRead of each GetItem and BatchGetItem sent, in order ({@code null} as false). */
  private static List<Boolean> consistentFlags(Graph g) {
    List<Boolean> flags = new ArrayList<>();
    for (SdkRequest request : g.requests.requests(SdkRequest.class)) {
      if (request instanceof GetItemRequest get) {
        flags.add(Boolean.TRUE.equals(get.consistentRead()));
      } else if (request instanceof BatchGetItemRequest batch) {
        flags.add(Boolean.TRUE.equals(batch.requestItems().get(g.table).consistentRead()));
      }
    }
    return flags;
  }
}
