package io.edgetable.spark;

import io.edgetable.doctor.RepairResult;
import java.util.List;

/**
 * What {@link SparkDoctor#repair} did, counted over the cluster: findings {@code repaired}, {@code
 * skipped} (the item changed since the export, so nothing was overwritten: check again) and
 * {@code notRepaired} (the kinds the doctor only reports, and dangling edges unless asked to
 * delete them). {@link #skippedFindings()} names the first skipped ones, at most {@value
 * #SKIPPED_KEPT}, with the reason.
 */
public record SparkRepairResult(
    long repaired, long skipped, long notRepaired, List<RepairResult.Skipped> skippedFindings) {

  /** How many skipped findings the result names. */
  public static final int SKIPPED_KEPT = 1000;

  public SparkRepairResult {
    skippedFindings = List.copyOf(skippedFindings);
  }

  @Override
  public String toString() {
    StringBuilder text =
        new StringBuilder()
            .append(repaired).append(" repaired, ")
            .append(skipped).append(" skipped, ")
            .append(notRepaired).append(" not repairable\n");
    for (RepairResult.Skipped skip : skippedFindings) {
      text.append("skipped ").append(skip.finding().message()).append(": ")
          .append(skip.reason()).append('\n');
    }
    return text.toString();
  }
}
