package io.edgetable.sample;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The students-and-courses half of the walk-through: nodes, counted edges, both query directions,
 * exists, an idempotent duplicate, a withdrawal and a conditional replace.
 */
final class EnrollmentTour {
  private final Narrator narrator;
  private final StudentDao students;
  private final CourseDao courses;
  private final EnrollmentDao enrollments;

  EnrollmentTour(DynamoDbClient client, String table, Narrator narrator) {
    this.narrator = narrator;
    this.students = new StudentDao(client, table);
    this.courses = new CourseDao(client, table);
    this.enrollments = new EnrollmentDao(client, table);
  }

  void run() {
    createNodes();
    enrol();
    forward();
    inverse();
    exists();
    duplicate();
    withdraw();
    changeGrade();
  }

  private void createNodes() {
    narrator.step(
        "Nodes: "
            + DemoData.STUDENTS.size()
            + " students and "
            + DemoData.COURSES.size()
            + " courses");
    Map<String, Long> mark = narrator.mark();
    DemoData.STUDENTS.forEach(students::put);
    DemoData.COURSES.forEach(courses::put);
    narrator.say(
        "StudentDao.put / CourseDao.put: one PutItem each, guarded by attribute_not_exists(PK).",
        "Counters start at 0; from now on only the edges move them.");
    narrator.cost(mark);
  }

  private void enrol() {
    narrator.step("Enrol: " + DemoData.ENROLLMENTS.size() + " enrolments with EnrollmentDao.put");
    Map<String, Long> mark = narrator.mark();
    int created = 0;
    for (Enrollment enrollment : DemoData.ENROLLMENTS) {
      created += enrollments.put(enrollment) ? 1 : 0;
    }
    narrator.say(
        "Each put is one TransactWriteItems: the edge (only if absent), ADD courseCount 1 on the",
        "student and ADD studentCount 1 on the course; all three or nothing. "
            + created
            + " created.");
    narrator.cost(mark);
    narrator.blank();
    TextTable table = TextTable.of("course", "title", "studentCount");
    for (Course course : DemoData.COURSES) {
      Course stored = courses.get(course.courseId()).orElseThrow();
      table.row(stored.courseId(), stored.title(), stored.studentCount());
    }
    narrator.table(table);
  }

  private void forward() {
    String student = "a91";
    narrator.step("Forward: the courses of student " + student);
    Map<String, Long> mark = narrator.mark();
    List<Enrollment> taken = enrollments.forward(student).all();
    TextTable table = TextTable.of("courseId", "grade", "enrolledOn");
    taken.forEach(e -> table.row(e.courseId(), e.grade(), e.enrolledOn()));
    narrator.say(
        "enrollments.forward(\"" + student + "\").all(): one Query on the student's partition,");
    narrator.say("in sort-key order (SK = ENROLL#CRS#<courseId>).");
    narrator.blank();
    narrator.table(table);
    narrator.blank();
    narrator.request("The request (EdgeQuery.request()):", enrollments.forward(student).request());
    narrator.cost(mark);
  }

  private void inverse() {
    String course = "math204";
    narrator.step("Inverse: the roster of course " + course);
    IndexLag.await(() -> enrollments.inverse(course).count(), studentCount(course));
    Map<String, Long> mark = narrator.mark();
    List<Enrollment> roster = enrollments.inverse(course).all();
    // The edges carry only ids; the names come from the student items, in one BatchGetItem.
    Map<String, String> names =
        students.getAll(roster.stream().map(Enrollment::studentId).toList()).stream()
            .collect(Collectors.toMap(Student::studentId, Student::name));
    TextTable table = TextTable.of("studentId", "name", "grade", "enrolledOn");
    roster.forEach(
        e -> table.row(e.studentId(), names.get(e.studentId()), e.grade(), e.enrolledOn()));
    narrator.say(
        "enrollments.inverse(\"" + course + "\").all(): one Query on index GSI1, where the");
    narrator.say("edge's keys are swapped (GSI1PK = CRS#" + course + "); eventually consistent.");
    narrator.say("The names: StudentDao.getAll(ids), one BatchGetItem for up to 100 students.");
    narrator.blank();
    narrator.table(table);
    narrator.blank();
    narrator.request("The request:", enrollments.inverse(course).request());
    narrator.cost(mark);
  }

  private void exists() {
    narrator.step("Exists: one GetItem that projects only the key");
    Map<String, Long> mark = narrator.mark();
    TextTable table = TextTable.of("question", "exists");
    table.row("a91 enrolled in math204?", enrollments.exists("a91", "math204"));
    table.row("a91 enrolled in art120?", enrollments.exists("a91", "art120"));
    table.row("student a91 exists?", students.exists("a91"));
    table.row("student zz99 exists?", students.exists("zz99"));
    narrator.table(table);
    narrator.cost(mark);
  }

  private void duplicate() {
    Enrollment again = DemoData.ENROLLMENTS.get(0);
    narrator.step("Duplicate: enrol " + again.studentId() + " in " + again.courseId() + " again");
    long studentBefore = courseCount(again.studentId());
    long courseBefore = studentCount(again.courseId());
    Map<String, Long> mark = narrator.mark();
    boolean created = enrollments.put(again);
    narrator.say(
        "put returned " + created + ": the edge already existed, so the transaction's condition",
        "failed and nothing was written; the counters did not move.");
    narrator.cost(mark);
    narrator.blank();
    counterTable(again, studentBefore, courseBefore);
  }

  private void withdraw() {
    String student = DemoData.WITHDRAWING_STUDENT;
    String course = DemoData.WITHDRAWN_COURSE;
    narrator.step("Withdraw: " + student + " leaves " + course);
    long studentBefore = courseCount(student);
    long courseBefore = studentCount(course);
    Map<String, Long> mark = narrator.mark();
    boolean first = enrollments.delete(student, course);
    boolean second = enrollments.delete(student, course);
    narrator.say(
        "delete returned " + first + " (the edge existed and the counters went down by one, in one",
        "transaction), then " + second + " for the same delete again (nothing left to remove).");
    narrator.cost(mark);
    narrator.blank();
    counterTable(new Enrollment(student, course, null, null), studentBefore, courseBefore);
  }

  private void changeGrade() {
    Enrollment original = DemoData.ENROLLMENTS.get(0);
    Enrollment upgraded =
        new Enrollment(original.studentId(), original.courseId(), "A", original.enrolledOn());
    narrator.step(
        "Replace with a condition: "
            + original.studentId()
            + "'s grade in "
            + original.courseId()
            + " B -> A");
    Map<String, Long> mark = narrator.mark();
    TextTable table = TextTable.of("call", "returned", "grade now");
    boolean first = enrollments.replace(upgraded, EnrollmentFields.grade.eq("B"));
    table.row("replace(grade A) if grade = \"B\"", first, gradeOf(original));
    boolean second = enrollments.replace(upgraded, EnrollmentFields.grade.eq("B"));
    table.row("the same again", second, gradeOf(original));
    narrator.say(
        "EnrollmentDao.replace(enrollment, EnrollmentFields.grade.eq(\"B\")): one PutItem with the",
        "condition attribute_exists(PK) AND grade = \"B\" (sent with #name/:value placeholders).",
        "The second call finds grade A, so it writes nothing and returns false: no lost update.");
    narrator.blank();
    narrator.table(table);
    narrator.cost(mark);
  }

  private String gradeOf(Enrollment enrollment) {
    return enrollments
        .get(enrollment.studentId(), enrollment.courseId())
        .map(Enrollment::grade)
        .orElse(null);
  }

  private void counterTable(Enrollment edge, long studentBefore, long courseBefore) {
    TextTable table = TextTable.of("counter", "before", "after");
    table.row(
        "Student " + edge.studentId() + " courseCount",
        studentBefore,
        courseCount(edge.studentId()));
    table.row(
        "Course " + edge.courseId() + " studentCount", courseBefore, studentCount(edge.courseId()));
    narrator.table(table);
  }

  private long courseCount(String studentId) {
    return students.get(studentId).orElseThrow().courseCount();
  }

  private long studentCount(String courseId) {
    return courses.get(courseId).orElseThrow().studentCount();
  }
}
