package io.edgetable.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.EdgeKey;
import io.edgetable.Page;
import io.edgetable.Projection;
import io.edgetable.internal.RecordTableTest.Follow;
import io.edgetable.internal.operation.RecordTable;
import io.edgetable.internal.query.IndexProjection;
import io.edgetable.internal.query.Queries;
import io.edgetable.query.EdgeQuery;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * inverseHydrated's runtime on a KEYS_ONLY index: per page one Query, then one BatchGetItem per 100
 * keys, records whole and in index order; unprocessed keys retried, edges deleted since the index
 * listed them left out, count() without BatchGetItem. Requests counted against moto.
 */
class HydratedQueryTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private final RequestCounter requests = new RequestCounter();
  private final ReadCounter reads = new ReadCounter();
  private final BatchItems batchItems = new BatchItems();
  private DynamoDbClient client;
  private String table;

  @BeforeEach
  void setUp() {
    client = db.client(requests, reads, batchItems);
    table = TableNames.unique("hydrated");
    TableDefinition.of(EdgeSchema.edge("Follow", "GSI1", Projection.KEYS_ONLY, List.of(), 1))
        .createIfMissing(client, table);
  }

  @AfterEach
  void closeClient() {
    client.close();
  }

  @Test
  void aPageOfOneHundredIsOneQueryAndOneBatchGet() {
    List<String> followers = follow(100);
    EdgeQuery<Follow> query = followers(client).limit(100);

    Page<Follow> page = query.page();

    assertEquals(Map.of("Query", 1, "BatchGetItem", 1), requests.byOperation());
    assertEquals(followers, page.items().stream().map(Follow::follower).toList(), "index order");
    page.items().forEach(f -> assertEquals("since-" + f.follower(), f.since(), "whole records"));
  }

  @Test
  void twoHundredFiftyKeysAreOneQueryAndThreeBatchGetsReadingAtMostTwoItemsPerRecord() {
    List<String> followers = follow(250);

    Page<Follow> page = followers(client).limit(250).page();

    assertEquals(Map.of("Query", 1, "BatchGetItem", 3), requests.byOperation());
    assertEquals(followers, page.items().stream().map(Follow::follower).toList());
    double perItem = (double) (reads.scanned() + batchItems.read()) / page.items().size();
    System.out.printf(
        Locale.ROOT,
        "hydrated page of 250: %s, %d index items + %d table items read, %.2f per record%n",
        requests.byOperation(),
        reads.scanned(),
        batchItems.read(),
        perItem);
    assertTrue(perItem <= 2.0, perItem + " items read per record");
  }

  @Test
  void unprocessedKeysAreRetriedAndEveryRecordComesBackOnceInOrder() {
    List<String> followers = follow(150);
    RequestCounter counted = new RequestCounter();
    try (DynamoDbClient stingy = db.client(counted, new WithholdHalf())) {
      List<Follow> all = followers(stingy).limit(150).all();

      assertEquals(followers, all.stream().map(Follow::follower).toList(), "once each, in order");
      assertTrue(counted.count("BatchGetItem") > 2, counted.byOperation().toString());
      System.out.println("hydrated 150 with half of each BatchGetItem withheld: "
          + counted.byOperation());
    }
  }

  @Test
  void anEdgeDeletedAfterTheIndexListedItIsLeftOut() {
    List<String> followers = follow(10);
    String gone = followers.get(3);
    DynamoDbClient other = db.client();
    AtomicBoolean deleted = new AtomicBoolean();
    ExecutionInterceptor deleteAfterQuery =
        new ExecutionInterceptor() {
          @Override
          public void afterExecution(
              Context.AfterExecution context, ExecutionAttributes attributes) {
            if (context.response() instanceof QueryResponse && deleted.compareAndSet(false, true)) {
              other.deleteItem(b -> b.tableName(table).key(Fixtures.followKey(gone, "star")));
            }
          }
        };
    try (DynamoDbClient racing = db.client(deleteAfterQuery)) {
      Page<Follow> page = followers(racing).limit(10).page();

      List<String> expected = new ArrayList<>(followers);
      expected.remove(gone);
      assertTrue(deleted.get());
      assertEquals(expected, page.items().stream().map(Follow::follower).toList());
    } finally {
      other.close();
    }
  }

  @Test
  void countReadsOnlyTheIndexAndCursorsAreTheIndexQuerysOwn() {
    List<String> followers = follow(30);

    assertEquals(30, followers(client).count());
    assertEquals(Map.of("Query", 1), requests.byOperation());

    Page<Follow> first = followers(client).limit(20).page();
    Page<Follow> second = followers(client).limit(20).startAfter(first.nextCursor().get()).page();
    assertEquals(followers.subList(20, 30), second.items().stream().map(Follow::follower).toList());
    assertEquals(Optional.empty(), second.nextCursor());
    assertEquals(
        followers(client).limit(20).request(),
        Queries.sync(table(client).queryIndexKeys("GSI1", List.of("TARGET#star"), "ACTOR#"))
            .limit(20)
            .request(),
        "request() is the index Query");
  }

  @Test
  void consistentReadAppliesToTheBatchGetNotTheIndex() {
    follow(5);
    ConsistentFlags flags = new ConsistentFlags();
    try (DynamoDbClient watched = db.client(flags)) {
      assertEquals(5, followers(watched).consistentRead().all().size());
      assertEquals(List.of(false), flags.query);
      assertEquals(List.of(true), flags.batchGet);
    }
  }

  private EdgeQuery<Follow> followers(DynamoDbClient on) {
    return Queries.sync(
        table(on)
            .queryIndexHydrated(
                "GSI1",
                List.of("TARGET#star"),
                "ACTOR#",
                IndexProjection.keysOnly(List.of("since"))));
  }

  private RecordTable<Follow, EdgeKey<String, String>> table(DynamoDbClient on) {
    return new RecordTable<>(on, table, RecordTableTest.PLAIN_FOLLOWS);
  }

  /** {@code count} followers of star, each with a since; their ids in index order. */
  private List<String> follow(int count) {
    List<String> ids =
        IntStream.range(0, count).mapToObj(i -> String.format(Locale.ROOT, "f%04d", i)).toList();
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (String id : ids) {
      items.add(TestItems.follower(id, "TARGET#star", "since", "since-" + id));
    }
    try (DynamoDbClient writer = db.client()) {
      TestItems.writeAll(writer, table, items);
    }
    requests.reset();
    reads.reset();
    batchItems.reset();
    return ids;
  }

  /** The items BatchGetItem responses return. */
  static final class BatchItems implements ExecutionInterceptor {
    private long read;

    @Override
    public synchronized void afterExecution(
        Context.AfterExecution context, ExecutionAttributes attributes) {
      if (context.response() instanceof BatchGetItemResponse response) {
        response.responses().values().forEach(items -> read += items.size());
      }
    }

    synchronized long read() {
      return read;
    }

    synchronized void reset() {
      read = 0;
    }
  }

  /** A server under load: every BatchGetItem returns half its items, the rest unprocessed. */
  static final class WithholdHalf implements ExecutionInterceptor {
    @Override
    public SdkResponse modifyResponse(
        Context.ModifyResponse context, ExecutionAttributes attributes) {
      if (!(context.response() instanceof BatchGetItemResponse response)) {
        return context.response();
      }
      Map<String, List<Map<String, AttributeValue>>> kept = new HashMap<>();
      Map<String, KeysAndAttributes> withheld = new HashMap<>();
      response.responses().forEach(
          (table, items) -> {
            if (items.size() < 2) {
              kept.put(table, items);
              return;
            }
            int half = items.size() / 2;
            kept.put(table, items.subList(0, half));
            List<Map<String, AttributeValue>> keys = new ArrayList<>();
            for (Map<String, AttributeValue> item : items.subList(half, items.size())) {
              keys.add(Map.of("PK", item.get("PK"), "SK", item.get("SK")));
            }
            withheld.put(table, KeysAndAttributes.builder().keys(keys).build());
          });
      return response.toBuilder().responses(kept).unprocessedKeys(withheld).build();
    }
  }

  /** Whether each Query and BatchGetItem asked for a consistent read. */
  static final class ConsistentFlags implements ExecutionInterceptor {
    final List<Boolean> query = new ArrayList<>();
    final List<Boolean> batchGet = new ArrayList<>();

    @Override
    public synchronized void beforeTransmission(
        Context.BeforeTransmission context, ExecutionAttributes attributes) {
      if (context.request()
          instanceof software.amazon.awssdk.services.dynamodb.model.QueryRequest q) {
        query.add(Boolean.TRUE.equals(q.consistentRead()));
      }
      if (context.request()
          instanceof software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest b) {
        b.requestItems()
            .values()
            .forEach(k -> batchGet.add(Boolean.TRUE.equals(k.consistentRead())));
      }
    }
  }
}
