package io.edgetable.expression;

/** The {@code add} action of a number field that may change (not a counter or a version). */
public sealed interface Addable<R, V> permits NumberField, PrimitiveNumberField {

  /**
   * {@code ADD #name :amount}: adds {@code amount} (negative to subtract) to the stored number, in
   * DynamoDB, without reading it; an absent attribute counts as 0. The sum must still fit the
   * component's type when read back.
   *
   * @throws IllegalArgumentException for null, NaN or an infinite amount
   */
  default Update<R> add(V amount) {
    return Updates.add(Updates.field(this), amount);
  }
}
