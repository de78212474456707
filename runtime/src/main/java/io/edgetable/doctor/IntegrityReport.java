package io.edgetable.doctor;

import io.edgetable.internal.doctor.DoctorModel;
import io.edgetable.internal.doctor.Repairs;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What one check found: {@link #findings()} (empty when all is well), how many items it read
 * and with how many requests. {@link #repair(DynamoDbClient)} repairs what can be repaired, each
 * write conditional on the values this check read.
 */
public final class IntegrityReport {
  private final String table;
  private final List<Finding> findings;
  private final long itemsRead;
  private final long requests;
  private final DoctorModel model;
  private final DynamoDbClient client;

  IntegrityReport(
      String table,
      List<Finding> findings,
      long itemsRead,
      long requests,
      DoctorModel model,
      DynamoDbClient client) {
    this.table = table;
    this.findings = List.copyOf(findings);
    this.itemsRead = itemsRead;
    this.requests = requests;
    this.model = model;
    this.client = client;
  }

  /** The table checked. */
  public String table() {
    return table;
  }

  /**
   * Everything found wrong, sorted by key ({@code PK}, {@code SK}), kind and message; empty when
   * the table is consistent.
   */
  public List<Finding> findings() {
    return findings;
  }

  /** Whether nothing was found. */
  public boolean isClean() {
    return findings.isEmpty();
  }

  /**
   * The items read: each item once, or twice when a node is missing and more edges pointed to
   * nodes not read yet than a check remembers at once; none after a {@link TableMisfit}.
   */
  public long itemsRead() {
    return itemsRead;
  }

  /** The Scan requests sent, or the export files read. */
  public long requests() {
    return requests;
  }

  /** {@link #repair(DynamoDbClient, DoctorOptions)} with the default options. */
  public RepairResult repair(DynamoDbClient client) {
    return repair(client, DoctorOptions.defaults());
  }

  /**
   * Repairs the findings on the table this report is about, through {@code client}: each repair
   * a conditional write on the values this check read, so an item changed since is skipped (and
   * reported in {@link RepairResult#skipped()}), never overwritten. Dangling edges are deleted
   * only with {@link DoctorOptions#deleteDanglingEdges()}, moving their counters as the DAO's
   * {@code delete} would.
   */
  public RepairResult repair(DynamoDbClient client, DoctorOptions options) {
    Objects.requireNonNull(client, "client");
    Objects.requireNonNull(options, "options");
    return new Repairs(client, table, model).run(findings, options.deleteDanglingEdges());
  }

  DynamoDbClient client() {
    return client;
  }

  /** One line for the totals (findings by kind), then one a finding. */
  @Override
  public String toString() {
    boolean misfit = findings.stream().anyMatch(TableMisfit.class::isInstance);
    StringBuilder text =
        new StringBuilder()
            .append(table).append(": ")
            .append(misfit ? "not read" : itemsRead + " items read").append(", ")
            .append(findings.isEmpty() ? "no findings" : findings.size() + " findings")
            .append(FindingKinds.counted(findings))
            .append('\n');
    for (Finding finding : findings) {
      text.append(finding.message()).append('\n');
    }
    return text.toString();
  }
}
