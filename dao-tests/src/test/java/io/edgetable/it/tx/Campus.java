package io.edgetable.it.tx;

import static org.junit.jupiter.api.Assertions.fail;

import io.edgetable.transaction.AsyncTransaction;
import io.edgetable.Dao;
import io.edgetable.EdgeKey;
import io.edgetable.transaction.Transaction;
import io.edgetable.transaction.TransactionBuilder;
import io.edgetable.internal.transport.Futures;
import io.edgetable.test.LocalDynamoDb;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A fresh table with every record kind of this package: the DAOs that transactions take (the
 * synchronous ones, or the asynchronous ones), transactions on the matching client, and synchronous
 * DAOs on another client to set up and read back, strongly consistent.
 */
final class Campus {
  final String table;
  final Dao<Student, String> students;
  final Dao<Course, String> courses;
  final Dao<Enrollment, EdgeKey<String, String>> enrollments;
  final Dao<User, String> users;
  final Dao<Follow, EdgeKey<String, String>> follows;
  final Dao<Review, EdgeKey<String, String>> reviews;

  /** For setup and reading back; their requests are not counted. */
  final StudentDao studentDao;

  final CourseDao courseDao;
  final EnrollmentDao enrollmentDao;
  final UserDao userDao;
  final FollowDao followDao;
  final ReviewDao reviewDao;

  private final DynamoDbClient client;
  private final DynamoDbAsyncClient asyncClient;

  /**
   * With {@code asyncClient} null, transactions and their DAOs are synchronous on {@code client};
   * otherwise asynchronous on {@code asyncClient}. {@code plain} sets up and reads back.
   */
  Campus(
      LocalDynamoDb db,
      DynamoDbClient plain,
      DynamoDbClient client,
      DynamoDbAsyncClient asyncClient) {
    this.client = client;
    this.asyncClient = asyncClient;
    table =
        db.createTable(
            StudentKeys.SCHEMA,
            CourseKeys.SCHEMA,
            EnrollmentKeys.SCHEMA,
            UserKeys.SCHEMA,
            FollowKeys.SCHEMA,
            ReviewKeys.SCHEMA);
    boolean sync = asyncClient == null;
    students = sync ? new StudentDao(client, table) : new StudentAsyncDao(asyncClient, table);
    courses = sync ? new CourseDao(client, table) : new CourseAsyncDao(asyncClient, table);
    enrollments =
        sync ? new EnrollmentDao(client, table) : new EnrollmentAsyncDao(asyncClient, table);
    users = sync ? new UserDao(client, table) : new UserAsyncDao(asyncClient, table);
    follows = sync ? new FollowDao(client, table) : new FollowAsyncDao(asyncClient, table);
    reviews = sync ? new ReviewDao(client, table) : new ReviewAsyncDao(asyncClient, table);
    studentDao = new StudentDao(plain, table).consistentReads();
    courseDao = new CourseDao(plain, table).consistentReads();
    enrollmentDao = new EnrollmentDao(plain, table).consistentReads();
    userDao = new UserDao(plain, table).consistentReads();
    followDao = new FollowDao(plain, table).consistentReads();
    reviewDao = new ReviewDao(plain, table).consistentReads();
  }

  /** A new transaction on this campus's client. */
  TransactionBuilder<?> write() {
    return asyncClient == null ? Transaction.write(client) : Transaction.write(asyncClient);
  }

  /**
   * Runs {@code transaction}, waiting for an asynchronous one: either way a failure is thrown as
   * the operation's own exception. An asynchronous run() that throws fails the test: it must fail
   * its future instead.
   */
  static void run(TransactionBuilder<?> transaction) {
    if (transaction instanceof Transaction sync) {
      sync.run();
      return;
    }
    CompletableFuture<Void> future = null;
    try {
      future = ((AsyncTransaction) transaction).run();
    } catch (RuntimeException e) {
      fail("AsyncTransaction.run() threw instead of failing its future: " + e, e);
    }
    Futures.join(future);
  }

  void student(String id) {
    studentDao.put(new Student(id, "Student " + id, 0));
  }

  void course(String id) {
    courseDao.put(new Course(id, "Course " + id, null, 0));
  }

  void user(String handle) {
    userDao.put(new User(handle, 0, 0));
  }

  long courseCount(String studentId) {
    return studentDao.get(studentId).orElseThrow().courseCount();
  }

  long studentCount(String courseId) {
    return courseDao.get(courseId).orElseThrow().studentCount();
  }
}
