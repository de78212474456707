package io.edgetable.bench;

/**
 * The id escaping of EdgeTable's key layout ({@code %} to {@code %25}, {@code #} to {@code %23}),
 * written out by hand so the hand-written and Enhanced Client variants compute the same keys as
 * the generated code for every id, not only for the benchmark's.
 */
public final class IdSegments {
  private IdSegments() {}

  /** The id as it appears inside a key. */
  public static String escape(String id) {
    if (id.indexOf('%') < 0 && id.indexOf('#') < 0) {
      return id; // the common case allocates nothing
    }
    StringBuilder escaped = new StringBuilder(id.length() + 8);
    for (int i = 0; i < id.length(); i++) {
      char c = id.charAt(i);
      if (c == '%') {
        escaped.append("%25");
      } else if (c == '#') {
        escaped.append("%23");
      } else {
        escaped.append(c);
      }
    }
    return escaped.toString();
  }

  /** The id read back from {@code key}, starting at {@code start}. */
  public static String unescape(String key, int start) {
    int percent = key.indexOf('%', start);
    if (percent < 0) {
      return key.substring(start);
    }
    StringBuilder id = new StringBuilder(key.length() - start);
    id.append(key, start, percent);
    for (int i = percent; i < key.length(); i++) {
      char c = key.charAt(i);
      if (c == '%' && key.startsWith("%25", i)) {
        id.append('%');
        i += 2;
      } else if (c == '%' && key.startsWith("%23", i)) {
        id.append('#');
        i += 2;
      } else {
        id.append(c);
      }
    }
    return id.toString();
  }
}
