package io.edgetable.internal;

import io.edgetable.Condition;

/**
 * Renders the existence guards that single-item and transactional writes put on an item. With an
 * {@link Expiry}, an expired item counts as absent: {@code attribute_not_exists(#pk) OR #ttl <
 * :now} / {@code attribute_exists(#pk) AND (attribute_not_exists(#ttl) OR #ttl >= :now)}.
 */
final class Guards {
  private Guards() {}

  /** {@code attribute_not_exists(#pk)}: the item must not exist yet. */
  static String absent(ExpressionWriter writer) {
    return absent(writer, Expiry.NEVER);
  }

  /** The item must not exist, or must have expired. */
  static String absent(ExpressionWriter writer, Expiry expiry) {
    return "attribute_not_exists("
        + writer.name(TableKeys.PARTITION)
        + ")"
        + expiry.orExpired(writer);
  }

  /** {@code attribute_exists(#pk)}: the item must exist. */
  static String present(ExpressionWriter writer) {
    return present(writer, Expiry.NEVER);
  }

  /** The item must exist and not have expired. */
  static String present(ExpressionWriter writer, Expiry expiry) {
    return "attribute_exists(" + writer.name(TableKeys.PARTITION) + ")" + expiry.andLive(writer);
  }

  /** {@code attribute_exists(#pk) AND (condition)}, or just the guard for a null condition. */
  static String presentAnd(ExpressionWriter writer, Condition<?> condition) {
    return presentAnd(writer, Expiry.NEVER, condition);
  }

  /** The item must exist, not have expired [and meet {@code condition}, may be null]. */
  static String presentAnd(ExpressionWriter writer, Expiry expiry, Condition<?> condition) {
    String guard = present(writer, expiry);
    return condition == null ? guard : guard + " AND (" + condition.render(writer) + ")";
  }
}
