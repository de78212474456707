package io.edgetable;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A typed reference to the attribute of record type {@code R} that holds values of type
 * {@code V}; generated as constants of {@code FooFields}.
 */
public class Field<R, V> {
  private final String name;
  private final Function<? super V, AttributeValue> encoder;

  public Field(String name, Function<? super V, AttributeValue> encoder) {
    this.name = name;
    this.encoder = encoder;
  }

  public final String name() {
    return name;
  }

  protected final AttributeValue encode(V value) {
    return encoder.apply(value);
  }

  public Condition<R> eq(V value) {
    throw new UnsupportedOperationException("TODO");
  }

  public Condition<R> ne(V value) {
    throw new UnsupportedOperationException("TODO");
  }

  public Condition<R> exists() {
    throw new UnsupportedOperationException("TODO");
  }

  public Condition<R> notExists() {
    throw new UnsupportedOperationException("TODO");
  }
}
