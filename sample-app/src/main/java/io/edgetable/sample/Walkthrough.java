package io.edgetable.sample;

import io.edgetable.schema.TableDefinition;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * The demo's scenario from start to end, on one table: prepare the table, the students-and-courses
 * steps, transactions across DAOs, the follow graph, updates, versions and time to live, inverses
 * ordered by a date, the raw layout and the counter check. The data stays in the table.
 */
final class Walkthrough {
  /**
   * Every record kind of the sample: what the table must provide (keys, index GSI1, and GSI2 and
   * GSI3 sorted by a date).
   */
  static final TableDefinition TABLE =
      TableDefinition.of(
          StudentKeys.SCHEMA,
          CourseKeys.SCHEMA,
          EnrollmentKeys.SCHEMA,
          UserKeys.SCHEMA,
          FollowKeys.SCHEMA,
          SyllabusKeys.SCHEMA,
          InvitationKeys.SCHEMA,
          RegistrationKeys.SCHEMA,
          SubscriptionKeys.SCHEMA);

  private final DynamoDbClient client;
  private final String table;
  private final Narrator narrator;

  Walkthrough(DynamoDbClient client, String table, Narrator narrator) {
    this.client = client;
    this.table = table;
    this.narrator = narrator;
  }

  /** Runs every step; returns whether every counter equals its edge count at the end. */
  boolean run() {
    prepareTable();
    new EnrollmentTour(client, table, narrator).run();
    new TransactionTour(client, table, narrator).run();
    new FollowTour(client, table, narrator).run();
    new DayTwoTour(client, table, narrator).run();
    new OrderedTour(client, table, narrator).run();
    new RawLayout(client, table, narrator).run();
    return new CounterCheck(client, table, narrator).run();
  }

  private void prepareTable() {
    if (exists()) {
      int keys = new DemoReset(client, table).run();
      narrator.line("table:     " + table + " (exists; removed the " + keys
          + " keys this demo writes, so it starts from scratch)");
    } else {
      TABLE.createIfMissing(client, table);
      narrator.line("table:     " + table + " (created: PK/SK strings, index GSI1 on GSI1PK/GSI1SK,"
          + " GSI2 on GSI2PK/enrolledOn+GSI2SK, GSI3 on GSI3PK/subscribedAt+GSI3SK, time to live on"
          + " expiresAt)");
    }
  }

  private boolean exists() {
    try {
      client.describeTable(d -> d.tableName(table));
      return true;
    } catch (ResourceNotFoundException e) {
      return false;
    }
  }
}
