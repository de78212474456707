package io.edgetable.internal.transaction;

import io.edgetable.internal.codec.TableKeys;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.expression.Expressions;
import io.edgetable.internal.model.Expiry;
import io.edgetable.internal.model.Versions;

import io.edgetable.expression.Condition;
import io.edgetable.internal.transaction.ItemWrite.ExpectedVersion;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Renders the guards that writes put on their own item, the one place that does, for the DAOs'
 * single-item writes and for every action of a transaction alike. With an {@link Expiry}, an
 * expired item counts as absent: {@code attribute_not_exists(#pk) OR #ttl < :now} / {@code
 * attribute_exists(#pk) AND (attribute_not_exists(#ttl) OR #ttl >= :now)}.
 */
public final class Guards {
  private Guards() {}

  /** {@code attribute_not_exists(#pk)}: the item must not exist yet. */
  public static String absent(ExpressionWriter writer) {
    return absent(writer, Expiry.NEVER);
  }

  /** The item must not exist, or must have expired: a create. */
  public static String absent(ExpressionWriter writer, Expiry expiry) {
    return "attribute_not_exists("
        + writer.name(TableKeys.PARTITION)
        + ")"
        + expiry.orExpired(writer);
  }

  /** {@code attribute_exists(#pk)}: the item must exist. */
  public static String present(ExpressionWriter writer) {
    return present(writer, Expiry.NEVER);
  }

  /** The item must exist and not have expired. */
  public static String present(ExpressionWriter writer, Expiry expiry) {
    return "attribute_exists(" + writer.name(TableKeys.PARTITION) + ")" + expiry.andLive(writer);
  }

  /** The item must exist, not have expired [and meet {@code condition}, may be null]. */
  public static String presentAnd(ExpressionWriter writer, Expiry expiry, Condition<?> condition) {
    return present(writer, expiry, Optional.empty(), listOf(condition));
  }

  /**
   * A write that needs the item: it exists and has not expired [AND it holds version {@code
   * expected}] [AND each of {@code conditions}].
   */
  public static String present(
      ExpressionWriter writer,
      Expiry expiry,
      Optional<ExpectedVersion> expected,
      List<? extends Condition<?>> conditions) {
    StringBuilder guard = new StringBuilder(present(writer, expiry));
    expected.ifPresent(
        version ->
            guard
                .append(" AND ")
                .append(Versions.condition(writer, version.attribute(), version.version())));
    for (Condition<?> condition : conditions) {
      guard.append(" AND (").append(Expressions.render(condition, writer)).append(')');
    }
    return guard.toString();
  }

  /**
   * A versioned save: version 0 writes only where no version is stored ({@code
   * attribute_not_exists(#version)}: no item, or one without a version) or the stored item has
   * expired; any other only where the live item holds {@code expected}.
   */
  public static String holdsVersion(
      ExpressionWriter writer, Expiry expiry, String attribute, long expected) {
    return expected == 0
        ? Versions.condition(writer, attribute, 0) + expiry.orExpired(writer)
        : Versions.condition(writer, attribute, expected) + expiry.andLive(writer);
  }

  /** The conditions of an action that takes one or none ({@code null}). */
  public static List<Condition<?>> listOf(Condition<?> condition) {
    return condition == null ? List.of() : List.of(condition);
  }

  /** {@code (attribute_not_exists(#c) OR #c <= :zero)}: the counter counts no edge. */
  public static String notCounting(ExpressionWriter writer, String counter) {
    String name = writer.name(counter);
    return "(attribute_not_exists("
        + name
        + ") OR "
        + name
        + " <= "
        + writer.value(AttributeValue.fromN("0"))
        + ")";
  }
}
