package io.edgetable.it.tx;

import static io.edgetable.it.tx.Campus.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.transaction.TransactionBuilder;
import io.edgetable.exception.TransactionConflictException;
import io.edgetable.exception.TransactionFailedException;
import io.edgetable.exception.TransactionFailedException.Failure;
import io.edgetable.expression.Update;
import io.edgetable.expression.UpdateActions;
import io.edgetable.internal.ConflictInjector;
import io.edgetable.internal.RequestCounter;
import io.edgetable.test.LocalDynamoDb;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Transactions across DAOs against moto: each action alone and combined, every merge of actions on
 * one item, what is refused before sending (0 requests), how failures name the actions, that
 * nothing is written on cancellation, and conflicts retried under one token. {@code
 * AsyncTransactionTest} runs every scenario on the asynchronous client and DAOs.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TransactionTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private final RequestCounter requests = new RequestCounter();
  private DynamoDbClient plain;
  private DynamoDbClient counted;
  private DynamoDbAsyncClient countedAsync;
  private Campus campus;

  /** Whether the scenarios run on the asynchronous client and DAOs. */
  boolean async() {
    return false;
  }

  @BeforeAll
  void clients() {
    plain = db.client();
    counted = db.client(requests);
    countedAsync = async() ? db.asyncClient(requests) : null;
  }

  @AfterAll
  void closeClients() {
    plain.close();
    counted.close();
    if (countedAsync != null) {
      countedAsync.close();
    }
  }

  @BeforeEach
  void freshCampus() {
    campus = new Campus(db, plain, counted, countedAsync);
    requests.reset();
  }

  /** A campus whose transactions go through a client with {@code interceptor} (and counted). */
  private Campus campusWith(ExecutionInterceptor interceptor) {
    return async()
        ? new Campus(db, plain, null, db.asyncClient(interceptor, requests))
        : new Campus(db, plain, db.client(interceptor, requests), null);
  }

  private TransactionBuilder<?> tx() {
    return campus.write();
  }

  private static EdgeKey<String, String> edge(String source, String target) {
    return new EdgeKey<>(source, target);
  }

  private static Update<Course> title(String title) {
    return UpdateActions.set("title", title);
  }

  private static Update<Course> room(String room) {
    return UpdateActions.set("room", room);
  }

  /** The one TransactWriteItems sent since the last reset. */
  private TransactWriteItemsRequest sent() {
    assertEquals(Map.of("TransactWriteItems", 1), counts(), "one request");
    return (TransactWriteItemsRequest) requests.requests().get(0);
  }

  private Map<String, Integer> counts() {
    Map<String, Integer> counts = new java.util.TreeMap<>();
    for (String operation : requests.operations()) {
      counts.put(operation, requests.count(operation));
    }
    return counts;
  }

  /** The action of {@code request} on the item whose PK is {@code pk}. */
  private static TransactWriteItem on(TransactWriteItemsRequest request, String pk, String sk) {
    for (TransactWriteItem item : request.transactItems()) {
      Map<String, AttributeValue> key =
          item.put() != null
              ? item.put().item()
              : item.update() != null
                  ? item.update().key()
                  : item.delete() != null ? item.delete().key() : item.conditionCheck().key();
      if (key.get("PK").s().equals(pk) && key.get("SK").s().equals(sk)) {
        return item;
      }
    }
    throw new AssertionError("no action on " + pk + "/" + sk + " in " + request);
  }

  private TransactionFailedException failsWith(TransactionBuilder<?> transaction) {
    requests.reset();
    TransactionFailedException e =
        assertThrows(TransactionFailedException.class, () -> run(transaction));
    assertEquals(1, requests.total(), "a cancelled transaction is not retried");
    return e;
  }

  /** The {@link IllegalArgumentException} that {@code transaction} throws, sending nothing. */
  private IllegalArgumentException refusedArgument(TransactionBuilder<?> transaction) {
    return refused(IllegalArgumentException.class, () -> run(transaction));
  }

  /** Runs {@code refused}, expecting {@code type}, and asserts that nothing was sent. */
  private <E extends Throwable> E refused(Class<E> type, Executable refused) {
    requests.reset();
    E e = assertThrows(type, refused);
    assertEquals(0, requests.total(), "nothing is sent");
    return e;
  }

  // ---- each action alone ----

  @Test
  void putCreatesANodeOnlyIfAbsent() {
    run(tx().put(campus.students, new Student("a91", "Ada", 0)));
    assertEquals(Optional.of(new Student("a91", "Ada", 0)), campus.studentDao.get("a91"));
    TransactWriteItem put = sent().transactItems().get(0);
    assertEquals("attribute_not_exists(#n0)", put.put().conditionExpression());

    TransactionFailedException e =
        failsWith(tx().put(campus.students, new Student("a91", "Someone else", 0)));
    assertEquals(
        List.of(new Failure(0, "put Student(a91)", "ConditionalCheckFailed")), e.failures());
    assertTrue(e.getMessage().contains("the item exists already"), e.getMessage());
    assertEquals("Ada", campus.studentDao.get("a91").orElseThrow().name());
  }

  @Test
  void putOfACountedEdgeMovesBothCountersOnExistingNodes() {
    campus.student("a91");
    campus.course("math204");
    run(tx().put(campus.enrollments, new Enrollment("a91", "math204", null)));
    assertEquals(3, sent().transactItems().size(), "the edge and its two nodes");
    assertEquals(1, campus.courseCount("a91"));
    assertEquals(1, campus.studentCount("math204"));
    assertTrue(campus.enrollmentDao.exists("a91", "math204"));
  }

  @Test
  void replaceOverwritesAnEdgeOnlyIfPresentAndTheConditionHolds() {
    campus.student("a91");
    campus.course("math204");
    campus.enrollmentDao.put(new Enrollment("a91", "math204", "B"));
    run(
        tx().replace(
                campus.enrollments,
                new Enrollment("a91", "math204", "A"),
                EnrollmentFields.grade.eq("B")));
    assertEquals("A", campus.enrollmentDao.get("a91", "math204").orElseThrow().grade());
    assertEquals(1, sent().transactItems().size(), "a replace moves no counter");
    assertEquals(1, campus.studentCount("math204"));

    TransactionFailedException stale =
        failsWith(
            tx().replace(
                    campus.enrollments,
                    new Enrollment("a91", "math204", "C"),
                    EnrollmentFields.grade.eq("B")));
    assertEquals(
        List.of(new Failure(0, "replace Enrollment(a91, math204)", "ConditionalCheckFailed")),
        stale.failures());
    assertTrue(stale.getMessage().contains("the condition was false"), stale.getMessage());
    TransactionFailedException absent =
        failsWith(tx().replace(campus.enrollments, new Enrollment("a91", "phys150", "A")));
    assertEquals(
        List.of(new Failure(0, "replace Enrollment(a91, phys150)", "ConditionalCheckFailed")),
        absent.failures());
    assertTrue(absent.getMessage().contains("the item does not exist"), absent.getMessage());
    assertFalse(campus.enrollmentDao.exists("a91", "phys150"), "replace never creates");
    assertEquals("A", campus.enrollmentDao.get("a91", "math204").orElseThrow().grade());
  }

  @Test
  void replaceOfANodeSetsEveryAttributeButItsCounters() {
    campus.student("a91");
    campus.courseDao.put(new Course("math204", "Linear Algebra", "B12", 0));
    campus.enrollmentDao.put(new Enrollment("a91", "math204", null));
    run(tx().replace(campus.courses, new Course("math204", "Linear Algebra II", null, 0)));
    assertEquals(
        Optional.of(new Course("math204", "Linear Algebra II", null, 1)),
        campus.courseDao.get("math204"),
        "the title is set, the null room removed, the counter kept");
  }

  @Test
  void updateChangesAnExistingItemAndNeverCreatesOne() {
    campus.course("math204");
    run(tx().update(campus.courses, "math204", title("Linear Algebra II").and(room("B12"))));
    Course course = campus.courseDao.get("math204").orElseThrow();
    assertEquals("Linear Algebra II", course.title());
    assertEquals("B12", course.room());
    assertEquals(
        "attribute_exists(#n0)", sent().transactItems().get(0).update().conditionExpression());

    TransactionFailedException absent = failsWith(tx().update(campus.courses, "bio1", title("X")));
    assertEquals(
        List.of(new Failure(0, "update Course(bio1)", "ConditionalCheckFailed")),
        absent.failures());
    assertFalse(campus.courseDao.exists("bio1"));
    TransactionFailedException refused =
        failsWith(
            tx().update(campus.courses, "math204", title("X"), CourseFields.room.eq("somewhere")));
    assertEquals(0, refused.failures().get(0).action());
    assertEquals("Linear Algebra II", campus.courseDao.get("math204").orElseThrow().title());
  }

  @Test
  void deleteOfACountedEdgeMovesItsCountersBackOnlyIfPresent() {
    campus.student("a91");
    campus.course("math204");
    campus.enrollmentDao.put(new Enrollment("a91", "math204", "B"));
    TransactionFailedException refused =
        failsWith(
            tx().delete(
                    campus.enrollments, edge("a91", "math204"), EnrollmentFields.grade.eq("A")));
    assertEquals(0, refused.failures().get(0).action());
    assertTrue(campus.enrollmentDao.exists("a91", "math204"));

    run(tx().delete(campus.enrollments, edge("a91", "math204"), EnrollmentFields.grade.eq("B")));
    assertFalse(campus.enrollmentDao.exists("a91", "math204"));
    assertEquals(0, campus.courseCount("a91"));
    assertEquals(0, campus.studentCount("math204"));

    TransactionFailedException absent =
        failsWith(tx().delete(campus.enrollments, edge("a91", "math204")));
    assertEquals(
        List.of(new Failure(0, "delete Enrollment(a91, math204)", "ConditionalCheckFailed")),
        absent.failures());
    assertEquals(0, campus.studentCount("math204"), "no counter moved");
  }

  @Test
  void checkWritesNothingAndFailsOnAnAbsentItemOrAFalseCondition() {
    campus.course("math204");
    run(tx().check(campus.courses, "math204", CourseFields.title.eq("Course math204")));
    assertTrue(sent().transactItems().get(0).conditionCheck() != null);
    assertEquals(
        Optional.of(new Course("math204", "Course math204", null, 0)),
        campus.courseDao.get("math204"));

    assertEquals(
        List.of(new Failure(0, "check Course(bio1)", "ConditionalCheckFailed")),
        failsWith(tx().check(campus.courses, "bio1")).failures());
    assertEquals(
        List.of(new Failure(0, "check Course(math204)", "ConditionalCheckFailed")),
        failsWith(tx().check(campus.courses, "math204", CourseFields.title.eq("X"))).failures());
  }

  @Test
  void anUncountedEdgeIsOneItem() {
    campus.user("alice");
    campus.course("math204");
    run(tx().put(campus.reviews, new Review("alice", "math204", 4)));
    assertEquals(1, sent().transactItems().size());
    run(tx().replace(campus.reviews, new Review("alice", "math204", 5)));
    assertEquals(5, campus.reviewDao.get("alice", "math204").orElseThrow().stars());
    run(tx().delete(campus.reviews, edge("alice", "math204")));
    assertFalse(campus.reviewDao.exists("alice", "math204"));
  }

  // ---- combined ----

  @Test
  void specsExampleIsOneRequestAndWritesEverything() {
    campus.student("a91");
    campus.course("math204");
    campus.course("phys150");
    campus.enrollmentDao.put(new Enrollment("a91", "phys150", "B"));
    run(
        tx().check(campus.students, "a91")
            .put(campus.enrollments, new Enrollment("a91", "math204", null))
            .delete(campus.enrollments, edge("a91", "phys150"))
            .update(campus.courses, "math204", title("Linear Algebra II")));
    TransactWriteItemsRequest request = sent();
    // Student a91: the check, with the two moves of its courseCount (+1 -1) cancelling out.
    assertEquals(5, request.transactItems().size(), request.toString());
    assertTrue(on(request, "STU#a91", "STU#a91").conditionCheck() != null);
    assertTrue(request.clientRequestToken() != null);
    assertTrue(campus.enrollmentDao.exists("a91", "math204"));
    assertFalse(campus.enrollmentDao.exists("a91", "phys150"));
    assertEquals(1, campus.courseCount("a91"));
    assertEquals(
        new Course("math204", "Linear Algebra II", null, 1),
        campus.courseDao.get("math204").orElseThrow());
    assertEquals(0, campus.studentCount("phys150"));
  }

  @Test
  void synchronousAndAsynchronousDaosMixInOneTransaction() {
    campus.student("a91");
    campus.course("math204");
    // Whatever the transaction's client, a DAO of either kind gives it its table and keys.
    run(
        tx().check(new StudentAsyncDao(countedAsyncOrAny(), campus.table), "a91")
            .put(new EnrollmentDao(plain, campus.table), new Enrollment("a91", "math204", null)));
    assertEquals(1, campus.studentCount("math204"));
  }

  private DynamoDbAsyncClient countedAsyncOrAny() {
    return countedAsync != null ? countedAsync : db.asyncClient();
  }

  @Test
  void requestShowsWhatRunSendsWithoutSendingIt() {
    campus.student("a91");
    campus.course("math204");
    TransactionBuilder<?> transaction =
        tx().check(campus.students, "a91")
            .put(campus.enrollments, new Enrollment("a91", "math204", null));
    TransactWriteItemsRequest shown = transaction.request();
    assertEquals(0, requests.total(), "request() sends nothing");
    assertEquals(0, campus.studentCount("math204"));
    run(transaction);
    TransactWriteItemsRequest sent = sent();
    assertEquals(shown.transactItems(), sent.transactItems());
    assertFalse(shown.clientRequestToken().equals(sent.clientRequestToken()), "run() has its own");
    assertThrows(
        IllegalArgumentException.class,
        () ->
            tx().put(campus.students, new Student("x", "X", 0))
                .put(campus.students, new Student("x", "Y", 0))
                .request());
  }

  // ---- merges ----

  @Test
  void twoEdgesOfOneNodeMoveItByTwoInOneUpdate() {
    campus.student("a91");
    campus.student("b07");
    campus.course("math204");
    run(
        tx().put(campus.enrollments, new Enrollment("a91", "math204", null))
            .put(campus.enrollments, new Enrollment("b07", "math204", null)));
    TransactWriteItemsRequest request = sent();
    assertEquals(5, request.transactItems().size(), "two edges, two students, one course");
    TransactWriteItem course = on(request, "CRS#math204", "CRS#math204");
    assertEquals("ADD #n1 :v0", course.update().updateExpression());
    assertEquals("2", course.update().expressionAttributeValues().get(":v0").n());
    assertEquals(2, campus.studentCount("math204"));
    assertEquals(1, campus.courseCount("a91"));
    assertEquals(1, campus.courseCount("b07"));
  }

  @Test
  void aSelfEdgeMovesBothCountersOfItsNodeInOneUpdate() {
    campus.user("alice");
    run(tx().put(campus.follows, new Follow("alice", "alice")));
    assertEquals(2, sent().transactItems().size());
    assertEquals(new User("alice", 1, 1), campus.userDao.get("alice").orElseThrow());
  }

  @Test
  void aCheckOnACountedNodeBecomesTheConditionOfItsCounterUpdate() {
    campus.student("a91");
    campus.course("math204");
    run(
        tx().check(campus.courses, "math204", CourseFields.title.eq("Course math204"))
            .put(campus.enrollments, new Enrollment("a91", "math204", null)));
    TransactWriteItem course = on(sent(), "CRS#math204", "CRS#math204");
    assertEquals("attribute_exists(#n0) AND (#n1 = :v0)", course.update().conditionExpression());
    assertEquals(3, sent().transactItems().size());
    assertEquals(1, campus.studentCount("math204"));

    // The check's condition false: the check fails, the enrolment is not written.
    TransactionFailedException e =
        failsWith(
            tx().check(campus.courses, "math204", CourseFields.title.eq("Another title"))
                .put(campus.enrollments, new Enrollment("b07", "math204", null))
                .put(campus.students, new Student("b07", "Ben", 0)));
    assertEquals(
        List.of(new Failure(0, "check Course(math204)", "ConditionalCheckFailed")), e.failures());
    assertFalse(campus.studentDao.exists("b07"));
    assertFalse(campus.enrollmentDao.exists("b07", "math204"));
    assertEquals(1, campus.studentCount("math204"));
  }

  @Test
  void renameACourseAndEnrolInItIsOneUpdateOfTheCourse() {
    campus.student("a91");
    campus.course("math204");
    run(
        tx().update(campus.courses, "math204", title("Linear Algebra II"))
            .put(campus.enrollments, new Enrollment("a91", "math204", null)));
    TransactWriteItemsRequest request = sent();
    assertEquals(3, request.transactItems().size());
    assertEquals(
        "SET #n1 = :v0 ADD #n2 :v1",
        on(request, "CRS#math204", "CRS#math204").update().updateExpression());
    assertEquals(
        new Course("math204", "Linear Algebra II", null, 1),
        campus.courseDao.get("math204").orElseThrow());
  }

  @Test
  void createAUserAndTheirFirstFollowWritesTheUserWithTheCounterMoved() {
    campus.user("alice");
    run(
        tx().put(campus.users, new User("carol", 0, 0))
            .put(campus.follows, new Follow("carol", "alice")));
    TransactWriteItemsRequest request = sent();
    assertEquals(3, request.transactItems().size(), "carol, the follow, alice");
    TransactWriteItem carol = on(request, "USER#carol", "USER#carol");
    assertEquals("attribute_not_exists(#n0)", carol.put().conditionExpression());
    assertEquals("1", carol.put().item().get("following").n());
    assertEquals(new User("carol", 0, 1), campus.userDao.get("carol").orElseThrow());
    assertEquals(new User("alice", 1, 0), campus.userDao.get("alice").orElseThrow());

    // The edge first and the node after it merge the same way: the node starts at 0.
    campus.student("a91");
    run(
        tx().put(campus.enrollments, new Enrollment("a91", "bio1", null))
            .put(campus.courses, new Course("bio1", "Biology", null, 0)));
    assertEquals(1, campus.studentCount("bio1"));
  }

  @Test
  void aPutOfANodeThatExistsFailsAsThePutNotAsItsCounter() {
    campus.user("alice");
    campus.user("bob");
    TransactionFailedException e =
        failsWith(
            tx().put(campus.users, new User("alice", 0, 0))
                .put(campus.follows, new Follow("alice", "bob")));
    assertEquals(
        List.of(new Failure(0, "put User(alice)", "ConditionalCheckFailed")), e.failures());
    assertEquals(new User("bob", 0, 0), campus.userDao.get("bob").orElseThrow());
    assertFalse(campus.followDao.exists("alice", "bob"));
  }

  @Test
  void updatesOfDistinctAttributesOfOneItemMergeWithTheirConditions() {
    campus.course("math204");
    run(
        tx().update(campus.courses, "math204", title("Linear Algebra II"))
            .update(
                campus.courses, "math204", room("B12"), CourseFields.title.eq("Course math204")));
    assertEquals(1, sent().transactItems().size());
    assertEquals(
        new Course("math204", "Linear Algebra II", "B12", 0),
        campus.courseDao.get("math204").orElseThrow());
  }

  @Test
  void switchingCourseMovesFourCountersAndChecksTheStudentOnce() {
    campus.student("a91");
    campus.course("math204");
    campus.course("phys150");
    campus.enrollmentDao.put(new Enrollment("a91", "math204", "B"));
    run(
        tx().delete(campus.enrollments, edge("a91", "math204"))
            .put(campus.enrollments, new Enrollment("a91", "phys150", null)));
    TransactWriteItemsRequest request = sent();
    assertEquals(5, request.transactItems().size());
    assertEquals(
        "attribute_exists(#n0)",
        on(request, "STU#a91", "STU#a91").conditionCheck().conditionExpression(),
        "-1 and +1 on the student cancel out: only its existence is checked");
    assertEquals(1, campus.courseCount("a91"));
    assertEquals(0, campus.studentCount("math204"));
    assertEquals(1, campus.studentCount("phys150"));
  }

  // ---- refused before sending ----

  @Test
  void aDeleteWithAnythingOnItsItemIsRefused() {
    campus.student("a91");
    campus.course("math204");
    IllegalArgumentException e =
        refusedArgument(
            tx().delete(campus.courses, "math204")
                .put(campus.enrollments, new Enrollment("a91", "math204", null)));
    assertTrue(e.getMessage().contains("action 0 (delete Course(math204))"), e.getMessage());
    assertTrue(
        e.getMessage()
            .contains("action 1 (put Enrollment(a91, math204), moving counter studentCount)"),
        e.getMessage());
    assertTrue(e.getMessage().contains("one operation per item"), e.getMessage());

    IllegalArgumentException sameEdge =
        refusedArgument(
            tx().put(campus.enrollments, new Enrollment("a91", "math204", null))
                .delete(campus.enrollments, edge("a91", "math204")));
    assertTrue(sameEdge.getMessage().contains("action 1 (delete Enrollment(a91, math204))"));
    assertTrue(campus.courseDao.exists("math204"));
  }

  @Test
  void twoPutsOfOneItemAreRefused() {
    IllegalArgumentException e =
        refusedArgument(
            tx().put(campus.students, new Student("a91", "Ada", 0))
                .put(campus.students, new Student("a91", "Ada again", 0)));
    assertTrue(e.getMessage().contains("action 0 (put Student(a91))"), e.getMessage());
    assertTrue(e.getMessage().contains("action 1 (put Student(a91))"), e.getMessage());
    assertFalse(campus.studentDao.exists("a91"));
  }

  @Test
  void twoUpdatesOfOneAttributeAreRefused() {
    campus.course("math204");
    IllegalArgumentException e =
        refusedArgument(
            tx().update(campus.courses, "math204", title("A"))
                .update(campus.courses, "math204", title("B")));
    assertTrue(e.getMessage().contains("action 0 (update Course(math204))"), e.getMessage());
    assertTrue(e.getMessage().contains("action 1 (update Course(math204))"), e.getMessage());
    assertTrue(e.getMessage().contains("'title'"), e.getMessage());
  }

  @Test
  void aCheckWithAWriteOfTheSameItemIsRefused() {
    campus.course("math204");
    IllegalArgumentException e =
        refusedArgument(
            tx().check(campus.courses, "math204").update(campus.courses, "math204", title("A")));
    assertTrue(e.getMessage().contains("give the check's condition to the write"), e.getMessage());
  }

  @Test
  void overAHundredItemsAfterMergingAreRefusedAndAHundredAreSent() {
    for (int i = 0; i < 34; i++) {
      campus.student("s" + i);
      campus.course("c" + i);
    }
    TransactionBuilder<?> hundred = tx().check(campus.students, "s0");
    for (int i = 0; i < 33; i++) { // 33 edges and their 66 nodes, the check merged into s0
      hundred.put(campus.enrollments, new Enrollment("s" + i, "c" + i, null));
    }
    hundred.check(campus.courses, "c33");
    requests.reset();
    run(hundred);
    assertEquals(100, sent().transactItems().size());

    TransactionBuilder<?> tooMany = tx();
    for (int i = 0; i < 34; i++) { // 102 items
      tooMany.put(campus.enrollments, new Enrollment("s" + i, "c" + ((i + 1) % 34), null));
    }
    IllegalArgumentException e = refusedArgument(tooMany);
    assertTrue(e.getMessage().contains("writes 102 items"), e.getMessage());

    TransactionBuilder<?> oneStudent = tx(); // 50 edges + 1 student + 50 courses: 101
    for (int i = 0; i < 50; i++) {
      oneStudent.put(campus.enrollments, new Enrollment("s0", "x" + i, null));
    }
    IllegalArgumentException counters = refusedArgument(oneStudent);
    assertTrue(counters.getMessage().contains("writes 101 items"), counters.getMessage());
    assertEquals(1, campus.courseCount("s0"), "the hundred were written");
    assertEquals(0, campus.courseCount("s33"), "the refused ones were not");
  }

  @Test
  void badIdsAreInvalidKeyExceptionsNamingTheActionAndNothingIsSent() {
    InvalidKeyException e =
        refused(
            InvalidKeyException.class,
            () ->
                run(
                    tx().check(campus.students, "a91")
                        .put(campus.enrollments, new Enrollment("a91", "", null))));
    assertTrue(
        e.getMessage().startsWith("Transaction action 1 (put Enrollment): "), e.getMessage());
    refused(InvalidKeyException.class, () -> run(tx().check(campus.students, null)));
    refused(
        InvalidKeyException.class, () -> run(tx().delete(campus.enrollments, edge("a91", null))));
    refused(InvalidKeyException.class, () -> run(tx().update(campus.courses, "", title("x"))));
  }

  @Test
  void nullArgumentsThrowAtOnceAndAnEmptyTransactionIsRefused() {
    TransactionBuilder<?> transaction = tx();
    assertThrows(NullPointerException.class, () -> transaction.put(campus.students, null));
    assertThrows(NullPointerException.class, () -> transaction.check(null, "a91"));
    assertThrows(
        NullPointerException.class, () -> transaction.update(campus.courses, "math204", null));
    refused(IllegalStateException.class, () -> run(transaction));
  }

  // ---- failures ----

  @Test
  void aMissingCountedNodeIsNamedAsSuchAndNothingIsWritten() {
    campus.student("a91");
    TransactionFailedException e =
        failsWith(tx().put(campus.enrollments, new Enrollment("a91", "nope", null)));
    assertEquals(
        List.of(
            new Failure(
                0,
                "counter studentCount of Course(nope), moved by put Enrollment(a91, nope): the"
                    + " node does not exist",
                "ConditionalCheckFailed")),
        e.failures());
    assertFalse(campus.enrollmentDao.exists("a91", "nope"));
    assertEquals(0, campus.courseCount("a91"));
  }

  @Test
  void failuresPointAtTheActionsThatFailedAndNothingIsWritten() {
    campus.student("a91");
    campus.course("math204");
    campus.course("phys150");
    TransactionFailedException e =
        failsWith(
            tx().check(campus.students, "a91")
                .put(campus.enrollments, new Enrollment("a91", "math204", null))
                .delete(campus.enrollments, edge("a91", "phys150"))
                .update(campus.courses, "bio1", title("Biology"))
                .put(campus.students, new Student("b07", "Ben", 0)));
    assertEquals(
        List.of(
            new Failure(2, "delete Enrollment(a91, phys150)", "ConditionalCheckFailed"),
            new Failure(3, "update Course(bio1)", "ConditionalCheckFailed")),
        e.failures());
    assertFalse(campus.enrollmentDao.exists("a91", "math204"));
    assertEquals(0, campus.courseCount("a91"));
    assertEquals(0, campus.studentCount("math204"));
    assertEquals(0, campus.studentCount("phys150"));
    assertFalse(campus.studentDao.exists("b07"));
    assertFalse(campus.courseDao.exists("bio1"));
  }

  @Test
  void aMergedItemThatFailsNamesTheUsersActions() {
    campus.student("a91");
    TransactionFailedException e =
        failsWith(
            tx().check(campus.courses, "bio1")
                .put(campus.enrollments, new Enrollment("a91", "bio1", null)));
    assertEquals(
        List.of(
            new Failure(0, "check Course(bio1)", "ConditionalCheckFailed"),
            new Failure(
                1,
                "counter studentCount of Course(bio1), moved by put Enrollment(a91, bio1): the"
                    + " node does not exist",
                "ConditionalCheckFailed")),
        e.failures());
    assertEquals(0, campus.courseCount("a91"));

    campus.course("bio1");
    TransactionFailedException update =
        failsWith(
            tx().update(campus.courses, "bio1", title("X"), CourseFields.room.eq("lab"))
                .put(campus.enrollments, new Enrollment("a91", "bio1", null)));
    assertEquals(
        List.of(new Failure(0, "update Course(bio1)", "ConditionalCheckFailed")),
        update.failures(),
        "the node exists: only the update's condition failed");
  }

  @Test
  void bothMissingNodesOfASelfEdgeAreOneFailureNamingBothCounters() {
    TransactionFailedException e = failsWith(tx().put(campus.follows, new Follow("zed", "zed")));
    assertEquals(
        List.of(
            new Failure(
                0,
                "counters following and followers of User(zed), moved by put Follow(zed, zed): the"
                    + " node does not exist",
                "ConditionalCheckFailed")),
        e.failures());
  }

  // ---- retries ----

  @Test
  void conflictsAreRetriedUnderOneTokenAndCommitOnce() {
    ConflictInjector conflicts = ConflictInjector.conflicts(3);
    Campus faulty = campusWith(conflicts);
    faulty.student("a91");
    faulty.course("math204");
    Campus.run(
        faulty
            .write()
            .check(faulty.students, "a91")
            .put(faulty.enrollments, new Enrollment("a91", "math204", null)));
    assertEquals(4, conflicts.attempts(), "three conflicts, then the attempt that commits");
    assertEquals(1, new HashSet<>(conflicts.tokens()).size(), "one token for every attempt");
    assertEquals(1, faulty.studentCount("math204"));
    assertEquals(1, faulty.courseCount("a91"));

    Campus.run(faulty.write().delete(faulty.enrollments, edge("a91", "math204")));
    assertEquals(2, new HashSet<>(conflicts.tokens()).size(), "a new run, a new token");
  }

  @Test
  void aPersistentConflictEndsInTransactionConflictExceptionWithNothingWritten() {
    ConflictInjector conflicts = ConflictInjector.conflicts(Integer.MAX_VALUE);
    Campus faulty = campusWith(conflicts);
    faulty.student("a91");
    faulty.course("math204");
    TransactionConflictException e =
        assertThrows(
            TransactionConflictException.class,
            () ->
                Campus.run(
                    faulty
                        .write()
                        .put(faulty.enrollments, new Enrollment("a91", "math204", null))));
    assertEquals(8, conflicts.attempts());
    assertEquals(1, new HashSet<>(conflicts.tokens()).size());
    assertInstanceOf(
        software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException.class,
        e.getCause());
    assertFalse(faulty.enrollmentDao.exists("a91", "math204"));
    assertEquals(0, faulty.studentCount("math204"));
  }

  @Test
  void throttlingIsRetriedLikeAConflict() {
    ConflictInjector throttled = ConflictInjector.throttled(2);
    Campus faulty = campusWith(throttled);
    faulty.user("alice");
    Campus.run(faulty.write().put(faulty.follows, new Follow("alice", "alice")));
    assertEquals(3, throttled.attempts());
    assertEquals(new User("alice", 1, 1), faulty.userDao.get("alice").orElseThrow());
  }
}
