package io.edgetable.internal.codec;

/**
 * A string as JSON text, quoted and escaped: quotes, backslashes, control characters,
 * U+2028/U+2029, and unpaired surrogates (so the text always encodes to UTF-8). Internal: the
 * table exports' JSON and the DynamoDB-JSON items of the doctor's findings and exports write
 * their strings with it.
 */
public final class JsonText {
  private JsonText() {}

  /** Appends {@code text} to {@code out} as a JSON string. */
  public static void quote(StringBuilder out, String text) {
    out.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          if (c < 0x20 || c == '\u2028' || c == '\u2029' || unpairedSurrogate(text, i)) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  private static boolean unpairedSurrogate(String text, int i) {
    char c = text.charAt(i);
    if (Character.isHighSurrogate(c)) {
      return i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1));
    }
    if (Character.isLowSurrogate(c)) {
      return i == 0 || !Character.isHighSurrogate(text.charAt(i - 1));
    }
    return false;
  }
}
