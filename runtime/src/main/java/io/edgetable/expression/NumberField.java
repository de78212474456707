package io.edgetable.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A number field that can be null (a boxed number, {@code BigDecimal}, {@code BigInteger}) and is
 * neither a counter nor a version: comparisons, {@code set}, {@code setIfAbsent}, {@code add} and
 * {@code remove}.
 */
public final class NumberField<R, V> extends ComparableField<R, V>
    implements Settable<R, V>, Addable<R, V>, Removable<R> {
  /** The field stored under attribute {@code name}, its values encoded by {@code encoder}. */
  public NumberField(String name, Function<? super V, AttributeValue> encoder) {
    super(name, encoder);
  }
}
