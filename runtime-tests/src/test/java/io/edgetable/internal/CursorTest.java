package io.edgetable.internal;

import io.edgetable.internal.query.Cursors;
import io.edgetable.internal.query.ItemSizes;
import io.edgetable.internal.query.Queries;
import io.edgetable.internal.query.QueryPlan;
import io.edgetable.internal.query.QuerySpec;
import io.edgetable.internal.query.ReadAhead;
import io.edgetable.internal.query.ShardPosition;

import static io.edgetable.internal.TestItems.item;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.expression.Condition;
import io.edgetable.query.EdgeQuery;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.expression.Field;
import io.edgetable.exception.InvalidCursorException;
import io.edgetable.Page;
import io.edgetable.Projection;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Cursors are opaque and bound to their query: anything else fails before a request is sent. */
class CursorTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final RequestCounter COUNTER = new RequestCounter();
  private static DynamoDbClient client;
  private static String table;
  private static final Function<Map<String, AttributeValue>, String> SK =
      item -> item.get("SK").s();

  @BeforeAll
  static void createTable() {
    client = db.client(COUNTER);
    table = TableNames.unique("cursors");
    TableDefinition.of(EdgeSchema.edge("Enrollment", "GSI1", Projection.ALL, List.of(), 1))
        .createIfMissing(client, table);
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (String student : List.of("a91", "b22")) {
      for (int i = 0; i < 6; i++) {
        items.add(
            item(
                "PK",
                "STU#" + student,
                "SK",
                "ENROLL#CRS#c" + i,
                "GSI1PK",
                "CRS#c" + i,
                "GSI1SK",
                "ENROLL#STU#" + student,
                "grade",
                "A"));
        items.add(item("PK", "STU#" + student, "SK", "REVIEW#CRS#c" + i));
      }
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

  static EdgeQuery<String> forward(String student) {
    return Queries.of(
        QuerySpec.base(client, table, "STU#" + student, Optional.of("ENROLL#CRS#"), SK));
  }

  static QuerySpec<String> shardedSpec(String target) {
    List<String> partitions =
        IntStream.range(0, 4).mapToObj(s -> "CRS#" + target + "#" + s).toList();
    return QuerySpec.index(client, table, "GSI1", partitions, "ENROLL#STU#", SK);
  }

  /** The plan of {@code forward("a91")}: a91's enrolments, unsharded. */
  static QueryPlan<String> a91Plan() {
    return new QueryPlan<>(
        QuerySpec.base(client, table, "STU#a91", Optional.of("ENROLL#CRS#"), SK),
        false,
        false,
        Optional.empty());
  }

  static Condition<String> grade(String grade) {
    return new Field<String, String>("grade", AttributeValue::fromS).eq(grade);
  }

  private static String firstCursor(EdgeQuery<String> query) {
    String cursor = query.limit(2).page().nextCursor().orElseThrow();
    COUNTER.reset();
    return cursor;
  }

  private static void assertRejected(EdgeQuery<String> query, String cursor) {
    COUNTER.reset();
    EdgeQuery<String> resumed = query.startAfter(cursor);
    assertThrows(InvalidCursorException.class, resumed::page);
    assertThrows(InvalidCursorException.class, resumed::all);
    assertThrows(InvalidCursorException.class, resumed::count);
    assertThrows(InvalidCursorException.class, resumed::request);
    assertThrows(InvalidCursorException.class, () -> resumed.stream().findFirst());
    assertEquals(0, COUNTER.total(), "no request is sent with a bad cursor");
  }

  @Test
  void aCursorIsUrlSafeAndResumesItsQuery() {
    String cursor = firstCursor(forward("a91"));
    assertTrue(cursor.matches("[A-Za-z0-9_-]+"), cursor);
    Page<String> next = forward("a91").limit(2).startAfter(cursor).page();
    assertEquals(List.of("ENROLL#CRS#c2", "ENROLL#CRS#c3"), next.items());
  }

  @Test
  void alteredCursorsAreRejected() {
    String cursor = firstCursor(forward("a91"));
    for (int i = 0; i < cursor.length(); i++) {
      char c = cursor.charAt(i);
      String altered = cursor.substring(0, i) + (c == 'A' ? 'B' : 'A') + cursor.substring(i + 1);
      assertRejected(forward("a91"), altered);
    }
    assertRejected(forward("a91"), cursor + "A");
    assertRejected(forward("a91"), cursor.substring(0, cursor.length() - 1));
    assertRejected(forward("a91"), "");
    assertRejected(forward("a91"), "not a cursor!");
    assertRejected(forward("a91"), "AAAA");
    // null is no cursor: the first page, as without startAfter.
    assertEquals(forward("a91").page(), forward("a91").startAfter(null).page());
  }

  @Test
  void aCursorOfAnotherQueryIsRejected() {
    String cursor = firstCursor(forward("a91"));
    assertRejected(forward("b22"), cursor);
    assertRejected(forward("a91").descending(), cursor);
    assertRejected(forward("a91").where(grade("A")), cursor);
    assertRejected(
        Queries.of(QuerySpec.base(client, table, "STU#a91", Optional.of("ENROLL#"), SK)), cursor);
    assertRejected(
        Queries.of(QuerySpec.base(client, table, "STU#a91", Optional.empty(), SK)), cursor);
    assertRejected(
        Queries.of(
            QuerySpec.base(client, "other-table", "STU#a91", Optional.of("ENROLL#CRS#"), SK)),
        cursor);
    assertRejected(
        Queries.of(QuerySpec.index(client, table, "GSI1", List.of("STU#a91"), "ENROLL#CRS#", SK)),
        cursor);
    // Another filter value is still the same filter text: a cursor survives it...
    String filtered = firstCursor(forward("a91").where(grade("A")));
    forward("a91").where(grade("B")).startAfter(filtered).page();
    // ...but not another filtered attribute.
    Condition<String> other = new Field<String, String>("status", AttributeValue::fromS).eq("A");
    assertRejected(forward("a91").where(other), filtered);
    // Limit and consistency are not part of a query's identity.
    forward("a91").limit(5).consistentRead().startAfter(cursor).page();
  }

  @Test
  void aReSignedForgeryStillCannotLeaveTheQuery() {
    QueryPlan<String> plan = a91Plan();
    String otherPartition =
        Cursors.encode(plan, List.of(ShardPosition.after(key("STU#b22", "ENROLL#CRS#c1"))));
    String otherType =
        Cursors.encode(plan, List.of(ShardPosition.after(key("STU#a91", "REVIEW#CRS#c1"))));
    String noKey = Cursors.encode(plan, List.of(ShardPosition.START));
    String done = Cursors.encode(plan, List.of(ShardPosition.DONE));
    String twoShards = Cursors.encode(plan, List.of(ShardPosition.START, ShardPosition.START));
    for (String forged : List.of(otherPartition, otherType, noKey, done, twoShards)) {
      assertRejected(forward("a91"), forged);
    }
    String genuine =
        Cursors.encode(plan, List.of(ShardPosition.after(key("STU#a91", "ENROLL#CRS#c1"))));
    assertEquals(
        List.of("ENROLL#CRS#c2"), forward("a91").limit(1).startAfter(genuine).page().items());
  }

  @Test
  void aShardedCursorIsCheckedShardByShard() {
    QueryPlan<String> plan = new QueryPlan<>(shardedSpec("math"), false, false, Optional.empty());
    Map<String, AttributeValue> inShard2 = indexKey("CRS#math#2", "ENROLL#STU#a91");
    List<ShardPosition> positions =
        new ArrayList<>(
            List.of(
                ShardPosition.DONE,
                ShardPosition.START,
                ShardPosition.after(inShard2),
                ShardPosition.DONE));
    EdgeQuery<String> query = Queries.of(shardedSpec("math"));
    query.startAfter(Cursors.encode(plan, positions)).page();

    // The same key at another shard's position points into the wrong partition.
    positions.set(2, ShardPosition.START);
    positions.set(1, ShardPosition.after(inShard2));
    assertRejected(query, Cursors.encode(plan, positions));
    positions.set(1, ShardPosition.after(indexKey("CRS#math#1", "TEACH#PROF#p1")));
    assertRejected(query, Cursors.encode(plan, positions));
    assertRejected(
        query,
        Cursors.encode(
            plan,
            List.of(
                ShardPosition.DONE, ShardPosition.DONE, ShardPosition.DONE, ShardPosition.DONE)));
    assertRejected(query, Cursors.encode(plan, List.of(ShardPosition.START)));
    // Bound to the shard list too.
    assertRejected(
        Queries.of(shardedSpec("physics")),
        Cursors.encode(
            plan,
            List.of(
                ShardPosition.START,
                ShardPosition.START,
                ShardPosition.START,
                ShardPosition.START)));
  }

  private static Map<String, AttributeValue> key(String pk, String sk) {
    return Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(sk));
  }

  private static Map<String, AttributeValue> indexKey(String gsiPk, String gsiSk) {
    return Map.of(
        "GSI1PK",
        AttributeValue.fromS(gsiPk),
        "GSI1SK",
        AttributeValue.fromS(gsiSk),
        "PK",
        AttributeValue.fromS("STU#a91"),
        "SK",
        AttributeValue.fromS("ENROLL#CRS#math"));
  }

  @Test
  void theCursorFormatIsVersioned() {
    String cursor = firstCursor(forward("a91"));
    byte[] bytes = Base64.getUrlDecoder().decode(cursor);
    bytes[0] = 9;
    InvalidCursorException e =
        assertThrows(
            InvalidCursorException.class,
            () ->
                forward("a91")
                    .startAfter(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes))
                    .page());
    assertTrue(e.getMessage().contains("version 9"), e.getMessage());
  }

  @Test
  void aCursorOfTheFirstFormatIsRejectedWithWhatToDo() {
    byte[] bytes = Base64.getUrlDecoder().decode(firstCursor(forward("a91")));
    bytes[0] = 1;
    InvalidCursorException e =
        assertThrows(
            InvalidCursorException.class,
            () ->
                forward("a91")
                    .startAfter(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes))
                    .page());
    assertTrue(
        e.getMessage().contains("earlier version") && e.getMessage().contains("first page"),
        e.getMessage());
    assertEquals(0, COUNTER.total());
  }

  @Test
  void aShardsReadAheadMustLieBeyondItsPositionInItsOwnPartition() {
    QueryPlan<String> plan = new QueryPlan<>(shardedSpec("math"), false, false, Optional.empty());
    EdgeQuery<String> query = Queries.of(shardedSpec("math"));
    Map<String, AttributeValue> at = indexKey("CRS#math#1", "ENROLL#STU#b22");
    Map<String, AttributeValue> before = indexKey("CRS#math#1", "ENROLL#STU#a91");
    Map<String, AttributeValue> otherShard = indexKey("CRS#math#2", "ENROLL#STU#c33");
    Map<String, AttributeValue> otherType = indexKey("CRS#math#1", "TEACH#PROF#p1");
    List<ShardPosition> genuine =
        new ArrayList<>(
            List.of(
                ShardPosition.START,
                ShardPosition.after(before).withNext(at),
                ShardPosition.after(at).withFloor("ENROLL#STU#c"),
                ShardPosition.DONE));
    genuine.set(
        2, ShardPosition.after(indexKey("CRS#math#2", "ENROLL#STU#b22")).withFloor("ENROLL#STU#c"));
    query.startAfter(Cursors.encode(plan, genuine)).page();

    for (ShardPosition forged :
        List.of(
            ShardPosition.after(at).withNext(before),
            ShardPosition.after(at).withNext(at),
            ShardPosition.after(before).withNext(otherShard),
            ShardPosition.after(before).withNext(otherType),
            ShardPosition.after(at).withFloor("ENROLL#STU#a"),
            ShardPosition.after(at).withFloor("TEACH#PROF#p1"))) {
      List<ShardPosition> positions = new ArrayList<>(genuine);
      positions.set(1, forged);
      assertRejected(query, Cursors.encode(plan, positions));
    }
    // Descending, a floor lies below the position.
    QueryPlan<String> descending =
        new QueryPlan<>(shardedSpec("math"), true, false, Optional.empty());
    List<ShardPosition> positions = new ArrayList<>(genuine);
    positions.set(1, ShardPosition.after(at).withFloor("ENROLL#STU#c"));
    positions.set(2, ShardPosition.START);
    assertRejected(query.descending(), Cursors.encode(descending, positions));
    positions.set(1, ShardPosition.after(at).withFloor("ENROLL#STU#a"));
    query.descending().startAfter(Cursors.encode(descending, positions)).page();
    // An unsharded query never reads ahead.
    QueryPlan<String> unsharded = a91Plan();
    Map<String, AttributeValue> c1 = key("STU#a91", "ENROLL#CRS#c1");
    assertRejected(
        forward("a91"),
        Cursors.encode(unsharded, List.of(ShardPosition.after(c1).withFloor("ENROLL#CRS#c3"))));
    assertRejected(
        forward("a91"),
        Cursors.encode(
            unsharded, List.of(ShardPosition.after(c1).withNext(key("STU#a91", "ENROLL#CRS#c3")))));
  }

  @Test
  void aReadAheadMustNameLiveShardsOfAShardedQuery() {
    QueryPlan<String> plan = new QueryPlan<>(shardedSpec("math"), false, false, Optional.empty());
    EdgeQuery<String> query = Queries.of(shardedSpec("math")).limit(2);
    Map<String, AttributeValue> at = indexKey("CRS#math#1", "ENROLL#STU#b22");
    List<ShardPosition> positions =
        List.of(
            ShardPosition.START, ShardPosition.after(at), ShardPosition.START, ShardPosition.DONE);
    ReadAhead genuine = new ReadAhead(List.of(1, 0), Set.of(1));
    query.startAfter(Cursors.encode(plan, positions, genuine)).page();

    for (ReadAhead forged :
        List.of(
            new ReadAhead(List.of(4), Set.of()),
            new ReadAhead(List.of(3), Set.of()),
            new ReadAhead(List.of(0), Set.of(2)),
            new ReadAhead(Collections.nCopies(ReadAhead.MAX_ITEMS + 1, 0), Set.of()))) {
      assertRejected(query, Cursors.encode(plan, positions, forged));
    }
    List<ShardPosition> withNext =
        List.of(
            ShardPosition.START,
            ShardPosition.after(indexKey("CRS#math#1", "ENROLL#STU#a91")).withNext(at),
            ShardPosition.START,
            ShardPosition.DONE);
    assertRejected(query, Cursors.encode(plan, withNext, new ReadAhead(List.of(1), Set.of())));
    QueryPlan<String> unsharded = a91Plan();
    assertRejected(
        forward("a91"),
        Cursors.encode(
            unsharded,
            List.of(ShardPosition.after(key("STU#a91", "ENROLL#CRS#c1"))),
            new ReadAhead(List.of(0), Set.of())));
  }

  @Test
  void theItemSizesACursorCarriesMustBeOnesThisLibraryWrites() {
    QueryPlan<String> plan = new QueryPlan<>(shardedSpec("math"), false, false, Optional.empty());
    EdgeQuery<String> query = Queries.of(shardedSpec("math")).limit(2);
    List<ShardPosition> positions =
        List.of(ShardPosition.START, ShardPosition.START, ShardPosition.START, ShardPosition.DONE);
    query.startAfter(Cursors.encode(plan, positions, ReadAhead.NONE, new ItemSizes(120, 40)))
        .page();

    for (ItemSizes forged :
        List.of(
            new ItemSizes(120, ItemSizes.MAX_COUNT + 1),
            new ItemSizes(400 * 1024 + 1, 1),
            new ItemSizes(120, 0),
            new ItemSizes(0, 5))) {
      assertRejected(query, Cursors.encode(plan, positions, ReadAhead.NONE, forged));
    }
    assertRejected(
        forward("a91"),
        Cursors.encode(
            a91Plan(),
            List.of(ShardPosition.after(key("STU#a91", "ENROLL#CRS#c1"))),
            ReadAhead.NONE,
            new ItemSizes(120, 40)));
  }

  @Test
  void aCursorThatWouldInflateBeyondAnyRealOneIsRejected() {
    QueryPlan<String> plan = a91Plan();
    String huge = "ENROLL#CRS#" + "x".repeat(40_000);
    String cursor = Cursors.encode(plan, List.of(ShardPosition.after(key("STU#a91", huge))));
    assertTrue(cursor.length() < 1_000, "it compresses to " + cursor.length() + " characters");
    InvalidCursorException e =
        assertThrows(InvalidCursorException.class, () -> Cursors.decode(plan, cursor));
    assertTrue(e.getMessage().contains("larger than any cursor"), e.getMessage());
  }
}
