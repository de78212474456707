package io.edgetable.expression;


/**
 * A condition on the attributes of records of type {@code T}, built from the generated
 * {@code FooFields} references ({@code EnrollmentFields.grade.eq("A")}) and combined with
 * {@link #and}, {@link #or} and {@link #not}. Always rendered with {@code #name} / {@code :value}
 * placeholders, so reserved words work as attribute names.
 *
 * <p>Conditions are immutable values: one can be rendered into any number of requests. Values are
 * encoded when the condition is built, so a value DynamoDB cannot store (a NaN, say) fails there.
 *
 * <p>Sealed: every condition comes from a generated field or from combining conditions, so it
 * always renders placeholders and names only attributes of {@code T}.
 */
public sealed interface Condition<T>
    permits Conditions.And,
        Conditions.Or,
        Conditions.Not,
        Conditions.Comparison,
        Conditions.Call,
        Conditions.In {


  /** Both this and {@code other}: {@code a AND b}. */
  default Condition<T> and(Condition<T> other) {
    return Conditions.and(this, other);
  }

  /** This or {@code other}: {@code a OR b}. */
  default Condition<T> or(Condition<T> other) {
    return Conditions.or(this, other);
  }

  /** The negation: {@code NOT (a)}. */
  static <T> Condition<T> not(Condition<T> condition) {
    return Conditions.not(condition);
  }
}
