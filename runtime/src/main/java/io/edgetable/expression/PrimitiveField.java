package io.edgetable.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A {@code boolean} field: equality conditions, {@code set} and {@code setIfAbsent}. A primitive
 * cannot be null, so it has no {@code remove}.
 */
public final class PrimitiveField<R, V> extends Field<R, V> implements Settable<R, V> {
  /** The field stored under attribute {@code name}, its values encoded by {@code encoder}. */
  public PrimitiveField(String name, Function<? super V, AttributeValue> encoder) {
    super(name, encoder);
  }
}
