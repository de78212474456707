package io.edgetable.internal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Collects the {@code #name} and {@code :value} placeholders of one request's expressions, so
 * conditions, filters and key conditions never clash and reserved words are always safe.
 */
public final class ExpressionWriter {
  private final Map<String, String> placeholderByName = new LinkedHashMap<>();
  private final Map<String, String> names = new LinkedHashMap<>();
  private final Map<String, AttributeValue> values = new LinkedHashMap<>();

  /** The placeholder for an attribute name, e.g. {@code #n0}; one per distinct name. */
  public String name(String attribute) {
    if (attribute == null || attribute.isEmpty()) {
      throw new IllegalArgumentException("An attribute name must not be null or empty");
    }
    return placeholderByName.computeIfAbsent(attribute, a -> {
      String placeholder = "#n" + names.size();
      names.put(placeholder, a);
      return placeholder;
    });
  }

  /** A fresh placeholder for a value, e.g. {@code :v0}. */
  public String value(AttributeValue value) {
    if (value == null) {
      throw new IllegalArgumentException("An expression value must not be null");
    }
    String placeholder = ":v" + values.size();
    values.put(placeholder, value);
    return placeholder;
  }

  public Map<String, String> names() {
    return Collections.unmodifiableMap(names);
  }

  public Map<String, AttributeValue> values() {
    return Collections.unmodifiableMap(values);
  }
}
