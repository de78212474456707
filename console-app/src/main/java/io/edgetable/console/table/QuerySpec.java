package io.edgetable.console.table;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A query of the API, checked: the table, the index ({@code null} for the table), the partition
 * key and its value, the sort key conditions (none; one; or, on a multi-attribute sort key,
 * equality on its leading attributes and any operator on the next, in key order), filters
 * (AND-ed), a page size, where to continue and the order.
 */
public record QuerySpec(
    TableInfo table,
    String index,
    String keyAttribute,
    AttributeValue keyValue,
    List<Clause> sort,
    List<Clause> filters,
    int limit,
    String cursor,
    boolean descending) {

  /** The last sort condition (the one with any operator), if any. */
  public java.util.Optional<Clause> lastSort() {
    return sort.isEmpty() ? java.util.Optional.empty()
        : java.util.Optional.of(sort.get(sort.size() - 1));
  }
}
