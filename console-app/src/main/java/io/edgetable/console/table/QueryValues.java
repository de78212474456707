package io.edgetable.console.table;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** How a query condition's value is typed before it is sent (by the model, when there is one). */
@FunctionalInterface
public interface QueryValues {
  /** Values as given: raw mode. */
  QueryValues AS_GIVEN = (attribute, op, value, field) -> value;

  /**
   * {@code value} of a condition {@code op} on {@code attribute}, in the type it is stored with.
   *
   * @throws io.edgetable.console.json.BadJsonException naming {@code field} when it cannot be
   */
  AttributeValue typed(String attribute, String op, AttributeValue value, String field);
}
