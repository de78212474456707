package io.edgetable.doctor;

import io.edgetable.exception.TableNotFoundException;
import io.edgetable.internal.doctor.DoctorModel;
import io.edgetable.internal.doctor.ExportReader;
import io.edgetable.internal.doctor.FindingOrder;
import io.edgetable.internal.doctor.OnePassCheck;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.TableDefinition;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Checks that a table holds what its record kinds say, and repairs it: every counter equals its
 * edges (node item plus counter items, each counter item holding the edges that fall on it), a
 * missing node has no counter item, every edge's inverse index keys are those its ids give (an
 * ordered edge also has its sort attribute), no edge points to a missing node, every item is of a
 * kind given, every attribute of its schema's type and a value its component reads.
 *
 * <pre>{@code
 * IntegrityReport report = EdgeDoctor.of(client, "school", StudentKeys.SCHEMA,
 *     CourseKeys.SCHEMA, EnrollmentKeys.SCHEMA).check();
 * report.findings();        // empty when all is well
 * report.repair(client);    // conditional writes; a repaired table checks clean
 * }</pre>
 *
 * <p>{@link #check()} first compares the table's keys and indexes with the record kinds (a misfit
 * is a {@link TableMisfit}, and the table is not read), then reads it with one parallel Scan;
 * {@link #checkExport(Path)} reads a DynamoDB export to S3 instead. Either keeps, per node, only
 * its counters and the number of edges on each, so memory grows with the nodes and not with the
 * edges, and reads each item once: only when a node is missing and more edges pointed to nodes
 * not read yet than it remembers at once ({@code 100,000}) does it read the items a second time,
 * to name that node's edges. Findings reach the {@link DoctorListener} as they are found; the
 * report lists them sorted by key, so a check and a check of an export of the same items report
 * the same list.
 *
 * <p>A check reads a moving table item by item, so a write made during the check can show as a
 * finding that is gone a moment later; repairs are conditional on the values read, so such a
 * finding's repair is skipped, never harmful. Check a quiet table, or check again.
 *
 * <p>The doctor is also how a table follows a changed model: after {@code inverseShards}, a
 * counter's shards or an {@code inverseSortBy} change, the items laid out the old way are reported
 * ({@link IndexKeyMismatch}, {@link CounterDrift}) and the repair moves them; counter items beyond
 * the new count are recounted into the remaining ones from the edges, then deleted.
 */
public final class EdgeDoctor {
  private final DynamoDbClient client;
  private final String table;
  private final DoctorModel model;
  private final TableDefinition definition;
  private final DoctorOptions options;

  private EdgeDoctor(
      DynamoDbClient client,
      String table,
      DoctorModel model,
      TableDefinition definition,
      DoctorOptions options) {
    this.client = client;
    this.table = table;
    this.model = model;
    this.definition = definition;
    this.options = options;
  }

  /**
   * A doctor for {@code table}, whose items are of the kinds {@code schemas} describe ({@code
   * FooKeys.SCHEMA} of each node and edge kind); {@link IllegalArgumentException} if an edge's
   * node kind or a key pattern is missing, or the kinds cannot share a table.
   */
  public static EdgeDoctor of(DynamoDbClient client, String table, EdgeSchema... schemas) {
    return of(client, table, List.of(schemas));
  }

  /** {@link #of(DynamoDbClient, String, EdgeSchema...)} of a collection. */
  public static EdgeDoctor of(
      DynamoDbClient client, String table, Collection<EdgeSchema> schemas) {
    Objects.requireNonNull(client, "client");
    if (table == null || table.isEmpty()) {
      throw new IllegalArgumentException("Name the table to check");
    }
    List<EdgeSchema> kinds = new ArrayList<>(schemas);
    return new EdgeDoctor(
        client,
        table,
        DoctorModel.of(kinds),
        TableDefinition.of(kinds.toArray(EdgeSchema[]::new)),
        DoctorOptions.defaults());
  }

  /** This doctor with {@code options} (segments, rate limit, listener, repair options). */
  public EdgeDoctor with(DoctorOptions options) {
    return new EdgeDoctor(
        client, table, model, definition, Objects.requireNonNull(options, "options"));
  }

  /**
   * Checks the table: DescribeTable, and unless it reports a {@link TableMisfit}, a parallel Scan
   * of {@link DoctorOptions#segments()} segments; {@link TableNotFoundException} if there is no
   * such table.
   */
  public IntegrityReport check() {
    List<String> differences = definition.differences(describe());
    if (!differences.isEmpty()) {
      TableMisfit misfit = new TableMisfit(table, differences);
      options.listener().found(misfit);
      options.listener().progress(0, 1);
      return new IntegrityReport(table, List.of(misfit), 0, 0, model, client);
    }
    ScanReader scan =
        new ScanReader(
            client, table, options.segments(), new RateLimit(options.readUnitsPerSecond()));
    return run(scan::read, scan::requests);
  }

  /**
   * Checks a DynamoDB export to S3 of the table (format {@code DYNAMODB_JSON}), downloaded to
   * {@code export}: the folder holding its {@code data/} folder of {@code *.json.gz} files.
   * Sends no request; the report can repair the table still.
   */
  public IntegrityReport checkExport(Path export) {
    List<Path> files = ExportReader.files(export);
    long[] read = {0};
    return run(
        (sink, page) -> {
          for (Path file : files) {
            ExportReader.read(file, sink);
            read[0]++;
            page.run();
          }
        },
        () -> read[0]);
  }

  /** Repairs {@code report}'s findings on its table through this doctor's client. */
  public RepairResult repair(IntegrityReport report) {
    return report.repair(client, options);
  }

  /** Repairs {@code report}'s findings through the client that checked it, with {@code options}. */
  public static RepairResult repair(IntegrityReport report, DoctorOptions options) {
    return report.repair(report.client(), options);
  }

  private TableDescription describe() {
    try {
      return client.describeTable(b -> b.tableName(table)).table();
    } catch (ResourceNotFoundException e) {
      throw new TableNotFoundException(
          "Table " + table + " does not exist where the client looks for it, so there is nothing"
              + " to check: name an existing table",
          table,
          e);
    }
  }

  private interface Source {
    void read(Consumer<Map<String, AttributeValue>> sink, Runnable page);
  }

  private IntegrityReport run(Source source, LongSupplier requests) {
    List<Finding> findings = new ArrayList<>();
    DoctorListener listener = options.listener();
    Object lock = new Object();
    Consumer<Finding> found =
        finding -> {
          synchronized (lock) {
            findings.add(finding);
            listener.found(finding);
          }
        };
    OnePassCheck check = new OnePassCheck(model, found, OnePassCheck.REFERENCES);
    Runnable page =
        () -> {
          synchronized (lock) {
            listener.progress(check.itemsRead(), findings.size());
          }
        };
    source.read(check::accept, page);
    check.finish();
    if (check.needsSecondPass()) {
      source.read(check::acceptAgain, page);
      check.finishAgain();
    }
    synchronized (lock) {
      listener.progress(check.itemsRead(), findings.size());
      findings.sort(FindingOrder.INSTANCE);
      return new IntegrityReport(
          table, findings, check.itemsRead(), requests.getAsLong(), model, client);
    }
  }
}
