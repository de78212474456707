package io.edgetable.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A {@code char} field: comparisons, {@code set} and {@code setIfAbsent}. A primitive cannot be
 * null, so it has no {@code remove}.
 */
public final class PrimitiveOrderedField<R, V> extends ComparableField<R, V>
    implements Settable<R, V> {
  /** The field stored under attribute {@code name}, its values encoded by {@code encoder}. */
  public PrimitiveOrderedField(String name, Function<? super V, AttributeValue> encoder) {
    super(name, encoder);
  }
}
