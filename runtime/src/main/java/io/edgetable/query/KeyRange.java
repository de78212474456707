package io.edgetable.query;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * A condition on the attribute an ordered inverse index sorts by ({@code @Edge(inverseSortBy =
 * "...")}), typed by that component: {@code inverse(courseId, KeyRange.atLeast(monday))}. It is
 * sent as the Query's key condition ({@code KeyConditionExpression}), so the index reads only the
 * edges in the range: none are read and then filtered out.
 *
 * <pre>{@code
 * enrollments.inverse("math204", KeyRange.between(monday, sunday))
 * }</pre>
 *
 * @param <V> the type of the sort component
 */
public final class KeyRange<V> {
  /** What the range compares the attribute with, as DynamoDB's key condition does. */
  public enum Kind {
    /** {@code = v} */
    EQUAL_TO("="),
    /** {@code < v} */
    LESS_THAN("<"),
    /** {@code <= v} */
    AT_MOST("<="),
    /** {@code > v} */
    GREATER_THAN(">"),
    /** {@code >= v} */
    AT_LEAST(">="),
    /** {@code BETWEEN low AND high}, both included */
    BETWEEN("BETWEEN"),
    /** {@code begins_with(attribute, prefix)}, strings only */
    BEGINS_WITH("begins_with");

    private final String operator;

    Kind(String operator) {
      this.operator = operator;
    }

    /** The operator of the key condition: {@code =}, {@code <}, ... {@code begins_with}. */
    public String operator() {
      return operator;
    }
  }

  private final Kind kind;
  private final List<V> operands;

  private KeyRange(Kind kind, List<V> operands) {
    this.kind = kind;
    this.operands = operands;
  }

  /** The edges whose attribute equals {@code value}. */
  public static <V> KeyRange<V> equalTo(V value) {
    return of(Kind.EQUAL_TO, value);
  }

  /** The edges whose attribute is below {@code value}. */
  public static <V> KeyRange<V> lessThan(V value) {
    return of(Kind.LESS_THAN, value);
  }

  /** The edges whose attribute is at most {@code value}. */
  public static <V> KeyRange<V> atMost(V value) {
    return of(Kind.AT_MOST, value);
  }

  /** The edges whose attribute is above {@code value}. */
  public static <V> KeyRange<V> greaterThan(V value) {
    return of(Kind.GREATER_THAN, value);
  }

  /** The edges whose attribute is at least {@code value}. */
  public static <V> KeyRange<V> atLeast(V value) {
    return of(Kind.AT_LEAST, value);
  }

  /**
   * The edges whose attribute lies from {@code low} to {@code high}, both included. DynamoDB
   * refuses a {@code BETWEEN} whose low end is above its high end; pass them in ascending order.
   */
  public static <V> KeyRange<V> between(V low, V high) {
    return new KeyRange<>(
        Kind.BETWEEN,
        List.of(
            Objects.requireNonNull(low, "low must not be null"),
            Objects.requireNonNull(high, "high must not be null")));
  }

  /** The edges whose attribute (a string) starts with {@code prefix}. */
  public static KeyRange<String> beginsWith(String prefix) {
    Objects.requireNonNull(prefix, "prefix must not be null");
    if (prefix.isEmpty()) {
      throw new IllegalArgumentException("prefix must not be empty: leave the range out instead");
    }
    return of(Kind.BEGINS_WITH, prefix);
  }

  private static <V> KeyRange<V> of(Kind kind, V value) {
    return new KeyRange<>(kind, List.of(Objects.requireNonNull(value, "value must not be null")));
  }

  public Kind kind() {
    return kind;
  }

  /** The values compared with: one, or two for {@link Kind#BETWEEN} (low, high). */
  public List<V> operands() {
    return operands;
  }

  /** This range over {@code convert}'s values (e.g. the stored form of each operand). */
  public <R> KeyRange<R> map(Function<? super V, ? extends R> convert) {
    return new KeyRange<>(kind, operands.stream().<R>map(convert).toList());
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof KeyRange<?> range
        && kind == range.kind
        && operands.equals(range.operands);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, operands);
  }

  @Override
  public String toString() {
    return kind == Kind.BETWEEN
        ? "BETWEEN " + operands.get(0) + " AND " + operands.get(1)
        : kind.operator() + " " + operands.get(0);
  }
}
