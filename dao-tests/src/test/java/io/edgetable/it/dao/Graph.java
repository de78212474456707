package io.edgetable.it.dao;

import io.edgetable.EdgeKey;
import io.edgetable.Page;
import io.edgetable.internal.RequestCounter;
import io.edgetable.query.EdgeQuery;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.async.SdkAsyncHttpClient;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A fresh table holding every record kind of this package, with a DAO for each, reached through
 * {@code access}: the synchronous DAOs, or the asynchronous ones.
 */
final class Graph implements AutoCloseable {
  /**
   * The asynchronous DAOs' HTTP client, shared by every graph: closing a DynamoDbAsyncClient leaves
   * a client it was given open, so each test does not start an event loop of its own.
   */
  static final SdkAsyncHttpClient HTTP = NettyNioAsyncHttpClient.builder().build();

  final RequestCounter requests = new RequestCounter();
  final Access access;

  /** A synchronous client on the table, counted, for setup and raw reads in both modes. */
  final DynamoDbClient client;

  /** The client of the asynchronous DAOs ({@code null} in {@link Access#SYNC}). */
  final DynamoDbAsyncClient asyncClient;

  final String table;
  final NodeAccess<Student, String, StudentCollection> students;
  final NodeAccess<Course, String, CourseCollection> courses;
  final EdgeAccess<Enrollment, String, String, Enrollment> enrollments;
  final NodeAccess<User, String, UserCollection> users;
  final EdgeAccess<Follow, String, String, Follow> follows;
  final EdgeAccess<Teaching, String, String, Teaching> teachings;
  final EdgeAccess<Review, String, String, Review> reviews;
  final EdgeAccess<Rating, String, String, Rating> ratings;
  final EdgeAccess<Bookmark, String, String, EdgeKey<String, String>> bookmarks;
  final NodeAccess<Room, Integer, RoomCollection> rooms;
  final EdgeAccess<Booking, String, Integer, EdgeKey<String, Integer>> bookings;
  final NodeAccess<Badge, BadgeId, BadgeCollection> badges;
  final EdgeAccess<Award, String, BadgeId, Award> awards;
  final NodeAccess<Profile, String, ProfileCollection> profiles;
  final EdgeAccess<Subscription, String, String, Subscription> subscriptions;

  Graph(LocalDynamoDb db, Access access, ExecutionInterceptor... faults) {
    this.access = access;
    List<ExecutionInterceptor> interceptors = new ArrayList<>(List.of(faults));
    interceptors.add(requests);
    ExecutionInterceptor[] all = interceptors.toArray(ExecutionInterceptor[]::new);
    if (access == Access.SYNC) {
      client = db.client(all);
      asyncClient = null;
    } else {
      client = db.client(requests);
      asyncClient =
          DynamoDbAsyncClient.builder()
              .endpointOverride(db.endpoint())
              .region(Region.US_EAST_1)
              .credentialsProvider(
                  StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
              .overrideConfiguration(c -> interceptors.forEach(c::addExecutionInterceptor))
              .httpClient(HTTP)
              .build();
    }
    table =
        db.createTable(
            StudentKeys.SCHEMA,
            CourseKeys.SCHEMA,
            EnrollmentKeys.SCHEMA,
            UserKeys.SCHEMA,
            FollowKeys.SCHEMA,
            TeachingKeys.SCHEMA,
            ReviewKeys.SCHEMA,
            RatingKeys.SCHEMA,
            BookmarkKeys.SCHEMA,
            RoomKeys.SCHEMA,
            BookingKeys.SCHEMA,
            BadgeKeys.SCHEMA,
            AwardKeys.SCHEMA,
            ProfileKeys.SCHEMA,
            SubscriptionKeys.SCHEMA);
    boolean sync = access == Access.SYNC;
    students =
        dao(
            NodeAccess.class,
            sync ? new StudentDao(client, table) : new StudentAsyncDao(asyncClient, table));
    courses =
        dao(
            NodeAccess.class,
            sync ? new CourseDao(client, table) : new CourseAsyncDao(asyncClient, table));
    enrollments =
        dao(
            EdgeAccess.class,
            sync ? new EnrollmentDao(client, table) : new EnrollmentAsyncDao(asyncClient, table));
    users =
        dao(
            NodeAccess.class,
            sync ? new UserDao(client, table) : new UserAsyncDao(asyncClient, table));
    follows =
        dao(
            EdgeAccess.class,
            sync ? new FollowDao(client, table) : new FollowAsyncDao(asyncClient, table));
    teachings =
        dao(
            EdgeAccess.class,
            sync ? new TeachingDao(client, table) : new TeachingAsyncDao(asyncClient, table));
    reviews =
        dao(
            EdgeAccess.class,
            sync ? new ReviewDao(client, table) : new ReviewAsyncDao(asyncClient, table));
    ratings =
        dao(
            EdgeAccess.class,
            sync ? new RatingDao(client, table) : new RatingAsyncDao(asyncClient, table));
    bookmarks =
        dao(
            EdgeAccess.class,
            sync ? new BookmarkDao(client, table) : new BookmarkAsyncDao(asyncClient, table));
    rooms =
        dao(
            NodeAccess.class,
            sync ? new RoomDao(client, table) : new RoomAsyncDao(asyncClient, table));
    bookings =
        dao(
            EdgeAccess.class,
            sync ? new BookingDao(client, table) : new BookingAsyncDao(asyncClient, table));
    badges =
        dao(
            NodeAccess.class,
            sync ? new BadgeDao(client, table) : new BadgeAsyncDao(asyncClient, table));
    awards =
        dao(
            EdgeAccess.class,
            sync ? new AwardDao(client, table) : new AwardAsyncDao(asyncClient, table));
    profiles =
        dao(
            NodeAccess.class,
            sync ? new ProfileDao(client, table) : new ProfileAsyncDao(asyncClient, table));
    subscriptions =
        dao(
            EdgeAccess.class,
            sync
                ? new SubscriptionDao(client, table)
                : new SubscriptionAsyncDao(asyncClient, table));
    requests.reset();
  }

  private <V> V dao(Class<?> view, Object dao) {
    return access.view(view, dao);
  }

  /** Every page of a query, following the cursors. */
  static <T> List<List<T>> pages(EdgeQuery<T> query) {
    List<List<T>> pages = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    do {
      Page<T> page = cursor.map(query::startAfter).orElse(query).page();
      pages.add(page.items());
      cursor = page.nextCursor();
    } while (cursor.isPresent());
    return pages;
  }

  @Override
  public void close() {
    client.close();
    if (asyncClient != null) {
      asyncClient.close();
    }
  }
}
