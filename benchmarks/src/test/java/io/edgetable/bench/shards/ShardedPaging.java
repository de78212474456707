package io.edgetable.bench.shards;

import io.edgetable.query.EdgeQuery;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.Page;
import io.edgetable.Projection;
import io.edgetable.schema.TableDefinition;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.internal.Followers;
import io.edgetable.internal.ReadCounter;
import io.edgetable.test.MotoServer;
import java.io.PrintStream;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * What paging a sharded inverse index reads, against moto: a celebrity's followers spread over 2,
 * 4, 8 and 16 index partitions ({@code TARGET#star#0..N-1}, by FNV-1a of the follower as EdgeTable
 * shards them), paged from the first page to the last through cursors in pages of 10, 50 and 100.
 * For each cell: pages, Queries, items read (the Queries' summed {@code ScannedCount}), items
 * returned, and the read capacity the Queries are billed (4 KB units per Query, from the sizes of
 * these items of about 100 bytes, and as if each were 1 KB). Counts, not times, so the figures do
 * not depend on the machine; every run checks that the pages return every follower once, in order,
 * so a fast wrong merge cannot produce a good figure.
 *
 * <p>Plus the scenario issue 15 measured: 400 followers over 4 shards in pages of 20.
 */
public final class ShardedPaging {
  static final int FOLLOWERS = 1000;
  static final int[] SHARD_COUNTS = {2, 4, 8, 16};
  static final int[] PAGE_SIZES = {10, 50, 100};

  /** One cell of the table. */
  record Cell(
      int followers,
      int shards,
      int pageSize,
      int pages,
      int queries,
      long read,
      int returned,
      long units,
      long unitsOfOneKilobyteItems) {
    double readPerItem() {
      return (double) read / returned;
    }

    double queriesPerPage() {
      return (double) queries / pages;
    }

    /** Read capacity units per page, eventually consistent: half a 4 KB unit. */
    double capacityPerPage(long units) {
      return units / 2.0 / pages;
    }

    String line() {
      return String.format(
          Locale.ROOT,
          "amplification followers=%d shards=%d page=%d pages=%d queries=%d queriesPerPage=%.1f"
              + " read=%d returned=%d readPerItem=%.2f rcuPerPage=%.1f rcuPerPageOf1KbItems=%.1f",
          followers,
          shards,
          pageSize,
          pages,
          queries,
          queriesPerPage(),
          read,
          returned,
          readPerItem(),
          capacityPerPage(units),
          capacityPerPage(unitsOfOneKilobyteItems));
    }
  }

  private ShardedPaging() {}

  public static void main(String[] args) {
    try (MotoServer moto = MotoServer.start()) {
      run(moto.endpoint(), System.out);
    }
  }

  /** Runs every cell against the server at {@code endpoint}, printing one line per cell. */
  public static List<Cell> run(URI endpoint, PrintStream out) {
    ReadCounter counter = new ReadCounter();
    List<Cell> cells = new ArrayList<>();
    try (DynamoDbClient client = client(endpoint, counter)) {
      List<String> followers = followerIds(FOLLOWERS, 15);
      for (int shards : SHARD_COUNTS) {
        String table = load(client, followers, shards);
        for (int pageSize : PAGE_SIZES) {
          Cell cell = page(client, counter, table, followers, shards, pageSize);
          out.println(cell.line());
          cells.add(cell);
        }
      }
      List<String> issueScenario = followerIds(400, 4);
      Cell cell = page(client, counter, load(client, issueScenario, 4), issueScenario, 4, 20);
      out.println(cell.line());
      cells.add(cell);
    }
    return cells;
  }

  private static Cell page(
      DynamoDbClient client,
      ReadCounter counter,
      String table,
      List<String> followers,
      int shards,
      int pageSize) {
    EdgeQuery<String> query = Followers.of(client, table, shards).limit(pageSize);
    counter.reset();
    List<String> seen = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    int pages = 0;
    do {
      Page<String> page = (cursor.isPresent() ? query.startAfter(cursor.get()) : query).page();
      seen.addAll(page.items());
      cursor = page.nextCursor();
      pages++;
    } while (cursor.isPresent());
    List<String> expected =
        followers.stream().map(KeyCodec::escape).sorted(ShardedPaging::byCodePoint).toList();
    if (!seen.equals(expected)) {
      throw new IllegalStateException(
          "paging "
              + shards
              + " shards in pages of "
              + pageSize
              + " returned "
              + seen.size()
              + " followers, not the "
              + expected.size()
              + " in index order");
    }
    return new Cell(
        followers.size(),
        shards,
        pageSize,
        pages,
        counter.queries(),
        counter.scanned(),
        seen.size(),
        counter.units(),
        counter.unitsOfOneKilobyteItems());
  }

  /** A fresh table with the followers of {@code TARGET#star} on {@code shards} index partitions. */
  private static String load(DynamoDbClient client, List<String> followers, int shards) {
    String table = "paging-" + followers.size() + "-" + shards + "-" + System.nanoTime();
    TableDefinition.of(EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), shards))
        .createIfMissing(client, table);
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (String follower : followers) {
      String id = KeyCodec.escape(follower);
      Map<String, AttributeValue> item = new LinkedHashMap<>();
      item.put("PK", AttributeValue.fromS("ACTOR#" + id));
      item.put("SK", AttributeValue.fromS("TARGET#star"));
      item.put("GSI1PK", AttributeValue.fromS("TARGET#star#" + KeyCodec.shard(id, shards)));
      item.put("GSI1SK", AttributeValue.fromS("ACTOR#" + id));
      item.put("since", AttributeValue.fromS("2026-01-01T00:00:00Z"));
      items.add(item);
    }
    writeAll(client, table, items);
    return table;
  }

  /** User handles as people pick them: letters, digits, '_' and '.', 4 to 11 characters. */
  static List<String> followerIds(int count, long seed) {
    Random random = new Random(seed);
    String letters = "abcdefghijklmnopqrstuvwxyz0123456789_.";
    Set<String> ids = new LinkedHashSet<>();
    while (ids.size() < count) {
      StringBuilder id = new StringBuilder();
      for (int i = 4 + random.nextInt(8); i > 0; i--) {
        id.append(letters.charAt(random.nextInt(i == 1 ? 36 : letters.length())));
      }
      ids.add(id.toString());
    }
    return List.copyOf(ids);
  }

  /**
   * DynamoDB's order of strings: UTF-8 bytes, which is code point order. Written here apart from
   * the runtime's own comparison on purpose: it is the oracle the merged order is checked against.
   */
  private static int byCodePoint(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      int ca = a.codePointAt(i);
      int cb = b.codePointAt(j);
      if (ca != cb) {
        return Integer.compare(ca, cb);
      }
      i += Character.charCount(ca);
      j += Character.charCount(cb);
    }
    return Boolean.compare(i < a.length(), j < b.length());
  }

  private static void writeAll(
      DynamoDbClient client, String table, List<Map<String, AttributeValue>> items) {
    for (int from = 0; from < items.size(); from += 25) {
      List<WriteRequest> chunk = new ArrayList<>();
      for (Map<String, AttributeValue> item :
          items.subList(from, Math.min(items.size(), from + 25))) {
        chunk.add(
            WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
      }
      Map<String, List<WriteRequest>> pending = Map.of(table, chunk);
      while (!pending.isEmpty()) {
        BatchWriteItemResponse response =
            client.batchWriteItem(BatchWriteItemRequest.builder().requestItems(pending).build());
        pending = response.hasUnprocessedItems() ? response.unprocessedItems() : Map.of();
      }
    }
  }

  private static DynamoDbClient client(URI endpoint, ReadCounter counter) {
    return DynamoDbClient.builder()
        .endpointOverride(endpoint)
        .region(Region.US_EAST_1)
        .credentialsProvider(
            StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench")))
        .overrideConfiguration(c -> c.addExecutionInterceptor(counter))
        .build();
  }
}
