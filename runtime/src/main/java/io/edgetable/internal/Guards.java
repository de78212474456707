package io.edgetable.internal;

import io.edgetable.Condition;

/** Renders the existence guards that single-item and transactional writes put on an item. */
final class Guards {
  private Guards() {}

  /** {@code attribute_not_exists(#pk)}: the item must not exist yet. */
  static String absent(ExpressionWriter writer) {
    return "attribute_not_exists(" + writer.name(TableKeys.PARTITION) + ")";
  }

  /** {@code attribute_exists(#pk)}: the item must exist. */
  static String present(ExpressionWriter writer) {
    return "attribute_exists(" + writer.name(TableKeys.PARTITION) + ")";
  }

  /** {@code attribute_exists(#pk) AND (condition)}, or just the guard for a null condition. */
  static String presentAnd(ExpressionWriter writer, Condition<?> condition) {
    String guard = present(writer);
    return condition == null ? guard : guard + " AND (" + condition.render(writer) + ")";
  }
}
