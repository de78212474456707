package io.edgetable.expression;


/**
 * A change to some attributes of a record of type {@code T}: the actions of one UpdateItem,
 * built from the generated {@code FooFields} references ({@code EnrollmentFields.grade.set("A")})
 * and combined with {@link #and}. Always rendered with {@code #name} / {@code :value}
 * placeholders, so reserved words work as attribute names.
 *
 * <p>Sealed: every update comes from a generated field, so it names only attributes of {@code T}
 * that may change (never an id, a counter or a version). Updates are immutable values; values are
 * encoded when the action is built.
 */
public sealed interface Update<T> permits Updates.Action, Updates.Both {

  /** This and {@code other}, in one request. Two actions on one attribute fail when rendered. */
  default Update<T> and(Update<T> other) {
    return Updates.both(this, other);
  }
}
