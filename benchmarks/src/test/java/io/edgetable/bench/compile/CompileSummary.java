package io.edgetable.bench.compile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@link ProcessorCost}'s lines and states, per record count, the processor's own time and
 * the full compile against the {@code -proc:none} compile, warm (median) and cold (first).
 */
public final class CompileSummary {
  private static final Pattern FIELD = Pattern.compile("(\\w+)=(\\S+)");

  /** Measurements of one record count: field name to value, per mode. */
  private final TreeMap<Integer, Map<String, Map<String, Double>>> byRecords;

  private CompileSummary(TreeMap<Integer, Map<String, Map<String, Double>>> byRecords) {
    this.byRecords = byRecords;
  }

  /** Parses {@code processorCost ...} lines. */
  public static CompileSummary parse(List<String> lines) {
    TreeMap<Integer, Map<String, Map<String, Double>>> byRecords = new TreeMap<>();
    for (String line : lines) {
      Map<String, String> fields = new TreeMap<>();
      Matcher m = FIELD.matcher(line);
      while (m.find()) {
        fields.put(m.group(1), m.group(2));
      }
      Map<String, Double> values = new TreeMap<>();
      fields.forEach(
          (k, v) -> {
            if (!k.equals("mode")) {
              values.put(k, Double.parseDouble(v));
            }
          });
      byRecords
          .computeIfAbsent(Integer.parseInt(fields.get("records")), r -> new TreeMap<>())
          .put(fields.get("mode"), values);
    }
    return new CompileSummary(byRecords);
  }

  /**
   * One {@code processor records=N ...} line per record count measured with and without the
   * processor; with the filer floor's figures when it was measured too.
   */
  public List<String> lines() {
    List<String> lines = new ArrayList<>();
    byRecords.forEach(
        (records, modes) -> {
          Map<String, Double> none = modes.get("procNone");
          Map<String, Double> full = modes.get("full");
          if (none == null || full == null) {
            return;
          }
          String line =
              String.format(
                  Locale.ROOT,
                  "processor records=%d ownMs=%.0f fullMs=%.0f procNoneMs=%.0f"
                      + " fullOverProcNone=%.1f coldOwnMs=%.0f coldFullMs=%.0f coldProcNoneMs=%.0f"
                      + " coldFullOverProcNone=%.1f generatedFiles=%.0f generatedLines=%.0f",
                  records,
                  warmOwn(full),
                  warmWall(full),
                  warmWall(none),
                  overNone(full, none),
                  full.get("firstProcessorMs"),
                  full.get("firstMs"),
                  none.get("firstMs"),
                  full.get("firstMs") / none.get("firstMs"),
                  full.get("generatedFiles"),
                  full.get("generatedLines"));
          Map<String, Double> floor = modes.get("filerFloor");
          if (floor != null) {
            line +=
                String.format(
                    Locale.ROOT,
                    " floorOwnMs=%.0f floorFullMs=%.0f floorOverProcNone=%.1f",
                    warmOwn(floor),
                    warmWall(floor),
                    overNone(floor, none));
          }
          lines.add(line);
        });
    return lines;
  }

  /** The two processor targets, judged at the largest record count measured. */
  public List<String> verdicts() {
    List<String> lines = new ArrayList<>();
    if (byRecords.isEmpty()) {
      return lines;
    }
    int records = byRecords.lastKey();
    Map<String, Double> none = byRecords.get(records).get("procNone");
    Map<String, Double> full = byRecords.get(records).get("full");
    if (none == null || full == null) {
      return lines;
    }
    double own = warmOwn(full);
    double ratio = overNone(full, none);
    Map<String, Double> floor = byRecords.get(records).get("filerFloor");
    String ownFloor = "";
    String ratioFloor = "";
    if (floor != null) {
      // What writing and compiling the same number of empty files costs: no code can go below it.
      ownFloor = String.format(Locale.ROOT, "; empty files alone: %.0f ms", warmOwn(floor));
      ratioFloor = String.format(Locale.ROOT, "; empty files alone: %.1fx", overNone(floor, none));
    }
    lines.add(
        String.format(
            Locale.ROOT,
            "target processor own time <= 1000 ms for %d records: %s (%.0f ms%s)",
            records,
            own <= 1000 ? "met" : "MISSED",
            own,
            ownFloor));
    lines.add(
        String.format(
            Locale.ROOT,
            "target full compile <= 3x -proc:none for %d records: %s (%.1fx%s)",
            records,
            ratio <= 3 ? "met" : "MISSED",
            ratio,
            ratioFloor));
    return lines;
  }

  /** A mode's compile time against {@code -proc:none}'s, both warm. */
  private static double overNone(Map<String, Double> mode, Map<String, Double> none) {
    return warmWall(mode) / warmWall(none);
  }

  /** The compile's wall time, warm. */
  private static double warmWall(Map<String, Double> values) {
    return warm(values, "medianMs", "firstMs");
  }

  /** The processor's own time, warm. */
  private static double warmOwn(Map<String, Double> values) {
    return warm(values, "processorMs", "firstProcessorMs");
  }

  /** The warm median when there is one, else the cold first compile. */
  private static double warm(Map<String, Double> values, String median, String first) {
    Double value = values.get(median);
    return value == null || value.isNaN() ? values.get(first) : value;
  }
}
