package io.edgetable.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.Page;
import io.edgetable.Projection;
import io.edgetable.internal.codec.ItemSize;
import io.edgetable.internal.query.Queries;
import io.edgetable.internal.query.QuerySpec;
import io.edgetable.internal.query.ReadAheadRule;
import io.edgetable.query.EdgeQuery;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.LocalDynamoDb;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * A merged page paged by cursor sizes each shard's {@code Limit} from the sizes of the items read
 * so far, which its cursor carries: on small items a Query fills the 4 KB it is billed anyway, on
 * large ones it reads little past the page. Counted against moto (Limits sent, items read,
 * read units by DynamoDB's rule), not timed.
 */
class AdaptiveReadAheadTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final int SHARDS = 8;
  private static final int FOLLOWERS = 200;
  private static final int PAGE = 50;

  /** What paging every follower by cursor sent and read. */
  private record Paging(List<Integer> limitsAfterFirstPage, long read, long units, int pages) {
    int largestLimit() {
      return limitsAfterFirstPage.stream().mapToInt(Integer::intValue).max().orElseThrow();
    }
  }

  @Test
  void smallItemsFillTheirReadUnitLargeItemsReadLittlePastThePage() {
    ReadCounter reads = new ReadCounter();
    RequestCounter requests = new RequestCounter();
    try (DynamoDbClient client = db.client(reads, requests)) {
      String small = load(client, 100);
      String large = load(client, 4096);

      Paging smallAdaptive = page(client, small, ReadAheadRule.ADAPTIVE, reads, requests);
      Paging largeAdaptive = page(client, large, ReadAheadRule.ADAPTIVE, reads, requests);
      Paging largeAPage = page(client, large, ReadAheadRule.PAGE_PER_SHARD, reads, requests);
      Paging smallEqual = page(client, small, ReadAheadRule.EQUAL_SHARES, reads, requests);
      System.out.printf(
          Locale.ROOT,
          "adaptive, 100 B items: largest Limit %d, %d read, %d units, %d pages;"
              + " 4 KB items: largest Limit %d, %d read, %d units, %d pages%n",
          smallAdaptive.largestLimit(),
          smallAdaptive.read(),
          smallAdaptive.units(),
          smallAdaptive.pages(),
          largeAdaptive.largestLimit(),
          largeAdaptive.read(),
          largeAdaptive.units(),
          largeAdaptive.pages());

      // 4,096 / 100 = 40 items fit the 4 KB a Query is billed at least: a probe asks for them.
      assertTrue(smallAdaptive.largestLimit() >= 40, smallAdaptive.toString());
      // 4 KB items cost a unit each: the probe asks each shard for less than a page.
      assertTrue(largeAdaptive.largestLimit() < PAGE, largeAdaptive.toString());
      assertTrue(
          largeAdaptive.read() < largeAPage.read(),
          largeAdaptive.read() + " items read against " + largeAPage.read() + " a page ahead");
      assertTrue(
          largeAdaptive.units() < largeAPage.units(),
          largeAdaptive.units() + " units against " + largeAPage.units() + " a page ahead");
      assertTrue(
          smallAdaptive.units() < smallEqual.units(),
          smallAdaptive.units() + " units against " + smallEqual.units() + " in equal shares");
    }
  }

  private static Paging page(
      DynamoDbClient client,
      String table,
      ReadAheadRule rule,
      ReadCounter reads,
      RequestCounter requests) {
    EdgeQuery<String> query = Queries.of(spec(client, table), rule).limit(PAGE);
    reads.reset();
    List<String> seen = new ArrayList<>();
    List<Integer> limits = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    int pages = 0;
    do {
      requests.reset();
      Page<String> page = (cursor.isPresent() ? query.startAfter(cursor.get()) : query).page();
      List<QueryRequest> sent = requests.queries();
      assertTrue(sent.size() <= SHARDS, sent.size() + " Queries on one page");
      if (pages > 0) {
        sent.forEach(q -> limits.add(q.limit()));
      }
      seen.addAll(page.items());
      cursor = page.nextCursor();
      assertTrue(++pages <= FOLLOWERS, "paging ends");
    } while (cursor.isPresent());
    assertEquals(ids(), seen, rule + ": every follower once, in order");
    return new Paging(limits, reads.scanned(), reads.units(), pages);
  }

  private static List<String> ids() {
    return IntStream.range(0, FOLLOWERS)
        .mapToObj(i -> String.format(Locale.ROOT, "u%04d", i))
        .toList();
  }

  /** A table of the followers on {@link #SHARDS} index partitions, items of {@code bytes} each. */
  private static String load(DynamoDbClient client, int bytes) {
    String table = TableNames.unique("adaptive" + bytes);
    TableDefinition.of(EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), SHARDS))
        .createIfMissing(client, table);
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (String id : ids()) {
      Map<String, AttributeValue> item =
          TestItems.follower(id, "TARGET#star#" + TestItems.shard(id, SHARDS));
      long padding = bytes - ItemSize.of(item) - "pad".length();
      item.put("pad", AttributeValue.fromS("x".repeat((int) padding)));
      assertEquals(bytes, ItemSize.of(item));
      items.add(item);
    }
    TestItems.writeAll(client, table, items);
    return table;
  }

  private static QuerySpec<String> spec(DynamoDbClient client, String table) {
    List<String> partitions = IntStream.range(0, SHARDS).mapToObj(s -> "TARGET#star#" + s).toList();
    return QuerySpec.index(
        client,
        table,
        "GSI1",
        partitions,
        "ACTOR#",
        item -> item.get("PK").s().substring("ACTOR#".length()));
  }
}
