package io.edgetable.console;

import io.edgetable.console.demo.ChannelKeys;
import io.edgetable.console.demo.DemoChannels;
import io.edgetable.console.demo.ChannelSubscriptionKeys;
import io.edgetable.console.model.Model;
import io.edgetable.console.model.ModelLoader;
import io.edgetable.sample.Course;
import io.edgetable.sample.CourseDao;
import io.edgetable.sample.CourseKeys;
import io.edgetable.sample.Enrollment;
import io.edgetable.sample.EnrollmentDao;
import io.edgetable.sample.EnrollmentKeys;
import io.edgetable.sample.Follow;
import io.edgetable.sample.FollowDao;
import io.edgetable.sample.FollowKeys;
import io.edgetable.sample.InvitationKeys;
import io.edgetable.sample.Registration;
import io.edgetable.sample.RegistrationDao;
import io.edgetable.sample.RegistrationKeys;
import io.edgetable.sample.Student;
import io.edgetable.sample.StudentDao;
import io.edgetable.sample.StudentKeys;
import io.edgetable.sample.Subscription;
import io.edgetable.sample.SubscriptionDao;
import io.edgetable.sample.SubscriptionKeys;
import io.edgetable.sample.SyllabusKeys;
import io.edgetable.sample.User;
import io.edgetable.sample.UserDao;
import io.edgetable.sample.UserKeys;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.TableDefinition;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The sample app's model and data, written with its generated DAOs: students, courses and
 * enrolments (each a transaction that moves both counters), users and a celebrity followed by
 * {@code fans + 2} users on the 8 shards of the inverse index, a student whose id holds every
 * awkward character, and one raw item with every kind of value (and hostile text); and the
 * console's own demo channels, whose subscriber counter is sharded.
 */
public final class SampleData {
  /** The student whose id has a comma, '#', quotes, '<', '/', '%', spaces and unicode. */
  public static final String AWKWARD_ID = "o'neil, \"jr\" #1 <b>/50% ü 学生";

  public static final String CELEBRITY = "celeb";

  /** How many channels subscribe to the demo's popular channel (a sharded counter). */
  public static final int CHANNEL_SUBSCRIBERS = 40;

  /** Changes whenever what {@link #write} writes changes, so that no stale copy is reused. */
  static final int VERSION = 2;

  /** How many users (alice, bob, fans) subscribe to the celebrity's posts (ordered on GSI3). */
  public static final int SUBSCRIBERS = 24;

  private SampleData() {}

  /** The sample's generated keys classes: its model. */
  public static Model model(DynamoDbClient client) {
    return ModelLoader.of(List.of(StudentKeys.class, CourseKeys.class, EnrollmentKeys.class,
        UserKeys.class, FollowKeys.class, SyllabusKeys.class, InvitationKeys.class,
        ChannelKeys.class, ChannelSubscriptionKeys.class, RegistrationKeys.class,
        SubscriptionKeys.class), client);
  }

  /** The schemas of the sample's model: what its table holds. */
  public static List<EdgeSchema> schemas() {
    return List.of(StudentKeys.SCHEMA, CourseKeys.SCHEMA, EnrollmentKeys.SCHEMA,
        UserKeys.SCHEMA, FollowKeys.SCHEMA, SyllabusKeys.SCHEMA, InvitationKeys.SCHEMA,
        ChannelKeys.SCHEMA, ChannelSubscriptionKeys.SCHEMA, RegistrationKeys.SCHEMA,
        SubscriptionKeys.SCHEMA);
  }

  /** Creates the table if missing and writes the data; {@code fans} users follow the celebrity. */
  public static void write(DynamoDbClient client, String table, int fans) {
    TableDefinition.of(schemas().toArray(EdgeSchema[]::new)).createIfMissing(client, table);
    StudentDao students = new StudentDao(client, table);
    CourseDao courses = new CourseDao(client, table);
    EnrollmentDao enrollments = new EnrollmentDao(client, table);
    String[][] roster = {
      {"a91", "Ada Okafor", "math204:B cs101:A phys150:A"},
      {"b07", "Ben Sato", "math204:A phys150:B"},
      {"c13", "Chloe Martin", "cs101:A art120:A"},
      {"d22", "Dev Patel", "math204:C cs101:B"},
      {"e05", "Emma Lindqvist", "phys150:A art120:B"},
      {AWKWARD_ID, "Awkward Id", "math204:A"},
    };
    List.of(new Course("math204", "Linear Algebra", 0), new Course("cs101", "Programming I", 0),
        new Course("phys150", "Mechanics", 0), new Course("art120", "Drawing Studio", 0))
        .forEach(courses::put);
    LocalDate start = LocalDate.of(2026, 9, 1);
    RegistrationDao registrations = new RegistrationDao(client, table);
    for (int s = 0; s < roster.length; s++) {
      students.put(new Student(roster[s][0], roster[s][1], 0));
      String[] taken = roster[s][2].split(" ");
      for (int c = 0; c < taken.length; c++) {
        String[] courseAndGrade = taken[c].split(":");
        enrollments.put(new Enrollment(roster[s][0], courseAndGrade[0], courseAndGrade[1],
            start.plusDays(s)));
        // Registrations on GSI2, ordered by day: a multi-attribute index key to query.
        registrations.put(new Registration(roster[s][0], courseAndGrade[0],
            start.minusDays(10L * c + s), s % 2 == 0 ? "confirmed" : "waitlisted"));
      }
    }
    UserDao users = new UserDao(client, table);
    FollowDao follows = new FollowDao(client, table);
    List<User> everyone = new ArrayList<>();
    everyone.add(new User("alice", 0, 0));
    everyone.add(new User("bob", 0, 0));
    everyone.add(new User(CELEBRITY, 0, 0));
    for (int i = 1; i <= fans; i++) {
      everyone.add(new User(String.format("fan%03d", i), 0, 0));
    }
    users.putAll(everyone);
    Instant at = Instant.parse("2026-10-01T12:00:00Z");
    follows.put(new Follow("alice", "bob", at));
    follows.put(new Follow("bob", "alice", at.plusSeconds(60)));
    for (User user : everyone) {
      if (!user.handle().equals(CELEBRITY)) {
        follows.put(new Follow(user.handle(), CELEBRITY, at.plusSeconds(120)));
      }
    }
    // Subscriptions to the celebrity on GSI3: 8 shards, each ordered by subscribedAt.
    SubscriptionDao subscriptions = new SubscriptionDao(client, table);
    for (int i = 0; i < SUBSCRIBERS && i < everyone.size(); i++) {
      User user = everyone.get(i);
      if (!user.handle().equals(CELEBRITY)) {
        subscriptions.put(new Subscription(user.handle(), CELEBRITY,
            at.plusSeconds(3600L * i), i % 3 == 0 ? "gold" : "free"));
      }
    }
    DemoChannels.write(client, table, CHANNEL_SUBSCRIBERS);
    client.putItem(b -> b.tableName(table).item(valuesItem()));
  }

  /** One item with every kind of value, hostile text, and an attribute named like markup. */
  public static Map<String, AttributeValue> valuesItem() {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put("PK", AttributeValue.fromS("RAW#values"));
    item.put("SK", AttributeValue.fromS("RAW#values"));
    item.put("exact", AttributeValue.fromN("12345678901234567890.123456789"));
    item.put("big", AttributeValue.fromN("123456789012345678901234567890"));
    item.put("tags", AttributeValue.fromSs(List.of("a,b", "c#d")));
    item.put("scores", AttributeValue.fromNs(List.of("1.5", "99999999999999999999")));
    item.put("blob", AttributeValue.fromB(SdkBytes.fromByteArray(
        Base64.getDecoder().decode("AAEC/w=="))));
    item.put("blobs", AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {1}),
        SdkBytes.fromByteArray(new byte[] {2, 3}))));
    item.put("nested", AttributeValue.fromM(Map.of("list", AttributeValue.fromL(List.of(
        AttributeValue.fromN("1"), AttributeValue.fromS("two"), AttributeValue.fromNul(true))))));
    item.put("nothing", AttributeValue.fromNul(true));
    item.put("empty", AttributeValue.fromS(""));
    item.put("flag", AttributeValue.fromBool(true));
    item.put("note", AttributeValue.fromS("<script>alert(1)</script>"));
    item.put("\"><img src=x onerror=alert(2)>", AttributeValue.fromS(
        "\"><img src=x onerror=alert(3)>"));
    return item;
  }
}
