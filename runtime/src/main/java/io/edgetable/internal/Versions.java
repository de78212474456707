package io.edgetable.internal;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The {@code @Version} rules (SPEC "Optimistic locking"), written once for every write that applies
 * them, single-item or transactional: a new item starts at version 1, an overwrite is conditional
 * on the version the caller read and stores the next one, an update adds 1.
 *
 * <p>Versions are stored as numbers under the component's name.
 */
public final class Versions {
  private static final AttributeValue ONE = AttributeValue.fromN("1");

  private Versions() {}

  /** {@code item} as {@code put} creates it: version 1, whatever the record holds. */
  public static Map<String, AttributeValue> first(
      Map<String, AttributeValue> item, String attribute) {
    return with(item, attribute, 1);
  }

  /** {@code item} with the version after the one it holds: what an overwrite stores. */
  public static Map<String, AttributeValue> next(
      Map<String, AttributeValue> item, String attribute) {
    return with(item, attribute, held(item, attribute) + 1);
  }

  /** The version {@code item} holds (the one its record was read with); 0 if it has none. */
  public static long held(Map<String, AttributeValue> item, String attribute) {
    return stored(item, attribute).orElse(0L);
  }

  /** The version of a stored item (e.g. one returned with {@code ALL_OLD}), if it has one. */
  public static Optional<Long> stored(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item == null ? null : item.get(attribute);
    return value == null || value.n() == null
        ? Optional.empty()
        : Optional.of(Long.parseLong(value.n()));
  }

  /**
   * {@code #version = :expected}, registered with {@code writer}: the condition of an overwrite.
   */
  public static String matches(ExpressionWriter writer, String attribute, long expected) {
    return writer.name(attribute)
        + " = "
        + writer.value(AttributeValue.fromN(Long.toString(expected)));
  }

  /** {@code ADD #version :1}: what an update does to the version. */
  public static void bump(UpdateClauses clauses, String attribute) {
    clauses.add(attribute, ONE);
  }

  private static Map<String, AttributeValue> with(
      Map<String, AttributeValue> item, String attribute, long version) {
    Map<String, AttributeValue> copy = new LinkedHashMap<>(item);
    copy.put(attribute, AttributeValue.fromN(Long.toString(version)));
    return copy;
  }
}
