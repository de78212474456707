package io.edgetable.expression;

import io.edgetable.internal.expression.Expressions;
import io.edgetable.internal.expression.UpdateClauses;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The update actions, and their factories for the field classes of this package: each encodes its
 * value with the field's encoder, the marshaller's, so an update stores what a put would.
 */
final class Updates {
  static {
    // Internal code renders updates through this bridge: rendering is not public API.
    Expressions.registerUpdates((update, clauses) -> render((Update<?>) update, clauses));
  }

  private Updates() {}

  /** What every action has; package-private so rendering stays out of the API. */
  interface Rendered {
    void render(UpdateClauses clauses);
  }

  /** Adds {@code update}'s actions to {@code clauses}. */
  static void render(Update<?> update, UpdateClauses clauses) {
    ((Rendered) update).render(clauses);
  }

  static <T> Update<T> both(Update<T> first, Update<T> second) {
    return new Both<>(first, second);
  }

  /** What an action does to its attribute, in the words of DynamoDB's update expression. */
  enum Kind {
    /** {@code SET #a = :v}. */
    SET,
    /** {@code SET #a = if_not_exists(#a, :v)}. */
    SET_IF_ABSENT,
    /** {@code SET #a = list_append(if_not_exists(#a, :empty), :v)}. */
    APPEND,
    /** {@code REMOVE #a}. */
    REMOVE,
    /** {@code ADD #a :v}: a number added, or elements added to a set. */
    ADD,
    /** {@code DELETE #a :v}: elements removed from a set. */
    DELETE
  }

  /** One action on one attribute; {@code value} is null only for {@link Kind#REMOVE}. */
  record Action<T>(Kind kind, String attribute, AttributeValue value)
      implements Update<T>, Rendered {
    Action {
      Objects.requireNonNull(kind, "kind");
      Objects.requireNonNull(attribute, "attribute");
      if ((value == null) != (kind == Kind.REMOVE)) {
        throw new IllegalArgumentException(kind + " on '" + attribute + "' needs a value");
      }
    }

    @Override
    public void render(UpdateClauses clauses) {
      switch (kind) {
        case SET -> clauses.set(attribute, value);
        case SET_IF_ABSENT -> clauses.setIfAbsent(attribute, value);
        case APPEND -> clauses.append(attribute, value);
        case REMOVE -> clauses.remove(attribute);
        case ADD -> clauses.add(attribute, value);
        case DELETE -> clauses.delete(attribute, value);
      }
    }

    @Override
    public String toString() {
      return kind + " " + attribute;
    }
  }

  /** Two updates sent together. */
  record Both<T>(Update<T> first, Update<T> second) implements Update<T>, Rendered {
    Both {
      Objects.requireNonNull(first, "first");
      Objects.requireNonNull(second, "second");
    }

    @Override
    public void render(UpdateClauses clauses) {
      Updates.render(first, clauses);
      Updates.render(second, clauses);
    }

    @Override
    public String toString() {
      return first + ", " + second;
    }
  }

  static <T> Update<T> action(Kind kind, String attribute, AttributeValue value) {
    return new Action<>(kind, attribute, value);
  }

  /**
   * The field behind an update capability: {@link Settable} and {@link Addable} are sealed, and
   * every class they permit is a {@code Field<R, V>} of the same type arguments.
   */
  @SuppressWarnings("unchecked")
  static <R, V> Field<R, V> field(Object capability) {
    return (Field<R, V>) capability;
  }

  /** {@code SET}, or {@code REMOVE} for a value the marshaller does not write (an empty set). */
  static <R, V> Update<R> set(Field<R, V> field, V value) {
    AttributeValue encoded = field.encodeForUpdate("set", value);
    return omitted(encoded)
        ? action(Kind.REMOVE, field.name(), null)
        : action(Kind.SET, field.name(), encoded);
  }

  static <R, V> Update<R> setIfAbsent(Field<R, V> field, V value) {
    AttributeValue encoded = field.encodeForUpdate("setIfAbsent", value);
    if (omitted(encoded)) {
      throw new IllegalArgumentException(
          "setIfAbsent on '"
              + field.name()
              + "' with an empty set: DynamoDB stores no empty set,"
              + " so there is nothing to set; pass a non-empty set");
    }
    return action(Kind.SET_IF_ABSENT, field.name(), encoded);
  }

  static <R> Update<R> remove(String attribute) {
    return action(Kind.REMOVE, attribute, null);
  }

  static <R, V> Update<R> add(Field<R, V> field, V amount) {
    return action(Kind.ADD, field.name(), field.encodeForUpdate("add", amount));
  }

  static <R, E> Update<R> append(ListField<R, E> field, List<E> elements) {
    return action(Kind.APPEND, field.name(), field.encodeForUpdate("append", elements));
  }

  /** {@code ADD} or {@code DELETE} of set elements; DynamoDB refuses an empty set. */
  static <R, E> Update<R> elements(SetField<R, E> field, String what, Kind kind, Set<E> elements) {
    AttributeValue encoded = field.encodeForUpdate(what, elements);
    if (omitted(encoded)) {
      throw new IllegalArgumentException(
          what
              + " on '"
              + field.name()
              + "' needs at least one element: DynamoDB has no empty"
              + " set");
    }
    return action(kind, field.name(), encoded);
  }

  /** What the encoders give for a value the marshaller leaves out of the item. */
  private static boolean omitted(AttributeValue encoded) {
    return Boolean.TRUE.equals(encoded.nul());
  }
}
