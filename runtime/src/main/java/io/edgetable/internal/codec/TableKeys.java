package io.edgetable.internal.codec;

import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The table's primary key attributes ({@code PK}, {@code SK}) and how to read them from items. */
public final class TableKeys {
  public static final String PARTITION = "PK";
  public static final String SORT = "SK";

  private TableKeys() {}

  public static boolean isKeyAttribute(String attribute) {
    return PARTITION.equals(attribute) || SORT.equals(attribute);
  }

  /** The {@code PK}/{@code SK} map of an item or key; a missing {@code PK} is a caller bug. */
  public static Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
    AttributeValue pk = item.get(PARTITION);
    if (pk == null) {
      throw new IllegalArgumentException(
          "Item has no " + PARTITION + " attribute: " + item.keySet());
    }
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put(PARTITION, pk);
    AttributeValue sk = item.get(SORT);
    if (sk != null) {
      key.put(SORT, sk);
    }
    return key;
  }

  /** {@code items} by their {@code PK}/{@code SK} map ({@link #keyOf}). */
  public static Map<Map<String, AttributeValue>, Map<String, AttributeValue>> byKey(
      Collection<Map<String, AttributeValue>> items) {
    Map<Map<String, AttributeValue>, Map<String, AttributeValue>> byKey = new HashMap<>();
    for (Map<String, AttributeValue> item : items) {
      byKey.put(keyOf(item), item);
    }
    return byKey;
  }

  /** {@code PK=STU#a91, SK=STU#a91}: how errors name an item. */
  public static String describe(Map<String, AttributeValue> item) {
    StringBuilder text = new StringBuilder();
    for (String attribute : new String[] {PARTITION, SORT}) {
      AttributeValue value = item.get(attribute);
      if (value != null) {
        if (text.length() > 0) {
          text.append(", ");
        }
        text.append(attribute).append('=').append(value.s() != null ? value.s() : value.toString());
      }
    }
    return text.toString();
  }

  /** The partition key's string value, or its text form if it is not a string. */
  public static String partitionValue(Map<String, AttributeValue> key) {
    AttributeValue pk = key.get(PARTITION);
    if (pk == null) {
      return "";
    }
    return pk.s() != null ? pk.s() : pk.toString();
  }
}
