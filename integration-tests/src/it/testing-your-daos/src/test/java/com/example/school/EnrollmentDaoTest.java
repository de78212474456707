package com.example.school;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.test.LocalDynamoDb;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class EnrollmentDaoTest {
  // One local DynamoDB API server (moto) for the whole test run, stopped at its end.
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private StudentDao students;
  private CourseDao courses;
  private EnrollmentDao enrollments;

  @BeforeEach
  void freshTable() {
    // A new table for each test, with the keys and index the schemas need.
    String table = db.createTable(StudentKeys.SCHEMA, CourseKeys.SCHEMA, EnrollmentKeys.SCHEMA);
    DynamoDbClient client = db.client();
    students = new StudentDao(client, table);
    courses = new CourseDao(client, table);
    enrollments = new EnrollmentDao(client, table);
    students.put(new Student("a91", "Ada", 0));
    courses.put(new Course("math204", "Linear Algebra", 0));
  }

  @Test
  void anEnrolmentIsCountedOnBothSidesOnce() {
    assertTrue(enrollments.put(new Enrollment("a91", "math204", null, LocalDate.of(2026, 9, 7))));
    assertFalse(enrollments.put(new Enrollment("a91", "math204", null, LocalDate.of(2026, 9, 7))));

    assertEquals(1, students.get("a91").orElseThrow().courseCount());
    assertEquals(1, courses.get("math204").orElseThrow().studentCount());
    assertEquals(List.of("a91"),
        enrollments.inverse("math204").all().stream().map(Enrollment::studentId).toList());
  }

  @Test
  void withdrawingMovesTheCountersBack() {
    enrollments.put(new Enrollment("a91", "math204", null, LocalDate.of(2026, 9, 7)));

    assertTrue(enrollments.delete("a91", "math204"));
    assertFalse(enrollments.exists("a91", "math204"));
    assertEquals(0, students.get("a91").orElseThrow().courseCount());
    assertEquals(0, courses.get("math204").orElseThrow().studentCount());
  }
}
