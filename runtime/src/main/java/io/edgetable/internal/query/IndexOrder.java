package io.edgetable.internal.query;

import io.edgetable.query.KeyRange;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The order of an ordered inverse index: its sort key is {@code attribute} (of DynamoDB type
 * {@code type}: {@code S}, {@code N} or {@code B}) followed by the label sort key ({@code XSK}), a
 * multi-attribute key. {@code range}: the caller's key condition on {@code attribute}, if any.
 * {@code labelFilter}: whether other kinds of edge share the index partitions, so that the label
 * prefix (which cannot be a key condition after {@code attribute}) must be a FilterExpression.
 */
public record IndexOrder(
    String attribute,
    AttributeValue.Type type,
    Optional<KeyRange<AttributeValue>> range,
    boolean labelFilter) {

  public IndexOrder {
    Objects.requireNonNull(attribute, "attribute");
    Objects.requireNonNull(range, "range");
    if (type != AttributeValue.Type.S && type != AttributeValue.Type.N
        && type != AttributeValue.Type.B) {
      throw new IllegalArgumentException(
          "An index sorts by a string (S), number (N) or binary (B) attribute, not " + type);
    }
    range.ifPresent(r -> checkRange(attribute, type, r));
  }

  /**
   * The order of a generated DAO's ordered inverse: the index sorts by {@code attribute}, stored
   * as {@code type} ({@code "S"}, {@code "N"} or {@code "B"}); {@code range} (null: the whole
   * partition) is encoded by {@code encoder} as the marshaller stores the component.
   */
  public static <V> IndexOrder of(
      String attribute,
      String type,
      KeyRange<V> range,
      Function<? super V, AttributeValue> encoder) {
    return of(attribute, type, range, encoder, false);
  }

  /** {@link #of(String, String, KeyRange, Function)} on an index other kinds share. */
  public static <V> IndexOrder of(
      String attribute,
      String type,
      KeyRange<V> range,
      Function<? super V, AttributeValue> encoder,
      boolean labelFilter) {
    return new IndexOrder(
        attribute,
        AttributeValue.Type.valueOf(type),
        Optional.ofNullable(range).map(r -> r.map(encoder)),
        labelFilter);
  }

  private static void checkRange(
      String attribute, AttributeValue.Type type, KeyRange<AttributeValue> range) {
    if (range.kind() == KeyRange.Kind.BEGINS_WITH && type != AttributeValue.Type.S) {
      throw new IllegalArgumentException(
          "begins_with needs a string sort attribute; " + attribute + " is " + type);
    }
    for (AttributeValue value : range.operands()) {
      if (value.type() != type) {
        throw new IllegalStateException(
            "A key range on " + attribute + " (" + type + ") holds a " + value.type() + " value");
      }
    }
    if (range.kind() == KeyRange.Kind.BETWEEN
        && SortKeyOrder.compareValues(range.operands().get(0), range.operands().get(1)) > 0) {
      throw new IllegalArgumentException(
          "KeyRange.between(low, high) on "
              + attribute
              + " has its low end above its high end; DynamoDB refuses it: swap them");
    }
  }

  /** Whether {@code value} of the sort attribute lies in the caller's range (always, without). */
  boolean contains(AttributeValue value) {
    if (range.isEmpty()) {
      return true;
    }
    KeyRange<AttributeValue> r = range.get();
    AttributeValue first = r.operands().get(0);
    int c = SortKeyOrder.compareValues(value, first);
    return switch (r.kind()) {
      case EQUAL_TO -> c == 0;
      case LESS_THAN -> c < 0;
      case AT_MOST -> c <= 0;
      case GREATER_THAN -> c > 0;
      case AT_LEAST -> c >= 0;
      case BETWEEN -> c >= 0 && SortKeyOrder.compareValues(value, r.operands().get(1)) <= 0;
      case BEGINS_WITH -> value.s().startsWith(first.s());
    };
  }

  /** The least value the range holds, inclusive (rounding an exclusive end in); null: none. */
  AttributeValue low() {
    if (range.isEmpty()) {
      return null;
    }
    KeyRange<AttributeValue> r = range.get();
    return switch (r.kind()) {
      case EQUAL_TO, GREATER_THAN, AT_LEAST, BETWEEN, BEGINS_WITH -> r.operands().get(0);
      case LESS_THAN, AT_MOST -> null;
    };
  }

  /** The greatest value the range holds, inclusive (rounding an exclusive end in); null: none. */
  AttributeValue high() {
    if (range.isEmpty()) {
      return null;
    }
    KeyRange<AttributeValue> r = range.get();
    return switch (r.kind()) {
      case EQUAL_TO, LESS_THAN, AT_MOST -> r.operands().get(0);
      case BETWEEN -> r.operands().get(1);
      case BEGINS_WITH -> AttributeValue.fromS(QueryPlan.prefixEnd(r.operands().get(0).s()));
      case GREATER_THAN, AT_LEAST -> null;
    };
  }

  /** What a cursor is bound to: the attribute, its type and the range. */
  String binding() {
    return attribute + " " + type + " " + range.map(KeyRange::toString).orElse("-")
        + (labelFilter ? " label" : "");
  }
}
