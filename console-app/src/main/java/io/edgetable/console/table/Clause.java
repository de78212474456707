package io.edgetable.console.table;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One condition of a query as the API sends it: an attribute, an operator ({@code =},
 * {@code BETWEEN}, {@code begins_with}, {@code size >}...) and its values.
 */
public record Clause(String attribute, String op, List<AttributeValue> values) {}
