package io.edgetable;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A list or set field of elements {@code E}: {@code contains(element)} and {@code size}. */
public class CollectionField<R, V, E> extends Field<R, V> {
  private final Function<? super E, AttributeValue> elementEncoder;

  public CollectionField(
      String name, Function<? super V, AttributeValue> encoder, Function<? super E, AttributeValue> elementEncoder) {
    super(name, encoder);
    this.elementEncoder = elementEncoder;
  }

  protected final AttributeValue encodeElement(E element) {
    return elementEncoder.apply(element);
  }

  public Condition<R> contains(E element) {
    throw new UnsupportedOperationException("TODO");
  }

  public SizeField<R> size() {
    throw new UnsupportedOperationException("TODO");
  }
}
