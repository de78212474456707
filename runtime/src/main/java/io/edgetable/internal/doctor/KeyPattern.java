package io.edgetable.internal.doctor;

import java.io.Serializable;

/**
 * A key pattern of a generated schema: {@code literal}, then the escaped id if {@code hasId},
 * then {@code #shard} when {@code shards > 1} ({@code CRS#{courseId}}, {@code
 * TARGET#{followee}#{shard 0..7}}, {@code META}).
 */
record KeyPattern(String literal, boolean hasId, int shards) implements Serializable {
  private static final long serialVersionUID = 1L;

  private static final String SHARD = "#{shard 0..";

  static KeyPattern parse(String schema, String attribute, String pattern) {
    int open = pattern.indexOf('{');
    if (open < 0) {
      return new KeyPattern(pattern, false, 1);
    }
    String literal = pattern.substring(0, open);
    int shard = pattern.indexOf(SHARD);
    int shards = 1;
    if (shard >= 0) {
      String last = pattern.substring(shard + SHARD.length(), pattern.length() - 1);
      shards = Integer.parseInt(last) + 1;
    }
    if (!literal.isEmpty() && !literal.endsWith("#")) {
      throw new IllegalArgumentException(
          schema + ": key pattern " + attribute + " = " + pattern + " does not end its"
              + " literal with #; the doctor reads the patterns FooKeys.SCHEMA generates");
    }
    return new KeyPattern(literal, true, shards);
  }

  /** The key of the escaped id: the literal, the id and no shard. */
  String of(String escapedId) {
    return hasId ? literal + escapedId : literal;
  }
}
