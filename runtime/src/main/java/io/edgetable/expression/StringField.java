package io.edgetable.expression;

import io.edgetable.internal.codec.AttributeEncoders;

/**
 * A {@code String} field: comparisons plus {@code begins_with}, {@code contains}, {@code size};
 * {@code set}, {@code setIfAbsent} and {@code remove}. Values are checked as the marshaller checks
 * them: a string with an unpaired surrogate throws {@link IllegalArgumentException} naming the
 * attribute, before anything is sent.
 */
public final class StringField<R> extends ComparableField<R, String>
    implements Settable<R, String>, Removable<R> {
  /** The field stored under attribute {@code name}. */
  public StringField(String name) {
    super(name, value -> AttributeEncoders.encodeString(name, value));
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
