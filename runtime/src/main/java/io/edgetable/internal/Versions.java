package io.edgetable.internal;

import io.edgetable.VersionConflictException;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalLong;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * Optimistic locking on a record's {@code @Version} attribute ({@link
 * RecordType#versionAttribute()}), for the DAOs and transactions alike: the version an item holds,
 * the item storing the next one, the condition that the stored version is the expected one, the
 * {@code ADD} of an update, and the {@link VersionConflictException} of a refused write, read from
 * the item the refused request returned ({@code ReturnValuesOnConditionCheckFailure = ALL_OLD}), so
 * a conflict costs no second request.
 *
 * <p>Version {@code 0} means "none stored": a record that was never written, or an item written
 * before the record had a version. A write expecting 0 requires that no version is stored.
 */
public final class Versions {
  private static final AttributeValue ONE = AttributeValue.fromN("1");

  private Versions() {}

  /** The version {@code item} holds; {@code 0} when it holds none. */
  public static long held(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    if (value == null || value.n() == null) {
      return 0;
    }
    try {
      return Long.parseLong(value.n());
    } catch (NumberFormatException e) {
      throw new IllegalStateException(
          "Version attribute '" + attribute + "' holds " + value.n() + ", not a long", e);
    }
  }

  /** Whether {@code item} holds a version. */
  public static boolean holdsVersion(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    return value != null && value.n() != null;
  }

  /**
   * Whether {@code stored} holds version {@code expected} ({@code 0}: holds none), as the condition
   * {@link #stored} checks it.
   */
  public static boolean holds(Map<String, AttributeValue> stored, String attribute, long expected) {
    return expected == 0
        ? !holdsVersion(stored, attribute)
        : holdsVersion(stored, attribute) && held(stored, attribute) == expected;
  }

  /** A copy of {@code item} holding {@code version}. */
  public static Map<String, AttributeValue> holding(
      Map<String, AttributeValue> item, String attribute, long version) {
    Map<String, AttributeValue> copy = new HashMap<>(item);
    copy.put(attribute, AttributeValue.fromN(Long.toString(version)));
    return copy;
  }

  /** The version after {@code expected}, refusing to wrap around. */
  public static long next(long expected) {
    if (expected < 0 || expected == Long.MAX_VALUE) {
      throw new IllegalArgumentException(
          "A version must be 0 (new) or the positive version read, got " + expected);
    }
    return expected + 1;
  }

  /**
   * The stored item holds version {@code expected}: {@code #v = :expected}, or for {@code 0} {@code
   * attribute_not_exists(#v)} (no item, or one without a version).
   */
  public static String stored(ExpressionWriter writer, String attribute, long expected) {
    String name = writer.name(attribute);
    return expected == 0
        ? "attribute_not_exists(" + name + ")"
        : name + " = " + writer.value(AttributeValue.fromN(Long.toString(expected)));
  }

  /** {@code ADD #v :1}: an update moves the version on. */
  public static void bump(UpdateClauses clauses, String attribute) {
    clauses.add(attribute, ONE);
  }

  /** The item a refused single-item write returned (ALL_OLD); empty when none was stored. */
  public static Map<String, AttributeValue> refusedItem(ConditionalCheckFailedException refused) {
    return refused.hasItem() ? refused.item() : Map.of();
  }

  /** The item a refused transaction action returned (ALL_OLD); empty when none was stored. */
  public static Map<String, AttributeValue> refusedItem(CancellationReason reason) {
    return reason != null && reason.hasItem() ? reason.item() : Map.of();
  }

  /**
   * The conflict of a write of {@code key} that expected {@code expected} and found {@code stored}
   * (empty: no item; an expired one counts as none).
   */
  public static <K> VersionConflictException conflict(
      RecordType<?, K> type,
      K key,
      String write,
      long expected,
      Map<String, AttributeValue> stored) {
    String attribute = type.versionAttribute().orElseThrow();
    boolean present = !stored.isEmpty() && !Expiry.of(type).expired(stored);
    OptionalLong found =
        present && holdsVersion(stored, attribute)
            ? OptionalLong.of(held(stored, attribute))
            : OptionalLong.empty();
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
}
