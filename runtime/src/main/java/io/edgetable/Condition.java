package io.edgetable;

import io.edgetable.internal.ExpressionWriter;

/**
 * A condition on the attributes of records of type {@code T}, built from the generated
 * {@code FooFields} references ({@code EnrollmentFields.grade.eq("A")}) and combined with
 * {@link #and}, {@link #or} and {@link #not}. Always rendered with {@code #name} / {@code :value}
 * placeholders, so reserved words work as attribute names.
 */
public interface Condition<T> {

  /**
   * Appends this condition's expression text, registering its names and values with
   * {@code writer}. Called by the runtime; users combine conditions instead.
   */
  String render(ExpressionWriter writer);

  default Condition<T> and(Condition<T> other) {
    throw new UnsupportedOperationException("TODO");
  }

  default Condition<T> or(Condition<T> other) {
    throw new UnsupportedOperationException("TODO");
  }

  static <T> Condition<T> not(Condition<T> condition) {
    throw new UnsupportedOperationException("TODO");
  }
}
