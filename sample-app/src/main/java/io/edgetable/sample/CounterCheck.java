package io.edgetable.sample;

import java.util.function.LongSupplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Compares every counter of the demo's nodes with the number of edges actually stored, counted
 * with a Query (Select COUNT) in the matching direction.
 */
final class CounterCheck {
  /** Index reads are eventually consistent (on real DynamoDB): re-count a few times on a mismatch. */
  private static final int ATTEMPTS = 6;

  private final Narrator narrator;
  private final StudentDao students;
  private final CourseDao courses;
  private final EnrollmentDao enrollments;
  private final UserDao users;
  private final FollowDao follows;
  private int checked;
  private int mismatched;

  CounterCheck(DynamoDbClient client, String table, Narrator narrator) {
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
      compare(table, "Student " + student.studentId(), "courseCount",
          () -> students.get(student.studentId()).orElseThrow().courseCount(),
          () -> enrollments.forward(student.studentId()).count());
    }
    for (Course course : DemoData.COURSES) {
      compare(table, "Course " + course.courseId(), "studentCount",
          () -> courses.get(course.courseId()).orElseThrow().studentCount(),
          () -> enrollments.inverse(course.courseId()).count());
    }
    for (String handle : new String[] {DemoData.ALICE, DemoData.BOB, DemoData.CELEBRITY}) {
      compare(table, "User " + handle, "followers",
          () -> users.get(handle).orElseThrow().followers(), () -> follows.inverse(handle).count());
      compare(table, "User " + handle, "following",
          () -> users.get(handle).orElseThrow().following(), () -> follows.forward(handle).count());
    }
    // The fans only follow; their forward counts are checked one by one and summed up in one row.
    int fansOk = 0;
    for (String fan : DemoData.FAN_HANDLES) {
      long value = users.get(fan).orElseThrow().following();
      long counted = follows.forward(fan).count();
      checked++;
      if (value == counted) {
        fansOk++;
      } else {
        mismatched++;
        table.row("User " + fan, "following", value, counted, "NO");
      }
    }
    table.row(DemoData.FANS + " fans", "following", "1 each", fansOk + " match", fansOk == DemoData.FANS ? "yes" : "NO");
    narrator.say(
        "value: the counter on the node item; edges: Query (Select COUNT) forward on the base",
        "table, or inverse on GSI1 across every shard.");
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

  private void compare(TextTable table, String node, String counter, LongSupplier counterValue, LongSupplier edges) {
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
