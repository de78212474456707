package io.edgetable;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A {@code String} field: comparisons plus {@code begins_with}, {@code contains}, {@code size}. */
public class StringField<R> extends ComparableField<R, String> {
  public StringField(String name) {
    super(name, AttributeValue::fromS);
  }

  /** {@code begins_with(#name, :prefix)}. */
  public Condition<R> beginsWith(String prefix) {
    return Conditions.function("begins_with", name(), encode(prefix));
  }

  /** {@code contains(#name, :substring)}. */
  public Condition<R> contains(String substring) {
    return Conditions.function("contains", name(), encode(substring));
  }

  /** {@code size(#name)}: the length in UTF-8 bytes, compared with numbers. */
  public SizeField<R> size() {
    return new SizeField<>(name());
  }
}
