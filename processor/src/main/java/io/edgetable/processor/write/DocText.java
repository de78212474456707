package io.edgetable.processor.write;

import java.util.ArrayList;
import java.util.List;

/**
 * Wraps Javadoc text to fit 100 columns once JavaPoet has put it behind {@code " * "}. Each line of
 * the text is a paragraph or a list item of its own, wrapped on spaces; an inline tag such as
 * {@code {@code PK = STU#{id}}} is never split; the continuation lines of a block tag ({@code
 * @throws}, {@code @param}) are indented by four spaces.
 */
final class DocText {
  /** Columns left for the text of a top-level class's Javadoc: 100 less {@code " * "}. */
  static final int CLASS_WIDTH = 100 - " * ".length();

  /** Columns left for the text of a member's Javadoc: 100 less {@code "   * "}. */
  static final int MEMBER_WIDTH = CLASS_WIDTH - 2;

  private static final String CONTINUATION = "    ";

  private DocText() {}

  /** {@code text} with every line longer than {@code width} wrapped. */
  static String wrap(String text, int width) {
    if (!hasLongLine(text, width)) {
      return text; // the common case: no copy
    }
    StringBuilder out = new StringBuilder(text.length() + 16);
    int start = 0;
    while (start < text.length()) {
      int end = text.indexOf('\n', start);
      int lineEnd = end < 0 ? text.length() : end;
      wrapLine(text.substring(start, lineEnd), width, out);
      if (end < 0) {
        break;
      }
      out.append('\n');
      start = end + 1;
    }
    return out.toString();
  }

  private static boolean hasLongLine(String text, int width) {
    int lineStart = 0;
    for (int i = 0; i <= text.length(); i++) {
      if (i == text.length() || text.charAt(i) == '\n') {
        if (i - lineStart > width) {
          return true;
        }
        lineStart = i + 1;
      }
    }
    return false;
  }

  private static void wrapLine(String line, int width, StringBuilder out) {
    if (line.length() <= width) {
      out.append(line);
      return;
    }
    String indent = line.startsWith("@") ? CONTINUATION : "";
    int column = 0;
    boolean first = true;
    for (String word : words(line)) {
      if (first) {
        out.append(word);
        column = word.length();
        first = false;
      } else if (column + 1 + word.length() <= width) {
        out.append(' ').append(word);
        column += 1 + word.length();
      } else {
        out.append('\n').append(indent).append(word);
        column = indent.length() + word.length();
      }
    }
  }

  /** The line split on spaces, except inside inline tags ({@code {@...}}, braces balanced). */
  static List<String> words(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    int depth = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '{' && (depth > 0 || (i + 1 < line.length() && line.charAt(i + 1) == '@'))) {
        depth++;
      } else if (c == '}' && depth > 0) {
        depth--;
      }
      if (c == ' ' && depth == 0) {
        if (word.length() > 0) {
          words.add(word.toString());
          word.setLength(0);
        }
      } else {
        word.append(c);
      }
    }
    if (word.length() > 0) {
      words.add(word.toString());
    }
    return words;
  }
}
