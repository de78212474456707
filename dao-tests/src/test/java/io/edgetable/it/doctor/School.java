package io.edgetable.it.doctor;

import io.edgetable.schema.EdgeSchema;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A fresh table of this package's record kinds, with a DAO of each. */
final class School {
  static final List<EdgeSchema> SCHEMAS =
      List.of(
          StudentKeys.SCHEMA,
          CourseKeys.SCHEMA,
          EnrollmentKeys.SCHEMA,
          MemberKeys.SCHEMA,
          FollowKeys.SCHEMA);

  final DynamoDbClient client;
  final String table;
  final StudentDao students;
  final CourseDao courses;
  final EnrollmentDao enrollments;
  final MemberDao members;
  final FollowDao follows;

  School(LocalDynamoDb db, DynamoDbClient client) {
    this.client = client;
    this.table = db.createTable(SCHEMAS.toArray(EdgeSchema[]::new));
    this.students = new StudentDao(client, table);
    this.courses = new CourseDao(client, table);
    this.enrollments = new EnrollmentDao(client, table);
    this.members = new MemberDao(client, table);
    this.follows = new FollowDao(client, table);
  }

  /** The DAOs of {@code other}'s table, through {@code client}. */
  School(School other, DynamoDbClient client) {
    this.client = client;
    this.table = other.table;
    this.students = new StudentDao(client, table);
    this.courses = new CourseDao(client, table);
    this.enrollments = new EnrollmentDao(client, table);
    this.members = new MemberDao(client, table);
    this.follows = new FollowDao(client, table);
  }
}
