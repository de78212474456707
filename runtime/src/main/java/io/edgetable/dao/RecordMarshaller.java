package io.edgetable.dao;

import io.edgetable.ItemMarshaller;
import io.edgetable.internal.codec.AttributeEncoders;
import io.edgetable.internal.codec.UnreadableValueException;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What every generated {@code FooMarshaller} does around its own record's keys and attributes:
 * refuse a null record, size the item, and name the item in the error a value it cannot read
 * gives. A generated marshaller writes and reads its record's fields in {@link #write} and {@link
 * #read}; its class Javadoc states the keys it writes.
 *
 * <p>Extended only by the marshallers the processor generates; applications use their {@code
 * INSTANCE} through {@link ItemMarshaller}.
 *
 * @param <T> the record
 */
public abstract class RecordMarshaller<T> implements ItemMarshaller<T> {
  private final String recordName;
  private final String nullValue;
  private final int attributes;

  /**
   * A marshaller of records named {@code recordName} (in messages), whose items hold at most
   * {@code attributes} attributes, keys included.
   */
  protected RecordMarshaller(String recordName, int attributes) {
    this.recordName = recordName;
    this.nullValue = recordName + " value";
    this.attributes = attributes;
  }

  /**
   * The item of {@code value}: its keys (as the generated class Javadoc states), then its non-null
   * attributes.
   *
   * @throws NullPointerException if {@code value} is null
   * @throws io.edgetable.exception.InvalidKeyException for an id that cannot form a key
   * @throws IllegalArgumentException for a value DynamoDB cannot store (NaN)
   */
  @Override
  public final Map<String, AttributeValue> toItem(T value) {
    Objects.requireNonNull(value, nullValue);
    Map<String, AttributeValue> item = AttributeEncoders.newItem(attributes);
    write(value, item);
    return item;
  }

  /**
   * Reads an item written by {@link #toItem}: ids from the keys, missing attributes as {@code null}
   * (primitives: their default); unknown attributes are ignored.
   *
   * @throws io.edgetable.exception.UnreadableItemException for a value the record cannot hold,
   *     naming the item's key, the attribute, the value and the type expected
   */
  @Override
  public final T fromItem(Map<String, AttributeValue> item) {
    try {
      return read(item);
    } catch (UnreadableValueException e) {
      throw e.inItem(recordName, item);
    }
  }

  /** Puts the keys and the non-null attributes of {@code value} into {@code item}. */
  protected abstract void write(T value, Map<String, AttributeValue> item);

  /** The record of {@code item}; a value it cannot read throws from the runtime's decoders. */
  protected abstract T read(Map<String, AttributeValue> item);

  /** Puts the key attribute {@code name}, a string: {@code PK}, {@code GSI1SK}... */
  protected static void putKey(Map<String, AttributeValue> item, String name, String key) {
    item.put(name, AttributeValue.createS(key));
  }

  /**
   * Puts what {@code encoder} makes of {@code value} under {@code name}, unless {@code value} is
   * null: a null component is stored as no attribute at all.
   */
  protected static <V> void putPresent(
      Map<String, AttributeValue> item,
      String name,
      V value,
      Function<? super V, AttributeValue> encoder) {
    if (value != null) {
      item.put(name, encoder.apply(value));
    }
  }
}
