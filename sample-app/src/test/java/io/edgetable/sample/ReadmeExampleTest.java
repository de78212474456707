package io.edgetable.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.expression.Condition;
import io.edgetable.EdgeKey;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.Page;
import io.edgetable.schema.TableDefinition;
import io.edgetable.transaction.Transaction;
import io.edgetable.exception.TransactionFailedException;
import io.edgetable.exception.VersionConflictException;
import io.edgetable.test.LocalDynamoDb;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The examples of the README ("In your application") and of the guides in docs/ (queries,
 * conditions, updates, versions, time to live, async DAOs, transactions), run as written there,
 * with their results. That every block of the docs compiles is {@code DocSnippetsTest}'s job.
 */
class ReadmeExampleTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  @Test
  void theReadmeExampleRunsAsDocumented() {
    DynamoDbClient client = db.client();
    String table = "school-" + UUID.randomUUID();
    TableDefinition.of(StudentKeys.SCHEMA, CourseKeys.SCHEMA, EnrollmentKeys.SCHEMA)
        .createIfMissing(client, table);

    StudentDao students = new StudentDao(client, table);
    CourseDao courses = new CourseDao(client, table);
    EnrollmentDao enrollments = new EnrollmentDao(client, table);

    assertTrue(students.put(new Student("a91", "Ada", 0)));
    assertTrue(courses.put(new Course("math204", "Linear Algebra", 0)));

    assertTrue(enrollments.put(new Enrollment("a91", "math204", null, LocalDate.now())));
    assertFalse(enrollments.put(new Enrollment("a91", "math204", null, LocalDate.now())));

    assertTrue(enrollments.exists("a91", "math204"));
    assertEquals(List.of("math204"),
        enrollments.forward("a91").all().stream().map(Enrollment::courseId).toList());
    Page<Enrollment> roster = enrollments.inverse("math204").limit(50).page();
    assertEquals(List.of("a91"), roster.items().stream().map(Enrollment::studentId).toList());

    assertTrue(enrollments.replace(
        new Enrollment("a91", "math204", "A", LocalDate.now()),
        EnrollmentFields.grade.notExists()));
    assertFalse(enrollments.replace(
        new Enrollment("a91", "math204", "C", LocalDate.now()),
        EnrollmentFields.grade.notExists()));

    Condition<Enrollment> passed = EnrollmentFields.grade.in(List.of("A", "B"))
        .and(EnrollmentFields.enrolledOn.ge(LocalDate.now().minusDays(1)));
    assertEquals(1, enrollments.forward("a91").where(passed).all().size());

    StudentCollection a91 = students.collection("a91");
    assertEquals(1, a91.node().orElseThrow().courseCount());
    assertEquals(1, students.consistentReads().get("a91").orElseThrow().courseCount());
    assertEquals(1, a91.enrollments().size());

    assertFalse(enrollments.delete("a91", "math204", EnrollmentFields.grade.notExists()));
    assertTrue(enrollments.delete("a91", "math204"));
    assertEquals(0, students.get("a91").orElseThrow().courseCount());
    assertEquals(0, courses.get("math204").orElseThrow().studentCount());
  }
  @Test
  void theUpdatesVersionsAndTimeToLiveExamplesRunAsDocumented() {
    DynamoDbClient client = db.client();
    String table =
        db.createTable(
            StudentKeys.SCHEMA,
            CourseKeys.SCHEMA,
            EnrollmentKeys.SCHEMA,
            SyllabusKeys.SCHEMA,
            InvitationKeys.SCHEMA);
    StudentDao students = new StudentDao(client, table);
    CourseDao courses = new CourseDao(client, table);
    EnrollmentDao enrollments = new EnrollmentDao(client, table);
    students.put(new Student("a91", "Ada", 0));
    courses.put(new Course("math204", "Linear Algebra", 0));
    enrollments.put(new Enrollment("a91", "math204", "B", LocalDate.now()));

    // Updates
    Optional<Enrollment> after = enrollments.update("a91", "math204",
        EnrollmentFields.grade.set("A")
            .and(EnrollmentFields.enrolledOn.remove()));
    assertEquals(Optional.of(new Enrollment("a91", "math204", "A", null)), after);
    Optional<Enrollment> guarded = enrollments.update("a91", "math204",
        EnrollmentFields.grade.set("A"), EnrollmentFields.grade.eq("B"));
    assertEquals(Optional.empty(), guarded, "the grade is no longer B: nothing written");
    Optional<Student> renamed = students.update("a91", StudentFields.name.set("Ada"));
    assertEquals(Optional.of(new Student("a91", "Ada", 1)), renamed);
    assertEquals(Optional.empty(), students.update("zz99", StudentFields.name.set("x")));
    IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
        () -> enrollments.update("a91", "math204",
            EnrollmentFields.grade.set("A").and(EnrollmentFields.grade.remove())));
    assertTrue(twice.getMessage().contains("'grade'"), twice.getMessage());

    // Versions: the retry loop, with another writer saving in between once.
    SyllabusDao syllabi = new SyllabusDao(client, table);
    syllabi.put(new Syllabus("math204", "Week 1", 0));
    Syllabus early = syllabi.get("math204").orElseThrow();
    int attempts = 0;
    while (true) {
      Syllabus read = syllabi.get("math204").orElseThrow();
      attempts++;
      if (attempts == 1) {
        syllabi.save(new Syllabus("math204", read.outline() + "; Week 2", read.version()));
      }
      try {
        syllabi.save(new Syllabus("math204", read.outline() + "; Week 3", read.version()));
        break;
      } catch (VersionConflictException stale) {
        assertEquals(read.version(), stale.expectedVersion());
        assertEquals(OptionalLong.of(read.version() + 1), stale.storedVersion());
      }
    }
    assertEquals(2, attempts);
    assertEquals(new Syllabus("math204", "Week 1; Week 2; Week 3", 3),
        syllabi.get("math204").orElseThrow());
    assertThrows(VersionConflictException.class, () -> syllabi.delete(early));

    // Time to live
    InvitationDao invitations = new InvitationDao(client, table);
    Instant yesterday = Instant.now().minus(Duration.ofDays(1));
    assertTrue(invitations.put(new Invitation("math204", "a91", "join", yesterday)));
    assertEquals(Optional.empty(), invitations.get("math204", "a91"));
    assertFalse(invitations.exists("math204", "a91"));
    assertEquals(List.of(), invitations.forward("math204").all());
    assertEquals(List.of(), courses.collection("math204").invitations());
    assertTrue(invitations.put(new Invitation("math204", "a91", "again", null)));
    assertTrue(invitations.exists("math204", "a91"));
    assertEquals(Optional.of("expiresAt"),
        TableDefinition.of(InvitationKeys.SCHEMA).ttlAttribute());
  }

  @Test
  void theAsyncReadmeExampleRunsAsDocumented() {
    String table = db.createTable(StudentKeys.SCHEMA, CourseKeys.SCHEMA, EnrollmentKeys.SCHEMA);
    try (DynamoDbAsyncClient client = db.asyncClient()) {
      StudentAsyncDao students = new StudentAsyncDao(client, table);
      CourseAsyncDao courses = new CourseAsyncDao(client, table);
      EnrollmentAsyncDao enrollments = new EnrollmentAsyncDao(client, table);

      CompletableFuture<Boolean> created = students.put(new Student("a91", "Ada", 0))
          .thenCompose(ok -> courses.put(new Course("math204", "Linear Algebra", 0)))
          .thenCompose(ok -> enrollments.put(
              new Enrollment("a91", "math204", null, LocalDate.now())));
      assertTrue(created.join());
      assertTrue(enrollments.exists("a91", "math204").join());
      assertTrue(enrollments.replace(new Enrollment("a91", "math204", "A", LocalDate.now()),
          EnrollmentFields.grade.notExists()).join());
      StudentCollection a91 = students.collection("a91").join();
      assertEquals(1, a91.enrollments().size());
      assertEquals(1, students.consistentReads().get("a91").join().orElseThrow().courseCount());
      CompletionException bad =
          assertThrows(CompletionException.class, () -> enrollments.get("", "math204").join());
      assertInstanceOf(InvalidKeyException.class, bad.getCause());
    }
  }

  @Test
  void theTransactionExampleRunsAsDocumented() {
    String table = db.createTable(StudentKeys.SCHEMA, CourseKeys.SCHEMA, EnrollmentKeys.SCHEMA);
    DynamoDbClient client = db.client();
    StudentDao students = new StudentDao(client, table);
    CourseDao courses = new CourseDao(client, table);
    EnrollmentDao enrollments = new EnrollmentDao(client, table);
    LocalDate today = LocalDate.now();
    students.put(new Student("a91", "Ada", 0));
    courses.put(new Course("math204", "Linear Algebra", 0));
    courses.put(new Course("phys150", "Mechanics", 0));
    enrollments.put(new Enrollment("a91", "phys150", null, today));

    Transaction.write(client)
        .check(students, "a91")                                  // the student must exist
        .put(enrollments, new Enrollment("a91", "math204", null, today))
        .delete(enrollments, new EdgeKey<>("a91", "phys150"))
        .run();                                                  // one TransactWriteItems

    assertTrue(enrollments.exists("a91", "math204"));
    assertFalse(enrollments.exists("a91", "phys150"));
    assertEquals(1, students.get("a91").orElseThrow().courseCount());
    assertEquals(1, courses.get("math204").orElseThrow().studentCount());
    assertEquals(0, courses.get("phys150").orElseThrow().studentCount());

    TransactionFailedException refused = assertThrows(TransactionFailedException.class,
        () -> Transaction.write(client)
            .put(enrollments, new Enrollment("k12", "geo300", null, today))
            .run());
    assertEquals(
        List.of(
            new TransactionFailedException.Failure(0,
                "counter courseCount of Student(k12), moved by put Enrollment(k12, geo300): the"
                    + " node does not exist", "ConditionalCheckFailed"),
            new TransactionFailedException.Failure(0,
                "counter studentCount of Course(geo300), moved by put Enrollment(k12, geo300): the"
                    + " node does not exist", "ConditionalCheckFailed")),
        refused.failures());
  }
}
