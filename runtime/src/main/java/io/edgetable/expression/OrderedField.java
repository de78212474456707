package io.edgetable.expression;

import io.edgetable.Ttl;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An ordered field that is no number and can be null ({@code Character}, {@code Instant}, {@code
 * LocalDate}, {@code UUID}, a {@link Ttl}): comparisons, {@code set}, {@code setIfAbsent} and
 * {@code remove}.
 */
public final class OrderedField<R, V> extends ComparableField<R, V>
    implements Settable<R, V>, Removable<R> {
  /** The field stored under attribute {@code name}, its values encoded by {@code encoder}. */
  public OrderedField(String name, Function<? super V, AttributeValue> encoder) {
    super(name, encoder);
  }
}
