package io.edgetable.internal;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Collects the {@code #name} and {@code :value} placeholders of one request's expressions, so
 * conditions, filters and key conditions never clash and reserved words are always safe.
 */
public final class ExpressionWriter {

  /** The placeholder for an attribute name, e.g. {@code #n0}; one per distinct name. */
  public String name(String attribute) {
    throw new UnsupportedOperationException("TODO");
  }

  /** A fresh placeholder for a value, e.g. {@code :v0}. */
  public String value(AttributeValue value) {
    throw new UnsupportedOperationException("TODO");
  }

  public Map<String, String> names() {
    throw new UnsupportedOperationException("TODO");
  }

  public Map<String, AttributeValue> values() {
    throw new UnsupportedOperationException("TODO");
  }
}
