package io.edgetable.doctor;

import io.edgetable.schema.EdgeSchema;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks that a table holds what its record kinds say, and repairs it: every counter equals its
 * edges (node item plus counter items, each counter item holding the edges that fall on it),
 * every edge's inverse index keys are those its ids give, no edge points to a missing node, every
 * item is of a kind given, every attribute of its schema's type.
 *
 * <pre>{@code
 * IntegrityReport report = EdgeDoctor.of(client, "school", StudentKeys.SCHEMA,
 *     CourseKeys.SCHEMA, EnrollmentKeys.SCHEMA).check();
 * report.findings();        // empty when all is well
 * report.repair(client);    // conditional writes; a repaired table checks clean
 * }</pre>
 *
 * <p>{@link #check()} reads the table with a parallel Scan; {@link #checkExport(Path)} reads a
 * DynamoDB export to S3 instead. Either keeps, per node, only its counters and the number of
 * edges on each, so memory grows with the nodes and not with the edges; a node that edges point
 * to but that does not exist costs a second pass to name those edges. Findings reach the
 * {@link DoctorListener} as they are found.
 *
 * <p>A check reads a moving table item by item, so a write made during the check can show as a
 * finding that is gone a moment later; repairs are conditional on the values read, so such a
 * finding's repair is skipped, never harmful. Check a quiet table, or check again.
 *
 * <p>The doctor is also how a table follows a changed model: after {@code inverseShards} or a
 * counter's shards change, the items laid out the old way are reported ({@link
 * IndexKeyMismatch}, {@link CounterDrift}) and the repair moves them; counter items beyond the
 * new count are recounted into the remaining ones from the edges, then deleted.
 */
public final class EdgeDoctor {
  private final DynamoDbClient client;
  private final String table;
  private final Layout layout;
  private final DoctorOptions options;

  private EdgeDoctor(DynamoDbClient client, String table, Layout layout, DoctorOptions options) {
    this.client = client;
    this.table = table;
    this.layout = layout;
    this.options = options;
  }

  /**
   * A doctor for {@code table}, whose items are of the kinds {@code schemas} describe ({@code
   * FooKeys.SCHEMA} of each node and edge kind); {@link IllegalArgumentException} if an edge's
   * node kind or a key pattern is missing.
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
    return new EdgeDoctor(
        client, table, new Layout(new ArrayList<>(schemas)), DoctorOptions.defaults());
  }

  /** This doctor with {@code options} (segments, rate limit, listener, repair options). */
  public EdgeDoctor with(DoctorOptions options) {
    return new EdgeDoctor(client, table, layout, Objects.requireNonNull(options, "options"));
  }

  /** Checks the table with a parallel Scan of {@link DoctorOptions#segments()} segments. */
  public IntegrityReport check() {
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

  private interface Source {
    void read(Consumer<Map<String, AttributeValue>> sink, Runnable page);
  }

  private IntegrityReport run(Source source, LongSupplier requests) {
    List<Finding> findings = new ArrayList<>();
    DoctorListener listener = options.listener();
    Object lock = new Object();
    Audit[] audit = new Audit[1];
    Consumer<Finding> found =
        finding -> {
          synchronized (lock) {
            findings.add(finding);
            listener.found(finding);
          }
        };
    audit[0] = new Audit(layout, found);
    Runnable page =
        () -> {
          synchronized (lock) {
            listener.progress(audit[0].itemsRead(), findings.size());
          }
        };
    source.read(audit[0]::accept, page);
    audit[0].finish();
    long items = audit[0].itemsRead();
    if (audit[0].needsDanglingPass()) {
      AtomicLong second = new AtomicLong();
      source.read(
          item -> {
            second.incrementAndGet();
            audit[0].dangling(item);
          },
          () -> {});
      items += second.get();
    }
    synchronized (lock) {
      listener.progress(items, findings.size());
      return new IntegrityReport(table, findings, items, requests.getAsLong(), layout, client);
    }
  }
}
