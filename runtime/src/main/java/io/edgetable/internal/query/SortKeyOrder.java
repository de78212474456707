package io.edgetable.internal.query;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The order DynamoDB returns the items of one partition in: by sort key, then by the other key
 * attributes, each compared by Unicode code point. Code point order is the UTF-8 byte order that
 * DynamoDB sorts strings by; {@link String#compareTo} (UTF-16 units) differs above U+FFFF.
 */
public final class SortKeyOrder implements Comparator<Map<String, AttributeValue>> {
  private final List<String> attributes;

  private SortKeyOrder(List<String> attributes) {
    this.attributes = attributes;
  }

  /** Ascending order over {@code keyAttributes} minus the partition attribute, sort key first. */
  static Comparator<Map<String, AttributeValue>> of(QuerySpec<?> spec, boolean descending) {
    List<String> attributes = new ArrayList<>();
    attributes.add(spec.sortAttribute());
    for (String attribute : spec.keyAttributes()) {
      if (!attribute.equals(spec.partitionAttribute()) && !attribute.equals(spec.sortAttribute())) {
        attributes.add(attribute);
      }
    }
    SortKeyOrder ascending = new SortKeyOrder(List.copyOf(attributes));
    return descending ? ascending.reversed() : ascending;
  }

  @Override
  public int compare(Map<String, AttributeValue> a, Map<String, AttributeValue> b) {
    for (String attribute : attributes) {
      int c = compareCodePoints(text(a, attribute), text(b, attribute));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  private static String text(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    if (value == null || value.s() == null) {
      throw new IllegalStateException(
          "Item key attribute " + attribute + " is missing or not a string: " + item.keySet());
    }
    return value.s();
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
