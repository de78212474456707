package io.edgetable.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The targets for toItem, fromItem and coldStart, checked against measured times. */
final class MarshallingTargets {
  private static final List<String> ENHANCED =
      List.of("beanSchema", "immutableSchema", "staticSchema");

  private MarshallingTargets() {}

  /**
   * One line per target: {@code target ... met|MISSED (...)}.
   *
   * @param scores time per operation by benchmark ({@code toItem}...) and variant
   */
  static List<String> check(Map<String, Map<String, Double>> scores) {
    List<String> lines = new ArrayList<>();
    atLeast(lines, scores, "toItem", ENHANCED, 1.5, "faster than every Enhanced Client schema");
    atLeast(lines, scores, "fromItem", ENHANCED, 4.0, "faster than every Enhanced Client schema");
    atLeast(lines, scores, "coldStart", List.of("beanSchema"), 4.0, "faster than fromBean");
    for (String op : List.of("toItem", "fromItem", "coldStart")) {
      atLeast(lines, scores, op, List.of("handWritten"), 0.9, "within 1.1x of hand-written");
    }
    return lines;
  }

  private static void atLeast(
      List<String> lines,
      Map<String, Map<String, Double>> scores,
      String op,
      List<String> baselines,
      double target,
      String what) {
    Map<String, Double> byVariant = scores.get(op);
    if (byVariant == null || !byVariant.containsKey("generated")) {
      return;
    }
    double worst = Double.POSITIVE_INFINITY;
    String worstBaseline = "";
    for (String baseline : baselines) {
      Double time = byVariant.get(baseline);
      if (time != null && time / byVariant.get("generated") < worst) {
        worst = time / byVariant.get("generated");
        worstBaseline = baseline;
      }
    }
    if (worstBaseline.isEmpty()) {
      return;
    }
    lines.add(
        String.format(
            Locale.ROOT,
            "target %s ratio >= %.1f (%s): %s (lowest: %s %.2f)",
            op,
            target,
            what,
            worst >= target ? "met" : "MISSED",
            worstBaseline,
            worst));
  }
}
