package io.edgetable.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A list or set field of elements {@code E}: {@code contains(element)} and {@code size}. */
public sealed class CollectionField<R, V, E> extends Field<R, V> permits ListField, SetField {
  private final Function<? super E, AttributeValue> elementEncoder;

  /**
   * The field stored under attribute {@code name}, its elements encoded by {@code elementEncoder}.
   */
  public CollectionField(
      String name,
      Function<? super V, AttributeValue> encoder,
      Function<? super E, AttributeValue> elementEncoder) {
    super(name, encoder);
    this.elementEncoder = elementEncoder;
  }

  /** The attribute value of one element. */
  protected final AttributeValue encodeElement(E element) {
    return elementEncoder.apply(Conditions.required(element, name()));
  }

  /** {@code contains(#name, :element)}: the list or set holds {@code element}. */
  public Condition<R> contains(E element) {
    return Conditions.function("contains", name(), encodeElement(element));
  }

  /** {@code size(#name)}: the number of elements, compared with numbers. */
  public SizeField<R> size() {
    return new SizeField<>(name());
  }
}
