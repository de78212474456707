package io.edgetable.internal.doctor;

import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Primary keys as findings name them: {@code PK} then {@code SK}. */
final class Keys {
  private Keys() {}

  static Map<String, AttributeValue> of(String pk, String sk) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("PK", AttributeValue.fromS(pk));
    key.put("SK", AttributeValue.fromS(sk));
    return key;
  }

  /** The {@code PK} and {@code SK} an item has (either may be missing). */
  static Map<String, AttributeValue> of(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    if (item.containsKey("PK")) {
      key.put("PK", item.get("PK"));
    }
    if (item.containsKey("SK")) {
      key.put("SK", item.get("SK"));
    }
    return key;
  }
}
