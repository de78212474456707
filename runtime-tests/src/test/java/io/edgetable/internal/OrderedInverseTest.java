package io.edgetable.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.Page;
import io.edgetable.Projection;
import io.edgetable.internal.query.IndexOrder;
import io.edgetable.internal.query.Queries;
import io.edgetable.internal.query.QuerySpec;
import io.edgetable.query.EdgeQuery;
import io.edgetable.query.KeyRange;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.LocalDynamoDb;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * An inverse index sorted by a date ({@code enrolledOn}, then {@code GSI2SK}: a multi-attribute
 * sort key) over 8 shards: 1,000 enrolments with random dates (many on one day), paged in pages of
 * 25 and merged in date order, and a date range sent as the Query's key condition.
 */
class OrderedInverseTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int SHARDS = 8;
  private static final int EDGES = 1000;
  private static final int PAGE = 25;
  private static final LocalDate START = LocalDate.of(2026, 1, 1);
  private static final ReadCounter READS = new ReadCounter();
  private static final RequestCounter REQUESTS = new RequestCounter();
  private static final Map<String, LocalDate> ENROLLED = new LinkedHashMap<>();
  private static DynamoDbClient client;
  private static String table;

  @BeforeAll
  static void createTable() {
    client = db.client(READS, REQUESTS);
    table = TableNames.unique("ordered");
    TableDefinition.of(schema()).createIfMissing(client, table);
    Random random = new Random(24);
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (int i = 0; i < EDGES; i++) {
      String student = String.format(Locale.ROOT, "s%04d", i);
      LocalDate on = START.plusDays(random.nextInt(365));
      ENROLLED.put(student, on);
      Map<String, AttributeValue> item =
          TestItems.item(
              "PK", "STU#" + student,
              "SK", "ENROLL#CRS#math204",
              "GSI2PK", "CRS#math204#" + TestItems.shard(student, SHARDS),
              "GSI2SK", "ENROLL#STU#" + student,
              "enrolledOn", on.toString());
      items.add(item);
    }
    TestItems.writeAll(client, table, items);
  }

  @AfterAll
  static void closeClient() {
    client.close();
  }

  static EdgeSchema schema() {
    return EdgeSchema.edge("Enrollment", "GSI2", Projection.ALL, List.of(), SHARDS)
        .withKeys("STU#{studentId}", "ENROLL#CRS#{courseId}")
        .withInverseKeys("CRS#{courseId}", "ENROLL#STU#{studentId}")
        .withAttribute("enrolledOn", AttributeValue.Type.S)
        .withInverseSortBy("enrolledOn");
  }

  static EdgeQuery<String> roster(Optional<KeyRange<LocalDate>> range) {
    List<String> partitions = IntStream.range(0, SHARDS).mapToObj(s -> "CRS#math204#" + s).toList();
    QuerySpec<String> spec =
        QuerySpec.index(
                client,
                table,
                "GSI2",
                partitions,
                "ENROLL#STU#",
                item -> item.get("PK").s().substring("STU#".length()))
            .ordered(
                new IndexOrder(
                    "enrolledOn",
                    AttributeValue.Type.S,
                    range.map(r -> r.map(d -> AttributeValue.fromS(d.toString()))),
                    false));
    return Queries.of(spec);
  }

  /** The oracle: by date, then by the label sort key (the student id), as the index sorts. */
  static List<String> sorted(boolean descending, KeyRange<LocalDate> range) {
    Comparator<String> order =
        Comparator.comparing((String s) -> ENROLLED.get(s)).thenComparing(s -> s);
    return ENROLLED.keySet().stream()
        .filter(s -> range == null || inRange(ENROLLED.get(s), range))
        .sorted(descending ? order.reversed() : order)
        .toList();
  }

  private static boolean inRange(LocalDate on, KeyRange<LocalDate> range) {
    return !on.isBefore(range.operands().get(0)) && !on.isAfter(range.operands().get(1));
  }

  @Test
  void eightShardsInPagesOf25MergeInDateOrderReadingLittleMore() {
    for (boolean descending : new boolean[] {false, true}) {
      EdgeQuery<String> query = roster(Optional.empty()).limit(PAGE);
      query = descending ? query.descending() : query;
      READS.reset();
      List<String> seen = new ArrayList<>();
      Optional<String> cursor = Optional.empty();
      int pages = 0;
      do {
        int before = READS.queries();
        Page<String> page = (cursor.isPresent() ? query.startAfter(cursor.get()) : query).page();
        assertTrue(page.items().size() <= PAGE);
        assertTrue(READS.queries() - before <= SHARDS, "at most one Query per shard per page");
        seen.addAll(page.items());
        cursor = page.nextCursor();
        assertTrue(++pages <= 1000, "pagination ends");
      } while (cursor.isPresent());
      assertEquals(sorted(descending, null), seen, "merged order is the sorted order");
      assertEquals(EDGES, new HashSet<>(seen).size(), "every edge once");
      double perItem = (double) READS.scanned() / seen.size();
      print("cursor", descending, pages, perItem);
      // An item a page reads ahead is read again by the page that returns it: the cursor carries
      // its shard, not the item.
      assertTrue(perItem <= 2.5, READS.scanned() + " read for " + seen.size() + " returned");

      READS.reset();
      List<String> streamed = query.stream().toList();
      assertEquals(sorted(descending, null), streamed, "a stream merges in the same order");
      double streamedPerItem = (double) READS.scanned() / streamed.size();
      print("stream", descending, EDGES / PAGE, streamedPerItem);
      assertTrue(READS.queries() <= SHARDS * (EDGES / PAGE), READS.queries() + " Queries");
      assertTrue(streamedPerItem <= 1.5, READS.scanned() + " read for " + EDGES + " returned");
    }
  }

  private static void print(String how, boolean descending, int pages, double perItem) {
    System.out.printf(
        Locale.ROOT,
        "ordered inverse by %s, %d shards, pages of %d, %s: %d pages, %.2f Queries/page, %d read"
            + " (%.2f per item returned)%n",
        how,
        SHARDS,
        PAGE,
        descending ? "desc" : "asc",
        pages,
        (double) READS.queries() / pages,
        READS.scanned(),
        perItem);
  }

  @Test
  void aDateRangeIsAKeyConditionAndReturnsExactlyTheEdgesInIt() {
    LocalDate from = START.plusDays(100);
    LocalDate to = START.plusDays(130);
    KeyRange<LocalDate> range = KeyRange.between(from, to);
    for (boolean descending : new boolean[] {false, true}) {
      REQUESTS.reset();
      READS.reset();
      EdgeQuery<String> query = roster(Optional.of(range)).limit(PAGE);
      query = descending ? query.descending() : query;
      List<String> seen = new ArrayList<>();
      Optional<String> cursor = Optional.empty();
      do {
        Page<String> page = (cursor.isPresent() ? query.startAfter(cursor.get()) : query).page();
        seen.addAll(page.items());
        cursor = page.nextCursor();
      } while (cursor.isPresent());
      List<String> expected = sorted(descending, range);
      assertFalse(expected.isEmpty());
      assertEquals(expected, seen, "exactly the edges in range, in order");
      for (QueryRequest sent : REQUESTS.queries()) {
        assertTrue(
            sent.keyConditionExpression().matches("#pk = :pk AND #ok (BETWEEN|>=|<=) .*"),
            sent.keyConditionExpression());
        assertEquals("enrolledOn", sent.expressionAttributeNames().get("#ok"));
        assertNull(sent.filterExpression(), "no filter: the range is a key condition");
      }
      // The key condition reads only the edges in range, some twice (the merge's read-ahead).
      assertTrue(READS.scanned() <= 2.5 * expected.size(), READS.scanned() + " read");
    }
    QueryRequest first = roster(Optional.of(range)).request();
    assertEquals("#pk = :pk AND #ok BETWEEN :low AND :high", first.keyConditionExpression());
    Map<String, AttributeValue> values = first.expressionAttributeValues();
    assertEquals(AttributeValue.fromS(from.toString()), values.get(":low"));
    assertEquals(AttributeValue.fromS(to.toString()), values.get(":high"));
  }

  @Test
  void theTableHasAMultiAttributeSortKeyAndAPlainIndexIsRefused() {
    var request = TableDefinition.of(schema()).createTableRequest("school");
    var index = request.globalSecondaryIndexes().get(0);
    assertEquals(
        List.of("GSI2PK HASH", "enrolledOn RANGE", "GSI2SK RANGE"),
        index.keySchema().stream().map(k -> k.attributeName() + " " + k.keyType()).toList());
    assertTrue(
        request.attributeDefinitions().stream()
            .anyMatch(
                a ->
                    a.attributeName().equals("enrolledOn")
                        && a.attributeTypeAsString().equals("S")));
    String cloudFormation = TableDefinition.of(schema()).toCloudFormation("school");
    assertTrue(
        cloudFormation
            .replaceAll("\\s", "")
            .contains(
                "{\"AttributeName\":\"enrolledOn\",\"KeyType\":\"RANGE\"},"
                    + "{\"AttributeName\":\"GSI2SK\",\"KeyType\":\"RANGE\"}"),
        cloudFormation);
    String workbench = TableDefinition.of(schema()).toNoSqlWorkbench("school");
    assertTrue(workbench.contains("SortKeyAttributes"), workbench);

    String plain = TableNames.unique("plain");
    EdgeSchema unordered =
        EdgeSchema.edge("Enrollment", "GSI2", Projection.ALL, List.of(), SHARDS)
            .withAttribute("enrolledOn", AttributeValue.Type.S);
    TableDefinition.of(unordered).createIfMissing(client, plain);
    IllegalStateException refused =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalStateException.class,
            () -> TableDefinition.of(schema()).createIfMissing(client, plain));
    assertTrue(
        refused
            .getMessage()
            .contains(
                "index GSI2 has keys GSI2PK (HASH), GSI2SK (RANGE); Enrollment needs GSI2PK (HASH),"
                    + " enrolledOn (RANGE), GSI2SK (RANGE)"),
        refused.getMessage());
  }

  @Test
  void exclusiveAndOneSidedRangesKeepTheirEnds() {
    LocalDate day = START.plusDays(200);
    List<KeyRange<LocalDate>> ranges =
        List.of(
            KeyRange.lessThan(day),
            KeyRange.atMost(day),
            KeyRange.greaterThan(day),
            KeyRange.atLeast(day),
            KeyRange.equalTo(day));
    for (KeyRange<LocalDate> range : ranges) {
      List<String> seen = roster(Optional.of(range)).limit(PAGE).all();
      List<String> expected =
          sorted(false, null).stream().filter(s -> holds(range, ENROLLED.get(s))).toList();
      assertEquals(expected, seen, range.toString());
    }
  }

  private static boolean holds(KeyRange<LocalDate> range, LocalDate on) {
    int c = on.compareTo(range.operands().get(0));
    return switch (range.kind()) {
      case LESS_THAN -> c < 0;
      case AT_MOST -> c <= 0;
      case GREATER_THAN -> c > 0;
      case AT_LEAST -> c >= 0;
      case EQUAL_TO -> c == 0;
      default -> throw new AssertionError(range);
    };
  }
}
