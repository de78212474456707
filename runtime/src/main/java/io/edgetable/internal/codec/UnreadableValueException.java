package io.edgetable.internal.codec;

import io.edgetable.exception.UnreadableItemException;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stored value a decoder cannot read as its component's type, before the item it came from is
 * known: {@link AttributeDecoders} and {@link KeyCodec} throw it, and a generated marshaller's
 * {@code fromItem}, which holds the item, turns it into {@link UnreadableItemException} naming the
 * item's key ({@link #inItem}). An {@link IllegalStateException}, as the decoders' errors were.
 */
public final class UnreadableValueException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  private final String attribute;
  private final String storedValue;
  private final boolean text;
  private final String expectedType;

  /**
   * {@code attribute} holds {@code storedValue} (a string's text if {@code text}, else a number's
   * or another type's form), which is not {@code expectedType} ({@code "an int"}).
   */
  UnreadableValueException(
      String attribute, String storedValue, boolean text, String expectedType, Throwable cause) {
    super(
        "Attribute '"
            + attribute
            + "' holds "
            + shown(storedValue, text)
            + ", which is not "
            + expectedType,
        cause);
    this.attribute = attribute;
    this.storedValue = storedValue;
    this.text = text;
    this.expectedType = expectedType;
  }

  private static String shown(String value, boolean text) {
    return text ? '"' + value + '"' : value;
  }

  /** The exception for this value in {@code item}, an item of record kind {@code kind}. */
  public UnreadableItemException inItem(String kind, Map<String, AttributeValue> item) {
    Map<String, AttributeValue> key =
        item.containsKey(TableKeys.PARTITION) ? TableKeys.keyOf(item) : Map.of();
    return new UnreadableItemException(
        "Cannot read "
            + kind
            + " item ("
            + TableKeys.describe(key)
            + "): attribute '"
            + attribute
            + "' holds "
            + shown(storedValue, text)
            + ", which is not "
            + expectedType
            + ". Fix the stored value (an update of the attribute, or the console), or widen the"
            + " record type; the integrity doctor lists every such item.",
        kind,
        key,
        attribute,
        storedValue,
        expectedType,
        this);
  }
}
