package io.edgetable;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A {@code String} field: comparisons plus {@code begins_with}, {@code contains}, {@code size}. */
public class StringField<R> extends ComparableField<R, String> {
  public StringField(String name) {
    super(name, AttributeValue::fromS);
  }

  public Condition<R> beginsWith(String prefix) {
    throw new UnsupportedOperationException("TODO");
  }

  public Condition<R> contains(String substring) {
    throw new UnsupportedOperationException("TODO");
  }

  public SizeField<R> size() {
    throw new UnsupportedOperationException("TODO");
  }
}
