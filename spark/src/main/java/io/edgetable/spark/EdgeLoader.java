package io.edgetable.spark;

import io.edgetable.exception.NodeNotFoundException;
import io.edgetable.exception.TableNotFoundException;
import io.edgetable.internal.doctor.EdgeLayout;
import io.edgetable.internal.spark.EdgeColumns;
import io.edgetable.internal.spark.ExecutorClients;
import io.edgetable.internal.spark.LoadMarker;
import io.edgetable.internal.spark.LoadTasks;
import io.edgetable.internal.spark.WriteLimiter;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.TableDefinition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.functions;
import org.apache.spark.storage.StorageLevel;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Bulk loads of edges from Spark: a backfill of one edge kind into a table that does not hold
 * those edges yet, counted on their nodes' counters exactly once.
 *
 * <pre>{@code
 * Dataset<Row> follows = spark.read().parquet("s3a://bucket/follows/");   // fan, star, note
 * LoadResult result = EdgeLoader.load(follows, "social", FollowKeys.SCHEMA,
 *     DynamoSettings.defaults().writeUnitsPerSecond(4_000), "follows-2026-12",
 *     MemberKeys.SCHEMA);                          // the counted nodes' schemas
 * }</pre>
 *
 * <p>The rows have one column per record component, named as the component: the two ids
 * (strings, or integers for numeric ids) and every other component typed as its attribute is
 * stored ({@code @Version} may be left out: loaded edges are version 1). A load runs in stages,
 * each a Spark job, and records its progress in the table under its load id ({@code PK =
 * ~edgetable#load#<id>}, items the doctor skips):
 *
 * <ol>
 *   <li>checks, before writing anything: the table's keys and indexes against the schemas, every
 *       row (a null or empty id, a value its component cannot take, the same edge twice), and
 *       that every counted end's node item exists;
 *   <li>per partition of the input (hash-partitioned by ids, the same in every run): reads which
 *       edges the table already holds (BatchGetItem of keys, strongly consistent, 100 a request)
 *       and records them, then writes the others by BatchWriteItem (25 a request, unprocessed
 *       items sent again with backoff), then marks the partition written;
 *   <li>counts: per counter item (the node item, or the counter item each edge's other end
 *       hashes to), one {@code ADD} of the number of its new edges, 25 counter items and a marker
 *       in one TransactWriteItems, so each addition is made once.
 * </ol>
 *
 * <p>Edges the table held before the load are reported ({@link LoadResult#alreadyPresent()}),
 * neither overwritten nor counted. A load that fails (a lost executor, throttling beyond the
 * retries, a deleted node) is resumed by running it again with the same id and input: finished
 * partitions and added chunks are skipped. A finished load run again returns its result and
 * writes nothing. Cost per new edge: one read unit (its key read, up to 4 KB), its write units (1
 * a KB) and 0.05 requests; per counter item: 2 write units (transactional) and 1/25 request.
 *
 * <p>Writes are shared out under {@link DynamoSettings#writeUnitsPerSecond()}. While a load runs,
 * Spark's speculative execution must stay off (its default), and the application should not
 * write edges of the same kind: an edge it writes between the load's
 * check and write of that edge would be counted by both (the doctor finds and repairs it).
 */
public final class EdgeLoader {
  /**
   * The Spark setting of the edges a partition of the input holds at most (default 20,000; at
   * least as many partitions as Spark's default parallelism): a task holds its partition's items
   * in memory, and a resumed run repeats at most a partition's check.
   */
  public static final String EDGES_PER_PARTITION = "spark.edgetable.load.edgesPerPartition";

  private static final long DEFAULT_EDGES_PER_PARTITION = 20_000;

  private EdgeLoader() {}

  /**
   * Loads {@code edges} of the kind {@code schema} ({@code FooKeys.SCHEMA}) into {@code table},
   * as load {@code loadId}; {@code nodes} are the schemas of the nodes whose counters the edges
   * move (none for an edge without counters). Returns what it wrote, or what the finished load
   * of that id wrote.
   *
   * @throws InvalidEdgesException a column missing, unknown or ill-typed, or a value that makes
   *     no valid item: nothing written
   * @throws IncompatibleTableException the table lacks the keys or an index the schemas need
   * @throws TableNotFoundException there is no such table
   * @throws NodeNotFoundException a counted end's node item does not exist: nothing written
   * @throws LoadConflictException {@code loadId} names a load of other edges
   * @throws org.apache.spark.SparkException a stage failed (its cause says why): run it again
   *     to resume
   */
  public static LoadResult load(Dataset<Row> edges, String table, EdgeSchema schema,
      DynamoSettings settings, String loadId, EdgeSchema... nodes) {
    Objects.requireNonNull(edges, "edges");
    Objects.requireNonNull(schema, "schema");
    Objects.requireNonNull(settings, "settings");
    if (table == null || table.isEmpty()) {
      throw new IllegalArgumentException("table must be named");
    }
    checkLoadId(loadId);
    EdgeLayout layout = EdgeLayout.of(schema, Arrays.asList(nodes));
    EdgeColumns columns = EdgeColumns.of(layout, schema, edges.schema());
    DynamoDbClient client = ExecutorClients.of(settings);
    checkTable(client, table, schema, nodes);
    LoadMarker marker = new LoadMarker(table, loadId);
    Optional<Map<String, AttributeValue>> started = marker.read(client, LoadMarker.LOAD);
    if (started.isPresent()) {
      checkSameKind(started.get(), schema, loadId);
      if ("DONE".equals(stage(started.get()))) {
        return result(started.get());
      }
    }
    return new Run(edges, table, schema, settings, columns, client, marker, started).run();
  }

  /** One run of a load: its stages, from where the marker says the load stands. */
  private static final class Run {
    private final Dataset<Row> edges;
    private final String table;
    private final EdgeSchema schema;
    private final DynamoSettings settings;
    private final EdgeColumns columns;
    private final DynamoDbClient client;
    private final LoadMarker marker;
    private final Optional<Map<String, AttributeValue>> started;

    Run(Dataset<Row> edges, String table, EdgeSchema schema, DynamoSettings settings,
        EdgeColumns columns, DynamoDbClient client, LoadMarker marker,
        Optional<Map<String, AttributeValue>> started) {
      this.edges = edges;
      this.table = table;
      this.schema = schema;
      this.settings = settings;
      this.columns = columns;
      this.client = client;
      this.marker = marker;
      this.started = started;
    }

    LoadResult run() {
      int parallelism = edges.sparkSession().sparkContext().defaultParallelism();
      int partitions = started.map(m -> (int) n(m, "partitions"))
          .orElseGet(() -> partitions(edges.count(), parallelism, edgesPerPartition()));
      List<String> names = columns.names();
      Column[] selected = names.stream().map(functions::col).toArray(Column[]::new);
      Dataset<Row> parts = edges.select(selected)
          .repartition(partitions, selected[0], selected[1])
          .sortWithinPartitions(selected[0], selected[1])
          .persist(StorageLevel.MEMORY_AND_DISK());
      try {
        LoadTasks tasks = new LoadTasks(table, columns, settings, marker,
            WriteLimiter.share(settings, Math.min(partitions, parallelism)));
        long[] checked = validate(parts, tasks);
        if (started.isPresent()) {
          checkSameInput(started.get(), checked);
        } else {
          checkNodes(parts, tasks);
          begin(partitions, checked);
        }
        long[] written = write(parts, tasks);
        long nodes = count(parts, tasks, partitions);
        Map<String, AttributeValue> done = new HashMap<>(marker.read(client, LoadMarker.LOAD)
            .orElseThrow(() -> new IllegalStateException("the load's marker is gone")));
        done.put("stage", AttributeValue.fromS("DONE"));
        done.put("written", num(written[0] - written[1]));
        done.put("alreadyPresent", num(written[1]));
        done.put("nodesCounted", num(nodes));
        client.putItem(b -> b.tableName(table).item(done));
        return result(done);
      } finally {
        parts.unpersist();
      }
    }

    private long edgesPerPartition() {
      String value = edges.sparkSession().conf()
          .get(EDGES_PER_PARTITION, Long.toString(DEFAULT_EDGES_PER_PARTITION));
      try {
        long perPartition = Long.parseLong(value.trim());
        if (perPartition >= 1) {
          return perPartition;
        }
      } catch (NumberFormatException e) {
        // reported below
      }
      throw new IllegalArgumentException(EDGES_PER_PARTITION + " is '" + value
          + "'; give a whole number of edges, at least 1 (default 20000)");
    }

    /** Every row checked; the input's edge count and fingerprint. */
    private long[] validate(Dataset<Row> parts, LoadTasks tasks) {
      List<Row> results = parts.mapPartitions(
          (MapPartitionsFunction<Row, Row>) tasks::validate,
          Encoders.row(LoadTasks.CHECKED)).collectAsList();
      long edgeCount = 0;
      long fingerprint = 0;
      List<String> errors = new ArrayList<>();
      for (Row result : results) {
        edgeCount += result.getLong(1);
        fingerprint += result.getLong(2);
        if (!result.isNullAt(3)) {
          errors.add(result.getString(3));
        }
      }
      if (!errors.isEmpty()) {
        throw new InvalidEdgesException(errors.get(0) + (errors.size() == 1 ? ""
            : " (and errors in " + (errors.size() - 1) + " more partitions)")
            + "; nothing was written");
      }
      return new long[] {edgeCount, fingerprint};
    }

    /** Every counted end's node item exists, or {@link NodeNotFoundException}. */
    private void checkNodes(Dataset<Row> parts, LoadTasks tasks) {
      if (schema.counters().isEmpty()) {
        return;
      }
      Dataset<Row> missing = parts
          .flatMap((FlatMapFunction<Row, Row>) tasks::countedEnds, Encoders.row(LoadTasks.NODE))
          .distinct()
          .mapPartitions((MapPartitionsFunction<Row, Row>) tasks::missingNodes,
              Encoders.row(LoadTasks.NODE));
      List<Row> some = missing.limit(5).collectAsList();
      if (!some.isEmpty()) {
        List<String> keys = some.stream().map(r -> r.getString(0)).toList();
        throw new NodeNotFoundException("the edges count on nodes that do not exist, e.g. "
            + keys + "; write those nodes first (or drop their edges); nothing was written",
            keys.get(0));
      }
    }

    private void begin(int partitions, long[] checked) {
      Map<String, AttributeValue> item = marker.item(LoadMarker.LOAD, Map.of(
          "stage", AttributeValue.fromS("STARTED"),
          "kind", AttributeValue.fromS(schema.recordName()),
          "edges", num(checked[0]),
          "fingerprint", num(checked[1]),
          "partitions", num(partitions)));
      try {
        client.putItem(b -> b.tableName(table).item(item)
            .conditionExpression("attribute_not_exists(PK)"));
      } catch (ConditionalCheckFailedException e) {
        throw new LoadConflictException("another run of load "
            + marker.partitionKey() + " started at the same time; run one at a time");
      }
    }

    /** Writes every partition; the edges and the present ones in total. */
    private long[] write(Dataset<Row> parts, LoadTasks tasks) {
      List<Row> results = parts.mapPartitions(
          (MapPartitionsFunction<Row, Row>) tasks::write,
          Encoders.row(LoadTasks.WRITTEN)).collectAsList();
      long total = 0;
      long present = 0;
      for (Row result : results) {
        total += result.getLong(1);
        present += result.getLong(2);
      }
      return new long[] {total, present};
    }

    /** Adds every counter item's new edges; the nodes counted. */
    private long count(Dataset<Row> parts, LoadTasks tasks, int partitions) {
      if (schema.counters().isEmpty()) {
        return 0;
      }
      Set<String> present = marker.presentHashes(client, -1);
      Broadcast<Set<String>> shared =
          JavaSparkContext.fromSparkContext(parts.sparkSession().sparkContext()).broadcast(present);
      try {
        Dataset<Row> moves = parts.flatMap(
            (FlatMapFunction<Row, Row>) row -> tasks.moves(row, shared.value()),
            Encoders.row(LoadTasks.MOVE));
        Column node = functions.col("node");
        // One shuffle: a node's moves meet in one partition, sorted; the task sums them.
        List<Row> results = moves
            .repartition(partitions, node)
            .sortWithinPartitions("node", "pk", "sk", "attribute")
            .mapPartitions((MapPartitionsFunction<Row, Row>) tasks::count,
                Encoders.row(LoadTasks.COUNTED))
            .collectAsList();
        long nodes = 0;
        for (Row result : results) {
          nodes += result.getLong(1);
        }
        return nodes;
      } finally {
        shared.destroy();
      }
    }

    private void checkSameInput(Map<String, AttributeValue> marker, long[] checked) {
      if (n(marker, "edges") != checked[0] || n(marker, "fingerprint") != checked[1]) {
        throw new LoadConflictException("load " + marker.get("PK").s() + " was started with "
            + n(marker, "edges") + " other edges than these " + checked[0] + "; resume it with"
            + " the same input, or give these edges a new load id");
      }
    }
  }

  private static int partitions(long edges, int parallelism, long perPartition) {
    long wanted = (edges + perPartition - 1) / perPartition;
    return (int) Math.max(parallelism, Math.min(100_000, wanted));
  }

  private static void checkLoadId(String loadId) {
    if (loadId == null || loadId.isEmpty() || loadId.length() > 200
        || !loadId.chars().allMatch(c -> c > 0x20 && c < 0x7f)) {
      throw new IllegalArgumentException("loadId " + (loadId == null ? "null" : "'" + loadId
          + "'") + " must be 1 to 200 printable ASCII characters without spaces, e.g."
          + " follows-2026-12: it names the load so a failed run can resume");
    }
  }

  private static void checkTable(
      DynamoDbClient client, String table, EdgeSchema schema, EdgeSchema... nodes) {
    TableDescription description;
    try {
      description = client.describeTable(b -> b.tableName(table)).table();
    } catch (ResourceNotFoundException e) {
      throw new TableNotFoundException("table " + table + " does not exist; create it with"
          + " TableDefinition.of(schemas).createIfMissing(client, \"" + table + "\")", table, e);
    }
    List<EdgeSchema> all = new ArrayList<>();
    all.add(schema);
    all.addAll(Arrays.asList(nodes));
    List<String> differences =
        TableDefinition.of(all.toArray(EdgeSchema[]::new)).differences(description);
    if (!differences.isEmpty()) {
      throw new IncompatibleTableException("table " + table + " does not fit "
          + schema.recordName() + ": " + String.join("; ", differences) + "; nothing was"
          + " written", table);
    }
  }

  private static void checkSameKind(
      Map<String, AttributeValue> marker, EdgeSchema schema, String loadId) {
    AttributeValue kind = marker.get("kind");
    if (kind == null || !schema.recordName().equals(kind.s())) {
      throw new LoadConflictException("load id " + loadId + " names a load of "
          + (kind == null ? "unknown edges" : kind.s()) + ", not " + schema.recordName()
          + "; give this load a new id");
    }
  }

  private static String stage(Map<String, AttributeValue> marker) {
    AttributeValue stage = marker.get("stage");
    return stage == null ? null : stage.s();
  }

  private static LoadResult result(Map<String, AttributeValue> marker) {
    return new LoadResult(
        n(marker, "written"), n(marker, "alreadyPresent"), n(marker, "nodesCounted"));
  }

  private static long n(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    return value == null || value.n() == null ? 0 : Long.parseLong(value.n());
  }

  private static AttributeValue num(long value) {
    return AttributeValue.fromN(Long.toString(value));
  }
}
