package io.edgetable.spark;

import static org.apache.spark.sql.functions.col;

import io.edgetable.doctor.DanglingEdge;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.OrphanCounter;
import io.edgetable.doctor.RepairResult;
import io.edgetable.internal.doctor.DoctorModel;
import io.edgetable.internal.doctor.FindingCodec;
import io.edgetable.internal.doctor.FindingOrder;
import io.edgetable.internal.doctor.Repairs;
import io.edgetable.internal.spark.ExecutorClients;
import io.edgetable.internal.spark.WriteLimiter;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.functions;
import scala.Tuple2;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * A repair on the executors, in the order {@code Repairs} keeps on one machine: first index keys
 * and counters (each finding on its own), then dangling edges and missing nodes' counter items,
 * grouped so that every finding about one missing node (and about the missing nodes an edge
 * joins) is repaired by one task, in the doctor's order, as one {@code Repairs} run would.
 */
final class RepairJob implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Findings repaired on their own, a batch at a time. */
  private static final int BATCH = 1000;

  private final String table;
  private final DynamoSettings settings;
  private final DoctorModel model;
  private final boolean deleteDangling;
  private final int slots;
  private final WriteLimiter limiter;

  /** A repair on {@code slots} task slots (the cluster's), each with its share of the limit. */
  RepairJob(
      String table, DynamoSettings settings, DoctorModel model, boolean deleteDangling,
      int slots) {
    this.table = table;
    this.settings = settings;
    this.model = model;
    this.deleteDangling = deleteDangling;
    this.slots = Math.max(1, slots);
    this.limiter = WriteLimiter.share(settings, this.slots);
  }

  SparkRepairResult run(Dataset<Row> findings) {
    Dataset<Row> rows = findings.select(col("kind"), col("finding"));
    Tally total = new Tally();
    total.notRepaired =
        rows.filter(functions.not(col("kind").isin(repairedKinds().toArray()))).count();
    total.add(
        rows.filter(col("kind").isin("IndexKeyMismatch", "CounterDrift"))
            .select(col("finding"))
            .repartition(slots) // the sorted findings may sit in few partitions
            .javaRDD()
            .mapPartitions(new Alone(this))
            .fold(new Tally(), Tally::add));
    Map<String, String> joined = joinedNodes(findings);
    total.add(
        rows.filter(col("kind").isin(groupedKinds().toArray()))
            .select(col("finding"))
            .javaRDD()
            .mapToPair(row -> new Tuple2<>(groupOf(row.getString(0), joined), row.getString(0)))
            .groupByKey(slots)
            .values()
            .mapPartitions(new Grouped(this))
            .fold(new Tally(), Tally::add));
    return total.result();
  }

  private List<String> repairedKinds() {
    List<String> kinds = new ArrayList<>(List.of("IndexKeyMismatch", "CounterDrift"));
    kinds.addAll(groupedKinds());
    return kinds;
  }

  private List<String> groupedKinds() {
    return deleteDangling ? List.of("OrphanCounter", "DanglingEdge") : List.of("OrphanCounter");
  }

  /**
   * The missing nodes an edge with both ends missing joins, each to one of its group (union-find
   * on the driver, over those edges only: an edge of two missing nodes is rare).
   */
  private Map<String, String> joinedNodes(Dataset<Row> findings) {
    Map<String, String> parent = new HashMap<>();
    if (!deleteDangling) {
      return parent;
    }
    List<Row> edges =
        findings.filter(col("kind").equalTo("DanglingEdge"))
            .groupBy(col("pk"), col("sk"))
            .agg(functions.collect_list(col("finding")).as("findings"))
            .filter(functions.size(col("findings")).gt(1))
            .collectAsList();
    for (Row edge : edges) {
      List<String> encoded = edge.getList(edge.fieldIndex("findings"));
      String first = null;
      for (String finding : encoded) {
        String node = ((DanglingEdge) FindingCodec.decode(finding)).missingNodes().get(0);
        if (first == null) {
          first = node;
        } else {
          union(parent, first, node);
        }
      }
    }
    Map<String, String> roots = new HashMap<>();
    for (String node : parent.keySet()) {
      roots.put(node, root(parent, node));
    }
    return roots;
  }

  private static void union(Map<String, String> parent, String a, String b) {
    String ra = root(parent, a);
    String rb = root(parent, b);
    if (!ra.equals(rb)) {
      parent.put(ra.compareTo(rb) < 0 ? rb : ra, ra.compareTo(rb) < 0 ? ra : rb);
    }
  }

  private static String root(Map<String, String> parent, String node) {
    parent.putIfAbsent(node, node);
    String at = node;
    while (!parent.get(at).equals(at)) {
      at = parent.get(at);
    }
    return at;
  }

  /** The repair group of a dangling edge or orphan counter: its missing node's, joined. */
  private static String groupOf(String encoded, Map<String, String> joined) {
    Finding finding = FindingCodec.decode(encoded);
    String node =
        finding instanceof OrphanCounter orphan
            ? orphan.node()
            : ((DanglingEdge) finding).missingNodes().get(0);
    return joined.getOrDefault(node, node);
  }

  /** Repairs {@code findings} in the doctor's order, as one run on one machine would. */
  private Tally repair(List<Finding> findings) {
    findings.sort(FindingOrder.INSTANCE);
    Repairs repairs =
        new Repairs(ExecutorClients.of(settings), table, model)
            .pacedBy(actions -> limiter.acquire(units(actions)));
    RepairResult result = repairs.run(findings, deleteDangling);
    Tally tally = new Tally();
    tally.repaired = result.repaired().size();
    tally.notRepaired = result.notRepaired().size();
    result.skipped().forEach(tally::skip);
    return tally;
  }

  /**
   * The write units of a transaction as DynamoDB bills them: 2 per item written (items the doctor
   * writes are counters, index keys and edge deletes, under 1 KB); a condition check writes none.
   */
  static double units(List<TransactWriteItem> actions) {
    double units = 0;
    for (TransactWriteItem action : actions) {
      if (action.conditionCheck() == null) {
        units += 2;
      }
    }
    return units;
  }

  /** A partition of findings repaired each on its own, a batch at a time. */
  private static final class Alone implements FlatMapFunction<Iterator<Row>, Tally> {
    private static final long serialVersionUID = 1L;

    private final RepairJob job;

    Alone(RepairJob job) {
      this.job = job;
    }

    @Override
    public Iterator<Tally> call(Iterator<Row> rows) {
      Tally tally = new Tally();
      List<Finding> batch = new ArrayList<>();
      while (rows.hasNext()) {
        batch.add(FindingCodec.decode(rows.next().getString(0)));
        if (batch.size() == BATCH || !rows.hasNext()) {
          tally.add(job.repair(batch));
          batch = new ArrayList<>();
        }
      }
      return List.of(tally).iterator();
    }
  }

  /** A partition of groups, each repaired in one run. */
  private static final class Grouped implements FlatMapFunction<Iterator<Iterable<String>>, Tally> {
    private static final long serialVersionUID = 1L;

    private final RepairJob job;

    Grouped(RepairJob job) {
      this.job = job;
    }

    @Override
    public Iterator<Tally> call(Iterator<Iterable<String>> groups) {
      Tally tally = new Tally();
      while (groups.hasNext()) {
        List<Finding> group = new ArrayList<>();
        groups.next().forEach(encoded -> group.add(FindingCodec.decode(encoded)));
        tally.add(job.repair(group));
      }
      return List.of(tally).iterator();
    }
  }

  /** Counts of one part of the job, and the first skipped findings (encoded, with reasons). */
  static final class Tally implements Serializable {
    private static final long serialVersionUID = 1L;

    long repaired;
    long skipped;
    long notRepaired;
    final List<String[]> skippedFindings = new ArrayList<>();

    void skip(RepairResult.Skipped skip) {
      skipped++;
      if (skippedFindings.size() < SparkRepairResult.SKIPPED_KEPT) {
        skippedFindings.add(new String[] {FindingCodec.encode(skip.finding()), skip.reason()});
      }
    }

    Tally add(Tally other) {
      repaired += other.repaired;
      skipped += other.skipped;
      notRepaired += other.notRepaired;
      for (String[] skip : other.skippedFindings) {
        if (skippedFindings.size() < SparkRepairResult.SKIPPED_KEPT) {
          skippedFindings.add(skip);
        }
      }
      return this;
    }

    SparkRepairResult result() {
      List<RepairResult.Skipped> skips = new ArrayList<>();
      for (String[] skip : skippedFindings) {
        skips.add(new RepairResult.Skipped(FindingCodec.decode(skip[0]), skip[1]));
      }
      return new SparkRepairResult(repaired, skipped, notRepaired, skips);
    }
  }
}
