package io.edgetable.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A primitive number field ({@code int}, {@code long}, {@code double}...) that is neither a counter
 * nor a version: comparisons, {@code set}, {@code setIfAbsent} and {@code add}. A primitive cannot
 * be null, so it has no {@code remove}.
 */
public final class PrimitiveNumberField<R, V> extends ComparableField<R, V>
    implements Settable<R, V>, Addable<R, V> {
  /** The field stored under attribute {@code name}, its values encoded by {@code encoder}. */
  public PrimitiveNumberField(String name, Function<? super V, AttributeValue> encoder) {
    super(name, encoder);
  }
}
