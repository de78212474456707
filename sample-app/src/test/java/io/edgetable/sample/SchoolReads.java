package io.edgetable.sample;

import io.edgetable.query.AsyncEdgeQuery;
import io.edgetable.query.EdgeQuery;
import io.edgetable.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The reads that check the walk-through's table, made through one kind of generated DAO: {@link
 * #sync} through {@code StudentDao} and friends, {@link #async} through {@code StudentAsyncDao} and
 * friends, waiting for each future. {@code WalkthroughTest} runs its assertions through both, so
 * both kinds of DAO must read the same scenario back the same way.
 */
interface SchoolReads {
  Optional<Student> student(String studentId);

  Optional<Course> course(String courseId);

  boolean courseExists(String courseId);

  Optional<User> user(String handle);

  Optional<Enrollment> enrollment(String studentId, String courseId);

  boolean enrolled(String studentId, String courseId);

  /** {@code forward(studentId).all()}. */
  List<Enrollment> coursesOf(String studentId);

  /** {@code forward(studentId).count()}. */
  long courseCountOf(String studentId);

  /** {@code inverse(courseId).all()}. */
  List<Enrollment> rosterOf(String courseId);

  /** {@code inverse(courseId).count()}. */
  long rosterSizeOf(String courseId);

  /** One page of {@code follows.inverse(handle).limit(limit)}, after {@code cursor} if present. */
  Page<Follow> followersPage(String handle, int limit, Optional<String> cursor);

  /**
   * Every follower of {@code handle}, read as items are consumed: {@code EdgeQuery.stream()}, or
   * {@code AsyncEdgeQuery.publisher()} with a subscriber that asks for 50 at a time.
   */
  List<Follow> streamFollowers(String handle);

  static SchoolReads sync(DynamoDbClient client, String table) {
    return new Sync(
        new StudentDao(client, table),
        new CourseDao(client, table),
        new EnrollmentDao(client, table),
        new UserDao(client, table),
        new FollowDao(client, table));
  }

  static SchoolReads async(DynamoDbAsyncClient client, String table) {
    return new Async(
        new StudentAsyncDao(client, table),
        new CourseAsyncDao(client, table),
        new EnrollmentAsyncDao(client, table),
        new UserAsyncDao(client, table),
        new FollowAsyncDao(client, table));
  }

  /** Through the synchronous DAOs. */
  record Sync(
      StudentDao students,
      CourseDao courses,
      EnrollmentDao enrollments,
      UserDao users,
      FollowDao follows)
      implements SchoolReads {
    @Override
    public Optional<Student> student(String studentId) {
      return students.get(studentId);
    }

    @Override
    public Optional<Course> course(String courseId) {
      return courses.get(courseId);
    }

    @Override
    public boolean courseExists(String courseId) {
      return courses.exists(courseId);
    }

    @Override
    public Optional<User> user(String handle) {
      return users.get(handle);
    }

    @Override
    public Optional<Enrollment> enrollment(String studentId, String courseId) {
      return enrollments.get(studentId, courseId);
    }

    @Override
    public boolean enrolled(String studentId, String courseId) {
      return enrollments.exists(studentId, courseId);
    }

    @Override
    public List<Enrollment> coursesOf(String studentId) {
      return enrollments.forward(studentId).all();
    }

    @Override
    public long courseCountOf(String studentId) {
      return enrollments.forward(studentId).count();
    }

    @Override
    public List<Enrollment> rosterOf(String courseId) {
      return enrollments.inverse(courseId).all();
    }

    @Override
    public long rosterSizeOf(String courseId) {
      return enrollments.inverse(courseId).count();
    }

    @Override
    public Page<Follow> followersPage(String handle, int limit, Optional<String> cursor) {
      EdgeQuery<Follow> query = follows.inverse(handle).limit(limit);
      return cursor.map(query::startAfter).orElse(query).page();
    }

    @Override
    public List<Follow> streamFollowers(String handle) {
      return follows.inverse(handle).limit(50).stream().toList();
    }
  }

  /** Through the asynchronous DAOs: the same calls, each future waited for. */
  record Async(
      StudentAsyncDao students,
      CourseAsyncDao courses,
      EnrollmentAsyncDao enrollments,
      UserAsyncDao users,
      FollowAsyncDao follows)
      implements SchoolReads {
    @Override
    public Optional<Student> student(String studentId) {
      return students.get(studentId).join();
    }

    @Override
    public Optional<Course> course(String courseId) {
      return courses.get(courseId).join();
    }

    @Override
    public boolean courseExists(String courseId) {
      return courses.exists(courseId).join();
    }

    @Override
    public Optional<User> user(String handle) {
      return users.get(handle).join();
    }

    @Override
    public Optional<Enrollment> enrollment(String studentId, String courseId) {
      return enrollments.get(studentId, courseId).join();
    }

    @Override
    public boolean enrolled(String studentId, String courseId) {
      return enrollments.exists(studentId, courseId).join();
    }

    @Override
    public List<Enrollment> coursesOf(String studentId) {
      return enrollments.forward(studentId).all().join();
    }

    @Override
    public long courseCountOf(String studentId) {
      return enrollments.forward(studentId).count().join();
    }

    @Override
    public List<Enrollment> rosterOf(String courseId) {
      return enrollments.inverse(courseId).all().join();
    }

    @Override
    public long rosterSizeOf(String courseId) {
      return enrollments.inverse(courseId).count().join();
    }

    @Override
    public Page<Follow> followersPage(String handle, int limit, Optional<String> cursor) {
      AsyncEdgeQuery<Follow> query = follows.inverse(handle).limit(limit);
      return cursor.map(query::startAfter).orElse(query).page().join();
    }

    @Override
    public List<Follow> streamFollowers(String handle) {
      Collector<Follow> collector = new Collector<>(50);
      follows.inverse(handle).limit(50).publisher().subscribe(collector);
      return collector.items.join();
    }
  }

  /** Collects a publisher's items, asking for {@code batch} more each time it has them all. */
  final class Collector<T> implements Flow.Subscriber<T> {
    final CompletableFuture<List<T>> items = new CompletableFuture<>();
    private final List<T> received = new ArrayList<>();
    private final int batch;
    private Flow.Subscription subscription;
    private int outstanding;

    Collector(int batch) {
      this.batch = batch;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
      this.subscription = subscription;
      outstanding = batch;
      subscription.request(batch);
    }

    @Override
    public void onNext(T item) {
      received.add(item);
      if (--outstanding == 0) {
        outstanding = batch;
        subscription.request(batch);
      }
    }

    @Override
    public void onError(Throwable failure) {
      items.completeExceptionally(failure);
    }

    @Override
    public void onComplete() {
      items.complete(List.copyOf(received));
    }
  }
}
