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
    String placeholder = placeholderByName.get(attribute);
    if (placeholder == null) {
      placeholder = "#n" + placeholderByName.size();
      placeholderByName.put(attribute, placeholder);
      names.put(placeholder, attribute);
    }
    return placeholder;
  }

  /** A fresh placeholder for a value, e.g. {@code :v0}. */
  public String value(AttributeValue value) {
    String placeholder = ":v" + values.size();
    values.put(placeholder, value);
    return placeholder;
  }

  /** Placeholder to attribute name, for {@code ExpressionAttributeNames}. */
  public Map<String, String> names() {
    return Collections.unmodifiableMap(new LinkedHashMap<>(names));
  }

  /** Placeholder to value, for {@code ExpressionAttributeValues}. */
  public Map<String, AttributeValue> values() {
    return Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }
}
