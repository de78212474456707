package io.edgetable.internal.codec;

import io.edgetable.exception.ItemTooLargeException;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's item size, computed as its developer guide describes ("Item sizes and formats"):
 * attribute names in UTF-8 bytes plus each value (strings: UTF-8 bytes; numbers: one byte per two
 * significant digits plus one; binary: bytes; booleans and null: one byte; lists and maps: three
 * bytes, plus one byte per element, plus their elements, map keys counted like attribute names;
 * sets: the sum of their elements). The one count of it: the 400 KB check, the read-ahead's item
 * sizes and the console's read units all use it.
 */
public final class ItemSize {
  /** 400 KB, attribute names included. */
  public static final int MAX_ITEM_BYTES = 400 * 1024;

  /** What a list or a map costs whatever it holds, empty included. */
  private static final long LIST_OR_MAP_BYTES = 3;

  /** What each element of a list or a map costs beyond its own size (and a map element's key). */
  private static final long ELEMENT_BYTES = 1;

  private ItemSize() {}

  /** The item's size in bytes. */
  public static long of(Map<String, AttributeValue> item) {
    long size = 0;
    for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
      size += utf8Length(attribute.getKey()) + of(attribute.getValue());
    }
    return size;
  }

  /** Throws {@link ItemTooLargeException} naming the item's key if it is over 400 KB. */
  public static void check(Map<String, AttributeValue> item) {
    long size = of(item);
    if (size > MAX_ITEM_BYTES) {
      throw new ItemTooLargeException(
          "Item " + TableKeys.describe(item) + " is " + size + " bytes; DynamoDB allows at most "
              + MAX_ITEM_BYTES + " bytes (400 KB, attribute names included). Keep large values"
              + " elsewhere (e.g. S3) and store a reference, or split the record.");
    }
  }

  static long of(AttributeValue value) {
    switch (value.type()) {
      case S:
        return utf8Length(value.s());
      case N:
        return numberSize(value.n());
      case B:
        return value.b().asByteArrayUnsafe().length;
      case BOOL:
      case NUL:
        return 1;
      case SS:
        return value.ss().stream().mapToLong(ItemSize::utf8Length).sum();
      case NS:
        return value.ns().stream().mapToLong(ItemSize::numberSize).sum();
      case BS:
        return value.bs().stream().mapToLong(b -> b.asByteArrayUnsafe().length).sum();
      case L:
        return LIST_OR_MAP_BYTES + value.l().size() * ELEMENT_BYTES + listSize(value.l());
      case M:
        return LIST_OR_MAP_BYTES + value.m().size() * ELEMENT_BYTES + of(value.m());
      default:
        throw new IllegalArgumentException("Unknown attribute value type: " + value);
    }
  }

  private static long listSize(List<AttributeValue> elements) {
    return elements.stream().mapToLong(ItemSize::of).sum();
  }

  /** One byte per two significant digits, plus one; leading and trailing zeros do not count. */
  static long numberSize(String number) {
    String text = number.trim();
    int exponent = Math.max(text.indexOf('e'), text.indexOf('E'));
    if (exponent >= 0) {
      text = text.substring(0, exponent);
    }
    String digits = text.replace("-", "").replace("+", "").replace(".", "");
    int start = 0;
    while (start < digits.length() && digits.charAt(start) == '0') {
      start++;
    }
    int end = digits.length();
    while (end > start && digits.charAt(end - 1) == '0') {
      end--;
    }
    int significant = Math.max(1, end - start);
    return (significant + 1) / 2 + 1;
  }

  private static long utf8Length(String text) {
    return KeyCodec.utf8Length(text); // counted, not encoded: sizes are taken on every item read
  }
}
