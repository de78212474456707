package io.edgetable.internal.query;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The order DynamoDB returns the items of one partition in: by sort key (for an ordered index,
 * its typed sort attribute first, then the label sort key), then by the other key attributes.
 * Strings compare by Unicode code point: the UTF-8 byte order that DynamoDB sorts strings by
 * ({@link String#compareTo}, in UTF-16 units, differs above U+FFFF); numbers by value; binary
 * values by unsigned bytes.
 */
public final class SortKeyOrder implements Comparator<Map<String, AttributeValue>> {
  private final List<String> attributes;

  private SortKeyOrder(List<String> attributes) {
    this.attributes = attributes;
  }

  /** Ascending order over {@code keyAttributes} minus the partition attribute, sort key first. */
  static Comparator<Map<String, AttributeValue>> of(QuerySpec<?> spec, boolean descending) {
    List<String> attributes = new ArrayList<>();
    spec.order().ifPresent(order -> attributes.add(order.attribute()));
    attributes.add(spec.sortAttribute());
    for (String attribute : spec.keyAttributes()) {
      if (!attributes.contains(attribute) && !attribute.equals(spec.partitionAttribute())) {
        attributes.add(attribute);
      }
    }
    SortKeyOrder ascending = new SortKeyOrder(List.copyOf(attributes));
    return descending ? ascending.reversed() : ascending;
  }

  @Override
  public int compare(Map<String, AttributeValue> a, Map<String, AttributeValue> b) {
    for (String attribute : attributes) {
      int c = compareValues(value(a, attribute), value(b, attribute));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  private static AttributeValue value(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    if (value == null) {
      throw new IllegalStateException(
          "Item key attribute " + attribute + " is missing: " + item.keySet());
    }
    return value;
  }

  /**
   * Two key values of one attribute as DynamoDB orders them: {@code S} by code point, {@code N}
   * by value, {@code B} by unsigned bytes.
   */
  public static int compareValues(AttributeValue a, AttributeValue b) {
    if (a.s() != null && b.s() != null) {
      return compareCodePoints(a.s(), b.s());
    }
    if (a.n() != null && b.n() != null) {
      return new BigDecimal(a.n()).compareTo(new BigDecimal(b.n()));
    }
    if (a.b() != null && b.b() != null) {
      return Arrays.compareUnsigned(a.b().asByteArrayUnsafe(), b.b().asByteArrayUnsafe());
    }
    throw new IllegalStateException(
        "Key values of one attribute have different types: " + a.type() + " and " + b.type());
  }

  public static int compareCodePoints(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      int ca = a.codePointAt(i);
      int cb = b.codePointAt(j);
      if (ca != cb) {
        return Integer.compare(ca, cb);
      }
      i += Character.charCount(ca);
      j += Character.charCount(cb);
    }
    return Boolean.compare(i < a.length(), j < b.length());
  }
}
