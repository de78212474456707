package io.edgetable.it.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.doctor.CounterDrift;
import io.edgetable.doctor.DanglingEdge;
import io.edgetable.doctor.DoctorListener;
import io.edgetable.doctor.DoctorOptions;
import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IndexKeyMismatch;
import io.edgetable.doctor.IntegrityReport;
import io.edgetable.doctor.RepairResult;
import io.edgetable.doctor.TypeMismatch;
import io.edgetable.doctor.UnknownItem;
import io.edgetable.internal.DynamoDbExport;
import io.edgetable.test.LocalDynamoDb;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Tables broken on purpose, each in one way: the doctor finds exactly those breaks, in the table
 * and in its export alike, repairs what it may, skips what changed since the check, and a
 * repaired table checks clean.
 */
class DoctorTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  @TempDir Path temp;

  /** 10 students in 4 courses (15 enrolments), a star with 20 fans who follows one back. */
  private static School school(DynamoDbClient client) {
    School school = new School(db, client);
    for (int c = 0; c < 4; c++) {
      school.courses.put(new Course("c" + c, "Course " + c, 3, 0));
    }
    for (int s = 0; s < 10; s++) {
      school.students.put(new Student("s" + s, "Student " + s, 0));
      school.enrollments.put(new Enrollment("s" + s, "c" + (s % 4), "A"));
      if (s < 5) {
        school.enrollments.put(new Enrollment("s" + s, "c" + ((s + 1) % 4), "B"));
      }
    }
    school.members.put(new Member("star", "Star", 0, 0, 0));
    for (int f = 0; f < 20; f++) {
      school.members.put(new Member("f" + f, "Fan " + f, 0, 0, 0));
      school.follows.put(new Follow("f" + f, "star", null));
    }
    school.follows.put(new Follow("star", "f0", "back"));
    return school;
  }

  private static EdgeDoctor doctor(School school) {
    return EdgeDoctor.of(school.client, school.table, School.SCHEMAS);
  }

  /** The six breaks of the issue; returns the keys broken, by what was done to them. */
  private static void breakIt(School school) {
    DynamoDbClient raw = school.client;
    String table = school.table;
    // 1. a counter off by 3
    raw.updateItem(
        b -> b.tableName(table).key(key("CRS#c1", "CRS#c1"))
            .updateExpression("ADD #c :three")
            .expressionAttributeNames(Map.of("#c", "studentCount"))
            .expressionAttributeValues(Map.of(":three", AttributeValue.fromN("3"))));
    // 2. a counter item of the star's followers missing
    String shardKey = "MEM#star#followers#0";
    for (int k = 0; k < 4; k++) {
      String pk = "MEM#star#followers#" + k;
      Map<String, AttributeValue> item =
          raw.getItem(b -> b.tableName(table).key(key(pk, pk)).consistentRead(true)).item();
      if (item != null && !item.isEmpty() && !item.get("followers").n().equals("0")) {
        shardKey = pk;
        break;
      }
    }
    String missingShard = shardKey;
    raw.deleteItem(b -> b.tableName(table).key(key(missingShard, missingShard)));
    // 3. a node deleted by a raw DeleteItem: its edge to c1 dangles
    raw.deleteItem(b -> b.tableName(table).key(key("STU#s9", "STU#s9")));
    // 4. an edge with a wrong GSI1PK
    raw.updateItem(
        b -> b.tableName(table).key(key("STU#s0", "ENROLL#CRS#c0"))
            .updateExpression("SET GSI1PK = :wrong")
            .expressionAttributeValues(Map.of(":wrong", AttributeValue.fromS("CRS#c9"))));
    // 5. an item of an unknown prefix
    raw.putItem(b -> b.tableName(table).item(key("JUNK#1", "JUNK#1")));
    // 6. a number stored as a string
    raw.updateItem(
        b -> b.tableName(table).key(key("CRS#c3", "CRS#c3"))
            .updateExpression("SET credits = :text")
            .expressionAttributeValues(Map.of(":text", AttributeValue.fromS("3"))));
  }

  private static Map<String, AttributeValue> key(String pk, String sk) {
    return Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(sk));
  }

  /** Each finding as kind and key, e.g. {@code CounterDrift CRS#c1 / CRS#c1}. */
  private static Set<String> named(List<Finding> findings) {
    Set<String> named = new HashSet<>();
    for (Finding finding : findings) {
      named.add(finding.getClass().getSimpleName() + " " + Finding.describe(finding.key()));
    }
    assertEquals(findings.size(), named.size(), "one finding per item: " + findings);
    return named;
  }

  private static Set<String> sixBreaks() {
    return Set.of(
        "CounterDrift CRS#c1 / CRS#c1",
        "CounterDrift MEM#star / MEM#star",
        "DanglingEdge STU#s9 / ENROLL#CRS#c1",
        "IndexKeyMismatch STU#s0 / ENROLL#CRS#c0",
        "UnknownItem JUNK#1 / JUNK#1",
        "TypeMismatch CRS#c3 / CRS#c3");
  }

  @Test
  void aHealthyTableChecksClean() {
    try (DynamoDbClient client = db.client()) {
      School school = school(client);
      AtomicLong progress = new AtomicLong();
      IntegrityReport report =
          doctor(school)
              .with(
                  DoctorOptions.defaults()
                      .withSegments(3)
                      .withListener(
                          new DoctorListener() {
                            @Override
                            public void progress(long itemsRead, long findings) {
                              progress.set(itemsRead);
                            }
                          }))
              .check();
      assertEquals(List.of(), report.findings());
      // 14 nodes, 21 members, 15 enrolments, 21 follows, and the star's counter items
      assertTrue(report.itemsRead() >= 14 + 21 + 15 + 21, report.toString());
      assertEquals(report.itemsRead(), progress.get(), "the listener heard the last count");
    }
  }

  @Test
  void findsExactlyTheBreaksRepairsThemAndTheRepairedTableChecksClean() {
    ScanCounter scans = new ScanCounter();
    try (DynamoDbClient client = db.client(scans)) {
      School school = school(client);
      long c1Edges = school.enrollments.inverse("c1").count();
      breakIt(school);

      long items =
          client.scan(b -> b.tableName(school.table).select(Select.COUNT)).count();
      scans.reset();
      IntegrityReport report = doctor(school).check();
      assertEquals(sixBreaks(), named(report.findings()), report.toString());
      assertEquals(items, report.itemsRead(), "each item read once, though a node is missing");
      assertEquals(items, scans.scanned());
      CounterDrift c1 =
          report.findings().stream()
              .filter(f -> f instanceof CounterDrift d && d.counter().equals("studentCount"))
              .map(CounterDrift.class::cast)
              .findFirst()
              .orElseThrow();
      assertEquals(c1Edges + 3, c1.stored());
      assertEquals(c1Edges, c1.counted());
      DanglingEdge dangling =
          (DanglingEdge)
              report.findings().stream().filter(DanglingEdge.class::isInstance).findFirst()
                  .orElseThrow();
      assertEquals(List.of("STU#s9"), dangling.missingNodes());
      TypeMismatch type =
          (TypeMismatch)
              report.findings().stream().filter(TypeMismatch.class::isInstance).findFirst()
                  .orElseThrow();
      assertEquals("credits", type.attribute());
      assertEquals(AttributeValue.Type.N, type.expected());
      assertEquals(AttributeValue.Type.S, type.stored());
      assertTrue(report.findings().stream().anyMatch(f -> f instanceof IndexKeyMismatch m
          && m.expectedPartition().equals("CRS#c0")
          && m.storedPartition().orElseThrow().equals("CRS#c9")));
      assertTrue(report.findings().stream().anyMatch(UnknownItem.class::isInstance));

      RepairResult result =
          EdgeDoctor.repair(report, DoctorOptions.defaults().withDeleteDanglingEdges(true));
      assertEquals(4, result.repaired().size(), result.toString());
      assertEquals(List.of(), result.skipped());
      assertEquals(
          Set.of("UnknownItem JUNK#1 / JUNK#1", "TypeMismatch CRS#c3 / CRS#c3"),
          named(result.notRepaired()));

      assertEquals(
          Set.of("UnknownItem JUNK#1 / JUNK#1", "TypeMismatch CRS#c3 / CRS#c3"),
          named(doctor(school).check().findings()),
          "what the doctor only reports is left");
      // What the repairs restored, as the DAOs read it
      assertEquals(c1Edges - 1, school.courses.get("c1").orElseThrow().studentCount());
      assertEquals(c1Edges - 1, school.enrollments.inverse("c1").count());
      assertEquals(20, school.members.get("star").orElseThrow().followers());
      assertTrue(school.enrollments.inverse("c0").all().stream()
          .anyMatch(e -> e.studentId().equals("s0")), "the inverse query finds the edge again");

      // The two a person must decide: remove the stranger, store the number as a number
      client.deleteItem(b -> b.tableName(school.table).key(key("JUNK#1", "JUNK#1")));
      client.updateItem(
          b -> b.tableName(school.table).key(key("CRS#c3", "CRS#c3"))
              .updateExpression("SET credits = :n")
              .expressionAttributeValues(Map.of(":n", AttributeValue.fromN("3"))));
      assertEquals(List.of(), doctor(school).check().findings());
    }
  }

  @Test
  void aDanglingEdgeStaysUnlessDeletingIsAsked() {
    try (DynamoDbClient client = db.client()) {
      School school = school(client);
      client.deleteItem(b -> b.tableName(school.table).key(key("STU#s9", "STU#s9")));
      IntegrityReport report = doctor(school).check();
      assertEquals(Set.of("DanglingEdge STU#s9 / ENROLL#CRS#c1"), named(report.findings()));
      RepairResult kept = report.repair(client);
      assertEquals(List.of(), kept.repaired());
      assertEquals(report.findings(), kept.notRepaired());
      assertTrue(school.enrollments.exists("s9", "c1"));
    }
  }

  @Test
  void aWriteBetweenCheckAndRepairIsNotOverwritten() {
    try (DynamoDbClient client = db.client()) {
      School school = school(client);
      long edges = school.enrollments.inverse("c0").count();
      client.updateItem(
          b -> b.tableName(school.table).key(key("CRS#c0", "CRS#c0"))
              .updateExpression("ADD studentCount :three")
              .expressionAttributeValues(Map.of(":three", AttributeValue.fromN("3"))));
      IntegrityReport report = doctor(school).check();
      assertEquals(Set.of("CounterDrift CRS#c0 / CRS#c0"), named(report.findings()));

      school.students.put(new Student("late", "Late", 0));
      assertTrue(school.enrollments.put(new Enrollment("late", "c0", "C"))); // moves it to +4

      RepairResult result = report.repair(client);
      assertEquals(List.of(), result.repaired());
      assertEquals(1, result.skipped().size(), result.toString());
      assertTrue(result.skipped().get(0).reason().contains("changed since the check"));
      assertEquals(
          edges + 4,
          school.courses.get("c0").orElseThrow().studentCount(),
          "the concurrent write is kept: nothing was overwritten");

      IntegrityReport again = doctor(school).check();
      assertEquals(Set.of("CounterDrift CRS#c0 / CRS#c0"), named(again.findings()));
      assertEquals(1, again.repair(client).repaired().size());
      assertEquals(edges + 1, school.courses.get("c0").orElseThrow().studentCount());
      assertEquals(List.of(), doctor(school).check().findings());
    }
  }

  @Test
  void theExportCheckFindsWhatTheTableCheckFinds() throws Exception {
    try (DynamoDbClient client = db.client()) {
      School school = school(client);
      breakIt(school);
      IntegrityReport table = doctor(school).check();
      Path export = DynamoDbExport.write(client, school.table, temp, 3);

      List<Finding> found = new ArrayList<>();
      IntegrityReport fromExport =
          doctor(school)
              .with(
                  DoctorOptions.defaults()
                      .withListener(
                          new DoctorListener() {
                            @Override
                            public void found(Finding finding) {
                              found.add(finding);
                            }
                          }))
              .checkExport(export);
      assertEquals(table.findings(), fromExport.findings(), "the same list, sorted by key");
      assertEquals(sixBreaks(), named(fromExport.findings()));
      assertEquals(
          new HashSet<>(fromExport.findings()), new HashSet<>(found),
          "each finding reached the listener");
      assertEquals(fromExport.findings().size(), found.size());
      assertEquals(3, fromExport.requests(), "three files read once, though a node is missing");

      // An export's report repairs the table it came from
      RepairResult result =
          fromExport.repair(client, DoctorOptions.defaults().withDeleteDanglingEdges(true));
      assertEquals(4, result.repaired().size(), result.toString());
    }
  }
}
