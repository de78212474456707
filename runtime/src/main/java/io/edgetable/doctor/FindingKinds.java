package io.edgetable.doctor;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** How many findings of each kind, for the one-line summaries of reports and repairs. */
final class FindingKinds {
  private FindingKinds() {}

  /** {@code " (2 DanglingEdge, 1 OrphanCounter)"}, or nothing for no findings. */
  static String counted(List<Finding> findings) {
    if (findings.isEmpty()) {
      return "";
    }
    Map<String, Long> kinds =
        findings.stream()
            .collect(
                Collectors.groupingBy(
                    f -> f.getClass().getSimpleName(), TreeMap::new, Collectors.counting()));
    return kinds.entrySet().stream()
        .map(kind -> kind.getValue() + " " + kind.getKey())
        .collect(Collectors.joining(", ", " (", ")"));
  }
}
