package io.edgetable.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.doctor.CounterDrift;
import io.edgetable.doctor.DanglingEdge;
import io.edgetable.doctor.DoctorOptions;
import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IntegrityReport;
import io.edgetable.doctor.RepairResult;
import io.edgetable.internal.DynamoDbExport;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.internal.doctor.FindingCodec;
import io.edgetable.test.LocalDynamoDb;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Repairs from the executors against moto: a table broken in every way, exported, checked on
 * Spark and repaired there ends as the same table repaired by the doctor on one machine, through
 * the same transactions; a finding the table no longer holds is skipped, not forced.
 */
class SparkRepairTest {
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

  private static DynamoSettings settings() {
    return DynamoSettings.defaults()
        .endpoint(db.endpoint())
        .region("us-east-1")
        .staticCredentials("test", "test")
        .writeUnitsPerSecond(10_000)
        .interceptor(TransactionCounter.class);
  }

  private static Hub broken(DynamoDbClient client) {
    Hub hub = new Hub(db, client);
    hub.populate(List.of("ada", "bob", "cy", "dee"));
    hub.breakEveryWay();
    return hub;
  }

  /** The table's items, by key, the version attribute and nothing else left out. */
  private static Map<String, Map<String, AttributeValue>> items(Hub hub) {
    Map<String, Map<String, AttributeValue>> items = new HashMap<>();
    hub.client.scanPaginator(b -> b.tableName(hub.table).consistentRead(true)).items()
        .forEach(item -> items.put(Finding.describe(item), item));
    return items;
  }

  private static List<String> kinds(List<Finding> findings) {
    return findings.stream().map(f -> f.getClass().getSimpleName() + " "
        + Finding.describe(f.key())).sorted(Comparator.naturalOrder()).toList();
  }

  @Test
  void aRepairOnTheExecutorsEndsAsTheRepairOnOneMachine() throws Exception {
    try (DynamoDbClient client = db.client(); DynamoDbClient counted =
        db.client(new TransactionCounter())) {
      Hub single = broken(counted);
      Hub spread = broken(client);
      Path export = DynamoDbExport.write(client, spread.table, temp, 3);

      TransactionCounter.reset();
      IntegrityReport report = EdgeDoctor.of(counted, single.table, Hub.SCHEMAS).check();
      RepairResult one =
          EdgeDoctor.repair(report, DoctorOptions.defaults().withDeleteDanglingEdges(true));
      int transactions = TransactionCounter.TRANSACTIONS.get();
      int actions = TransactionCounter.ACTIONS.get();
      assertEquals(List.of(), one.skipped(), one.toString());

      // checked, written, read back, and repaired from what was read
      Dataset<Row> findings = SparkDoctor.check(spark, export.toUri().toString(), Hub.schemas());
      String written = temp.resolve("findings").toUri().toString();
      SparkDoctor.write(findings, written);
      findings.unpersist();
      TransactionCounter.reset();
      SparkRepairResult result =
          SparkDoctor.repair(
              SparkDoctor.read(spark, written), spread.table, settings(),
              DoctorOptions.defaults().withDeleteDanglingEdges(true));

      assertEquals(one.repaired().size(), result.repaired(), result.toString());
      assertEquals(0, result.skipped(), result.toString());
      assertEquals(one.notRepaired().size(), result.notRepaired());
      assertEquals(transactions, TransactionCounter.TRANSACTIONS.get(), "the same transactions");
      assertEquals(actions, TransactionCounter.ACTIONS.get());
      assertEquals(
          List.of(
              "TypeMismatch DEV#dee / DEV#dee",
              "UnknownItem JUNK#1 / JUNK#1",
              "ValueMismatch DEV#ada / CONTRIB#REPO#ada/engine"),
          kinds(EdgeDoctor.of(client, spread.table, Hub.SCHEMAS).check().findings()),
          "what the doctor only reports is left");
      assertEquals(items(single), items(spread), "the same table, item for item");
    }
  }

  @Test
  void aFindingTheTableNoLongerHoldsIsSkippedNotForced() throws Exception {
    try (DynamoDbClient client = db.client()) {
      Hub hub = broken(client);
      Path export = DynamoDbExport.write(client, hub.table, temp, 2);
      Dataset<Row> findings = SparkDoctor.check(spark, export.toUri().toString(), Hub.schemas());
      // Since the export, someone fixed the repo's drifted counter item by hand, to 2
      String counterItem = "REPO#ada/engine#stars#" + KeyCodec.shard("bob", 8);
      hub.set(Hub.key(counterItem, counterItem), "stars", AttributeValue.fromN("2"));

      // the Dataset check returns carries its record kinds: dangling edges can go
      SparkRepairResult result =
          SparkDoctor.repair(findings, hub.table, settings(),
              DoctorOptions.defaults().withDeleteDanglingEdges(true));
      assertEquals(1, result.skipped(), result.toString());
      RepairResult.Skipped skipped = result.skippedFindings().get(0);
      assertTrue(skipped.finding() instanceof CounterDrift drift
          && drift.key().equals(Hub.key("REPO#ada/engine", "REPO#ada/engine")),
          skipped.toString());
      assertTrue(skipped.reason().contains("changed since the check"), skipped.reason());
      assertEquals(
          "2",
          client.getItem(b -> b.tableName(hub.table).key(Hub.key(counterItem, counterItem))
              .consistentRead(true)).item().get("stars").n(),
          "the hand's value stands");
      assertEquals(
          List.of(
              "CounterDrift REPO#ada/engine / REPO#ada/engine",
              "TypeMismatch DEV#dee / DEV#dee",
              "UnknownItem JUNK#1 / JUNK#1",
              "ValueMismatch DEV#ada / CONTRIB#REPO#ada/engine"),
          kinds(EdgeDoctor.of(client, hub.table, Hub.SCHEMAS).check().findings()),
          "the skipped one is found again, the rest repaired");
      findings.unpersist();
    }
  }

  @Test
  void findingsWithoutTheirRecordKindsCannotDeleteDanglingEdges() {
    DanglingEdge edge =
        new DanglingEdge(Hub.key("DEV#ghost", "FOLLOWS#DEV#gone"), "Follows", List.of("DEV#ghost"));
    Dataset<Row> plain = spark.createDataFrame(
        List.of(RowFactory.create("DanglingEdge", "DEV#ghost", "FOLLOWS#DEV#gone",
            edge.message(), FindingCodec.encode(edge))),
        SparkDoctor.FINDINGS);
    TransactionCounter.reset();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SparkDoctor.repair(plain, "any-table", settings(),
            DoctorOptions.defaults().withDeleteDanglingEdges(true)));
    assertTrue(e.getMessage().contains("SparkDoctor.read"), e.getMessage());
    assertEquals(0, TransactionCounter.TRANSACTIONS.get(), "nothing sent");

    IllegalArgumentException columns = assertThrows(IllegalArgumentException.class,
        () -> SparkDoctor.repair(plain.drop("finding"), "any-table", settings(),
            DoctorOptions.defaults()));
    assertTrue(columns.getMessage().contains("no column finding"), columns.getMessage());
  }
}
