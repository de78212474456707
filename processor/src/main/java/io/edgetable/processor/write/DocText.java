package io.edgetable.processor.write;

/**
 * Javadoc text wrapped to fit 100 columns once JavaPoet has put it behind {@code " * "} at the
 * indent of its member. Lines break at spaces; a line starting with a block tag ({@code @return},
 * {@code @throws}) continues 4 spaces in; a word longer than the width stays whole.
 */
final class DocText {
  /** Columns left for the text of a member's Javadoc: 100 less {@code "   * "}. */
  static final int MEMBER_WIDTH = 95;

  /** Columns left for the text of a top-level class's Javadoc: 100 less {@code " * "}. */
  static final int CLASS_WIDTH = 97;

  private DocText() {}

  /** {@code text} (lines separated by {@code \n}) with every line wrapped to {@code width}. */
  static String wrap(String text, int width) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    int start = 0;
    while (start < text.length()) {
      int end = text.indexOf('\n', start);
      if (end < 0) {
        end = text.length();
      }
      wrapLine(text.substring(start, end), width, out);
      out.append('\n');
      start = end + 1;
    }
    return out.toString();
  }

  private static void wrapLine(String line, int width, StringBuilder out) {
    if (line.length() <= width) {
      out.append(line);
      return;
    }
    String continuation = line.startsWith("@") ? "    " : "";
    String rest = line;
    boolean first = true;
    while (true) {
      String prefix = first ? "" : continuation;
      int room = width - prefix.length();
      if (rest.length() <= room) {
        out.append(prefix).append(rest);
        return;
      }
      int space = rest.lastIndexOf(' ', room);
      if (space <= 0) {
        space = rest.indexOf(' ', room);
        if (space < 0) {
          out.append(prefix).append(rest);
          return;
        }
      }
      out.append(prefix).append(rest, 0, space).append('\n');
      rest = rest.substring(space + 1);
      first = false;
    }
  }
}
