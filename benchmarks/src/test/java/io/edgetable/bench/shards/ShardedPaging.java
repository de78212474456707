package io.edgetable.bench.shards;

import io.edgetable.Page;
import io.edgetable.Projection;
import io.edgetable.internal.ReadCounter;
import io.edgetable.internal.codec.ItemSize;
import io.edgetable.internal.codec.KeyCodec;
import io.edgetable.internal.query.IndexOrder;
import io.edgetable.internal.query.Queries;
import io.edgetable.internal.query.QuerySpec;
import io.edgetable.internal.query.ReadAheadRule;
import io.edgetable.query.EdgeQuery;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.TableDefinition;
import io.edgetable.test.MotoServer;
import java.io.PrintStream;
import java.net.URI;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
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
 * The read units a page of a sharded inverse is billed, against moto, for the three ways a merged
 * page paged by cursor can size its Queries ({@link ReadAheadRule}): the two fixed ones, "read
 * ahead a page per shard" and "one round of equal shares", and the adaptive one that sizes them by
 * the item sizes it has seen. One celebrity's followers spread over 4, 8 and 16 index partitions
 * by EdgeTable's FNV-1a rule, items of exactly 100, 1,024 and 4,096 bytes (DynamoDB's size rule,
 * padded), on a plain inverse index and on an ordered one ({@code inverseSortBy}, a multi-attribute
 * sort key), each paged from the first page to the last through cursors in pages of 10, 50 and
 * 100, ascending and descending.
 *
 * <p>Read units by DynamoDB's rule: per Query, the bytes of the items it read ({@link ReadCounter},
 * an ExecutionInterceptor that sizes each response's items by DynamoDB's size rule; moto does not
 * bill) rounded up to 4 KB, at least one unit, half a unit each as index reads are eventually
 * consistent. A rule that returns short pages is charged per item: read units per page = read
 * units × page size / items returned. Counts, not times. Every paging must return every follower
 * once, in order, with at most one Query per shard per page, or the run fails.
 */
public final class ShardedPaging {
  static final int FOLLOWERS = 400;
  static final int[] ITEM_BYTES = {100, 1024, 4096};
  static final int[] SHARD_COUNTS = {4, 8, 16};
  static final int[] PAGE_SIZES = {10, 50, 100};
  private static final LocalDateSource DATES = new LocalDateSource(7);

  /** One paging of one cell by one rule. */
  record Paging(int pages, int queries, long read, int returned, long units, int pageSize) {
    /** Read units per page of {@code pageSize} items, eventually consistent. */
    double unitsPerPage() {
      return units / 2.0 * pageSize / returned;
    }
  }

  /** One cell of the grid: the three rules' pagings. */
  record Cell(
      int itemBytes,
      int shards,
      int pageSize,
      boolean descending,
      boolean ordered,
      Map<ReadAheadRule, Paging> byRule) {
    double cheaperFixed() {
      return Math.min(
          byRule.get(ReadAheadRule.PAGE_PER_SHARD).unitsPerPage(),
          byRule.get(ReadAheadRule.EQUAL_SHARES).unitsPerPage());
    }

    double ratio() {
      return byRule.get(ReadAheadRule.ADAPTIVE).unitsPerPage() / cheaperFixed();
    }

    String line() {
      Paging adaptive = byRule.get(ReadAheadRule.ADAPTIVE);
      return String.format(
          Locale.ROOT,
          "readUnits item=%d shards=%d page=%d order=%s index=%s pagePerShard=%.2f"
              + " equalShares=%.2f adaptive=%.2f ratio=%.2f adaptivePages=%d"
              + " adaptiveQueriesPerPage=%.2f adaptiveReadPerItem=%.2f",
          itemBytes,
          shards,
          pageSize,
          descending ? "desc" : "asc",
          ordered ? "ordered" : "plain",
          byRule.get(ReadAheadRule.PAGE_PER_SHARD).unitsPerPage(),
          byRule.get(ReadAheadRule.EQUAL_SHARES).unitsPerPage(),
          adaptive.unitsPerPage(),
          ratio(),
          adaptive.pages(),
          (double) adaptive.queries() / adaptive.pages(),
          (double) adaptive.read() / adaptive.returned());
    }
  }

  private ShardedPaging() {}

  /**
   * Runs the grid against a moto of its own, or the cells the options pick (each a comma list):
   * {@code --items=100,4096} item sizes (the grid split over several processes, each with its own
   * moto), {@code --shards=16}, {@code --page=100}, {@code --order=desc}, {@code --index=ordered}.
   */
  public static void main(String[] args) {
    Grid grid = Grid.FULL;
    for (String arg : args) {
      grid = grid.with(arg);
    }
    try (MotoServer moto = MotoServer.start()) {
      run(moto.endpoint(), System.out, grid);
    }
  }

  /** Which cells a run pages: every combination of the values listed. */
  record Grid(
      int[] itemBytes, int[] shards, int[] pageSizes, boolean[] descending, boolean[] ordered) {
    static final Grid FULL =
        new Grid(
            ITEM_BYTES,
            SHARD_COUNTS,
            PAGE_SIZES,
            new boolean[] {false, true},
            new boolean[] {false, true});

    private static final String USAGE =
        "; use --items=100,1024,4096 --shards=4,8,16 --page=10,50,100 --order=asc,desc"
            + " --index=plain,ordered (each optional)";

    boolean has(int shardCount, boolean isOrdered) {
      return Arrays.stream(shards).anyMatch(s -> s == shardCount)
          && IntStream.range(0, ordered.length).anyMatch(i -> ordered[i] == isOrdered);
    }

    /** This grid narrowed by one {@code --name=a,b} option. */
    Grid with(String arg) {
      int eq = arg.indexOf('=');
      if (!arg.startsWith("--") || eq < 0) {
        throw new IllegalArgumentException("unknown argument " + arg + USAGE);
      }
      String[] values = arg.substring(eq + 1).split(",");
      return switch (arg.substring(2, eq)) {
        case "items" -> new Grid(ints(arg, values), shards, pageSizes, descending, ordered);
        case "shards" -> new Grid(
            itemBytes, shardCounts(arg, values), pageSizes, descending, ordered);
        case "page" -> new Grid(itemBytes, shards, ints(arg, values), descending, ordered);
        case "order" -> new Grid(
            itemBytes, shards, pageSizes, flags(arg, values, "asc", "desc"), ordered);
        case "index" -> new Grid(
            itemBytes, shards, pageSizes, descending, flags(arg, values, "plain", "ordered"));
        default -> throw new IllegalArgumentException("unknown argument " + arg + USAGE);
      };
    }

    /** Only the grid's own shard counts: the dates of its ordered tables follow from them. */
    private static int[] shardCounts(String arg, String[] values) {
      int[] counts = ints(arg, values);
      for (int count : counts) {
        if (Arrays.stream(SHARD_COUNTS).noneMatch(s -> s == count)) {
          throw new IllegalArgumentException(
              "shard count " + count + " is not in the grid's " + Arrays.toString(SHARD_COUNTS));
        }
      }
      return counts;
    }

    private static int[] ints(String arg, String[] values) {
      try {
        return Arrays.stream(values).mapToInt(Integer::parseInt).toArray();
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("not a list of numbers: " + arg + USAGE, e);
      }
    }

    /** {@code no} is false, {@code yes} true. */
    private static boolean[] flags(String arg, String[] values, String no, String yes) {
      boolean[] flags = new boolean[values.length];
      for (int i = 0; i < values.length; i++) {
        if (!values[i].equals(no) && !values[i].equals(yes)) {
          throw new IllegalArgumentException("not " + no + " or " + yes + ": " + arg + USAGE);
        }
        flags[i] = values[i].equals(yes);
      }
      return flags;
    }
  }

  /** Runs every cell against the server at {@code endpoint}, printing one line per cell. */
  public static List<Cell> run(URI endpoint, PrintStream out) {
    return run(endpoint, out, Grid.FULL);
  }

  /** Runs the cells of {@code grid}, printing one line per cell. */
  static List<Cell> run(URI endpoint, PrintStream out, Grid grid) {
    ReadCounter counter = new ReadCounter();
    List<Cell> cells = new ArrayList<>();
    List<String> followers = followerIds(FOLLOWERS, 15);
    try (DynamoDbClient client = client(endpoint, counter)) {
      for (int itemBytes : grid.itemBytes()) {
        for (int shards : SHARD_COUNTS) {
          for (boolean ordered : new boolean[] {false, true}) {
            if (!grid.has(shards, ordered)) {
              // The dates an ordered table would have drawn: the tables run keep the dates they
              // have in a run of the whole grid (for its item sizes).
              DATES.skip(ordered ? followers.size() : 0);
              continue;
            }
            Table table = load(client, followers, shards, itemBytes, ordered);
            for (int pageSize : grid.pageSizes()) {
              for (boolean descending : grid.descending()) {
                Map<ReadAheadRule, Paging> byRule = new EnumMap<>(ReadAheadRule.class);
                for (ReadAheadRule rule : ReadAheadRule.values()) {
                  byRule.put(rule, page(client, counter, table, rule, pageSize, descending));
                }
                Cell cell = new Cell(itemBytes, shards, pageSize, descending, ordered, byRule);
                out.println(cell.line());
                cells.add(cell);
              }
            }
          }
        }
      }
    }
    Cell worst = cells.stream().max(Comparator.comparingDouble(Cell::ratio)).orElseThrow();
    out.printf(
        Locale.ROOT,
        "readUnits maxRatio=%.2f cells=%d at: %s%n",
        worst.ratio(),
        cells.size(),
        worst.line());
    return cells;
  }

  /** A loaded table: its name, shard count, whether ordered, and the followers in index order. */
  private record Table(String name, int shards, boolean ordered, List<String> inOrder) {}

  private static Paging page(
      DynamoDbClient client,
      ReadCounter counter,
      Table table,
      ReadAheadRule rule,
      int pageSize,
      boolean descending) {
    EdgeQuery<String> query = Queries.of(spec(client, table), rule).limit(pageSize);
    query = descending ? query.descending() : query;
    counter.reset();
    List<String> seen = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    int pages = 0;
    do {
      int before = counter.queries();
      Page<String> page = (cursor.isPresent() ? query.startAfter(cursor.get()) : query).page();
      if (counter.queries() - before > table.shards()) {
        throw new IllegalStateException(
            "a page sent " + (counter.queries() - before) + " Queries on " + table.shards());
      }
      seen.addAll(page.items());
      cursor = page.nextCursor();
      pages++;
    } while (cursor.isPresent());
    List<String> expected = new ArrayList<>(table.inOrder());
    if (descending) {
      Collections.reverse(expected);
    }
    if (!seen.equals(expected)) {
      throw new IllegalStateException(
          rule
              + " paging "
              + table.shards()
              + " shards in pages of "
              + pageSize
              + " returned "
              + seen.size()
              + " followers, not the "
              + expected.size()
              + " in index order");
    }
    return new Paging(
        pages, counter.queries(), counter.scanned(), seen.size(), counter.units(), pageSize);
  }

  private static QuerySpec<String> spec(DynamoDbClient client, Table table) {
    if (!table.ordered()) {
      List<String> partitions =
          IntStream.range(0, table.shards()).mapToObj(s -> "TARGET#star#" + s).toList();
      return QuerySpec.index(
          client,
          table.name(),
          "GSI1",
          partitions,
          "ACTOR#",
          item -> item.get("PK").s().substring("ACTOR#".length()));
    }
    List<String> partitions =
        IntStream.range(0, table.shards()).mapToObj(s -> "C#m#" + s).toList();
    return QuerySpec.index(
            client,
            table.name(),
            "GSI2",
            partitions,
            "E#S#",
            item -> item.get("PK").s().substring("S#".length()))
        .ordered(new IndexOrder("enrolledOn", AttributeValue.Type.S, Optional.empty(), false));
  }

  /** A fresh table with the followers on {@code shards} index partitions, items of a set size. */
  private static Table load(
      DynamoDbClient client,
      List<String> followers,
      int shards,
      int itemBytes,
      boolean ordered) {
    String name =
        "paging-" + itemBytes + "-" + shards + (ordered ? "-ordered-" : "-") + System.nanoTime();
    EdgeSchema schema =
        ordered
            ? EdgeSchema.edge("Enrollment", "GSI2", Projection.ALL, List.of(), shards)
                .withKeys("S#{studentId}", "E#{courseId}")
                .withInverseKeys("C#{courseId}", "E#S#{studentId}")
                .withAttribute("enrolledOn", AttributeValue.Type.S)
                .withInverseSortBy("enrolledOn")
            : EdgeSchema.edge("Follow", "GSI1", Projection.ALL, List.of(), shards);
    TableDefinition.of(schema).createIfMissing(client, name);
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    Map<String, String> sortKeys = new LinkedHashMap<>();
    for (String follower : followers) {
      String id = KeyCodec.escape(follower);
      int shard = KeyCodec.shard(id, shards);
      Map<String, AttributeValue> item = new LinkedHashMap<>();
      if (ordered) {
        String on = DATES.next();
        item.put("PK", AttributeValue.fromS("S#" + id));
        item.put("SK", AttributeValue.fromS("E#m"));
        item.put("GSI2PK", AttributeValue.fromS("C#m#" + shard));
        item.put("GSI2SK", AttributeValue.fromS("E#S#" + id));
        item.put("enrolledOn", AttributeValue.fromS(on));
        sortKeys.put(id, on + "\u0000E#S#" + id);
      } else {
        item.put("PK", AttributeValue.fromS("ACTOR#" + id));
        item.put("SK", AttributeValue.fromS("TARGET#star"));
        item.put("GSI1PK", AttributeValue.fromS("TARGET#star#" + shard));
        item.put("GSI1SK", AttributeValue.fromS("ACTOR#" + id));
        sortKeys.put(id, "ACTOR#" + id);
      }
      pad(item, itemBytes);
      items.add(item);
    }
    writeAll(client, name, items);
    List<String> inOrder =
        sortKeys.entrySet().stream()
            .sorted((a, b) -> byCodePoint(a.getValue(), b.getValue()))
            .map(Map.Entry::getKey)
            .toList();
    return new Table(name, shards, ordered, inOrder);
  }

  /** Adds a {@code pad} string that makes the item exactly {@code bytes} by DynamoDB's rule. */
  private static void pad(Map<String, AttributeValue> item, int bytes) {
    long without = ItemSize.of(item) + "pad".length();
    if (without > bytes) {
      throw new IllegalStateException("an item of " + without + " bytes before padding");
    }
    item.put("pad", AttributeValue.fromS("x".repeat((int) (bytes - without))));
    if (ItemSize.of(item) != bytes) {
      throw new IllegalStateException("padded to " + ItemSize.of(item) + ", not " + bytes);
    }
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

  /** Seeded dates of one year, as an ordered inverse's sort attribute holds them. */
  private static final class LocalDateSource {
    private final Random random;

    LocalDateSource(long seed) {
      this.random = new Random(seed);
    }

    void skip(int dates) {
      for (int i = 0; i < dates; i++) {
        next();
      }
    }

    String next() {
      return LocalDate.of(2026, 1, 1).plusDays(random.nextInt(365)).toString();
    }
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
