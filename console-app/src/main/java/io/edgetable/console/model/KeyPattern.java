package io.edgetable.console.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A key pattern of a schema, e.g. {@code ENROLL#CRS#{courseId}} or
 * {@code TARGET#{followee}#{shard 0..7}}: matches key values (decoding the escaped ids) and builds
 * them from ids.
 */
public final class KeyPattern {
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^}]+)}");
  private static final String SHARD = "shard";

  private final String text;
  private final List<String> parts;
  private final Pattern regex;

  private KeyPattern(String text) {
    this.text = text;
    this.parts = new ArrayList<>();
    StringBuilder regex = new StringBuilder();
    Matcher m = PLACEHOLDER.matcher(text);
    int at = 0;
    while (m.find()) {
      parts.add(text.substring(at, m.start()));
      regex.append(Pattern.quote(text.substring(at, m.start())));
      String name = m.group(1);
      boolean shard = name.startsWith(SHARD + " ");
      parts.add("{" + (shard ? SHARD : name) + "}");
      regex.append(shard ? "([0-9]+)" : "([^#]+)");
      at = m.end();
    }
    parts.add(text.substring(at));
    regex.append(Pattern.quote(text.substring(at)));
    this.regex = Pattern.compile(regex.toString());
  }

  public static KeyPattern of(String text) {
    return new KeyPattern(text);
  }

  /** The pattern as the schema writes it. */
  public String text() {
    return text;
  }

  /** The literal text before the first id: {@code ENROLL#CRS#}. */
  public String prefix() {
    return parts.get(0);
  }

  /** Whether the key has a shard number. */
  public boolean sharded() {
    return parts.contains("{" + SHARD + "}");
  }

  /** The components named in the pattern, in order ({@code shard} for a shard number). */
  public List<String> components() {
    List<String> names = new ArrayList<>();
    for (String p : parts) {
      if (p.startsWith("{") && p.endsWith("}") && p.length() > 2) {
        names.add(p.substring(1, p.length() - 1));
      }
    }
    return names;
  }

  /** The ids (unescaped) and shard of {@code value}, if it has this pattern. */
  public Optional<Map<String, String>> match(String value) {
    if (value == null) {
      return Optional.empty();
    }
    Matcher m = regex.matcher(value);
    if (!m.matches()) {
      return Optional.empty();
    }
    Map<String, String> ids = new LinkedHashMap<>();
    List<String> names = components();
    for (int i = 0; i < names.size(); i++) {
      ids.put(names.get(i), unescape(m.group(i + 1)));
    }
    return Optional.of(ids);
  }

  /** The pattern without its shard suffix ({@code TARGET#{followee}}), for a sharded key. */
  public KeyPattern withoutShard() {
    int at = text.lastIndexOf("#{" + SHARD);
    return at < 0 ? this : of(text.substring(0, at));
  }

  /** The key value of {@code ids} (escaped), with {@code shard} where the pattern has one. */
  public String fill(Map<String, String> ids, int shard) {
    StringBuilder value = new StringBuilder();
    for (String p : parts) {
      if (p.equals("{" + SHARD + "}")) {
        value.append(shard);
      } else if (p.startsWith("{") && p.endsWith("}") && p.length() > 2) {
        String id = ids.get(p.substring(1, p.length() - 1));
        value.append(escape(id == null ? "" : id));
      } else {
        value.append(p);
      }
    }
    return value.toString();
  }

  /** Escapes an id as the runtime does: {@code %} → {@code %25}, {@code #} → {@code %23}. */
  public static String escape(String id) {
    return id.replace("%", "%25").replace("#", "%23");
  }

  static String unescape(String segment) {
    return segment.replace("%23", "#").replace("%25", "%");
  }

  @Override
  public String toString() {
    return text;
  }
}
