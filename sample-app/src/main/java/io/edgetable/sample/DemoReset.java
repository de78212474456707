package io.edgetable.sample;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Removes what an earlier run of the demo wrote, so a re-run on the same table starts from the same
 * state and prints the same walk-through. It deletes only the demo's own keys (its ids are fixed),
 * with plain BatchWriteItem deletes: this is cleanup, not edge maintenance, so no counter is
 * adjusted (the nodes that carry them are deleted too).
 */
final class DemoReset {
  private static final int BATCH = 25;
  private static final int ATTEMPTS = 8;

  private final DynamoDbClient client;
  private final String table;

  DemoReset(DynamoDbClient client, String table) {
    this.client = client;
    this.table = table;
  }

  /** Every key the demo writes: nodes and edges of {@link DemoData} and {@link DayTwoTour}. */
  static List<Map<String, AttributeValue>> keys() {
    Set<Map<String, AttributeValue>> keys = new LinkedHashSet<>();
    DemoData.ENROLLMENTS.forEach(e -> keys.add(EnrollmentKeys.key(e.studentId(), e.courseId())));
    keys.add(EnrollmentKeys.key(DemoData.SWITCHING_STUDENT, DemoData.SWITCHED_TO));
    DemoData.STUDENTS.forEach(s -> keys.add(StudentKeys.key(s.studentId())));
    DemoData.COURSES.forEach(c -> keys.add(CourseKeys.key(c.courseId())));
    DemoData.follows().forEach(f -> keys.add(FollowKeys.key(f.follower(), f.followee())));
    DemoData.users().forEach(u -> keys.add(UserKeys.key(u.handle())));
    keys.add(SyllabusKeys.key(DayTwoTour.SYLLABUS_COURSE));
    keys.add(InvitationKeys.key(DayTwoTour.INVITING_COURSE, DayTwoTour.EXPIRED_INVITEE));
    keys.add(InvitationKeys.key(DayTwoTour.INVITING_COURSE, DayTwoTour.INVITEE));
    DemoData.registrations()
        .forEach(r -> keys.add(RegistrationKeys.key(r.studentId(), r.courseId())));
    DemoData.subscriptions()
        .forEach(s -> keys.add(SubscriptionKeys.key(s.subscriber(), s.creator())));
    return new ArrayList<>(keys);
  }

  /** Deletes every demo key (absent ones are no-ops); returns how many keys were sent. */
  int run() {
    List<Map<String, AttributeValue>> keys = keys();
    for (int from = 0; from < keys.size(); from += BATCH) {
      List<WriteRequest> chunk = new ArrayList<>();
      for (Map<String, AttributeValue> key :
          keys.subList(from, Math.min(from + BATCH, keys.size()))) {
        chunk.add(
            WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(key).build()).build());
      }
      write(chunk);
    }
    return keys.size();
  }

  private void write(List<WriteRequest> chunk) {
    List<WriteRequest> pending = chunk;
    for (int attempt = 0; attempt < ATTEMPTS && !pending.isEmpty(); attempt++) {
      if (attempt > 0) {
        pause(50L << attempt);
      }
      List<WriteRequest> sending = pending;
      BatchWriteItemResponse response =
          client.batchWriteItem(b -> b.requestItems(Map.of(table, sending)));
      pending = response.unprocessedItems().getOrDefault(table, List.of());
    }
    if (!pending.isEmpty()) {
      throw new IllegalStateException(
          "could not remove "
              + pending.size()
              + " items of an earlier run from table "
              + table
              + " (throttled); run the demo again or use another --table");
    }
  }

  private static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while cleaning up");
    }
  }
}
