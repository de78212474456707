package io.edgetable.console.table;

import io.edgetable.internal.expression.ExpressionWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Renders clauses as DynamoDB expressions with {@code #name} / {@code :value} placeholders only:
 * any attribute name (a reserved word, a dot, {@code <img ...>}) and any value work.
 */
final class Expressions {
  private final ExpressionWriter writer = new ExpressionWriter();

  Map<String, String> names() {
    return writer.names();
  }

  Map<String, AttributeValue> values() {
    return writer.values();
  }

  String name(String attribute) {
    return writer.name(attribute);
  }

  String value(AttributeValue value) {
    return writer.value(value);
  }

  /** One clause: {@code #n0 = :v0}, {@code begins_with(#n0, :v0)}, {@code size(#n0) > :v0}... */
  String clause(Clause clause) {
    String op = clause.op();
    List<AttributeValue> v = clause.values();
    String name = name(clause.attribute());
    if (op.startsWith("size ")) {
      return compare("size(" + name + ")", op.substring(5).strip(), v);
    }
    return switch (op) {
      case "begins_with", "contains", "attribute_type" ->
          op + "(" + name + ", " + value(v.get(0)) + ")";
      case "attribute_exists", "attribute_not_exists" -> op + "(" + name + ")";
      case "IN" -> {
        List<String> placeholders = new ArrayList<>();
        v.forEach(x -> placeholders.add(value(x)));
        yield name + " IN (" + String.join(", ", placeholders) + ")";
      }
      default -> compare(name, op, v);
    };
  }

  private String compare(String operand, String op, List<AttributeValue> v) {
    if (op.equals("BETWEEN")) {
      return operand + " BETWEEN " + value(v.get(0)) + " AND " + value(v.get(1));
    }
    return operand + " " + op + " " + value(v.get(0));
  }

  /** Key conditions AND-ed, without parentheses (a key condition takes none). */
  String keys(List<Clause> clauses) {
    List<String> parts = new ArrayList<>();
    clauses.forEach(c -> parts.add(clause(c)));
    return String.join(" AND ", parts);
  }

  /** The clauses AND-ed, or {@code null} for none. */
  String all(List<Clause> clauses) {
    if (clauses.isEmpty()) {
      return null;
    }
    List<String> parts = new ArrayList<>();
    clauses.forEach(c -> parts.add(clauses.size() == 1 ? clause(c) : "(" + clause(c) + ")"));
    return String.join(" AND ", parts);
  }
}
