package io.edgetable.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.exception.NodeNotFoundException;
import io.edgetable.internal.RequestCounter;
import io.edgetable.internal.Withholding;
import io.edgetable.spark.model.Follow;
import io.edgetable.spark.model.FollowDao;
import io.edgetable.spark.model.FollowKeys;
import io.edgetable.spark.model.Member;
import io.edgetable.spark.model.MemberDao;
import io.edgetable.spark.model.LikeKeys;
import io.edgetable.spark.model.MemberKeys;
import io.edgetable.spark.model.Post;
import io.edgetable.spark.model.PostDao;
import io.edgetable.spark.model.PostKeys;
import io.edgetable.test.LocalDynamoDb;
import java.sql.Date;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

class EdgeLoaderTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  static final StructType FOLLOWS = new StructType()
      .add("fan", DataTypes.StringType)
      .add("star", DataTypes.StringType)
      .add("note", DataTypes.StringType)
      .add("since", DataTypes.DateType);

  static final int MEMBERS = 20;

  static SparkSession spark;

  @BeforeAll
  static void startSpark() {
    spark = LocalSpark.session();
  }

  @AfterAll
  static void stopSpark() {
    LocalSpark.release();
  }

  @AfterEach
  void removeHooks() {
    Hooks.INSTALLED.clear();
  }

  @Test
  void aLoadWritesEveryEdgeCountsEachOnceAndChecksClean() {
    Table table = new Table();
    List<Row> rows = follows(12, "first");
    // A throttled table: every third item of a batch comes back unprocessed, and is sent again.
    AtomicInteger seen = new AtomicInteger();
    Withholding throttle = new Withholding(key -> seen.incrementAndGet() % 3 == 0);
    Hooks.INSTALLED.add(throttle);
    LoadResult result = table.load(rows, "all-1");
    Hooks.INSTALLED.clear();
    assertTrue(throttle.withheld() > 0, "some items were left unprocessed");
    assertEquals(new LoadResult(rows.size(), 0, MEMBERS), result);
    table.assertExact(rows);
    FollowDao follows = new FollowDao(table.client, table.name);
    Follow some = follows.get("m3", "m5").orElseThrow();
    assertEquals(new Follow("m3", "m5", "first m3 m5", LocalDate.of(2026, 1, 3)), some);
    assertEquals(expected(rows, 1).get("m7").intValue(), follows.inverse("m7").all().size());

    // Run again: the finished load answers from its marker, writes and counts nothing.
    RequestCounter requests = new RequestCounter();
    Hooks.INSTALLED.add(requests);
    assertEquals(result, table.load(rows, "all-1"));
    assertEquals(0, requests.count("BatchWriteItem") + requests.count("TransactWriteItems")
        + requests.count("PutItem"), requests.byOperation().toString());
    table.assertExact(rows);
  }

  @Test
  void edgesTheTableHoldsAreReportedNeitherOverwrittenNorCounted() {
    Table table = new Table();
    FollowDao follows = new FollowDao(table.client, table.name);
    List<Row> rows = follows(6, "loaded");
    List<Row> before = rows.subList(0, 10);
    for (Row row : before) {
      follows.put(new Follow(row.getString(0), row.getString(1), "kept", null));
    }
    LoadResult result = table.load(rows, "partly-there");
    assertEquals(rows.size() - before.size(), result.written());
    assertEquals(before.size(), result.alreadyPresent());
    assertEquals("kept", follows.get(before.get(0).getString(0), before.get(0).getString(1))
        .orElseThrow().note());
    table.assertExact(rows);
  }

  @Test
  void aLoadWhoseResponsesAreLostResumesWhereItStoppedAndEndsExact() {
    Table table = new Table();
    List<Row> rows = follows(19, "resumed");
    // 380 edges in 8 partitions of about 48 (2 batches each), 2 running at once.
    spark.conf().set(EdgeLoader.EDGES_PER_PARTITION, "50");
    try {
      // The 9th batch write is applied, but its answer never comes: the write stage fails after
      // some partitions were written.
      Hooks.INSTALLED.add(new LoseResponse(BatchWriteItemRequest.class, 9));
      assertThrows(Exception.class, () -> table.load(rows, "flaky"));
      Hooks.INSTALLED.clear();
      // The counting stage fails likewise after its 3rd transaction was committed.
      RequestCounter writes = new RequestCounter();
      Hooks.INSTALLED.add(writes);
      Hooks.INSTALLED.add(new LoseResponse(TransactWriteItemsRequest.class, 3));
      assertThrows(Exception.class, () -> table.load(rows, "flaky"));
      Hooks.INSTALLED.clear();
      // At least 4 of the 9 batches sent belonged to partitions that had finished (2 run at
      // once, of at most 3 batches each): the second run wrote only what was left.
      int sent = writes.requests(BatchWriteItemRequest.class).stream()
          .mapToInt(b -> b.requestItems().values().stream().mapToInt(List::size).sum()).sum();
      assertTrue(sent > 0 && sent < rows.size(), "edges written again: " + sent);

      LoadResult result = table.load(rows, "flaky");
      assertEquals(new LoadResult(rows.size(), 0, MEMBERS), result);
      table.assertExact(rows);
    } finally {
      spark.conf().unset(EdgeLoader.EDGES_PER_PARTITION);
    }
  }

  @Test
  void anEndThatCountsNothingNeedsNoSchema() {
    Table table = new Table();
    PostDao posts = new PostDao(table.client, table.name);
    List<Row> likes = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      likes.add(RowFactory.create("m" + (i % MEMBERS), "p" + (i % 3), null, null));
    }
    for (int p = 0; p < 3; p++) {
      posts.put(new Post("p" + p, "Post " + p, 0));
    }
    StructType columns = new StructType().add("fan", DataTypes.StringType)
        .add("postId", DataTypes.StringType).add("note", DataTypes.StringType)
        .add("since", DataTypes.DateType);
    LoadResult result = EdgeLoader.load(spark.createDataFrame(likes, columns), table.name,
        LikeKeys.SCHEMA, settings(), "likes", PostKeys.SCHEMA); // no MemberKeys.SCHEMA
    assertEquals(new LoadResult(30, 0, 3), result);
    for (int p = 0; p < 3; p++) {
      assertEquals(10, posts.get("p" + p).orElseThrow().likes(), "likes of p" + p);
    }
    table.assertExact(List.of());
  }

  @Test
  void badInputIsRefusedNamingTheColumnAndNothingIsWritten() {
    Table table = new Table();
    List<Row> rows = follows(2, "bad");
    Dataset<Row> good = spark.createDataFrame(rows, FOLLOWS);
    long items = table.items();

    InvalidEdgesException missing = assertThrows(InvalidEdgesException.class,
        () -> table.load(good.drop("note"), "bad-1"));
    assertTrue(missing.getMessage().contains("column note is missing"), missing.getMessage());

    InvalidEdgesException typed = assertThrows(InvalidEdgesException.class,
        () -> table.load(good.withColumn("since", functions.lit(true)), "bad-2"));
    assertTrue(typed.getMessage().contains("column since is boolean"), typed.getMessage());

    InvalidEdgesException extra = assertThrows(InvalidEdgesException.class,
        () -> table.load(good.withColumn("grade", good.col("note")), "bad-3"));
    assertTrue(extra.getMessage().contains("column grade is not a component of Follow"),
        extra.getMessage());

    List<Row> withNull = new ArrayList<>(rows);
    withNull.add(RowFactory.create(null, "m1", "x", null));
    InvalidEdgesException nullId = assertThrows(InvalidEdgesException.class,
        () -> table.load(spark.createDataFrame(withNull, FOLLOWS), "bad-4"));
    assertTrue(nullId.getMessage().contains("fan must not be null"), nullId.getMessage());

    List<Row> twice = new ArrayList<>(rows);
    twice.add(rows.get(3));
    InvalidEdgesException duplicate = assertThrows(InvalidEdgesException.class,
        () -> table.load(spark.createDataFrame(twice, FOLLOWS), "bad-5"));
    assertTrue(duplicate.getMessage().contains("comes more than once"), duplicate.getMessage());

    List<Row> ghost = new ArrayList<>(rows);
    ghost.add(RowFactory.create("m1", "ghost", "x", null));
    NodeNotFoundException node = assertThrows(NodeNotFoundException.class,
        () -> table.load(spark.createDataFrame(ghost, FOLLOWS), "bad-6"));
    assertTrue(node.getMessage().contains("MEM#ghost"), node.getMessage());

    assertEquals(items, table.items(), "nothing was written");
  }

  @Test
  void aTableWithoutTheModelsIndexIsRefused() {
    String bare = db.createTable(MemberKeys.SCHEMA); // no GSI1
    IncompatibleTableException e = assertThrows(IncompatibleTableException.class,
        () -> EdgeLoader.load(spark.createDataFrame(follows(1, "x"), FOLLOWS), bare,
            FollowKeys.SCHEMA, settings(), "bare", MemberKeys.SCHEMA));
    assertTrue(e.getMessage().contains(bare) && e.getMessage().contains("GSI1"), e.getMessage());
    assertEquals(0, db.client().scan(b -> b.tableName(bare).select(Select.COUNT)).count());
  }

  /** Each member follows the next {@code perMember} members (ids m0, m1, ...). */
  static List<Row> follows(int perMember, String note) {
    List<Row> rows = new ArrayList<>();
    for (int fan = 0; fan < MEMBERS; fan++) {
      for (int k = 1; k <= perMember; k++) {
        int star = (fan + k) % MEMBERS;
        rows.add(RowFactory.create("m" + fan, "m" + star, note + " m" + fan + " m" + star,
            Date.valueOf(LocalDate.of(2026, 1, 1 + k % 28))));
      }
    }
    return rows;
  }

  /** The number of edges by member: as the fan ({@code end} 0) or the star (1). */
  static Map<String, Long> expected(List<Row> rows, int end) {
    Map<String, Long> counts = new TreeMap<>();
    for (Row row : rows) {
      counts.merge(row.getString(end), 1L, Long::sum);
    }
    return counts;
  }

  static DynamoSettings settings() {
    return DynamoSettingsTest.local().interceptor(Hooks.class);
  }

  /** A fresh table with the members m0... and nothing else. */
  static final class Table {
    final DynamoDbClient client = db.client();
    final String name =
        db.createTable(MemberKeys.SCHEMA, FollowKeys.SCHEMA, PostKeys.SCHEMA, LikeKeys.SCHEMA);

    Table() {
      MemberDao members = new MemberDao(client, name);
      for (int i = 0; i < MEMBERS; i++) {
        members.put(new Member("m" + i, "Member " + i, 0, 0));
      }
    }

    LoadResult load(List<Row> rows, String loadId) {
      return load(spark.createDataFrame(rows, FOLLOWS), loadId);
    }

    LoadResult load(Dataset<Row> rows, String loadId) {
      return EdgeLoader.load(rows, name, FollowKeys.SCHEMA, settings(), loadId,
          MemberKeys.SCHEMA);
    }

    long items() {
      return client.scan(b -> b.tableName(name).select(Select.COUNT)).count();
    }

    /** Every counter equals its edges, and the doctor finds nothing (the marker included). */
    void assertExact(List<Row> rows) {
      Map<String, Long> following = expected(rows, 0);
      Map<String, Long> followers = expected(rows, 1);
      MemberDao members = new MemberDao(client, name);
      for (int i = 0; i < MEMBERS; i++) {
        Member member = members.get("m" + i).orElseThrow();
        assertEquals(following.getOrDefault("m" + i, 0L), member.following(), "following m" + i);
        assertEquals(followers.getOrDefault("m" + i, 0L), member.followers(), "followers m" + i);
      }
      assertEquals(List.of(), EdgeDoctor.of(client, name, MemberKeys.SCHEMA, FollowKeys.SCHEMA,
          PostKeys.SCHEMA, LikeKeys.SCHEMA).check().findings());
    }
  }

  /** Lets the server apply the {@code nth} request of a kind, then loses its response. */
  static final class LoseResponse implements ExecutionInterceptor {
    private final Class<? extends SdkRequest> kind;
    private final int nth;
    private final AtomicInteger seen = new AtomicInteger();

    LoseResponse(Class<? extends SdkRequest> kind, int nth) {
      this.kind = kind;
      this.nth = nth;
    }

    @Override
    public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
      if (kind.isInstance(context.request()) && seen.incrementAndGet() == nth) {
        throw new IllegalStateException("response of " + kind.getSimpleName() + " lost");
      }
    }
  }
}
