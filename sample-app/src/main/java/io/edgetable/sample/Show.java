package io.edgetable.sample;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Renders SDK values for the walk-through: attribute values, items, query requests. */
final class Show {
  private Show() {}

  /** {@code "STU#a91"} for a string, {@code 3} for a number, the SDK's text for anything else. */
  static String value(AttributeValue value) {
    if (value == null) {
      return "-";
    }
    if (value.s() != null) {
      return "\"" + value.s() + "\"";
    }
    if (value.n() != null) {
      return value.n();
    }
    if (value.bool() != null) {
      return value.bool().toString();
    }
    return value.toString();
  }

  /** A string attribute's text without quotes, or {@code null} when absent. */
  static String text(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    return value == null ? null : value.s() != null ? value.s() : value(value);
  }

  /** The attributes other than the listed keys, as {@code name=value} in name order. */
  static String otherAttributes(Map<String, AttributeValue> item, List<String> keys) {
    StringJoiner text = new StringJoiner(" ");
    new TreeMap<>(item)
        .forEach(
            (name, value) -> {
              if (!keys.contains(name)) {
                text.add(name + "=" + value(value));
              }
            });
    return text.toString();
  }

  /** The parts of a Query that decide what it reads, one per line. */
  static List<String> request(QueryRequest request) {
    List<String> lines = new ArrayList<>();
    lines.add(
        "Query TableName="
            + request.tableName()
            + (request.indexName() == null ? "" : " IndexName=" + request.indexName()));
    lines.add("  KeyConditionExpression:    " + request.keyConditionExpression());
    if (request.filterExpression() != null) {
      lines.add("  FilterExpression:          " + request.filterExpression());
    }
    lines.add("  ExpressionAttributeNames:  " + names(request.expressionAttributeNames()));
    lines.add("  ExpressionAttributeValues: " + values(request.expressionAttributeValues()));
    StringJoiner options = new StringJoiner(", ");
    if (request.limit() != null) {
      options.add("Limit=" + request.limit());
    }
    if (request.scanIndexForward() != null) {
      options.add("ScanIndexForward=" + request.scanIndexForward());
    }
    if (request.consistentRead() != null) {
      options.add("ConsistentRead=" + request.consistentRead());
    }
    if (request.select() != null) {
      options.add("Select=" + request.selectAsString());
    }
    if (request.hasExclusiveStartKey()) {
      options.add("ExclusiveStartKey=" + values(request.exclusiveStartKey()));
    }
    if (options.length() > 0) {
      lines.add("  " + options);
    }
    return lines;
  }

  private static String names(Map<String, String> names) {
    StringJoiner text = new StringJoiner(", ", "{", "}");
    new TreeMap<>(names).forEach((placeholder, name) -> text.add(placeholder + "=" + name));
    return text.toString();
  }

  private static String values(Map<String, AttributeValue> values) {
    StringJoiner text = new StringJoiner(", ", "{", "}");
    new TreeMap<>(values)
        .forEach((placeholder, value) -> text.add(placeholder + "=" + value(value)));
    return text.toString();
  }

  /** A long opaque token shortened for a table cell: its start, its end and its length. */
  static String abbreviate(String token) {
    if (token.length() <= 24) {
      return token;
    }
    return token.substring(0, 12)
        + "..."
        + token.substring(token.length() - 6)
        + " ("
        + token.length()
        + " chars)";
  }
}
