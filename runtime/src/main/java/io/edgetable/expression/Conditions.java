package io.edgetable.expression;

import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.expression.Expressions;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The condition tree. DynamoDB binds {@code NOT} tighter than {@code AND}, and {@code AND} tighter
 * than {@code OR}; an operand is parenthesised only when it binds looser than its operator, so the
 * rendered text means exactly what the tree does.
 */
final class Conditions {
  static {
    // Internal code renders conditions through this bridge: rendering is not public API.
    Expressions.registerConditions((condition, writer) -> render((Condition<?>) condition, writer));
  }

  private static final int OR = 1;
  private static final int AND = 2;
  private static final int NOT = 3;
  private static final int ATOM = 4;

  private Conditions() {}

  /** What every node of the tree has; package-private so rendering stays out of the API. */
  interface Rendered {
    String render(ExpressionWriter writer);
  }

  /** Renders {@code condition} into {@code writer}'s placeholders. */
  static String render(Condition<?> condition, ExpressionWriter writer) {
    return ((Rendered) condition).render(writer);
  }

  static <T> Condition<T> and(Condition<T> left, Condition<T> right) {
    return new And<>(left, right);
  }

  static <T> Condition<T> or(Condition<T> left, Condition<T> right) {
    return new Or<>(left, right);
  }

  static <T> Condition<T> not(Condition<T> condition) {
    return new Not<>(condition);
  }

  static <T> Condition<T> in(String attribute, List<AttributeValue> values) {
    return new In<>(attribute, values);
  }

  static <T> Condition<T> sizeCompare(String attribute, String operator, AttributeValue value) {
    return new Comparison<>(attribute, true, operator, value, null);
  }

  private static int precedence(Condition<?> condition) {
    if (condition instanceof Or<?>) {
      return OR;
    }
    if (condition instanceof And<?>) {
      return AND;
    }
    return condition instanceof Not<?> ? NOT : ATOM;
  }

  private static String operand(Condition<?> condition, int operator, ExpressionWriter writer) {
    String text = render(condition, writer);
    return precedence(condition) < operator ? "(" + text + ")" : text;
  }

  record And<T>(Condition<T> left, Condition<T> right) implements Condition<T>, Rendered {
    And {
      Objects.requireNonNull(left, "left");
      Objects.requireNonNull(right, "right");
    }

    @Override
    public String render(ExpressionWriter writer) {
      return operand(left, AND, writer) + " AND " + operand(right, AND, writer);
    }
  }

  record Or<T>(Condition<T> left, Condition<T> right) implements Condition<T>, Rendered {
    Or {
      Objects.requireNonNull(left, "left");
      Objects.requireNonNull(right, "right");
    }

    @Override
    public String render(ExpressionWriter writer) {
      return operand(left, OR, writer) + " OR " + operand(right, OR, writer);
    }
  }

  record Not<T>(Condition<T> condition) implements Condition<T>, Rendered {
    Not {
      Objects.requireNonNull(condition, "condition");
    }

    @Override
    public String render(ExpressionWriter writer) {
      // Always parenthesised: "NOT #a = :v" reads ambiguously to people, if not to DynamoDB.
      return "NOT (" + Conditions.render(condition, writer) + ")";
    }
  }

  /**
   * {@code left operator value}, where {@code left} is an attribute or {@code size(attribute)}:
   * {@code =}, {@code <>}, {@code <}, {@code <=}, {@code >}, {@code >=}, or {@code BETWEEN} with
   * two values.
   */
  record Comparison<T>(
      String attribute, boolean size, String operator, AttributeValue value, AttributeValue high)
      implements Condition<T>, Rendered {
    @Override
    public String render(ExpressionWriter writer) {
      String name = writer.name(attribute);
      String left = size ? "size(" + name + ")" : name;
      if (high != null) {
        return left + " BETWEEN " + writer.value(value) + " AND " + writer.value(high);
      }
      return left + " " + operator + " " + writer.value(value);
    }
  }

  /** {@code function(#name)} or {@code function(#name, :value)}. */
  record Call<T>(String function, String attribute, AttributeValue value)
      implements Condition<T>, Rendered {
    @Override
    public String render(ExpressionWriter writer) {
      String name = writer.name(attribute);
      return value == null
          ? function + "(" + name + ")"
          : function + "(" + name + ", " + writer.value(value) + ")";
    }
  }

  /** {@code #name IN (:a, :b, ...)}. */
  record In<T>(String attribute, List<AttributeValue> values) implements Condition<T>, Rendered {
    @Override
    public String render(ExpressionWriter writer) {
      StringBuilder text = new StringBuilder(writer.name(attribute)).append(" IN (");
      for (int i = 0; i < values.size(); i++) {
        text.append(i == 0 ? "" : ", ").append(writer.value(values.get(i)));
      }
      return text.append(')').toString();
    }
  }

  static <T> Condition<T> compare(String attribute, String operator, AttributeValue value) {
    return new Comparison<>(attribute, false, operator, value, null);
  }

  static <T> Condition<T> between(
      String attribute, boolean size, AttributeValue low, AttributeValue high) {
    return new Comparison<>(attribute, size, "BETWEEN", low, high);
  }

  static <T> Condition<T> function(String function, String attribute, AttributeValue value) {
    return new Call<>(function, attribute, value);
  }

  /**
   * Values are required: a missing attribute is tested with {@code exists()}/{@code notExists()}.
   */
  static <V> V required(V value, String attribute) {
    if (value == null) {
      throw new IllegalArgumentException(
          "A condition on '"
              + attribute
              + "' needs a value, not null; use exists() or notExists()"
              + " to test whether the attribute is present");
    }
    return value;
  }
}
