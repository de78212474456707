package io.edgetable.schema;

import io.edgetable.internal.codec.JsonText;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes JSON for the table exports: maps (in their iteration order), lists, strings, booleans and
 * whole numbers, indented by two spaces. Every string is escaped: quotes, backslashes, control
 * characters, U+2028/U+2029, and unpaired surrogates (so the text always encodes to UTF-8).
 */
final class Json {
  private final StringBuilder out = new StringBuilder();

  private Json() {}

  /** A JSON object with these names and values, in this order (a mutable map). */
  static Map<String, Object> object(Object... namesAndValues) {
    Map<String, Object> object = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      object.put((String) namesAndValues[i], namesAndValues[i + 1]);
    }
    return object;
  }

  static String write(Object value) {
    Json json = new Json();
    json.value(value, 0);
    return json.out.append('\n').toString();
  }

  private void value(Object value, int depth) {
    if (value instanceof String text) {
      string(text);
    } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
      out.append(value);
    } else if (value instanceof Map<?, ?> map) {
      object(map, depth);
    } else if (value instanceof List<?> list) {
      array(list, depth);
    } else {
      throw new IllegalArgumentException("not a JSON value: " + value);
    }
  }

  private void object(Map<?, ?> map, int depth) {
    if (map.isEmpty()) {
      out.append("{}");
      return;
    }
    out.append('{');
    Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
    while (entries.hasNext()) {
      Map.Entry<?, ?> entry = entries.next();
      newline(depth + 1);
      if (!(entry.getKey() instanceof String name)) {
        throw new IllegalArgumentException(
            "a JSON object's names are strings, not " + entry.getKey());
      }
      string(name);
      out.append(": ");
      value(entry.getValue(), depth + 1);
      if (entries.hasNext()) {
        out.append(',');
      }
    }
    newline(depth);
    out.append('}');
  }

  private void array(List<?> list, int depth) {
    if (list.isEmpty()) {
      out.append("[]");
      return;
    }
    out.append('[');
    for (int i = 0; i < list.size(); i++) {
      newline(depth + 1);
      value(list.get(i), depth + 1);
      if (i < list.size() - 1) {
        out.append(',');
      }
    }
    newline(depth);
    out.append(']');
  }

  private void newline(int depth) {
    out.append('\n').append("  ".repeat(depth));
  }

  private void string(String text) {
    JsonText.quote(out, text);
  }
}
