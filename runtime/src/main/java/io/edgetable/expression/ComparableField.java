package io.edgetable.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A field whose stored values DynamoDB orders: numbers by value; strings, ISO dates and instants
 * (stored with a fixed number of digits, so text order is time order) and UUIDs by their UTF-8
 * bytes. Counters ({@link CounterField}) and versions ({@link VersionField}): conditions, no update
 * actions.
 */
public sealed class ComparableField<R, V> extends Field<R, V>
    permits CounterField,
        IndexKeyField,
        NumberField,
        OrderedField,
        PrimitiveNumberField,
        PrimitiveOrderedField,
        StringField,
        VersionField {
  /** The field stored under attribute {@code name}, its values encoded by {@code encoder}. */
  public ComparableField(String name, Function<? super V, AttributeValue> encoder) {
    super(name, encoder);
  }

  /** {@code #name < :value}. */
  public Condition<R> lt(V value) {
    return Conditions.compare(name(), "<", encode(value));
  }

  /** {@code #name <= :value}. */
  public Condition<R> le(V value) {
    return Conditions.compare(name(), "<=", encode(value));
  }

  /** {@code #name > :value}. */
  public Condition<R> gt(V value) {
    return Conditions.compare(name(), ">", encode(value));
  }

  /** {@code #name >= :value}. */
  public Condition<R> ge(V value) {
    return Conditions.compare(name(), ">=", encode(value));
  }

  /** {@code #name BETWEEN :low AND :high}, both ends included. */
  public Condition<R> between(V low, V high) {
    return Conditions.between(name(), false, encode(low), encode(high));
  }
}
