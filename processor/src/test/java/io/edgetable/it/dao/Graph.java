package io.edgetable.it.dao;

import io.edgetable.EdgeQuery;
import io.edgetable.Page;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A fresh table holding every record kind of this package, with a DAO for each. */
final class Graph implements AutoCloseable {
  final RequestCounter requests = new RequestCounter();
  final DynamoDbClient client;
  final String table;
  final StudentDao students;
  final CourseDao courses;
  final EnrollmentDao enrollments;
  final UserDao users;
  final FollowDao follows;
  final TeachingDao teachings;
  final ReviewDao reviews;
  final BookmarkDao bookmarks;
  final RoomDao rooms;
  final BookingDao bookings;
  final BadgeDao badges;
  final AwardDao awards;

  Graph(LocalDynamoDb db) {
    client = db.client(requests);
    table = db.createTable(
            StudentKeys.SCHEMA,
            CourseKeys.SCHEMA,
            EnrollmentKeys.SCHEMA,
            UserKeys.SCHEMA,
            FollowKeys.SCHEMA,
            TeachingKeys.SCHEMA,
            ReviewKeys.SCHEMA,
            BookmarkKeys.SCHEMA,
            RoomKeys.SCHEMA,
            BookingKeys.SCHEMA,
            BadgeKeys.SCHEMA,
            AwardKeys.SCHEMA);
    students = new StudentDao(client, table);
    courses = new CourseDao(client, table);
    enrollments = new EnrollmentDao(client, table);
    users = new UserDao(client, table);
    follows = new FollowDao(client, table);
    teachings = new TeachingDao(client, table);
    reviews = new ReviewDao(client, table);
    bookmarks = new BookmarkDao(client, table);
    rooms = new RoomDao(client, table);
    bookings = new BookingDao(client, table);
    badges = new BadgeDao(client, table);
    awards = new AwardDao(client, table);
    requests.reset();
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
  }
}
