package io.edgetable;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts one record type to and from a DynamoDB item. Generated; stateless and thread-safe. */
public interface ItemMarshaller<T> {
  /** The full item, key attributes included. {@code null} components are omitted. */
  Map<String, AttributeValue> toItem(T value);

  /** Reads an item written by {@link #toItem}; attributes it does not know are ignored. */
  T fromItem(Map<String, AttributeValue> item);
}
