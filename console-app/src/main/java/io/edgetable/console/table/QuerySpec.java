package io.edgetable.console.table;

import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A query of the API, checked: the table, the index ({@code null} for the table), the partition
 * key and its value, an optional sort key condition, filters (AND-ed), a page size, where to
 * continue and the order.
 */
public record QuerySpec(
    TableInfo table,
    String index,
    String keyAttribute,
    AttributeValue keyValue,
    Optional<Clause> sort,
    List<Clause> filters,
    int limit,
    String cursor,
    boolean descending) {}
