package io.edgetable.it.doctor;

import static io.edgetable.it.doctor.Hub.dev;
import static io.edgetable.it.doctor.Hub.developer;
import static io.edgetable.it.doctor.Hub.key;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.doctor.CounterDrift;
import io.edgetable.doctor.DanglingEdge;
import io.edgetable.doctor.DoctorOptions;
import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IndexKeyMismatch;
import io.edgetable.doctor.IntegrityReport;
import io.edgetable.doctor.OrphanCounter;
import io.edgetable.doctor.RepairResult;
import io.edgetable.doctor.TableMisfit;
import io.edgetable.doctor.TypeMismatch;
import io.edgetable.doctor.UnknownItem;
import io.edgetable.doctor.ValueMismatch;
import io.edgetable.internal.DynamoDbExport;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.internal.doctor.DoctorModel;
import io.edgetable.internal.doctor.ExportReader;
import io.edgetable.internal.doctor.FindingOrder;
import io.edgetable.it.doctor.hub.Contributes;
import io.edgetable.it.doctor.hub.ContributesKeys;
import io.edgetable.it.doctor.hub.DeveloperKeys;
import io.edgetable.it.doctor.hub.FollowsKeys;
import io.edgetable.it.doctor.hub.Follows;
import io.edgetable.it.doctor.hub.Repo;
import io.edgetable.it.doctor.hub.RepoKeys;
import io.edgetable.it.doctor.hub.Role;
import io.edgetable.it.doctor.hub.Star;
import io.edgetable.it.doctor.hub.StarKeys;
import io.edgetable.test.LocalDynamoDb;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * The doctor where features meet, on a code-hosting model: typed ids, a versioned repo whose stars
 * are counted over 8 counter items, stars on 8 index shards, contributions ordered by a date with
 * an enum role. A node deleted under its edges leaves no counter item behind once repaired;
 * values the records cannot read are named; a table that does not fit is not read; and a check of
 * the table, of its export, and of its export grouped by node as a distributed job groups it find
 * the same, for every kind of finding.
 */
class HubDoctorTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final Instant NOW = Instant.parse("2025-11-30T10:15:30Z");

  @TempDir Path temp;

  private static EdgeDoctor doctor(Hub hub) {
    return EdgeDoctor.of(hub.client, hub.table, Hub.SCHEMAS);
  }

  /** Each finding as kind and key, e.g. {@code OrphanCounter REPO#x#stars#3 / REPO#x#stars#3}. */
  private static List<String> named(List<Finding> findings) {
    return findings.stream()
        .map(f -> f.getClass().getSimpleName() + " " + Finding.describe(f.key()))
        .sorted()
        .toList();
  }

  /** Ada and Bob star Ada's engine, whose stars are counted on 8 counter items. */
  private static Hub starred(DynamoDbClient client) {
    Hub hub = new Hub(db, client);
    hub.developers.put(developer("ada"));
    hub.developers.put(developer("bob"));
    hub.repos.put(new Repo("ada/engine", "Engine", 0, 0, null));
    assertTrue(hub.stars.put(new Star(dev("ada"), "ada/engine", NOW)));
    assertTrue(hub.stars.put(new Star(dev("bob"), "ada/engine", NOW)));
    return hub;
  }

  private static void deleteRepo(Hub hub) {
    hub.client.deleteItem(
        b -> b.tableName(hub.table).key(key("REPO#ada/engine", "REPO#ada/engine")));
  }

  private static List<String> danglingStarsAndOrphans(Map<Integer, Long> counterItems) {
    List<String> expected = new ArrayList<>();
    expected.add("DanglingEdge DEV#ada / STAR#REPO#ada/engine");
    expected.add("DanglingEdge DEV#bob / STAR#REPO#ada/engine");
    counterItems.keySet().forEach(k -> expected.add(
        "OrphanCounter REPO#ada/engine#stars#" + k + " / REPO#ada/engine#stars#" + k));
    return expected.stream().sorted().toList();
  }

  @Test
  void aRepoDeletedUnderItsStarsTakesItsCounterItemsWithItsLastStar() {
    try (DynamoDbClient client = db.client()) {
      Hub hub = starred(client);
      Map<Integer, Long> counterItems = hub.counterItems("REPO#ada/engine", "stars");
      assertEquals(
          Set.of(KeyCodec.shard("ada", 8), KeyCodec.shard("bob", 8)), counterItems.keySet());
      deleteRepo(hub);

      IntegrityReport report = doctor(hub).check();
      assertEquals(danglingStarsAndOrphans(counterItems), named(report.findings()));
      RepairResult result =
          EdgeDoctor.repair(report, DoctorOptions.defaults().withDeleteDanglingEdges(true));
      assertEquals(new HashSet<>(report.findings()), new HashSet<>(result.repaired()));
      assertEquals(List.of(), result.skipped());

      assertEquals(List.of(), doctor(hub).check().findings(), "no OrphanCounter left behind");
      assertEquals(Map.of(), hub.counterItems("REPO#ada/engine", "stars"));
      assertEquals(0, hub.developers.get(dev("ada")).orElseThrow().starred(), "the end left");
      assertEquals(0, hub.developers.get(dev("bob")).orElseThrow().starred());
      assertTrue(hub.repos.put(new Repo("ada/engine", "Engine, again", 0, 0, null)));
      assertEquals(0, hub.repos.get("ada/engine").orElseThrow().stars(), "a new repo, no star");
    }
  }

  @Test
  void keptDanglingEdgesLeaveNoCounterItemOfTheGoneNodeAndGoLaterAlike() {
    try (DynamoDbClient client = db.client()) {
      Hub hub = starred(client);
      Map<Integer, Long> counterItems = hub.counterItems("REPO#ada/engine", "stars");
      deleteRepo(hub);

      RepairResult kept = doctor(hub).check().repair(client);
      assertEquals(
          Set.of(OrphanCounter.class),
          kept.repaired().stream().map(Object::getClass).collect(Collectors.toSet()));
      assertEquals(counterItems.size(), kept.repaired().size());
      assertEquals(
          Set.of(DanglingEdge.class),
          kept.notRepaired().stream().map(Object::getClass).collect(Collectors.toSet()));
      assertEquals(Map.of(), hub.counterItems("REPO#ada/engine", "stars"));

      IntegrityReport dangling = doctor(hub).check();
      assertEquals(
          List.of(
              "DanglingEdge DEV#ada / STAR#REPO#ada/engine",
              "DanglingEdge DEV#bob / STAR#REPO#ada/engine"),
          named(dangling.findings()));
      RepairResult deleted =
          EdgeDoctor.repair(dangling, DoctorOptions.defaults().withDeleteDanglingEdges(true));
      assertEquals(2, deleted.repaired().size(), deleted.toString());
      assertEquals(List.of(), doctor(hub).check().findings());
      assertEquals(0, hub.developers.get(dev("bob")).orElseThrow().starred());
    }
  }

  @Test
  void aDeveloperDeletedUnderItsFollowersLeavesNoCounterItem() {
    try (DynamoDbClient client = db.client()) {
      Hub hub = new Hub(db, client);
      for (String id : List.of("ada", "bob", "cy")) {
        hub.developers.put(developer(id));
      }
      assertTrue(hub.follows.put(new Follows(dev("bob"), dev("ada"))));
      assertTrue(hub.follows.put(new Follows(dev("cy"), dev("ada"))));
      assertTrue(hub.follows.put(new Follows(dev("ada"), dev("ada")))); // herself
      client.deleteItem(b -> b.tableName(hub.table).key(key("DEV#ada", "DEV#ada")));

      IntegrityReport report = doctor(hub).check();
      Map<Integer, Long> followers = hub.counterItems("DEV#ada", "followers");
      List<String> expected = new ArrayList<>(List.of(
          "DanglingEdge DEV#ada / FOLLOWS#DEV#ada",
          "DanglingEdge DEV#bob / FOLLOWS#DEV#ada",
          "DanglingEdge DEV#cy / FOLLOWS#DEV#ada"));
      followers.keySet().forEach(
          k -> expected.add("OrphanCounter DEV#ada#followers#" + k + " / DEV#ada#followers#" + k));
      assertEquals(expected.stream().sorted().toList(), named(report.findings()));

      RepairResult result =
          EdgeDoctor.repair(report, DoctorOptions.defaults().withDeleteDanglingEdges(true));
      assertEquals(List.of(), result.skipped(), result.toString());
      assertEquals(List.of(), doctor(hub).check().findings());
      assertEquals(0, hub.developers.get(dev("bob")).orElseThrow().following());
      assertEquals(0, hub.developers.get(dev("cy")).orElseThrow().following());
      assertEquals(Map.of(), hub.counterItems("DEV#ada", "followers"));
    }
  }

  @Test
  void valuesTheRecordsCannotReadAreNamedAndLeftAsTheyAre() {
    try (DynamoDbClient client = db.client()) {
      Hub hub = starred(client);
      hub.contributions.put(
          new Contributes(dev("ada"), "ada/engine", LocalDate.parse("2024-01-02"), Role.OWNER, 12));
      hub.contributions.put(
          new Contributes(dev("bob"), "ada/engine", LocalDate.parse("2024-03-04"), Role.MEMBER, 3));
      // What a console edit or another writer can store
      set(hub, key("DEV#bob", "CONTRIB#REPO#ada/engine"), "role", AttributeValue.fromS("BOSS"));
      set(hub, key("DEV#ada", "CONTRIB#REPO#ada/engine"), "commits",
          AttributeValue.fromN("3000000000"));
      set(hub, key("DEV#bob", "DEV#bob"), "level", AttributeValue.fromN("2.5"));
      set(hub, key("REPO#ada/engine", "REPO#ada/engine"), "installation",
          AttributeValue.fromS("not-a-uuid"));
      set(hub, key("DEV#ada", "STAR#REPO#ada/engine"), "at", AttributeValue.fromS("yesterday"));
      client.updateItem(b -> b.tableName(hub.table).key(key("DEV#bob", "CONTRIB#REPO#ada/engine"))
          .updateExpression("REMOVE since"));

      IntegrityReport report = doctor(hub).check();
      Map<String, ValueMismatch> byAttribute = new TreeMap<>();
      for (Finding finding : report.findings()) {
        ValueMismatch mismatch = (ValueMismatch) finding;
        byAttribute.put(mismatch.attribute(), mismatch);
      }
      assertEquals(
          Set.of("role", "commits", "level", "installation", "at", "since"),
          byAttribute.keySet(), report.toString());
      ValueMismatch role = byAttribute.get("role");
      assertEquals("Contributes", role.recordName());
      assertEquals("one of the constants [OWNER, MAINTAINER, MEMBER]", role.expected());
      assertTrue(
          role.message().equals("ValueMismatch: Contributes DEV#bob / CONTRIB#REPO#ada/engine:"
              + " attribute role holds \"BOSS\", its component reads one of the constants"
              + " [OWNER, MAINTAINER, MEMBER]"), role.message());
      assertTrue(byAttribute.get("commits").expected().startsWith("an int"));
      assertTrue(byAttribute.get("level").expected().startsWith("a short"));
      assertEquals("a UUID", byAttribute.get("installation").expected());
      assertEquals("an ISO-8601 instant", byAttribute.get("at").expected());
      assertTrue(byAttribute.get("since").message().contains("holds nothing"));
      assertTrue(byAttribute.get("since").expected().contains("index GSI2 sorts by it"));

      RepairResult result = report.repair(client);
      assertEquals(List.of(), result.repaired());
      assertEquals(report.findings(), result.notRepaired());
      assertEquals(
          AttributeValue.fromS("BOSS"),
          client.getItem(b -> b.tableName(hub.table)
              .key(key("DEV#bob", "CONTRIB#REPO#ada/engine"))).item().get("role"),
          "which value was meant is for a person to decide");
    }
  }

  private static void set(
      Hub hub, Map<String, AttributeValue> key, String attribute, AttributeValue value) {
    hub.client.updateItem(
        b -> b.tableName(hub.table).key(key)
            .updateExpression("SET #a = :v")
            .expressionAttributeNames(Map.of("#a", attribute))
            .expressionAttributeValues(Map.of(":v", value)));
  }

  @Test
  void aTableWithoutAnIndexTheModelNeedsIsReportedAndNotRead() {
    ScanCounter scans = new ScanCounter();
    try (DynamoDbClient client = db.client(scans)) {
      String table =
          db.createTable(
              DeveloperKeys.SCHEMA, RepoKeys.SCHEMA, FollowsKeys.SCHEMA, StarKeys.SCHEMA);
      IntegrityReport report = EdgeDoctor.of(client, table, Hub.SCHEMAS).check();
      assertEquals(1, report.findings().size(), report.toString());
      TableMisfit misfit = (TableMisfit) report.findings().get(0);
      assertEquals(table, misfit.table());
      assertEquals(Map.of(), misfit.key());
      assertTrue(misfit.differences().get(0).contains("no global secondary index GSI2"),
          misfit.differences().toString());
      assertTrue(report.toString().startsWith(table + ": not read, 1 findings (1 TableMisfit)"),
          report.toString());
      assertEquals(0, report.itemsRead());
      assertEquals(0, scans.scans(), "nothing read");
      assertEquals(report.findings(), report.repair(client).notRepaired());
    }
  }

  /** Every kind of finding but a misfit, on sharded counters and sharded and ordered indexes. */
  private static Hub brokenEveryWay(DynamoDbClient client) {
    Hub hub = new Hub(db, client);
    for (String id : List.of("ada", "bob", "cy", "dee")) {
      hub.developers.put(developer(id));
    }
    hub.repos.put(new Repo("ada/engine", "Engine", 0, 0, null));
    for (String id : List.of("bob", "cy", "dee")) {
      assertTrue(hub.follows.put(new Follows(dev(id), dev("ada"))));
      assertTrue(hub.stars.put(new Star(dev(id), "ada/engine", NOW)));
    }
    assertTrue(hub.follows.put(new Follows(dev("dee"), dev("cy"))));
    hub.contributions.put(
        new Contributes(dev("ada"), "ada/engine", LocalDate.parse("2024-01-02"), Role.OWNER, 9));
    hub.contributions.put(
        new Contributes(dev("bob"), "ada/engine", LocalDate.parse("2024-03-04"), Role.MEMBER, 3));
    DynamoDbClient raw = hub.client;
    String table = hub.table;
    // CounterDrift on sharded counters: a counter item of each 3 too high
    for (String counterItem : List.of(
        "REPO#ada/engine#stars#" + KeyCodec.shard("bob", 8),
        "DEV#ada#followers#" + KeyCodec.shard("cy", 4))) {
      String counter = counterItem.split("#")[2];
      raw.updateItem(b -> b.tableName(table).key(key(counterItem, counterItem))
          .updateExpression("ADD #c :three")
          .expressionAttributeNames(Map.of("#c", counter))
          .expressionAttributeValues(Map.of(":three", AttributeValue.fromN("3"))));
    }
    // A node gone under its edges and its followers' counter item
    raw.deleteItem(b -> b.tableName(table).key(key("DEV#cy", "DEV#cy")));
    // An edge between two nodes that never were, and a counter item of one of them
    raw.putItem(b -> b.tableName(table).item(key("DEV#ghost", "FOLLOWS#DEV#gone")));
    raw.putItem(b -> b.tableName(table).item(Map.of(
        "PK", AttributeValue.fromS("DEV#gone#followers#1"),
        "SK", AttributeValue.fromS("DEV#gone#followers#1"),
        "followers", AttributeValue.fromN("1"))));
    // Index keys of another shard, on a sharded index and on an ordered one
    set(hub, key("DEV#bob", "STAR#REPO#ada/engine"), "GSI1PK",
        AttributeValue.fromS("REPO#ada/engine#" + ((KeyCodec.shard("bob", 8) + 1) % 8)));
    set(hub, key("DEV#bob", "CONTRIB#REPO#ada/engine"), "GSI2PK",
        AttributeValue.fromS("REPO#ada/engine#" + ((KeyCodec.shard("bob", 4) + 1) % 4)));
    // A stranger, a name stored as a number, a role the enum lacks
    raw.putItem(b -> b.tableName(table).item(key("JUNK#1", "JUNK#1")));
    set(hub, key("DEV#dee", "DEV#dee"), "name", AttributeValue.fromN("5"));
    set(hub, key("DEV#ada", "CONTRIB#REPO#ada/engine"), "role", AttributeValue.fromS("BOSS"));
    return hub;
  }

  @Test
  void theTableItsExportAndItsExportGroupedByNodeGiveTheSameFindings() throws Exception {
    ScanCounter scans = new ScanCounter();
    try (DynamoDbClient client = db.client(scans)) {
      Hub hub = brokenEveryWay(client);
      int items = client.scan(b -> b.tableName(hub.table).select(Select.COUNT)).count();
      scans.reset();

      IntegrityReport table = doctor(hub).check();
      assertEquals(
          Set.of(CounterDrift.class, DanglingEdge.class, IndexKeyMismatch.class,
              UnknownItem.class, TypeMismatch.class, ValueMismatch.class, OrphanCounter.class),
          table.findings().stream().map(Object::getClass).collect(Collectors.toSet()),
          table.toString());
      assertEquals(items, table.itemsRead(), "one pass, though nodes are missing");
      assertEquals(items, scans.scanned(), "each item read once: " + scans.scans() + " Scans");

      Path export = DynamoDbExport.write(client, hub.table, temp, 3);
      IntegrityReport fromExport = doctor(hub).checkExport(export);
      assertEquals(table.findings(), fromExport.findings());
      assertEquals(3, fromExport.requests(), "each file read once");

      // As a distributed job runs it: group the export's items by node, check each group
      DoctorModel model = DoctorModel.of(Hub.SCHEMAS);
      Map<String, List<Map<String, AttributeValue>>> groups = new HashMap<>();
      for (Path file : ExportReader.files(export)) {
        ExportReader.read(file, item -> model.groupKeys(item).forEach(
            k -> groups.computeIfAbsent(k, x -> new ArrayList<>()).add(item)));
      }
      List<Finding> grouped = new ArrayList<>();
      groups.forEach((k, group) -> grouped.addAll(model.check(k, group.iterator())));
      grouped.sort(FindingOrder.INSTANCE);
      assertEquals(table.findings(), grouped);

      // and the report of either repairs the table
      RepairResult result =
          fromExport.repair(client, DoctorOptions.defaults().withDeleteDanglingEdges(true));
      assertEquals(List.of(), result.skipped(), result.toString());
      assertEquals(
          List.of(
              "TypeMismatch DEV#dee / DEV#dee",
              "UnknownItem JUNK#1 / JUNK#1",
              "ValueMismatch DEV#ada / CONTRIB#REPO#ada/engine"),
          named(doctor(hub).check().findings()), "what the doctor only reports is left");
    }
  }
}
