package io.edgetable.expression;


import io.edgetable.expression.Updates.Kind;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Update actions for tests, built as the generated {@code FooFields} build them (for records whose
 * fields do not have update actions yet).
 */
public final class UpdateActions {
  private UpdateActions() {}

  /** {@code SET #attribute = :value} for a string attribute. */
  public static <T> Update<T> set(String attribute, String value) {
    return Updates.action(Kind.SET, attribute, AttributeValue.fromS(value));
  }

  /** {@code ADD #attribute :value} for a number attribute. */
  public static <T> Update<T> add(String attribute, long value) {
    return Updates.action(Kind.ADD, attribute, AttributeValue.fromN(Long.toString(value)));
  }

  /** {@code REMOVE #attribute}. */
  public static <T> Update<T> remove(String attribute) {
    return Updates.action(Kind.REMOVE, attribute, null);
  }
}
