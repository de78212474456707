package io.edgetable.internal.query;

import io.edgetable.expression.Condition;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.expression.Expressions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A rendered {@code FilterExpression}: the conditions of every {@code where} call, joined with
 * {@code AND}, and their placeholders. Rendered once, when the query is built.
 */
public record QueryFilter(
    String text, Map<String, String> names, Map<String, AttributeValue> values) {

  public QueryFilter {
    names = Map.copyOf(names);
    values = Map.copyOf(values);
  }

  static QueryFilter render(List<? extends Condition<?>> conditions) {
    ExpressionWriter writer = new ExpressionWriter();
    StringBuilder text = new StringBuilder();
    for (Condition<?> condition : conditions) {
      String rendered = Expressions.render(condition, writer);
      if (rendered == null || rendered.isBlank()) {
        throw new IllegalArgumentException("A where() condition rendered an empty expression");
      }
      if (text.length() > 0) {
        text.append(" AND ");
      }
      text.append(conditions.size() == 1 ? rendered : "(" + rendered + ")");
    }
    return new QueryFilter(text.toString(), writer.names(), writer.values());
  }

  /** What a cursor is bound to: the text and the attributes its name placeholders stand for. */
  String fingerprint() {
    return text + " " + new TreeMap<>(names);
  }
}
