package io.edgetable.sample;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Compares every counter of the demo's nodes with the number of edges actually stored, counted with
 * a Query (Select COUNT) in the matching direction.
 */
final class CounterCheck {
  /**
   * Index reads are eventually consistent (on real DynamoDB): re-count a few times on a mismatch.
   */
  private static final int ATTEMPTS = 6;

  private final DynamoDbClient client;
  private final String table;
  private final Narrator narrator;
  private final StudentDao students;
  private final CourseDao courses;
  private final EnrollmentDao enrollments;
  private final UserDao users;
  private final FollowDao follows;
  private int checked;
  private int mismatched;

  CounterCheck(DynamoDbClient client, String table, Narrator narrator) {
    this.client = client;
    this.table = table;
    this.narrator = narrator;
    this.students = new StudentDao(client, table);
    this.courses = new CourseDao(client, table);
    this.enrollments = new EnrollmentDao(client, table);
    this.users = new UserDao(client, table);
    this.follows = new FollowDao(client, table);
  }

  /** Prints the comparison and returns whether every counter equals its edge count. */
  boolean run() {
    narrator.step("Counters against the real edge counts");
    TextTable table = TextTable.of("node", "counter", "value", "edges", "ok");
    for (Student student : DemoData.STUDENTS) {
      compare(
          table,
          "Student " + student.studentId(),
          "courseCount",
          () -> students.get(student.studentId()).orElseThrow().courseCount(),
          () -> enrollments.forward(student.studentId()).count());
    }
    for (Course course : DemoData.COURSES) {
      compare(
          table,
          "Course " + course.courseId(),
          "studentCount",
          () -> courses.get(course.courseId()).orElseThrow().studentCount(),
          () -> enrollments.inverse(course.courseId()).count());
    }
    for (String handle : new String[] {DemoData.ALICE, DemoData.BOB, DemoData.CELEBRITY}) {
      compare(
          table,
          "User " + handle,
          "followers",
          () -> users.get(handle).orElseThrow().followers(),
          () -> follows.inverse(handle).count());
      compare(
          table,
          "User " + handle,
          "following",
          () -> users.get(handle).orElseThrow().following(),
          () -> follows.forward(handle).count());
    }
    // Checking the fans one by one would cost two requests each: read their counters with one
    // BatchGetItem per 100 and count their edges with a Scan instead.
    Map<String, Long> edgesBySource = followsBySource();
    long fanCounters = 0;
    long fanEdges = 0;
    int fansOk = 0;
    for (User fan : users.getAll(DemoData.FAN_HANDLES)) {
      long counted = edgesBySource.getOrDefault(fan.handle(), 0L);
      fanCounters += fan.following();
      fanEdges += counted;
      checked++;
      if (fan.following() == counted) {
        fansOk++;
      } else {
        mismatched++;
        table.row("User " + fan.handle(), "following", fan.following(), counted, "NO");
      }
    }
    table.row(
        DemoData.FANS + " fans",
        "following (sum)",
        fanCounters,
        fanEdges,
        fansOk == DemoData.FANS ? "yes" : (DemoData.FANS - fansOk) + " differ");
    narrator.say(
        "value: the counter on the node item; edges: the edges counted with EdgeQuery.count()",
        "(Query, Select COUNT) forward on the base table, or inverse on GSI1 across every shard;",
        "for the fans, with one plain Scan of their follow items.");
    narrator.blank();
    narrator.table(table);
    narrator.blank();
    if (mismatched == 0) {
      narrator.say("All " + checked + " counters equal their edge counts.");
    } else {
      narrator.say(mismatched + " of " + checked + " counters differ from their edge counts.");
    }
    return mismatched == 0;
  }

  /** Follow edges per follower, from a Scan of the items whose PK starts with ACTOR#. */
  private Map<String, Long> followsBySource() {
    Map<String, Long> counts = new HashMap<>();
    client
        .scanPaginator(
            s ->
                s.tableName(table)
                    .filterExpression("begins_with(#pk, :actor)")
                    .projectionExpression("#pk")
                    .expressionAttributeNames(Map.of("#pk", "PK"))
                    .expressionAttributeValues(Map.of(":actor", AttributeValue.fromS("ACTOR#"))))
        .items()
        .forEach(item -> counts.merge(FollowKeys.sourceId(item), 1L, Long::sum));
    return counts;
  }

  private void compare(
      TextTable table, String node, String counter, LongSupplier counterValue, LongSupplier edges) {
    long value = counterValue.getAsLong();
    long counted = edges.getAsLong();
    for (int attempt = 1; attempt < ATTEMPTS && counted != value; attempt++) {
      pause();
      value = counterValue.getAsLong();
      counted = edges.getAsLong();
    }
    checked++;
    boolean ok = counted == value;
    if (!ok) {
      mismatched++;
    }
    table.row(node, counter, value, counted, ok ? "yes" : "NO");
  }

  private static void pause() {
    try {
      Thread.sleep(500);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while re-counting edges");
    }
  }
}
