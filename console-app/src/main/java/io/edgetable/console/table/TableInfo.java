package io.edgetable.console.table;

import java.util.List;
import java.util.Optional;

/** A table as DescribeTable tells it: its key schema, its indexes and its approximate size. */
public record TableInfo(
    String name, List<KeyAttribute> keySchema, List<IndexInfo> indexes, long itemCount) {

  /** The table's own key schema, as an index without a name. */
  public IndexInfo base() {
    return new IndexInfo(null, keySchema, "ALL", List.of());
  }

  /** The index named {@code name}, or the base table for {@code null}. */
  public Optional<IndexInfo> index(String name) {
    if (name == null) {
      return Optional.of(base());
    }
    return indexes.stream().filter(i -> i.name().equals(name)).findFirst();
  }

  /** The attributes of the table's primary key, in key order. */
  public List<String> keyAttributes() {
    return keySchema.stream().map(KeyAttribute::attribute).toList();
  }
}
