package io.edgetable.processor.write;

/**
 * Puts a Javadoc comment whose text is one short line on one line, opening and closing marks
 * included. JavaPoet always writes a comment over three lines; generated files hold many
 * one-sentence comments (constants, asynchronous methods), each costing two lines more than it
 * says.
 */
final class ShortJavadoc {
  private static final int WIDTH = 100;

  private ShortJavadoc() {}

  /** {@code source} with every three-line Javadoc comment that fits in 100 columns on one line. */
  static String collapse(CharSequence source) {
    String[] lines = source.toString().split("\n", -1);
    StringBuilder out = new StringBuilder(source.length());
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      String single = i + 2 < lines.length ? single(line, lines[i + 1], lines[i + 2]) : null;
      if (single != null) {
        out.append(single);
        i += 2;
      } else {
        out.append(line);
      }
      if (i < lines.length - 1) {
        out.append('\n');
      }
    }
    return out.toString();
  }

  /** The one-line form of {@code open text close}, or {@code null} if they are not such. */
  private static String single(String open, String text, String close) {
    String trimmed = open.stripLeading();
    if (!trimmed.equals("/**")) {
      return null;
    }
    String indent = open.substring(0, open.length() - trimmed.length());
    if (!close.equals(indent + " */") || !text.startsWith(indent + " * ")) {
      return null;
    }
    String body = text.substring(indent.length() + 3);
    if (body.startsWith("@") || body.contains("*/")) {
      return null;
    }
    String single = indent + "/** " + body + " */";
    return single.length() <= WIDTH ? single : null;
  }
}
