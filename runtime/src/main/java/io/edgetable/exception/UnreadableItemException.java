package io.edgetable.exception;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item holds a value its record type cannot read: an enum constant the enum lacks, a number that
 * does not fit the component ({@code 3000000000} in an {@code int}), a malformed date, instant or
 * UUID, or a value of another DynamoDB type. Written by another client, a console edit, or an older
 * version of the record. The message names the item's key, the attribute, the stored value and the
 * type expected.
 *
 * <p>Every read that decodes the item throws it (get, queries, collection, hydrated reads, the item
 * an update returns, which that update has written), never a result that silently leaves the item
 * out. Fix the stored value (a DAO {@code update} of the attribute, or the console), or widen the
 * record type (add the constant, use a wider number); the integrity doctor lists every such item of
 * a table.
 */
public class UnreadableItemException extends EdgeTableException {
  private static final long serialVersionUID = 1L;

  private final String kind;
  private final transient Map<String, AttributeValue> key;
  private final String attribute;
  private final String storedValue;
  private final String expectedType;

  /**
   * An item of record kind {@code kind} with key {@code key} ({@code PK} and {@code SK}) whose
   * {@code attribute} holds {@code storedValue}, which is not a {@code expectedType}.
   */
  public UnreadableItemException(
      String message,
      String kind,
      Map<String, AttributeValue> key,
      String attribute,
      String storedValue,
      String expectedType,
      Throwable cause) {
    super(message, cause);
    this.kind = kind;
    this.key = Map.copyOf(key);
    this.attribute = attribute;
    this.storedValue = storedValue;
    this.expectedType = expectedType;
  }

  /** The record kind the item was read as: {@code Contributes}. */
  public String kind() {
    return kind;
  }

  /** The item's key: its {@code PK} and {@code SK}. */
  public Map<String, AttributeValue> key() {
    return key;
  }

  /** The attribute holding the value: {@code role}, or a key attribute for an id. */
  public String attribute() {
    return attribute;
  }

  /** The stored value as text: {@code BOSS}, {@code 3000000000}. */
  public String storedValue() {
    return storedValue;
  }

  /** What the record type reads there: {@code a constant of Role (MAINTAINER, REVIEWER)}. */
  public String expectedType() {
    return expectedType;
  }
}
