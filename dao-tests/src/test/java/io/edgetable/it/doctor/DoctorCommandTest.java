package io.edgetable.it.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.doctor.DoctorCommand;
import io.edgetable.internal.DynamoDbExport;
import io.edgetable.test.LocalDynamoDb;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code doctor} on the command line, as {@code ./console doctor} runs it: the model read from a
 * class folder of generated code, the report printed, the exit status 0 / 1 / 2.
 */
class DoctorCommandTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  @TempDir static Path temp;

  /** A class folder holding this package's compiled records and generated code only. */
  private static Path model;

  @BeforeAll
  static void copyTheModel() throws Exception {
    Path classes = Path.of(StudentKeys.class.getProtectionDomain().getCodeSource().getLocation()
        .toURI());
    Path from = classes.resolve("io/edgetable/it/doctor");
    model = temp.resolve("model");
    Path to = Files.createDirectories(model.resolve("io/edgetable/it/doctor"));
    try (Stream<Path> files = Files.list(from)) {
      for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
        Files.copy(file, to.resolve(file.getFileName()));
      }
    }
  }

  private record Run(int status, String out, String err) {}

  private static Run doctor(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        DoctorCommand.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(
        status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private static String[] on(String table, String... more) {
    String[] common = {
      "--endpoint", db.endpoint().toString(), "--table", table, "--model", model.toString()
    };
    return Stream.concat(Stream.of(common), Stream.of(more)).toArray(String[]::new);
  }

  @Test
  void cleanIsZeroFindingsOneRepairedZeroAgain() throws Exception {
    try (DynamoDbClient client = db.client()) {
      School school = new School(db, client);
      school.students.put(new Student("s1", "Ada", 0));
      school.courses.put(new Course("c1", "Maths", 3, 0));
      school.enrollments.put(new Enrollment("s1", "c1", "A"));

      Run clean = doctor(on(school.table));
      assertEquals(0, clean.status(), clean.err() + clean.out());
      assertTrue(clean.out().contains("no findings"), clean.out());
      assertTrue(clean.out().contains("Enrollment"), "names the kinds it read: " + clean.out());

      client.updateItem(
          b -> b.tableName(school.table)
              .key(Map.of("PK", AttributeValue.fromS("CRS#c1"),
                  "SK", AttributeValue.fromS("CRS#c1")))
              .updateExpression("ADD studentCount :three")
              .expressionAttributeValues(Map.of(":three", AttributeValue.fromN("3"))));
      Run drift = doctor(on(school.table));
      assertEquals(1, drift.status(), drift.out());
      assertTrue(drift.out().contains("CounterDrift: Course CRS#c1 / CRS#c1"), drift.out());

      Path export = DynamoDbExport.write(client, school.table, temp.resolve("export"), 2);
      Run fromExport = doctor(on(school.table, "--export", export.toString()));
      assertEquals(1, fromExport.status(), fromExport.out());
      assertTrue(fromExport.out().contains("CounterDrift"), fromExport.out());

      Run repaired = doctor(on(school.table, "--repair"));
      assertEquals(0, repaired.status(), repaired.out());
      assertTrue(repaired.out().contains("1 repaired"), repaired.out());
      assertEquals(1, school.courses.get("c1").orElseThrow().studentCount());
    }
  }

  @Test
  void theTotalsCountEachKindAndATableThatDoesNotFitIsNotRepaired() {
    try (DynamoDbClient client = db.client()) {
      School school = new School(db, client);
      school.courses.put(new Course("c1", "Maths", 3, 0));
      client.putItem(b -> b.tableName(school.table).item(Map.of(
          "PK", AttributeValue.fromS("STU#gone#courseCount#0"),
          "SK", AttributeValue.fromS("STU#gone#courseCount#0"),
          "courseCount", AttributeValue.fromN("2"))));
      client.putItem(b -> b.tableName(school.table).item(Map.of(
          "PK", AttributeValue.fromS("JUNK#1"), "SK", AttributeValue.fromS("JUNK#1"))));
      Run found = doctor(on(school.table));
      assertEquals(1, found.status(), found.out());
      assertTrue(
          found.out().contains(": 3 items read, 2 findings (1 OrphanCounter, 1 UnknownItem)"),
          found.out());
      assertTrue(
          found.out().contains("OrphanCounter: Student STU#gone#courseCount#0"), found.out());

      // A table without the index the enrolments need
      String bare = db.createTable(StudentKeys.SCHEMA, CourseKeys.SCHEMA);
      Run misfit = doctor(on(bare, "--repair"));
      assertEquals(1, misfit.status(), misfit.out());
      assertTrue(misfit.out().contains(bare + ": not read, 1 findings (1 TableMisfit)"),
          misfit.out());
      assertTrue(misfit.out().contains("no global secondary index GSI1"), misfit.out());
      assertTrue(misfit.out().contains("Nothing repaired: the table must fit the model first"),
          misfit.out());
    }
  }

  @Test
  void badArgumentsAreTwoAndSayWhatIsMissing() {
    Run noTable = doctor("--endpoint", db.endpoint().toString(), "--model", model.toString());
    assertEquals(2, noTable.status());
    assertTrue(noTable.err().contains("--table NAME"), noTable.err());

    Run noServer = doctor("--table", "t", "--model", model.toString());
    assertEquals(2, noServer.status());
    assertTrue(noServer.err().contains("--endpoint URL"), noServer.err());

    Run unknown = doctor(on("t", "--fix-everything"));
    assertEquals(2, unknown.status());
    assertTrue(unknown.err().contains("unknown argument --fix-everything"), unknown.err());

    Run noModel = doctor("--endpoint", db.endpoint().toString(), "--table", "t",
        "--model", temp.resolve("nothing").toString());
    assertEquals(2, noModel.status());
    assertTrue(noModel.err().contains("does not exist"), noModel.err());

    Run dangling = doctor(on("t", "--delete-dangling-edges"));
    assertEquals(2, dangling.status());
    assertTrue(dangling.err().contains("needs --repair"), dangling.err());
  }
}
