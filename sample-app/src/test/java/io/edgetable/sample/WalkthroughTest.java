package io.edgetable.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.Page;
import io.edgetable.test.LocalDynamoDb;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * The demo's scenario, run once on a fresh table of moto, then checked: what each step leaves, in
 * which order queries return, the counters against the edges, and the raw items against the item
 * layout, read with the plain SDK. The checks that read through DAOs run twice, through the
 * synchronous DAOs and through the asynchronous ones ({@link SchoolReads}): both must read the
 * scenario back alike.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class WalkthroughTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private DynamoDbClient client;
  private DynamoDbAsyncClient asyncClient;
  private String table;
  private String output;
  private boolean countersMatched;

  @BeforeAll
  void runTheWalkthrough() {
    client = db.client();
    asyncClient = db.asyncClient();
    table = "walkthrough-" + UUID.randomUUID(); // the walk-through creates it
    output = run();
  }

  /** The server keeps every table in memory until the run ends, so a test leaves none behind. */
  @AfterAll
  void dropTheTable() {
    client.deleteTable(d -> d.tableName(table));
  }

  private String run() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    RequestCounter requests = new RequestCounter();
    try (DynamoDbClient counted = db.client(requests);
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      countersMatched = new Walkthrough(counted, table, new Narrator(out, requests)).run();
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** How the assertions read the table the walk-through left: the sync or the async DAOs. */
  enum DaoAccess {
    SYNC,
    ASYNC
  }

  private SchoolReads reads(DaoAccess access) {
    return access == DaoAccess.SYNC
        ? SchoolReads.sync(client, table)
        : SchoolReads.async(asyncClient, table);
  }

  /** The enrolments that remain: DemoData's but the withdrawn one, and the switched one moved. */
  private static List<Enrollment> remaining() {
    List<Enrollment> remaining = new ArrayList<>();
    for (Enrollment e : DemoData.ENROLLMENTS) {
      String student = e.studentId();
      if (student.equals(DemoData.WITHDRAWING_STUDENT)
          && e.courseId().equals(DemoData.WITHDRAWN_COURSE)) {
        continue;
      }
      boolean switched =
          student.equals(DemoData.SWITCHING_STUDENT) && e.courseId().equals(DemoData.SWITCHED_FROM);
      remaining.add(
          switched ? new Enrollment(student, DemoData.SWITCHED_TO, null, DemoData.SWITCHED_ON) : e);
    }
    return remaining;
  }

  @ParameterizedTest
  @EnumSource(DaoAccess.class)
  void everyCounterEqualsTheEdgesThatRemain(DaoAccess access) {
    SchoolReads school = reads(access);
    assertTrue(countersMatched, output);
    for (Student student : DemoData.STUDENTS) {
      long expected =
          remaining().stream().filter(e -> e.studentId().equals(student.studentId())).count();
      assertEquals(
          expected,
          school.student(student.studentId()).orElseThrow().courseCount(),
          student.studentId());
      assertEquals(expected, school.coursesOf(student.studentId()).size(), student.studentId());
    }
    for (Course course : DemoData.COURSES) {
      long expected =
          remaining().stream().filter(e -> e.courseId().equals(course.courseId())).count();
      assertEquals(
          expected,
          school.course(course.courseId()).orElseThrow().studentCount(),
          course.courseId());
      assertEquals(expected, school.rosterSizeOf(course.courseId()), course.courseId());
    }
    assertEquals(
        new User(DemoData.CELEBRITY, 300, 0), school.user(DemoData.CELEBRITY).orElseThrow());
    assertEquals(new User(DemoData.ALICE, 1, 2), school.user(DemoData.ALICE).orElseThrow());
    assertEquals(new User(DemoData.BOB, 1, 2), school.user(DemoData.BOB).orElseThrow());
    assertEquals(new User("fan123", 0, 1), school.user("fan123").orElseThrow());
    assertTrue(output.contains("counters equal their edge counts."), output);
  }

  @ParameterizedTest
  @EnumSource(DaoAccess.class)
  void forwardIsInCourseOrderAndInverseInStudentOrder(DaoAccess access) {
    SchoolReads school = reads(access);
    assertEquals(
        List.of("cs101", "math204", "phys150"),
        school.coursesOf("a91").stream().map(Enrollment::courseId).toList());
    assertEquals(
        List.of("a91", "b07", "d22", "f18", "h44", "j27", "l36"),
        school.rosterOf("math204").stream().map(Enrollment::studentId).toList());
    assertEquals(
        List.of("hist210", "math204"),
        school.coursesOf(DemoData.WITHDRAWING_STUDENT).stream().map(Enrollment::courseId).toList());
  }

  @ParameterizedTest
  @EnumSource(DaoAccess.class)
  void theWithdrawalIsGoneAndTheGradeWasReplacedOnce(DaoAccess access) {
    SchoolReads school = reads(access);
    assertFalse(school.enrolled(DemoData.WITHDRAWING_STUDENT, DemoData.WITHDRAWN_COURSE));
    assertEquals("A", school.enrollment("a91", "math204").orElseThrow().grade());
    assertTrue(output.contains("put returned false"), output);
    assertTrue(output.contains("delete returned true"), output);
  }

  @Test
  void theGradeWasUpdatedTheStaleEditRefusedAndTheExpiredInvitationIsAbsent() {
    Enrollment graded =
        reads(DaoAccess.SYNC)
            .enrollment(DayTwoTour.GRADED_STUDENT, DayTwoTour.GRADED_COURSE)
            .orElseThrow();
    assertEquals(DayTwoTour.GRADE_AFTER, graded.grade());
    assertEquals(TERM_START_OF_D22, graded.enrolledOn(), "the other attributes stay");

    Syllabus syllabus =
        new SyllabusDao(client, table).get(DayTwoTour.SYLLABUS_COURSE).orElseThrow();
    assertEquals(
        new Syllabus(
            DayTwoTour.SYLLABUS_COURSE,
            DayTwoTour.FIRST_OUTLINE + DayTwoTour.EDIT_A + DayTwoTour.EDIT_B,
            3),
        syllabus,
        "put stored 1, A's save 2, B's retry 3: no edit lost");
    assertTrue(
        output.contains(
            "VersionConflictException: Cannot save Syllabus(math204): expected"
                + " version 1, but version 2 is stored"),
        output);

    InvitationDao invitations = new InvitationDao(client, table);
    assertTrue(invitations.exists(DayTwoTour.INVITING_COURSE, DayTwoTour.INVITEE));
    assertEquals(
        List.of(DayTwoTour.EXPIRED_INVITEE, DayTwoTour.INVITEE),
        invitations.forward(DayTwoTour.INVITING_COURSE).all().stream()
            .map(Invitation::studentId)
            .toList(),
        "the expired invitation was put again over itself");
    assertTrue(output.contains("put over the expired invitation returned true"), output);
    assertTrue(
        output
            .lines()
            .anyMatch(l -> l.matches(" *get\\(art120, a91\\) \\(expired a day ago\\) +empty")),
        output);
  }

  private static final java.time.LocalDate TERM_START_OF_D22 = DemoData.TERM_START.plusDays(3);

  @ParameterizedTest
  @EnumSource(DaoAccess.class)
  void theSwitchIsOneTransactionAndTheRefusedOneWroteNothing(DaoAccess access) {
    SchoolReads school = reads(access);
    String student = DemoData.SWITCHING_STUDENT;
    assertFalse(school.enrolled(student, DemoData.SWITCHED_FROM));
    assertEquals(
        Optional.of(new Enrollment(student, DemoData.SWITCHED_TO, null, DemoData.SWITCHED_ON)),
        school.enrollment(student, DemoData.SWITCHED_TO));
    assertEquals(2, school.student(student).orElseThrow().courseCount());
    assertFalse(school.enrolled(student, DemoData.MISSING_COURSE));
    assertFalse(school.courseExists(DemoData.MISSING_COURSE));
    for (String expected :
        List.of(
            "ConditionCheck STU#k12 STU#k12  if attribute_exists(PK)",
            "Update         CRS#art120 CRS#art120  ADD studentCount -1  if attribute_exists(PK)",
            "counter studentCount of Course(geo300), moved by put Enrollment(k12, geo300): the node"
                + " does not exist",
            "ConditionalCheckFailed")) {
      assertTrue(output.contains(expected), expected + " missing from:\n" + output);
    }
    for (String row :
        List.of(
            "Student k12 courseCount\\s+-1 \\+1\\s+2\\s+2",
            "Course art120 studentCount\\s+-1\\s+5\\s+4",
            "Course hist210 studentCount\\s+\\+1\\s+6\\s+7")) {
      assertTrue(Pattern.compile(row).matcher(output).find(), row + " missing from:\n" + output);
    }
  }

  @Test
  void rawItemsHaveSpecsLayout() {
    assertEquals(
        Map.of(
            "PK", s("STU#a91"), "SK", s("STU#a91"), "name", s("Ada Okafor"), "courseCount", n(3)),
        item(StudentKeys.key("a91")));
    assertEquals(
        Map.of(
            "PK",
            s("CRS#math204"),
            "SK",
            s("CRS#math204"),
            "title",
            s("Linear Algebra"),
            "studentCount",
            n(7)),
        item(CourseKeys.key("math204")));
    assertEquals(
        Map.of(
            "PK",
            s("STU#a91"),
            "SK",
            s("ENROLL#CRS#math204"),
            "GSI1PK",
            s("CRS#math204"),
            "GSI1SK",
            s("ENROLL#STU#a91"),
            "grade",
            s("A"),
            "enrolledOn",
            s("2026-09-01")),
        item(Map.of("PK", s("STU#a91"), "SK", s("ENROLL#CRS#math204"))));
    assertEquals(
        Map.of(
            "PK",
            s("ACTOR#alice"),
            "SK",
            s("TARGET#bob"),
            "GSI1PK",
            s("TARGET#bob#" + shard("alice")),
            "GSI1SK",
            s("ACTOR#alice"),
            "since",
            s(
                FollowMarshaller.INSTANCE
                    .toItem(new Follow("alice", "bob", DemoData.FOLLOWED_AT))
                    .get("since")
                    .s())),
        item(Map.of("PK", s("ACTOR#alice"), "SK", s("TARGET#bob"))));
    assertEquals(
        Map.of(
            "PK", s("USER#celeb"), "SK", s("USER#celeb"), "followers", n(300), "following", n(0)),
        item(UserKeys.key(DemoData.CELEBRITY)));
  }

  @Test
  void theOrderedInversesAreReadNewestFirstAndHydrated() {
    String roster = section("Ordered inverse: the roster of math204, newest registration first");
    // math204's registrations, newest first: one index Query, one BatchGetItem.
    List<String> students =
        DemoData.registrations().stream()
            .filter(r -> r.courseId().equals("math204"))
            .sorted(Comparator.comparing(Registration::enrolledOn).reversed())
            .map(Registration::studentId)
            .toList();
    int at = 0;
    for (String student : students) {
      int next = roster.indexOf("\n   " + student + " ", at);
      assertTrue(next > at, student + " in order in:\n" + roster);
      at = next;
    }
    assertTrue(roster.contains("requests sent: BatchGetItem x1, Query x1"), roster);
    assertTrue(roster.contains("ScanIndexForward=false"), roster);

    String week =
        section("A range of dates: who registered for math204 from 2026-09-03 to 2026-09-07");
    assertTrue(
        week.contains("KeyConditionExpression:    #pk = :pk AND #ok BETWEEN :low AND :high"), week);
    assertFalse(week.contains("FilterExpression"), week);
    assertTrue(week.contains("requests sent: BatchGetItem x1, Query x1"), week);

    String newest = section("The 5 newest of the celebrity's subscribers, over 8 shards");
    List<Subscription> expected =
        DemoData.subscriptions().stream()
            .sorted(Comparator.comparing(Subscription::subscribedAt).reversed())
            .limit(5)
            .toList();
    for (Subscription subscription : expected) {
      assertTrue(
          newest.contains(subscription.subscriber() + " "), subscription + " in:\n" + newest);
    }
    assertTrue(newest.contains("BatchGetItem x1"), newest);
  }

  /** The output of the step titled {@code title}, up to the next step. */
  private String section(String title) {
    int start = output.indexOf(". " + title);
    assertTrue(start >= 0, title + " missing from:\n" + output);
    int end = output.indexOf("\n\n", output.indexOf("requests sent:", start));
    return output.substring(start, end < 0 ? output.length() : end);
  }

  @Test
  void theStudentsPartitionHoldsTheNodeAndItsEdges() {
    List<Map<String, AttributeValue>> partition =
        new RawLayout(client, table, null).queryPartition("STU#a91");
    assertEquals(
        List.of(
            "ENROLL#CRS#cs101",
            "ENROLL#CRS#math204",
            "ENROLL#CRS#phys150",
            "REG#CRS#cs101",
            "REG#CRS#math204",
            "REG#CRS#phys150",
            "STU#a91"),
        partition.stream().map(item -> item.get("SK").s()).toList());
  }

  @Test
  void theCelebritysFollowersAreSpreadOverEveryShard() {
    long total = 0;
    for (int shard = 0; shard < 8; shard++) {
      String partition = "TARGET#celeb#" + shard;
      int count =
          client
              .query(
                  q ->
                      q.tableName(table)
                          .indexName("GSI1")
                          .keyConditionExpression("GSI1PK = :pk")
                          .expressionAttributeValues(Map.of(":pk", s(partition)))
                          .select(Select.COUNT))
              .count();
      assertTrue(count > 0, "shard " + shard + " is empty");
      total += count;
    }
    assertEquals(300, total);
    assertTrue(output.contains("TARGET#celeb#7"), output);
  }

  @ParameterizedTest
  @EnumSource(DaoAccess.class)
  void followersPageByCursorInFollowerOrderWithoutGapsOrRepeats(DaoAccess access) {
    SchoolReads school = reads(access);
    List<String> paged = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    int pages = 0;
    do {
      Page<Follow> page = school.followersPage(DemoData.CELEBRITY, FollowTour.PAGE_SIZE, cursor);
      assertTrue(page.items().size() <= FollowTour.PAGE_SIZE);
      page.items().forEach(f -> paged.add(f.follower()));
      cursor = page.nextCursor();
      pages++;
    } while (cursor.isPresent() && pages < 10);
    List<String> expected = new ArrayList<>(DemoData.FAN_HANDLES);
    expected.add(DemoData.ALICE);
    expected.add(DemoData.BOB);
    expected.sort(null);
    assertEquals(expected, paged);
    assertTrue(pages >= 3, "pages: " + pages);
    assertEquals(
        expected,
        school.streamFollowers(DemoData.CELEBRITY).stream().map(Follow::follower).toList());
  }

  @Test
  void everyQueryPrintsTheRequestItSends() {
    for (String expected :
        List.of(
            "KeyConditionExpression:",
            "ExpressionAttributeNames:",
            "ExpressionAttributeValues:",
            "\"STU#a91\"",
            "\"ENROLL#CRS#\"",
            "IndexName=GSI1",
            "\"CRS#math204\"",
            "\"ENROLL#STU#\"",
            "\"TARGET#celeb#0\"",
            "\"ACTOR#alice\"")) {
      assertTrue(output.contains(expected), expected + " missing from:\n" + output);
    }
  }

  @Test
  void aSecondRunOnTheSameTablePrintsTheSameWalkthroughAndLeavesTheSameData() {
    String first = withoutTableLine(output);
    String second = withoutTableLine(run());
    assertTrue(countersMatched, second);
    assertEquals(first, second);
    SchoolReads school = reads(DaoAccess.SYNC);
    assertEquals(300, school.user(DemoData.CELEBRITY).orElseThrow().followers());
    assertEquals(
        remaining().size(),
        DemoData.STUDENTS.stream().mapToLong(s -> school.courseCountOf(s.studentId())).sum());
  }

  private static String withoutTableLine(String text) {
    return text.lines()
        .filter(line -> !line.startsWith("table:"))
        .collect(Collectors.joining("\n"));
  }

  private Map<String, AttributeValue> item(Map<String, AttributeValue> key) {
    return client.getItem(g -> g.tableName(table).key(key).consistentRead(true)).item();
  }

  private static AttributeValue s(String value) {
    return AttributeValue.fromS(value);
  }

  private static AttributeValue n(long value) {
    return AttributeValue.fromN(Long.toString(value));
  }

  /** The inverse shard, computed here independently: FNV-1a 32-bit over the escaped id, mod 8. */
  private static int shard(String escapedId) {
    int hash = 0x811c9dc5;
    for (byte b : escapedId.getBytes(StandardCharsets.UTF_8)) {
      hash ^= b & 0xff;
      hash *= 0x01000193;
    }
    return Integer.remainderUnsigned(hash, 8);
  }
}
