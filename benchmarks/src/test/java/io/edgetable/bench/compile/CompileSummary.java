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
   * processor; with the filer floor's figures when it was measured too (the full compile over the
   * floor's, and the processor's own time beyond the floor's per record), and those of the
   * processor without the async DAOs when measured.
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
                    " floorOwnMs=%.0f floorFullMs=%.0f floorOverProcNone=%.1f fullOverFloor=%.2f"
                        + " ownBeyondFloorPerRecordMs=%.2f",
                    warmOwn(floor),
                    warmWall(floor),
                    overNone(floor, none),
                    warmWall(full) / warmWall(floor),
                    beyondFloorPerRecord(records, full, floor));
          }
          Map<String, Double> sync = modes.get("fullSync");
          Map<String, Double> syncFloor = modes.get("floorSync");
          if (sync != null) {
            line +=
                String.format(
                    Locale.ROOT,
                    " syncOwnMs=%.0f syncFullMs=%.0f syncGeneratedLines=%.0f",
                    warmOwn(sync),
                    warmWall(sync),
                    sync.get("generatedLines"));
            if (syncFloor != null) {
              line +=
                  String.format(
                      Locale.ROOT,
                      " syncFloorFullMs=%.0f syncFullOverFloor=%.2f",
                      warmWall(syncFloor),
                      warmWall(sync) / warmWall(syncFloor));
            }
          }
          lines.add(line);
        });
    return lines;
  }

  /**
   * The compile targets, judged at the largest record count measured with the filer floor: the
   * full compile at most twice the floor's, the processor's own time at most 1 ms per record beyond
   * the floor's, and linear: that time per record beyond the floor at the largest count at most
   * 1.25 times what it is at the smallest count measured.
   */
  public List<String> verdicts() {
    List<String> lines = new ArrayList<>();
    List<Integer> measured =
        byRecords.entrySet().stream()
            .filter(
                e ->
                    e.getValue().containsKey("full")
                        && e.getValue().containsKey("filerFloor"))
            .map(Map.Entry::getKey)
            .toList();
    if (measured.isEmpty()) {
      return lines;
    }
    int records = measured.get(measured.size() - 1);
    Map<String, Double> full = byRecords.get(records).get("full");
    Map<String, Double> floor = byRecords.get(records).get("filerFloor");
    double ratio = warmWall(full) / warmWall(floor);
    double beyond = beyondFloorPerRecord(records, full, floor);
    lines.add(
        String.format(
            Locale.ROOT,
            "target full compile <= 2x the filer floor's for %d records: %s (%.2fx)",
            records,
            ratio <= 2 ? "met" : "MISSED",
            ratio));
    lines.add(
        String.format(
            Locale.ROOT,
            "target processor own time <= 1 ms per record beyond the floor for %d records: %s"
                + " (%.2f ms)",
            records,
            beyond <= 1 ? "met" : "MISSED",
            beyond));
    int smallest = measured.get(0);
    if (smallest != records) {
      double small =
          beyondFloorPerRecord(
              smallest, byRecords.get(smallest).get("full"), byRecords.get(smallest).get("filerFloor"));
      double growth = beyond / small;
      lines.add(
          String.format(
              Locale.ROOT,
              "target linear from %d to %d records (own time beyond the floor per record within"
                  + " 1.25x): %s (%.2f ms -> %.2f ms, %.2fx)",
              smallest,
              records,
              growth <= 1.25 ? "met" : "MISSED",
              small,
              beyond,
              growth));
    }
    return lines;
  }

  /** The processor's own time beyond the floor processor's, per record, warm. */
  private static double beyondFloorPerRecord(
      int records, Map<String, Double> full, Map<String, Double> floor) {
    return (warmOwn(full) - warmOwn(floor)) / records;
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
