package io.edgetable.doctor;

import java.util.List;
import java.util.Objects;

/**
 * What a repair did with each finding: {@code repaired}, {@code skipped} (the item changed since
 * the check, so nothing was overwritten: check again), or {@code notRepaired} (findings the
 * doctor only reports: {@link UnknownItem}, {@link TypeMismatch}, {@link ValueMismatch}, {@link
 * TableMisfit}, and {@link DanglingEdge} unless {@link DoctorOptions#deleteDanglingEdges()}).
 */
public record RepairResult(
    List<Finding> repaired, List<Skipped> skipped, List<Finding> notRepaired) {

  /** A repair not made, and why. */
  public record Skipped(Finding finding, String reason) {
    public Skipped {
      Objects.requireNonNull(finding, "finding");
      Objects.requireNonNull(reason, "reason");
    }
  }

  public RepairResult {
    repaired = List.copyOf(repaired);
    skipped = List.copyOf(skipped);
    notRepaired = List.copyOf(notRepaired);
  }

  @Override
  public String toString() {
    StringBuilder text =
        new StringBuilder()
            .append(repaired.size()).append(" repaired, ")
            .append(skipped.size()).append(" skipped, ")
            .append(notRepaired.size()).append(" not repairable")
            .append(FindingKinds.counted(notRepaired)).append('\n');
    for (Skipped skip : skipped) {
      text.append("skipped ").append(skip.finding().message()).append(": ")
          .append(skip.reason()).append('\n');
    }
    return text.toString();
  }
}
