package io.edgetable.internal.spark;

import io.edgetable.exception.NodeNotFoundException;
import io.edgetable.internal.doctor.EdgeLayout.CounterMove;
import io.edgetable.spark.DynamoSettings;
import io.edgetable.spark.InvalidEdgesException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.apache.spark.TaskContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * What the executors of a load run, partition by partition. The input is hash-partitioned by its
 * ids into a fixed number of partitions and sorted within each, so a run that resumes sees the
 * same partitions with the same edges in the same order, and each partition records its own
 * progress ({@link LoadMarker}).
 */
public final class LoadTasks implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Counter items added to in one transaction, beside the chunk's marker. */
  static final int COUNT_CHUNK = 25;

  /**
   * Edges of a partition written between two records of its progress (8 batches): a resumed
   * partition writes again at most these, for one marker write each.
   */
  static final int PROGRESS_EVERY = 200;

  /** A validation result: per partition, its edges, their fingerprint and its first error. */
  public static final StructType CHECKED = new StructType()
      .add("partition", DataTypes.IntegerType, false)
      .add("edges", DataTypes.LongType, false)
      .add("fingerprint", DataTypes.LongType, false)
      .add("error", DataTypes.StringType, true);

  /** A node item's key. */
  public static final StructType NODE = new StructType()
      .add("pk", DataTypes.StringType, false)
      .add("sk", DataTypes.StringType, false);

  /** A write result: per partition, its edges and those the table held before. */
  public static final StructType WRITTEN = new StructType()
      .add("partition", DataTypes.IntegerType, false)
      .add("edges", DataTypes.LongType, false)
      .add("present", DataTypes.LongType, false);

  /** One edge's move of one counter item. */
  public static final StructType MOVE = new StructType()
      .add("node", DataTypes.StringType, false)
      .add("pk", DataTypes.StringType, false)
      .add("sk", DataTypes.StringType, false)
      .add("attribute", DataTypes.StringType, false)
      .add("onNode", DataTypes.BooleanType, false);

  /** A count result: per partition, the nodes counted. */
  public static final StructType COUNTED = new StructType()
      .add("partition", DataTypes.IntegerType, false)
      .add("nodes", DataTypes.LongType, false);

  private final String table;
  private final EdgeColumns columns;
  private final DynamoSettings settings;
  private final LoadMarker marker;
  private final WriteLimiter share;

  public LoadTasks(String table, EdgeColumns columns, DynamoSettings settings, LoadMarker marker,
      WriteLimiter share) {
    this.table = table;
    this.columns = columns;
    this.settings = settings;
    this.marker = marker;
    this.share = share;
  }

  /**
   * Validation of one partition, before anything is written: every row makes an item, no edge
   * comes twice (rows are sorted by ids, so twins are neighbours); the partition's edge count and
   * fingerprint (the sum of its keys' hashes), which a resumed run must match.
   */
  public Iterator<Row> validate(Iterator<Row> rows) {
    long edges = 0;
    long fingerprint = 0;
    String error = null;
    String previous = null;
    while (rows.hasNext() && error == null) {
      Row row = rows.next();
      try {
        Map<String, AttributeValue> item = columns.item(row);
        String hash = KeyHash.of(item);
        if (hash.equals(previous)) {
          throw new InvalidEdgesException("the edge (" + EdgeColumns.sourceId(row) + ", "
              + EdgeColumns.targetId(row) + ") comes more than once; a load writes each edge"
              + " once: drop the duplicates (dropDuplicates on the id columns)");
        }
        previous = hash;
        edges++;
        fingerprint += KeyHash.bits(hash);
      } catch (InvalidEdgesException e) {
        error = e.getMessage();
      }
    }
    return List.of(RowFactory.create(partition(), edges, fingerprint, error)).iterator();
  }

  /** The node items of the ends whose counters a row's edge moves. */
  public Iterator<Row> countedEnds(Row row) {
    List<Row> nodes = new ArrayList<>();
    for (CounterMove move : moves(row)) {
      nodes.add(RowFactory.create(move.nodePk(), move.nodeSk()));
    }
    return nodes.iterator();
  }

  /** Of a partition of node keys, those the table does not hold. */
  public Iterator<Row> missingNodes(Iterator<Row> rows) {
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    rows.forEachRemaining(row -> keys.add(Map.of("PK", AttributeValue.fromS(row.getString(0)),
        "SK", AttributeValue.fromS(row.getString(1)))));
    Set<String> present = new BatchSender(client(), table, share).present(keys);
    List<Row> missing = new ArrayList<>();
    for (Map<String, AttributeValue> key : keys) {
      if (!present.contains(KeyHash.of(key))) {
        missing.add(RowFactory.create(key.get("PK").s(), key.get("SK").s()));
      }
    }
    return missing.iterator();
  }

  /**
   * Writes one partition's edges: unless its marker says it is done, records which edges the
   * table already holds (once: a resumed partition reads them back, since its own writes would
   * look present), then writes every other edge by BatchWriteItem, in order, recording every
   * {@link #PROGRESS_EVERY} edges how far it got, and marks it written.
   */
  public Iterator<Row> write(Iterator<Row> rows) {
    int partition = partition();
    DynamoDbClient client = client();
    Optional<Map<String, AttributeValue>> done = marker.read(client, LoadMarker.part(partition));
    if (done.isPresent() && "WRITTEN".equals(LoadMarker.s(done.get(), "stage"))) {
      return result(partition, LoadMarker.n(done.get(), "edges"),
          LoadMarker.n(done.get(), "present"));
    }
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    rows.forEachRemaining(row -> items.add(columns.item(row)));
    BatchSender sender = new BatchSender(client, table, share);
    Set<String> present;
    long next = 0;
    if (done.isPresent()) {
      present = marker.presentHashes(client, partition);
      next = LoadMarker.n(done.get(), "next");
    } else {
      List<Map<String, AttributeValue>> keys = new ArrayList<>(items.size());
      items.forEach(item -> keys.add(Map.of("PK", item.get("PK"), "SK", item.get("SK"))));
      present = sender.present(keys);
      List<Map<String, AttributeValue>> markers = new ArrayList<>();
      for (String hash : present) {
        markers.add(marker.item(LoadMarker.present(partition, hash), Map.of()));
      }
      sender.putAll(markers);
      putPart(client, partition, "CHECKED", items.size(), present.size(), 0);
    }
    // The partition's edges in their order, from where the last run recorded it stood.
    List<Map<String, AttributeValue>> absent = new ArrayList<>(PROGRESS_EVERY);
    for (int i = (int) next; i < items.size(); i++) {
      Map<String, AttributeValue> item = items.get(i);
      if (!present.contains(KeyHash.of(item))) {
        absent.add(item);
      }
      if ((i + 1) % PROGRESS_EVERY == 0 && i + 1 < items.size()) {
        sender.putAll(absent);
        absent.clear();
        putPart(client, partition, "CHECKED", items.size(), present.size(), i + 1);
      }
    }
    sender.putAll(absent);
    putPart(client, partition, "WRITTEN", items.size(), present.size(), items.size());
    return result(partition, items.size(), present.size());
  }

  /** The counter items a row's edge moves, unless the table held it before the load. */
  public Iterator<Row> moves(Row row, Set<String> present) {
    Map<String, AttributeValue> keys =
        columns.layout().keys(EdgeColumns.sourceId(row), EdgeColumns.targetId(row));
    if (present.contains(KeyHash.of(keys))) {
      return List.<Row>of().iterator();
    }
    List<Row> moves = new ArrayList<>();
    for (CounterMove move : moves(row)) {
      moves.add(RowFactory.create(
          move.nodePk(), move.pk(), move.sk(), move.attribute(), move.onNode()));
    }
    return moves.iterator();
  }

  /**
   * Adds one partition's counts: its moves (node, pk, sk, attribute, onNode), sorted by node and
   * key, summed per counter item, so chunk {@code i} is the same counter items in every run. Each chunk is one
   * TransactWriteItems: an {@code ADD} per counter item (a node item's conditional on the node)
   * and the chunk's marker, conditional on its absence: a chunk added before (by a failed run, or
   * a retry after a lost response) is refused as a whole and skipped.
   */
  public Iterator<Row> count(Iterator<Row> rows) {
    int partition = partition();
    DynamoDbClient client = client();
    List<CounterAdd> adds = new ArrayList<>();
    long nodes = 0;
    String lastNode = null;
    while (rows.hasNext()) {
      Row row = rows.next();
      String node = row.getString(0);
      if (!node.equals(lastNode)) {
        nodes++;
        lastNode = node;
      }
      CounterAdd last = adds.isEmpty() ? null : adds.get(adds.size() - 1);
      if (last != null && last.pk.equals(row.getString(1)) && last.sk.equals(row.getString(2))) {
        last.counts.merge(row.getString(3), 1L, Long::sum);
      } else {
        CounterAdd add = new CounterAdd(row.getString(1), row.getString(2), row.getBoolean(4));
        add.counts.put(row.getString(3), 1L);
        adds.add(add);
      }
    }
    for (int from = 0, chunk = 0; from < adds.size(); from += COUNT_CHUNK, chunk++) {
      add(client, partition, chunk, adds.subList(from, Math.min(adds.size(), from + COUNT_CHUNK)));
    }
    return List.of(RowFactory.create(partition, nodes)).iterator();
  }

  private void add(DynamoDbClient client, int partition, int chunk, List<CounterAdd> adds) {
    List<TransactWriteItem> actions = new ArrayList<>(adds.size() + 1);
    for (CounterAdd add : adds) {
      actions.add(TransactWriteItem.builder().update(add.update(table)).build());
    }
    actions.add(TransactWriteItem.builder().put(Put.builder().tableName(table)
        .item(marker.item(LoadMarker.counted(partition, chunk), Map.of()))
        .conditionExpression("attribute_not_exists(PK)").build()).build());
    for (int attempt = 1; ; attempt++) {
      // A transaction bills 2 units an item of up to 1 KB; counter items and markers are small.
      share.acquire(2.0 * actions.size());
      try {
        client.transactWriteItems(b -> b.transactItems(actions));
        return;
      } catch (TransactionCanceledException e) {
        List<CancellationReason> reasons = e.cancellationReasons();
        if (reasons.size() == actions.size()
            && "ConditionalCheckFailed".equals(reasons.get(adds.size()).code())) {
          return; // this chunk was added before
        }
        for (int i = 0; i < adds.size() && i < reasons.size(); i++) {
          if ("ConditionalCheckFailed".equals(reasons.get(i).code())) {
            throw new NodeNotFoundException("node " + adds.get(i).pk + " was deleted during the"
                + " load, so its counter cannot be added to; restore it (or drop its edges) and"
                + " run the load again: it resumes", adds.get(i).pk);
          }
        }
        if (attempt >= BatchSender.ATTEMPTS || !conflict(reasons)) {
          throw e;
        }
        BatchSender.pause(attempt + 1);
      }
    }
  }

  private static boolean conflict(List<CancellationReason> reasons) {
    for (CancellationReason reason : reasons) {
      String code = reason.code();
      if ("TransactionConflict".equals(code) || "ThrottlingError".equals(code)
          || "ProvisionedThroughputExceeded".equals(code)) {
        return true;
      }
    }
    return false;
  }

  /** The additions to one counter item (or node item): its counters and their counts. */
  private static final class CounterAdd {
    final String pk;
    final String sk;
    final boolean onNode;
    final Map<String, Long> counts = new LinkedHashMap<>();

    CounterAdd(String pk, String sk, boolean onNode) {
      this.pk = pk;
      this.sk = sk;
      this.onNode = onNode;
    }

    Update update(String table) {
      Map<String, String> names = new LinkedHashMap<>();
      Map<String, AttributeValue> values = new LinkedHashMap<>();
      List<String> clauses = new ArrayList<>();
      int i = 0;
      for (Map.Entry<String, Long> count : counts.entrySet()) {
        names.put("#c" + i, count.getKey());
        values.put(":c" + i, LoadMarker.n(count.getValue()));
        clauses.add("#c" + i + " :c" + i);
        i++;
      }
      Update.Builder update = Update.builder().tableName(table)
          .key(Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(sk)))
          .updateExpression("ADD " + String.join(", ", clauses))
          .expressionAttributeNames(names)
          .expressionAttributeValues(values);
      if (onNode) {
        update.conditionExpression("attribute_exists(PK)");
      }
      return update.build();
    }
  }

  private List<CounterMove> moves(Row row) {
    return columns.layout().counterMoves(EdgeColumns.sourceId(row), EdgeColumns.targetId(row));
  }

  private void putPart(DynamoDbClient client, int partition, String stage, long edges,
      long present, long next) {
    Map<String, AttributeValue> item = marker.item(LoadMarker.part(partition), Map.of(
        "stage", AttributeValue.fromS(stage),
        "edges", LoadMarker.n(edges),
        "present", LoadMarker.n(present),
        "next", LoadMarker.n(next)));
    share.acquire(WriteLimiter.units(item));
    client.putItem(b -> b.tableName(table).item(item));
  }

  private static Iterator<Row> result(int partition, long edges, long present) {
    return List.of(RowFactory.create(partition, edges, present)).iterator();
  }

  private DynamoDbClient client() {
    return ExecutorClients.of(settings);
  }

  private static int partition() {
    TaskContext context = TaskContext.get();
    return Objects.requireNonNull(context, "runs in a Spark task").partitionId();
  }
}
