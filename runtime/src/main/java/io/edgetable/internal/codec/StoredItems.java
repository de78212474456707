package io.edgetable.internal.codec;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Whether an item DynamoDB returned holds what a request wrote: equal as DynamoDB stores them, not
 * as Java compares the maps. DynamoDB normalizes numbers ({@code 1.50} comes back as {@code 1.5})
 * and keeps no order in sets, so a write recognized by its item (a retry that met the write of its
 * own lost attempt) is compared value by value.
 */
public final class StoredItems {
  private StoredItems() {}

  /** Whether {@code a} and {@code b} hold the same attributes with the same stored values. */
  public static boolean same(Map<String, AttributeValue> a, Map<String, AttributeValue> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (Map.Entry<String, AttributeValue> attribute : a.entrySet()) {
      AttributeValue other = b.get(attribute.getKey());
      if (other == null || !same(attribute.getValue(), other)) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code a} and {@code b} are the same stored value. */
  public static boolean same(AttributeValue a, AttributeValue b) {
    if (a.type() != b.type()) {
      return false;
    }
    return switch (a.type()) {
      case N -> sameNumber(a.n(), b.n());
      case NS -> sameNumbers(a.ns(), b.ns());
      case SS -> new HashSet<>(a.ss()).equals(new HashSet<>(b.ss()));
      case BS -> new HashSet<SdkBytes>(a.bs()).equals(new HashSet<SdkBytes>(b.bs()));
      case L -> sameList(a.l(), b.l());
      case M -> same(a.m(), b.m());
      default -> a.equals(b);
    };
  }

  private static boolean sameNumber(String a, String b) {
    return a.equals(b) || new BigDecimal(a).compareTo(new BigDecimal(b)) == 0;
  }

  private static boolean sameNumbers(List<String> a, List<String> b) {
    return numbers(a).equals(numbers(b));
  }

  /** Numbers by value: {@code 1.50} and {@code 1.5} are one. */
  private static Set<BigDecimal> numbers(List<String> texts) {
    Set<BigDecimal> numbers = new HashSet<>();
    texts.forEach(n -> numbers.add(new BigDecimal(n).stripTrailingZeros()));
    return numbers;
  }

  private static boolean sameList(List<AttributeValue> a, List<AttributeValue> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (!same(a.get(i), b.get(i))) {
        return false;
      }
    }
    return true;
  }
}
