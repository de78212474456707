package io.edgetable.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A field whose values DynamoDB does not order and that can be null ({@code Boolean}, {@code
 * byte[]}, a map, a nested record; an enum is an {@link EnumField}): equality conditions, {@code
 * set}, {@code setIfAbsent} and {@code remove}.
 */
public final class ValueField<R, V> extends Field<R, V> implements Settable<R, V>, Removable<R> {
  /** The field stored under attribute {@code name}, its values encoded by {@code encoder}. */
  public ValueField(String name, Function<? super V, AttributeValue> encoder) {
    super(name, encoder);
  }
}
