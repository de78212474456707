package io.edgetable.sample;

import io.edgetable.EdgeKey;
import io.edgetable.transaction.Transaction;
import io.edgetable.exception.TransactionFailedException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Transactions across DAOs: a student switches course in one transaction (four counter moves on
 * three nodes, printed before and after), and a transaction that DynamoDB refuses because a node is
 * missing, with its failures and nothing written.
 */
final class TransactionTour {
  private static final Pattern PLACEHOLDER = Pattern.compile("[#:][A-Za-z0-9]+");

  private final DynamoDbClient client;
  private final Narrator narrator;
  private final StudentDao students;
  private final CourseDao courses;
  private final EnrollmentDao enrollments;

  TransactionTour(DynamoDbClient client, String table, Narrator narrator) {
    this.client = client;
    this.narrator = narrator;
    this.students = new StudentDao(client, table).consistentReads();
    this.courses = new CourseDao(client, table).consistentReads();
    this.enrollments = new EnrollmentDao(client, table).consistentReads();
  }

  void run() {
    switchCourse();
    missingNode();
  }

  private void switchCourse() {
    String student = DemoData.SWITCHING_STUDENT;
    String from = DemoData.SWITCHED_FROM;
    String to = DemoData.SWITCHED_TO;
    narrator.step("Transaction: " + student + " switches from " + from + " to " + to);
    long studentBefore = courseCount(student);
    long fromBefore = studentCount(from);
    long toBefore = studentCount(to);
    Transaction move =
        Transaction.write(client)
            .delete(enrollments, new EdgeKey<>(student, from))
            .put(enrollments, new Enrollment(student, to, null, DemoData.SWITCHED_ON));
    TransactWriteItemsRequest request = move.request();
    Map<String, Long> mark = narrator.mark();
    move.run();
    narrator.say(
        "Transaction.write(client)",
        "    .delete(enrollments, new EdgeKey<>(\"" + student + "\", \"" + from + "\"))",
        "    .put(enrollments, new Enrollment(\"" + student + "\", \"" + to + "\", null, date))",
        "    .run();",
        "",
        "One TransactWriteItems: both edges, both courses, and the student, whose -1 and +1 merge",
        "into a check that it exists (one operation per item). All of it, or none of it.");
    narrator.cost(mark);
    narrator.blank();
    narrator.say("What it sent (Transaction.request() shows it without sending):");
    for (String line : describe(request)) {
      narrator.say("  " + line);
    }
    narrator.blank();
    TextTable table = TextTable.of("counter", "moves", "before", "after");
    table.row("Student " + student + " courseCount", "-1 +1", studentBefore, courseCount(student));
    table.row("Course " + from + " studentCount", "-1", fromBefore, studentCount(from));
    table.row("Course " + to + " studentCount", "+1", toBefore, studentCount(to));
    narrator.table(table);
  }

  private void missingNode() {
    String student = DemoData.SWITCHING_STUDENT;
    String missing = DemoData.MISSING_COURSE;
    narrator.step(
        "Transaction refused: " + student + " enrols in " + missing + ", which does not exist");
    long before = courseCount(student);
    Map<String, Long> mark = narrator.mark();
    TransactionFailedException refused = null;
    try {
      Transaction.write(client)
          .check(students, student)
          .put(enrollments, new Enrollment(student, missing, null, DemoData.SWITCHED_ON))
          .run();
    } catch (TransactionFailedException e) {
      refused = e;
    }
    if (refused == null) {
      throw new IllegalStateException(
          "the enrolment in the missing course " + missing + " went through");
    }
    narrator.say(
        "Transaction.write(client)",
        "    .check(students, \"" + student + "\")",
        "    .put(enrollments, new Enrollment(\""
            + student
            + "\", \""
            + missing
            + "\", null, date))",
        "    .run();",
        "",
        "DynamoDB cancels it: throws TransactionFailedException, whose failures() name each failed",
        "action by its position, what it was and DynamoDB's reason code.");
    narrator.cost(mark);
    narrator.blank();
    TextTable failures = TextTable.of("action", "description", "code");
    refused.failures().forEach(f -> failures.row(f.action(), f.description(), f.code()));
    narrator.table(failures);
    narrator.blank();
    narrator.say(
        "Nothing was written: "
            + student
            + "'s courseCount is still "
            + courseCount(student)
            + " (it was "
            + before
            + "), and the enrolment exists: "
            + enrollments.exists(student, missing)
            + ".");
  }

  /** Each action of {@code request}, its placeholders replaced by their names and values. */
  static List<String> describe(TransactWriteItemsRequest request) {
    List<String> lines = new ArrayList<>();
    for (TransactWriteItem item : request.transactItems()) {
      if (item.put() != null) {
        lines.add(
            line(
                "Put",
                item.put().item(),
                null,
                item.put().conditionExpression(),
                item.put().expressionAttributeNames(),
                item.put().expressionAttributeValues()));
      } else if (item.delete() != null) {
        lines.add(
            line(
                "Delete",
                item.delete().key(),
                null,
                item.delete().conditionExpression(),
                item.delete().expressionAttributeNames(),
                item.delete().expressionAttributeValues()));
      } else if (item.update() != null) {
        lines.add(
            line(
                "Update",
                item.update().key(),
                item.update().updateExpression(),
                item.update().conditionExpression(),
                item.update().expressionAttributeNames(),
                item.update().expressionAttributeValues()));
      } else {
        lines.add(
            line(
                "ConditionCheck",
                item.conditionCheck().key(),
                null,
                item.conditionCheck().conditionExpression(),
                item.conditionCheck().expressionAttributeNames(),
                item.conditionCheck().expressionAttributeValues()));
      }
    }
    return lines;
  }

  private static String line(
      String kind,
      Map<String, AttributeValue> key,
      String update,
      String condition,
      Map<String, String> names,
      Map<String, AttributeValue> values) {
    String text = String.format("%-14s %s %s", kind, Show.text(key, "PK"), Show.text(key, "SK"));
    if (update != null) {
      text += "  " + readable(update, names, values);
    }
    return text + "  if " + readable(condition, names, values);
  }

  /** {@code ADD #n1 :v0} as {@code ADD studentCount -1}. */
  private static String readable(
      String expression, Map<String, String> names, Map<String, AttributeValue> values) {
    Matcher matcher = PLACEHOLDER.matcher(expression);
    StringBuilder text = new StringBuilder();
    while (matcher.find()) {
      String placeholder = matcher.group();
      String replacement =
          placeholder.startsWith("#")
              ? names.getOrDefault(placeholder, placeholder)
              : values.containsKey(placeholder) ? Show.value(values.get(placeholder)) : placeholder;
      matcher.appendReplacement(text, Matcher.quoteReplacement(replacement));
    }
    matcher.appendTail(text);
    return text.toString();
  }

  private long courseCount(String studentId) {
    return students.get(studentId).orElseThrow().courseCount();
  }

  private long studentCount(String courseId) {
    return courses.get(courseId).orElseThrow().studentCount();
  }
}
