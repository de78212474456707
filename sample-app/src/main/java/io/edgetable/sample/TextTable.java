package io.edgetable.sample;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A plain-text table with aligned columns: numbers right-aligned, everything else left-aligned,
 * a dashed rule under the header. ASCII only, so it reads the same in any terminal.
 */
final class TextTable {
  private static final String GAP = "  ";

  private final List<String> headers;
  private final List<List<Object>> rows = new ArrayList<>();

  private TextTable(List<String> headers) {
    this.headers = headers;
  }

  static TextTable of(String... headers) {
    return new TextTable(List.of(headers));
  }

  /** Adds a row; {@code null} cells print as {@code -}. */
  TextTable row(Object... cells) {
    if (cells.length != headers.size()) {
      throw new IllegalArgumentException(
          "row has " + cells.length + " cells, the table " + headers.size() + " columns");
    }
    rows.add(Arrays.asList(cells));
    return this;
  }

  int size() {
    return rows.size();
  }

  /** The table's lines, without trailing spaces. */
  List<String> lines() {
    int[] widths = new int[headers.size()];
    boolean[] numeric = new boolean[headers.size()];
    for (int c = 0; c < headers.size(); c++) {
      widths[c] = headers.get(c).length();
      numeric[c] = !rows.isEmpty();
      for (List<Object> row : rows) {
        widths[c] = Math.max(widths[c], text(row.get(c)).length());
        numeric[c] &= row.get(c) instanceof Number;
      }
    }
    List<String> lines = new ArrayList<>();
    lines.add(line(new ArrayList<>(headers), widths, numeric));
    List<Object> rule = new ArrayList<>();
    for (int width : widths) {
      rule.add("-".repeat(width));
    }
    lines.add(line(rule, widths, new boolean[widths.length]));
    for (List<Object> row : rows) {
      lines.add(line(row, widths, numeric));
    }
    return lines;
  }

  /** Prints the table, each line indented by {@code indent}. */
  void print(PrintStream out, String indent) {
    for (String line : lines()) {
      out.println(indent + line);
    }
  }

  private static String line(List<?> cells, int[] widths, boolean[] numeric) {
    StringBuilder line = new StringBuilder();
    for (int c = 0; c < cells.size(); c++) {
      String text = text(cells.get(c));
      String pad = " ".repeat(widths[c] - text.length());
      line.append(c == 0 ? "" : GAP).append(numeric[c] ? pad + text : text + pad);
    }
    return line.toString().stripTrailing();
  }

  private static String text(Object cell) {
    return cell == null ? "-" : String.valueOf(cell);
  }
}
