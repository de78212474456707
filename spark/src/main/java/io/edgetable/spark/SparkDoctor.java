package io.edgetable.spark;

import static org.apache.spark.sql.functions.col;

import io.edgetable.doctor.DoctorOptions;
import io.edgetable.doctor.EdgeDoctor;
import io.edgetable.doctor.Finding;
import io.edgetable.internal.doctor.DoctorModel;
import io.edgetable.schema.EdgeSchema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.LongAccumulator;

/**
 * The integrity doctor on Apache Spark, for tables too large for one machine: it checks a
 * DynamoDB export with the single-machine doctor's own finding function, one node group at a
 * time, and repairs from the executors.
 *
 * <pre>{@code
 * Dataset<Row> findings = SparkDoctor.check(spark, "s3a://bucket/exports/AWSDynamoDB/0170-ab/",
 *     StudentKeys.SCHEMA, CourseKeys.SCHEMA, EnrollmentKeys.SCHEMA);
 * SparkDoctor.write(findings, "s3a://bucket/doctor/2026-12-07/");     // JSON lines
 * SparkDoctor.repair(findings, "school", DynamoSettings.defaults().writeUnitsPerSecond(500),
 *     DoctorOptions.defaults());
 * }</pre>
 *
 * <p>A check reads each line of the export once, sends each item to the group of its node (an
 * edge to the groups of both its ends) and applies {@code DoctorModel.check} to each group, the
 * function {@link EdgeDoctor#checkExport} runs item by item: its findings are the same, finding
 * for finding. An executor holds one group at a time, as counters, not items.
 */
public final class SparkDoctor {
  /**
   * The columns of a findings Dataset: {@code kind} ({@code CounterDrift}...), {@code pk} and
   * {@code sk} of the item, {@code message}, and {@code finding}, the finding in full as JSON,
   * which the repair reads.
   */
  public static final StructType FINDINGS = FindingRows.SCHEMA;

  /** The file beside written findings that holds their record kinds. */
  private static final String MODEL_FILE = "_edgetable-doctor-model";

  private SparkDoctor() {}

  /**
   * Checks the DynamoDB export at {@code exportPath} (any Hadoop path, {@code s3a://...} or
   * {@code file:...}: the export's folder {@code AWSDynamoDB/<export id>/}, or its {@code data/}
   * folder of gzipped {@code DYNAMODB_JSON} lines) against the record kinds {@code schemas}
   * ({@code FooKeys.SCHEMA} of each kind in the table). Runs the check before it returns: the
   * findings, sorted by {@code pk}, {@code sk}, {@code kind} and {@code message}, are cached
   * (memory, then disk) until {@code unpersist()}.
   *
   * @throws InvalidExportException if the path holds no export files, a line is not an item, or
   *     no item is of a kind given (an export of another table); nothing is returned or written
   */
  public static Dataset<Row> check(SparkSession spark, String exportPath, EdgeSchema... schemas) {
    Objects.requireNonNull(spark, "spark");
    DoctorModel model = DoctorModel.of(List.of(schemas));
    List<String> files =
        ExportFiles.list(spark.sparkContext().hadoopConfiguration(), exportPath);
    LongAccumulator items = spark.sparkContext().longAccumulator("edgetable doctor items");
    LongAccumulator recognised =
        spark.sparkContext().longAccumulator("edgetable doctor items of a kind given");
    Dataset<Row> findings =
        spark.read().text(files.toArray(String[]::new))
            .select(col("value"), col("_metadata.file_path"))
            .flatMap(
                new GroupCheck.KeyLines(model, items, recognised),
                Encoders.tuple(Encoders.STRING(), Encoders.STRING()))
            .groupByKey(new GroupCheck.Key(), Encoders.STRING())
            .flatMapGroups(new GroupCheck.Findings(model), Encoders.row(FINDINGS));
    findings =
        FindingRows.withModel(findings, model)
            .orderBy("pk", "sk", "kind", "message")
            .persist(StorageLevel.MEMORY_AND_DISK());
    try {
      findings.count();
    } catch (Exception e) {
      findings.unpersist();
      GroupCheck.BadLine bad = badLine(e);
      if (bad != null) {
        throw new InvalidExportException(
            bad.file, bad.getMessage() + ": pass an export in format DYNAMODB_JSON", e);
      }
      throw e;
    }
    if (items.value() > 0 && recognised.value() == 0) {
      findings.unpersist();
      throw new InvalidExportException(
          exportPath,
          "holds " + items.value() + " items and none is of the record kinds given ("
              + names(schemas) + "): is it the export of another table? Pass the schemas of"
              + " the table exported");
    }
    return findings;
  }

  /**
   * Writes {@code findings} (of {@link #check}) to {@code path} as JSON lines, one finding a
   * line with the columns of {@link #FINDINGS}, in their order; {@link #read} reads them back
   * for a repair later. Fails if {@code path} exists.
   */
  public static void write(Dataset<Row> findings, String path) {
    findings.write().mode(SaveMode.ErrorIfExists).json(path);
    String model = FindingRows.modelText(findings);
    if (model != null) {
      // Beside the lines, where Spark's readers do not look ("_" files): for a repair later.
      Path file = new Path(path, MODEL_FILE);
      Configuration hadoop = findings.sparkSession().sparkContext().hadoopConfiguration();
      try (FSDataOutputStream out = file.getFileSystem(hadoop).create(file, false)) {
        out.write(model.getBytes(StandardCharsets.US_ASCII));
      } catch (IOException e) {
        throw new UncheckedIOException("Could not write " + file, e);
      }
    }
  }

  /**
   * The findings {@link #write} wrote to {@code path}, sorted again (Spark reads a folder's
   * files in any order).
   */
  public static Dataset<Row> read(SparkSession spark, String path) {
    Dataset<Row> findings = spark.read().schema(FINDINGS).json(path);
    Path file = new Path(path, MODEL_FILE);
    Configuration hadoop = spark.sparkContext().hadoopConfiguration();
    try {
      FileSystem fs = file.getFileSystem(hadoop);
      if (fs.exists(file)) {
        try (FSDataInputStream in = fs.open(file)) {
          findings =
              FindingRows.withModelText(
                  findings, new String(in.readAllBytes(), StandardCharsets.US_ASCII));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Could not read " + file, e);
    }
    return findings.orderBy("pk", "sk", "kind", "message");
  }

  /**
   * Repairs {@code findings} (of {@link #check}, or {@link #read} back) on {@code table} from the
   * executors, through clients built from {@code settings}, at most {@link
   * DynamoSettings#writeUnitsPerSecond()} in total (each of the cluster's task slots waits for its
   * share before each write). The same conditional writes as {@code EdgeDoctor}'s repair, in its
   * order: index keys and counters first, then (with {@link DoctorOptions#deleteDanglingEdges()})
   * dangling edges, moving their counters, then missing nodes' counter items; each on the values
   * the export held, so a finding that no longer holds (the table changed since the export) is
   * skipped, never forced. Of {@code options} only {@code deleteDanglingEdges} applies.
   *
   * @throws IllegalArgumentException if {@code findings} lack the columns of {@link #FINDINGS}, or
   *     (to delete dangling edges) the record kinds they were found with
   */
  public static SparkRepairResult repair(
      Dataset<Row> findings, String table, DynamoSettings settings, DoctorOptions options) {
    Objects.requireNonNull(findings, "findings");
    Objects.requireNonNull(settings, "settings");
    Objects.requireNonNull(options, "options");
    if (table == null || table.isEmpty()) {
      throw new IllegalArgumentException("Name the table to repair");
    }
    List<String> columns = List.of(findings.columns());
    for (String column : List.of("kind", "pk", "sk", "finding")) {
      if (!columns.contains(column)) {
        throw new IllegalArgumentException(
            "The findings have no column " + column + " (they have " + columns + "): pass the"
                + " Dataset SparkDoctor.check returns, or SparkDoctor.read of what write wrote");
      }
    }
    DoctorModel model = FindingRows.model(findings);
    if (model == null && options.deleteDanglingEdges()) {
      throw new IllegalArgumentException(
          "The findings do not carry the record kinds they were found with, which deleting"
              + " dangling edges needs (to move their counters): pass the Dataset"
              + " SparkDoctor.check returns, or read them with SparkDoctor.read from the folder"
              + " SparkDoctor.write wrote");
    }
    int slots = findings.sparkSession().sparkContext().defaultParallelism();
    return new RepairJob(table, settings, model, options.deleteDanglingEdges(), slots)
        .run(findings);
  }

  /**
   * The findings of {@code findings} on the driver, as {@code EdgeDoctor} reports them, in the
   * Dataset's order: for a report of a few, not for millions.
   */
  public static List<Finding> collect(Dataset<Row> findings) {
    List<Finding> list = new ArrayList<>();
    for (Row row : findings.collectAsList()) {
      list.add(FindingRows.finding(row));
    }
    return list;
  }

  private static GroupCheck.BadLine badLine(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof GroupCheck.BadLine bad) {
        return bad;
      }
    }
    return null;
  }

  private static String names(EdgeSchema[] schemas) {
    List<String> names = new ArrayList<>();
    for (EdgeSchema schema : schemas) {
      names.add(schema.recordName());
    }
    return String.join(", ", names);
  }
}
