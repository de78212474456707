package io.edgetable.internal.model;

import io.edgetable.internal.codec.StoredItems;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.expression.UpdateClauses;

import io.edgetable.exception.VersionConflictException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * The {@code @Version} rules of optimistic locking, written once for every write that applies
 * them, single-item or transactional: a new item starts at version 1, an overwrite is conditional
 * on the version the caller read and stores the next one, an update adds 1. A refused write is a
 * {@link VersionConflictException} read from the item the refused request returned ({@code
 * ReturnValuesOnConditionCheckFailure = ALL_OLD}), so a conflict costs no second request.
 *
 * <p>Versions are stored as numbers under the component's name. Version {@code 0} means "none
 * stored": a record never written, or an item written before the record had a version.
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
    long held = held(item, attribute);
    if (held < 0 || held == Long.MAX_VALUE) {
      throw new IllegalArgumentException(
          "Version attribute '"
              + attribute
              + "' holds "
              + held
              + "; a version is 0 (new) or the positive version read");
    }
    return with(item, attribute, held + 1);
  }

  /** The version {@code item} holds (the one its record was read with); 0 if it has none. */
  public static long held(Map<String, AttributeValue> item, String attribute) {
    return stored(item, attribute).orElse(0L);
  }

  /** The version of a stored item (e.g. one returned with {@code ALL_OLD}), if it has one. */
  public static Optional<Long> stored(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item == null ? null : item.get(attribute);
    if (value == null || value.n() == null) {
      return Optional.empty();
    }
    try {
      return Optional.of(Long.parseLong(value.n()));
    } catch (NumberFormatException e) {
      throw new IllegalStateException(
          "Version attribute '" + attribute + "' holds " + value.n() + ", not a long", e);
    }
  }

  /**
   * Whether {@code stored} holds version {@code expected} ({@code 0}: holds none), as {@link
   * #condition} checks it.
   */
  public static boolean holds(Map<String, AttributeValue> stored, String attribute, long expected) {
    Optional<Long> version = stored(stored, attribute);
    return expected == 0 ? version.isEmpty() : version.isPresent() && version.get() == expected;
  }

  /**
   * {@code #version = :expected}, registered with {@code writer}: the condition of an overwrite.
   */
  public static String matches(ExpressionWriter writer, String attribute, long expected) {
    return writer.name(attribute)
        + " = "
        + writer.value(AttributeValue.fromN(Long.toString(expected)));
  }

  /**
   * The stored item holds version {@code expected}: {@link #matches}, or for {@code 0} {@code
   * attribute_not_exists(#version)} (no item, or one without a version).
   */
  public static String condition(ExpressionWriter writer, String attribute, long expected) {
    return expected == 0
        ? "attribute_not_exists(" + writer.name(attribute) + ")"
        : matches(writer, attribute, expected);
  }

  /** {@code ADD #version :1}: what an update does to the version. */
  public static void bump(UpdateClauses clauses, String attribute) {
    clauses.add(attribute, ONE);
  }

  /**
   * The conflict of a {@code write} ({@code "save"}, {@code "replace"}...) of {@code key} that
   * expected {@code expected} and found {@code stored} (empty: no item; an expired one counts as
   * none).
   */
  public static <K> VersionConflictException conflict(
      RecordType<?, K> type,
      K key,
      String write,
      long expected,
      Map<String, AttributeValue> stored) {
    String attribute = type.versionAttribute().orElseThrow();
    boolean present = !stored.isEmpty() && !Expiry.of(type).expired(stored);
    Optional<Long> version = present ? stored(stored, attribute) : Optional.empty();
    OptionalLong found = version.map(OptionalLong::of).orElse(OptionalLong.empty());
    String what =
        found.isPresent()
            ? "version " + found.getAsLong() + " is stored"
            : present ? "the stored item holds no version" : "no item is stored";
    return new VersionConflictException(
        "Cannot "
            + write
            + " "
            + type.describe(key)
            + ": expected version "
            + expected
            + (expected == 0 ? " (none stored yet)" : "")
            + ", but "
            + what
            + ", so it was written (or deleted) since it was read; nothing was written. Read it"
            + " again, apply the change to what is stored, and write that.",
        key,
        expected,
        found);
  }

  private static Map<String, AttributeValue> with(
      Map<String, AttributeValue> item, String attribute, long version) {
    Map<String, AttributeValue> copy = new LinkedHashMap<>(item);
    copy.put(attribute, AttributeValue.fromN(Long.toString(version)));
    return copy;
  }

  /**
   * Whether {@code stored} holds exactly what the write of {@code written} leaves (a save's
   * item, with its next version), attributes in {@code preserved} aside (a node's counters,
   * which a save never overwrites): so a refused retry met the write of its own lost attempt.
   */
  public static boolean holdsWrite(
      Map<String, AttributeValue> stored,
      Map<String, AttributeValue> written,
      List<String> preserved) {
    if (stored.isEmpty()) {
      return false;
    }
    for (Map.Entry<String, AttributeValue> attribute : written.entrySet()) {
      AttributeValue held = stored.get(attribute.getKey());
      if (!preserved.contains(attribute.getKey())
          && (held == null || !StoredItems.same(attribute.getValue(), held))) {
        return false;
      }
    }
    for (String name : stored.keySet()) {
      if (!written.containsKey(name) && !preserved.contains(name)) {
        return false;
      }
    }
    return true;
  }
}
