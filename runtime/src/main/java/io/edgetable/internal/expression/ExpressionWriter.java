package io.edgetable.internal.expression;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Collects the {@code #name} and {@code :value} placeholders of one request's expressions, so
 * conditions, filters and key conditions never clash and reserved words are always safe.
 *
 * <p>Use one writer per request and let every expression of that request (key condition, filter,
 * condition, projection) register through it: names are shared, values are numbered. Where two
 * writers must feed one request, give them different {@linkplain #ExpressionWriter(String)
 * prefixes}. Not thread-safe: it belongs to one request.
 */
public final class ExpressionWriter {
  private static final Pattern PREFIX = Pattern.compile("[A-Za-z0-9]*");

  private final String prefix;
  private final Map<String, String> placeholderByName = new LinkedHashMap<>();
  private final Map<String, String> names = new LinkedHashMap<>();
  private final Map<String, AttributeValue> values = new LinkedHashMap<>();

  /** A writer whose placeholders are {@code #n0, #n1, ...} and {@code :v0, :v1, ...}. */
  public ExpressionWriter() {
    this("");
  }

  /**
   * A writer whose placeholders start with {@code prefix} ({@code #kn0}, {@code :kv0} for {@code
   * "k"}), for expressions built apart and sent in one request.
   */
  public ExpressionWriter(String prefix) {
    if (prefix == null || !PREFIX.matcher(prefix).matches()) {
      throw new IllegalArgumentException(
          "Placeholder prefix must be letters and digits only, got: " + prefix);
    }
    this.prefix = prefix;
  }

  /** The placeholder for an attribute name, e.g. {@code #n0}; one per distinct name. */
  public String name(String attribute) {
    if (attribute == null || attribute.isEmpty()) {
      throw new IllegalArgumentException("An attribute name must not be null or empty");
    }
    return placeholderByName.computeIfAbsent(
        attribute,
        a -> {
          String placeholder = "#" + prefix + "n" + names.size();
          names.put(placeholder, a);
          return placeholder;
        });
  }

  /** A fresh placeholder for a value, e.g. {@code :v0}. */
  public String value(AttributeValue value) {
    if (value == null) {
      throw new IllegalArgumentException(
          "A value must not be null; use exists()/notExists() to test absence");
    }
    String placeholder = ":" + prefix + "v" + values.size();
    values.put(placeholder, value);
    return placeholder;
  }

  /** Placeholder to attribute name, in registration order (for ExpressionAttributeNames). */
  public Map<String, String> names() {
    return Collections.unmodifiableMap(new LinkedHashMap<>(names));
  }

  /** Placeholder to value, in registration order (for ExpressionAttributeValues). */
  public Map<String, AttributeValue> values() {
    return Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  /**
   * {@link #names()}, or {@code null} when there are none: DynamoDB rejects an empty
   * ExpressionAttributeNames map, and the SDK leaves a {@code null} one out.
   */
  public Map<String, String> namesOrNull() {
    return names.isEmpty() ? null : names();
  }

  /** {@link #values()}, or {@code null} when there are none (see {@link #namesOrNull()}). */
  public Map<String, AttributeValue> valuesOrNull() {
    return values.isEmpty() ? null : values();
  }
}
