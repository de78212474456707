package io.edgetable.console.table;

import java.util.List;
import java.util.Optional;

/**
 * A global or local secondary index: its key schema in key order, its projection ({@code ALL},
 * {@code KEYS_ONLY}, {@code INCLUDE}) and the attributes an {@code INCLUDE} projection adds.
 */
public record IndexInfo(
    String name, List<KeyAttribute> keySchema, String projection, List<String> include) {

  /** The partition key attribute, when the index has exactly one. */
  public Optional<KeyAttribute> hashKey() {
    List<KeyAttribute> hash = keySchema.stream().filter(k -> k.keyType().equals("HASH")).toList();
    return hash.size() == 1 ? Optional.of(hash.get(0)) : Optional.empty();
  }

  /** The sort key attribute, when the index has exactly one. */
  public Optional<KeyAttribute> rangeKey() {
    List<KeyAttribute> range = keySchema.stream().filter(k -> k.keyType().equals("RANGE")).toList();
    return range.size() == 1 ? Optional.of(range.get(0)) : Optional.empty();
  }
}
