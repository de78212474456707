package io.edgetable.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.doctor.CounterDrift;
import io.edgetable.doctor.DanglingEdge;
import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IndexKeyMismatch;
import io.edgetable.doctor.IntegrityReport;
import io.edgetable.doctor.OrphanCounter;
import io.edgetable.doctor.TypeMismatch;
import io.edgetable.doctor.UnknownItem;
import io.edgetable.doctor.ValueMismatch;
import io.edgetable.internal.DynamoDbExport;
import io.edgetable.test.LocalDynamoDb;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The doctor on Spark local[2] against the doctor on one machine, on exports of tables broken in
 * every way a table can be: the same findings, finding for finding; and exports it cannot check,
 * refused by name.
 */
class SparkDoctorTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  @TempDir Path temp;

  private static SparkSession spark;

  @BeforeAll
  static void startSpark() {
    spark = LocalSpark.session();
  }

  @AfterAll
  static void stopSpark() {
    LocalSpark.release();
  }

  private static String uri(Path path) {
    return path.toUri().toString();
  }

  @Test
  void everyKindOfFindingIsTheSingleMachineDoctorsFindingForFinding() throws Exception {
    try (DynamoDbClient client = db.client()) {
      Hub hub = new Hub(db, client);
      hub.populate(List.of("ada", "bob", "cy", "dee"));
      hub.breakEveryWay();
      Path export = DynamoDbExport.write(client, hub.table, temp, 3);

      IntegrityReport expected = EdgeDoctor.of(client, hub.table, Hub.SCHEMAS).checkExport(export);
      assertEquals(
          Set.of(CounterDrift.class, DanglingEdge.class, IndexKeyMismatch.class,
              UnknownItem.class, TypeMismatch.class, ValueMismatch.class, OrphanCounter.class),
          expected.findings().stream().map(Object::getClass).collect(Collectors.toSet()),
          expected.toString());
      assertTrue(expected.findings().stream().anyMatch(
          f -> f instanceof CounterDrift d && d.shards() == 8), "a sharded counter drifted");
      assertTrue(expected.findings().stream().anyMatch(
          f -> f instanceof DanglingEdge d && d.missingNodes().equals(List.of("DEV#gone"))),
          "an edge between two missing nodes");

      Dataset<Row> findings = SparkDoctor.check(spark, uri(export), Hub.schemas());
      assertEquals(expected.findings(), SparkDoctor.collect(findings));
      List<Row> rows = findings.collectAsList();
      for (int i = 0; i < rows.size(); i++) {
        Finding finding = expected.findings().get(i);
        Row row = rows.get(i);
        assertEquals(finding.getClass().getSimpleName(), row.getAs("kind"));
        assertEquals(finding.key().get("PK").s(), row.getAs("pk"));
        assertEquals(finding.key().get("SK").s(), row.getAs("sk"));
        assertEquals(finding.message(), row.getAs("message"));
      }

      // from the data/ folder itself, and back from the JSON lines written
      assertEquals(expected.findings(), SparkDoctor.collect(
          SparkDoctor.check(spark, uri(export.resolve("data")), Hub.schemas())));
      Path written = temp.resolve("findings");
      SparkDoctor.write(findings, uri(written));
      List<String> lines = new ArrayList<>();
      try (Stream<Path> files = Files.list(written)) {
        for (Path file : files.filter(f -> f.getFileName().toString().endsWith(".json"))
            .sorted().toList()) {
          lines.addAll(Files.readAllLines(file));
        }
      }
      assertEquals(expected.findings().size(), lines.size(), "one JSON line a finding");
      assertTrue(lines.get(0).startsWith("{\"kind\":\""), lines.get(0));
      assertEquals(
          expected.findings(), SparkDoctor.collect(SparkDoctor.read(spark, uri(written))));
      findings.unpersist();
    }
  }

  @Test
  void aHealthyExportHasNoFindings() throws Exception {
    try (DynamoDbClient client = db.client()) {
      Hub hub = new Hub(db, client);
      List<String> ids = new ArrayList<>();
      for (int i = 0; i < 40; i++) {
        ids.add("dev" + i);
      }
      hub.populate(ids);
      Path export = DynamoDbExport.write(client, hub.table, temp, 4);
      assertEquals(
          List.of(), SparkDoctor.collect(SparkDoctor.check(spark, uri(export), Hub.schemas())));
    }
  }

  @Test
  void aPathWithoutDataFilesIsRefusedByName() throws Exception {
    Path empty = Files.createDirectories(temp.resolve("not-an-export"));
    Files.writeString(empty.resolve("part0.json"), "{}");
    InvalidExportException e = assertThrows(
        InvalidExportException.class,
        () -> SparkDoctor.check(spark, uri(empty), Hub.schemas()));
    assertEquals(uri(empty), e.path());
    assertTrue(e.getMessage().contains("holds no data/*.json.gz files"), e.getMessage());

    Path missing = temp.resolve("nowhere");
    InvalidExportException gone = assertThrows(
        InvalidExportException.class,
        () -> SparkDoctor.check(spark, uri(missing), Hub.schemas()));
    assertTrue(gone.getMessage().contains("does not exist"), gone.getMessage());
  }

  @Test
  void aFileThatIsNotDynamoDbJsonIsRefusedNamingTheFile() throws Exception {
    Path data = Files.createDirectories(temp.resolve("export").resolve("data"));
    writeGzip(data.resolve("part0.json.gz"),
        "{\"Item\":{\"PK\":{\"S\":\"DEV#ada\"},\"SK\":{\"S\":\"DEV#ada\"}}}\n");
    writeGzip(data.resolve("part1.json.gz"), "{\"PK\":\"DEV#bob\",\"SK\":\"DEV#bob\"}\n");
    InvalidExportException e = assertThrows(
        InvalidExportException.class,
        () -> SparkDoctor.check(spark, uri(temp.resolve("export")), Hub.schemas()));
    assertTrue(e.path().endsWith("data/part1.json.gz"), e.path());
    assertTrue(e.getMessage().contains("is not a DYNAMODB_JSON item"), e.getMessage());
    assertTrue(e.getMessage().contains("DEV#bob"), "quotes the line: " + e.getMessage());
  }

  @Test
  void anExportOfAnotherTableIsRefused() throws Exception {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      items.add(Hub.key("ORDER#" + i, "ORDER#" + i));
    }
    Path export = DynamoDbExport.write(items, temp, 2);
    InvalidExportException e = assertThrows(
        InvalidExportException.class,
        () -> SparkDoctor.check(spark, uri(export), Hub.schemas()));
    assertEquals(uri(export), e.path());
    assertTrue(e.getMessage().contains("holds 5 items and none is of the record kinds given"
        + " (Developer, Repo, Follows, Star, Contributes)"), e.getMessage());
    assertFalse(Files.exists(temp.resolve("findings")));
  }

  private static void writeGzip(Path file, String text) throws Exception {
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
  }
}
