package io.edgetable.expression;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@code size(attribute)}: compared with numbers ({@code .size().gt(3)}). */
public final class SizeField<R> {
  private final String attribute;

  SizeField(String attribute) {
    this.attribute = attribute;
  }

  /** {@code size(#name) = :size}. */
  public Condition<R> eq(long size) {
    return compare("=", size);
  }

  /** {@code size(#name) <> :size}. */
  public Condition<R> ne(long size) {
    return compare("<>", size);
  }

  /** {@code size(#name) < :size}. */
  public Condition<R> lt(long size) {
    return compare("<", size);
  }

  /** {@code size(#name) <= :size}. */
  public Condition<R> le(long size) {
    return compare("<=", size);
  }

  /** {@code size(#name) > :size}. */
  public Condition<R> gt(long size) {
    return compare(">", size);
  }

  /** {@code size(#name) >= :size}. */
  public Condition<R> ge(long size) {
    return compare(">=", size);
  }

  /** {@code size(#name) BETWEEN :low AND :high}. */
  public Condition<R> between(long low, long high) {
    return Conditions.between(attribute, true, number(low), number(high));
  }

  private Condition<R> compare(String operator, long size) {
    return Conditions.sizeCompare(attribute, operator, number(size));
  }

  private static AttributeValue number(long value) {
    return AttributeValue.fromN(Long.toString(value));
  }
}
