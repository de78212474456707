package io.edgetable;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A field whose values DynamoDB orders: numbers, strings, ISO dates and instants. */
public class ComparableField<R, V> extends Field<R, V> {
  public ComparableField(String name, Function<? super V, AttributeValue> encoder) {
    super(name, encoder);
  }

  public Condition<R> lt(V value) {
    throw new UnsupportedOperationException("TODO");
  }

  public Condition<R> le(V value) {
    throw new UnsupportedOperationException("TODO");
  }

  public Condition<R> gt(V value) {
    throw new UnsupportedOperationException("TODO");
  }

  public Condition<R> ge(V value) {
    throw new UnsupportedOperationException("TODO");
  }

  public Condition<R> between(V low, V high) {
    throw new UnsupportedOperationException("TODO");
  }
}
