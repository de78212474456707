package io.edgetable.internal;

import io.edgetable.internal.query.Queries;
import io.edgetable.internal.query.QuerySpec;

import static io.edgetable.internal.TestItems.item;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.expression.Condition;
import io.edgetable.query.EdgeQuery;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.expression.Field;
import io.edgetable.Page;
import io.edgetable.Projection;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Unsharded queries on the base table (a student's enrollments) and on an index overloaded by two
 * edge types (a course's students and its teachers), with hand-built items.
 */
class PartitionQueryTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  record Enrollment(String student, String course, String grade) {}

  private static final RequestCounter COUNTER = new RequestCounter();
  private static DynamoDbClient client;
  private static String table;

  private static final List<String> COURSES = courses();
  private static final List<String> STUDENTS_OF_MATH = students();

  @BeforeAll
  static void createTable() {
    client = db.client(COUNTER);
    table = TableNames.unique("queries");
    TableDefinition.of(
            EdgeSchema.node("Student"),
            EdgeSchema.edge("Enrollment", "GSI1", Projection.ALL, List.of(), 1),
            EdgeSchema.edge("Teaches", "GSI1", Projection.ALL, List.of(), 1))
        .createIfMissing(client, table);
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    items.add(item("PK", "STU#a91", "SK", "STU#a91", "name", "Ada"));
    for (int i = 0; i < COURSES.size(); i++) {
      String course = COURSES.get(i);
      items.add(
          item(
              "PK",
              "STU#a91",
              "SK",
              "ENROLL#CRS#" + course,
              "GSI1PK",
              "CRS#" + course,
              "GSI1SK",
              "ENROLL#STU#a91",
              "grade",
              grade(i),
              "status",
              i % 2 == 0 ? "active" : "dropped"));
    }
    for (int i = 0; i < 5; i++) {
      // Another item type in the same partition, sorting after the enrollments.
      items.add(item("PK", "STU#a91", "SK", "REVIEW#CRS#c" + i, "stars", "5"));
      // An ENROLL-prefixed type that begins_with("ENROLL#CRS#") must keep out too.
      items.add(item("PK", "STU#a91", "SK", "ENROLLX#CRS#c" + i));
    }
    for (String student : STUDENTS_OF_MATH) {
      items.add(
          item(
              "PK",
              "STU#" + student,
              "SK",
              "ENROLL#CRS#math204",
              "GSI1PK",
              "CRS#math204",
              "GSI1SK",
              "ENROLL#STU#" + student,
              "grade",
              "B"));
    }
    for (int i = 0; i < 5; i++) {
      // The second edge type of the overloaded index, in the same index partition.
      items.add(
          item(
              "PK",
              "PROF#p" + i,
              "SK",
              "TEACH#CRS#math204",
              "GSI1PK",
              "CRS#math204",
              "GSI1SK",
              "TEACH#PROF#p" + i));
    }
    TestItems.writeAll(client, table, items);
  }

  @AfterAll
  static void closeClient() {
    client.close();
  }

  @BeforeEach
  void resetCounter() {
    COUNTER.reset();
  }

  private static List<String> courses() {
    List<String> courses = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      courses.add(String.format("c%02d", i));
    }
    return courses;
  }

  private static List<String> students() {
    List<String> students = new ArrayList<>();
    for (int i = 0; i < 15; i++) {
      students.add(String.format("s%02d", i));
    }
    return students;
  }

  private static String grade(int i) {
    return List.of("A", "B", "C").get(i % 3);
  }

  /** Decodes strictly: an item of another type would throw. */
  private static Enrollment decode(Map<String, AttributeValue> item) {
    return new Enrollment(
        after(item, "PK", "STU#"), after(item, "SK", "ENROLL#CRS#"), item.get("grade").s());
  }

  private static String after(Map<String, AttributeValue> item, String attribute, String prefix) {
    String value = item.get(attribute).s();
    if (!value.startsWith(prefix)) {
      throw new IllegalStateException(attribute + " " + value + " does not start with " + prefix);
    }
    return value.substring(prefix.length());
  }

  static EdgeQuery<Enrollment> forward(String student) {
    return Queries.of(
        QuerySpec.base(
            client,
            table,
            "STU#" + student,
            Optional.of("ENROLL#CRS#"),
            PartitionQueryTest::decode));
  }

  static EdgeQuery<Enrollment> inverse(String course) {
    return Queries.of(
        QuerySpec.index(
            client,
            table,
            "GSI1",
            List.of("CRS#" + course),
            "ENROLL#STU#",
            PartitionQueryTest::decode));
  }

  /** Pages through {@code query}, asserting one Query per page and at most {@code limit} items. */
  static <T> List<T> pageThrough(EdgeQuery<T> query, int limit) {
    List<T> seen = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    int pages = 0;
    do {
      COUNTER.reset();
      Page<T> page = (cursor.isPresent() ? query.startAfter(cursor.get()) : query).page();
      assertEquals(1, COUNTER.count("Query"), "one Query per page");
      assertEquals(1, COUNTER.total());
      assertTrue(page.items().size() <= limit);
      seen.addAll(page.items());
      cursor = page.nextCursor();
      assertTrue(++pages <= 100, "pagination ends");
    } while (cursor.isPresent());
    return seen;
  }

  @ParameterizedTest
  @CsvSource({"1, false", "2, false", "7, false", "1, true", "2, true", "7, true"})
  void forwardPagesReturnEveryEnrollmentOnceInOrder(int limit, boolean descending) {
    EdgeQuery<Enrollment> query = forward("a91").limit(limit);
    List<Enrollment> seen = pageThrough(descending ? query.descending() : query, limit);
    List<String> expected = new ArrayList<>(COURSES);
    if (descending) {
      expected.sort(Comparator.reverseOrder());
    }
    assertEquals(expected, seen.stream().map(Enrollment::course).toList());
  }

  @ParameterizedTest
  @CsvSource({"1, false", "2, false", "7, false", "1, true", "2, true", "7, true"})
  void inversePagesOnAnOverloadedIndexKeepTheOtherEdgeTypeOut(int limit, boolean descending) {
    EdgeQuery<Enrollment> query = inverse("math204").limit(limit);
    List<Enrollment> seen = pageThrough(descending ? query.descending() : query, limit);
    List<String> expected = new ArrayList<>(STUDENTS_OF_MATH);
    if (descending) {
      expected.sort(Comparator.reverseOrder());
    }
    assertEquals(expected, seen.stream().map(Enrollment::student).toList());
    assertTrue(seen.stream().allMatch(e -> e.course().equals("math204")));
  }

  @Test
  void beginsWithKeepsOtherItemTypesOfThePartitionOut() {
    List<Enrollment> all = forward("a91").all();
    assertEquals(COURSES, all.stream().map(Enrollment::course).toList());
    assertEquals(
        "begins_with(#sk, :prefix)",
        COUNTER.queries().get(0).keyConditionExpression().split(" AND ")[1]);
  }

  @Test
  void streamIsLazy() {
    assertEquals(3, forward("a91").stream().limit(3).count());
    assertEquals(1, COUNTER.count("Query"));

    COUNTER.reset();
    List<Enrollment> firstThree = forward("a91").limit(2).stream().limit(3).toList();
    assertEquals(COURSES.subList(0, 3), firstThree.stream().map(Enrollment::course).toList());
    assertEquals(2, COUNTER.count("Query"), "pages of 2: the third item is on the second page");

    COUNTER.reset();
    forward("a91").stream();
    assertEquals(0, COUNTER.total(), "nothing is sent before a terminal operation");
  }

  @Test
  void allFetchesPageByPage() {
    List<Enrollment> all = forward("a91").limit(7).all();
    assertEquals(COURSES, all.stream().map(Enrollment::course).toList());
    assertTrue(
        COUNTER.count("Query") >= 3 && COUNTER.count("Query") <= 4,
        "pages of 7: " + COUNTER.count("Query"));
    assertEquals(Set.of("Query"), COUNTER.operations(), "never a Scan");
  }

  @Test
  void countSelectsCountAndIgnoresThePageSize() {
    assertEquals(20, forward("a91").limit(3).count());
    assertTrue(
        COUNTER.queries().stream().allMatch(q -> q.select() == Select.COUNT && q.limit() == null));
    assertEquals(1, COUNTER.count("Query"));
    assertEquals(15, inverse("math204").count());
    assertEquals(0, forward("nobody").count());
  }

  @Test
  void countPagesThroughLargeResults() {
    // moto honours Limit for COUNT too; a cursor count proves the paging loop continues.
    EdgeQuery<Enrollment> query = forward("a91").limit(5);
    Page<Enrollment> first = query.page();
    COUNTER.reset();
    assertEquals(15, query.startAfter(first.nextCursor().orElseThrow()).count());
    assertEquals(Set.of("Query"), COUNTER.operations());
  }

  /** A filter on "status", a reserved word, so the placeholders matter. */
  static Condition<Enrollment> status(String status) {
    return new Field<Enrollment, String>("status", AttributeValue::fromS).eq(status);
  }

  static Condition<Enrollment> grade(String grade) {
    return new Field<Enrollment, String>("grade", AttributeValue::fromS).eq(grade);
  }

  @Test
  void whereFiltersWithPlaceholdersThatCannotClashWithTheKeyCondition() {
    EdgeQuery<Enrollment> active = forward("a91").where(status("active"));
    QueryRequest request = active.request();
    assertEquals("#pk = :pk AND begins_with(#sk, :prefix)", request.keyConditionExpression());
    assertEquals("#n0 = :v0", request.filterExpression());
    assertEquals(
        Map.of("#pk", "PK", "#sk", "SK", "#n0", "status"), request.expressionAttributeNames());
    assertEquals(
        Map.of(
            ":pk", AttributeValue.fromS("STU#a91"),
            ":prefix", AttributeValue.fromS("ENROLL#CRS#"),
            ":v0", AttributeValue.fromS("active")),
        request.expressionAttributeValues());
    assertEquals(0, COUNTER.total(), "request() sends nothing");

    List<String> expected = new ArrayList<>();
    for (int i = 0; i < COURSES.size(); i += 2) {
      expected.add(COURSES.get(i));
    }
    assertEquals(
        expected, pageThrough(active.limit(3), 3).stream().map(Enrollment::course).toList());
    assertEquals(expected, active.all().stream().map(Enrollment::course).toList());
    assertEquals(10, active.count());

    // Two where() calls are both applied.
    EdgeQuery<Enrollment> activeA = active.where(grade("A"));
    assertEquals("(#n0 = :v0) AND (#n1 = :v1)", activeA.request().filterExpression());
    assertEquals(
        List.of("c00", "c06", "c12", "c18"),
        activeA.all().stream().map(Enrollment::course).toList());
    assertEquals(4, activeA.count());
  }

  @Test
  void anEmptyPageStillCarriesTheCursorAndStreamsKeepGoing() {
    // c01 is "dropped": with limit 1, its page is empty yet has more after it.
    EdgeQuery<Enrollment> active = forward("a91").where(status("active")).limit(1);
    Page<Enrollment> first = active.page();
    assertEquals(List.of("c00"), first.items().stream().map(Enrollment::course).toList());
    Page<Enrollment> second = active.startAfter(first.nextCursor().orElseThrow()).page();
    assertTrue(second.items().isEmpty());
    assertTrue(second.nextCursor().isPresent());
    Page<Enrollment> third = active.startAfter(second.nextCursor().get()).page();
    assertEquals(List.of("c02"), third.items().stream().map(Enrollment::course).toList());

    COUNTER.reset();
    assertEquals(10, active.all().size());
    // One Query per item read, plus the last that finds no more after c19.
    assertEquals(21, COUNTER.count("Query"));
  }

  @Test
  void requestShowsTheFirstPageWithoutSendingIt() {
    QueryRequest request = inverse("math204").limit(4).descending().request();
    assertEquals(table, request.tableName());
    assertEquals("GSI1", request.indexName());
    assertEquals(4, request.limit());
    assertFalse(request.scanIndexForward());
    assertNull(request.consistentRead());
    assertNull(request.exclusiveStartKey().isEmpty() ? null : request.exclusiveStartKey());
    assertEquals(Map.of("#pk", "GSI1PK", "#sk", "GSI1SK"), request.expressionAttributeNames());

    Page<Enrollment> first = inverse("math204").limit(4).page();
    COUNTER.reset();
    QueryRequest resumed =
        inverse("math204").limit(4).startAfter(first.nextCursor().orElseThrow()).request();
    assertEquals(
        Map.of(
            "GSI1PK", AttributeValue.fromS("CRS#math204"),
            "GSI1SK", AttributeValue.fromS("ENROLL#STU#s03"),
            "PK", AttributeValue.fromS("STU#s03"),
            "SK", AttributeValue.fromS("ENROLL#CRS#math204")),
        resumed.exclusiveStartKey());
    assertEquals(0, COUNTER.total());
  }

  @Test
  void wholePartitionWithoutPrefix() {
    EdgeQuery<String> everything =
        Queries.of(
            QuerySpec.base(client, table, "STU#a91", Optional.empty(), item -> item.get("SK").s()));
    assertEquals("#pk = :pk", everything.request().keyConditionExpression());
    assertEquals(31, everything.all().size());
  }

  @Test
  void consistentReadOnlyOnTheBaseTable() {
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> inverse("math204").consistentRead());
    assertTrue(e.getMessage().contains("eventually consistent"), e.getMessage());
    EdgeQuery<Enrollment> consistent = forward("a91").consistentRead();
    assertTrue(consistent.request().consistentRead());
    assertEquals(20, consistent.all().size());
    assertTrue(COUNTER.queries().stream().allMatch(QueryRequest::consistentRead));
  }

  @Test
  void optionsAreValidatedAndNeverChangeTheOriginal() {
    assertThrows(IllegalArgumentException.class, () -> forward("a91").limit(0));
    assertThrows(IllegalArgumentException.class, () -> forward("a91").limit(-3));
    EdgeQuery<Enrollment> base = forward("a91");
    EdgeQuery<Enrollment> derived = base.limit(2).descending().where(grade("A"));
    assertNull(base.request().limit());
    assertNull(base.request().scanIndexForward());
    assertNull(base.request().filterExpression());
    assertEquals(2, derived.request().limit());
    assertEquals(0, COUNTER.total());
    assertEquals(COURSES, base.all().stream().map(Enrollment::course).collect(Collectors.toList()));
  }
}
