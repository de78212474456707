package io.edgetable.internal.expression;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Collects the clauses of one UpdateItem's {@code UpdateExpression} — user updates, counter
 * moves, version bumps — with their placeholders registered in one {@link ExpressionWriter}, and
 * renders them as {@code SET ... REMOVE ... ADD ... DELETE ...}.
 *
 * <p>DynamoDB rejects an expression that names one attribute in two actions ("Two document paths
 * overlap"), so a second action on an attribute throws {@link IllegalArgumentException} here,
 * before anything is sent, naming both. Not thread-safe: it belongs to one request.
 */
public final class UpdateClauses {
  private static final AttributeValue EMPTY_LIST = AttributeValue.fromL(List.of());

  private final ExpressionWriter writer;
  private final Map<String, String> actionByAttribute = new LinkedHashMap<>();
  private final List<String> sets = new ArrayList<>();
  private final List<String> removes = new ArrayList<>();
  private final List<String> adds = new ArrayList<>();
  private final List<String> deletes = new ArrayList<>();
  private boolean repeatable = true;

  public UpdateClauses(ExpressionWriter writer) {
    this.writer = writer;
  }

  /** {@code SET #a = :v}. */
  public void set(String attribute, AttributeValue value) {
    String name = claim(attribute, "set");
    sets.add(name + " = " + writer.value(value));
  }

  /** {@code SET #a = if_not_exists(#a, :v)}: writes {@code value} only where none is stored. */
  public void setIfAbsent(String attribute, AttributeValue value) {
    String name = claim(attribute, "setIfAbsent");
    sets.add(name + " = if_not_exists(" + name + ", " + writer.value(value) + ")");
  }

  /** {@code SET #a = list_append(if_not_exists(#a, :empty), :v)}: also onto an absent list. */
  public void append(String attribute, AttributeValue list) {
    String name = claim(attribute, "append");
    repeatable = false;
    String empty = writer.value(EMPTY_LIST);
    sets.add(
        name + " = list_append(if_not_exists(" + name + ", " + empty + "), "
            + writer.value(list) + ")");
  }

  /** {@code REMOVE #a}. */
  public void remove(String attribute) {
    removes.add(claim(attribute, "remove"));
  }

  /** {@code ADD #a :v}: adds a number (an absent attribute counts as 0) or set elements. */
  public void add(String attribute, AttributeValue numberOrSet) {
    String name = claim(attribute, "add");
    repeatable &= numberOrSet.n() == null; // adding set elements twice adds them once
    adds.add(name + " " + writer.value(numberOrSet));
  }

  /** {@code DELETE #a :v}: removes set elements. */
  public void delete(String attribute, AttributeValue set) {
    String name = claim(attribute, "delete");
    deletes.add(name + " " + writer.value(set));
  }

  /**
   * Whether applying the expression twice leaves what applying it once does: no number is added
   * to ({@code ADD}, a version's too) and no list appended to.
   */
  public boolean repeatable() {
    return repeatable;
  }

  /** Whether no action was added. */
  public boolean isEmpty() {
    return actionByAttribute.isEmpty();
  }

  /** {@code SET a, b REMOVE c ADD d DELETE e}, clauses without actions left out. */
  public String render() {
    StringBuilder expression = new StringBuilder();
    clause(expression, "SET", sets, ", ");
    clause(expression, "REMOVE", removes, ", ");
    clause(expression, "ADD", adds, ", ");
    clause(expression, "DELETE", deletes, ", ");
    return expression.toString();
  }

  private String claim(String attribute, String action) {
    String earlier = actionByAttribute.putIfAbsent(attribute, action);
    if (earlier != null) {
      throw new IllegalArgumentException(
          "One update has two actions on attribute '" + attribute + "' (" + earlier + " and "
              + action + "); DynamoDB rejects that. Combine them into one action, or send two"
              + " updates.");
    }
    return writer.name(attribute);
  }

  private static void clause(
      StringBuilder expression, String keyword, List<String> actions, String separator) {
    if (actions.isEmpty()) {
      return;
    }
    if (expression.length() > 0) {
      expression.append(' ');
    }
    expression.append(keyword).append(' ').append(String.join(separator, actions));
  }
}
