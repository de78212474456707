package io.edgetable;

import io.edgetable.internal.UpdateClauses;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The update actions, and their factories for the field classes of this package. */
final class Updates {
  private Updates() {}

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
  record Action<T>(Kind kind, String attribute, AttributeValue value) implements Update<T> {
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
  record Both<T>(Update<T> first, Update<T> second) implements Update<T> {
    Both {
      Objects.requireNonNull(first, "first");
      Objects.requireNonNull(second, "second");
    }

    @Override
    public void render(UpdateClauses clauses) {
      first.render(clauses);
      second.render(clauses);
    }

    @Override
    public String toString() {
      return first + ", " + second;
    }
  }

  static <T> Update<T> action(Kind kind, String attribute, AttributeValue value) {
    return new Action<>(kind, attribute, value);
  }
}
