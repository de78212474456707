package io.edgetable.internal.expression;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;

/**
 * How internal code renders the API's conditions and updates, which keep their rendering out of
 * their public signatures. The expression package registers its renderers when its factories are
 * first used; every condition and update is built by those factories, so one exists before it is
 * rendered. Typed {@code Object} so that this layer, below the API's expression package, does not
 * name its types: pass a {@code Condition} or an {@code Update}.
 */
public final class Expressions {
  private static volatile BiFunction<Object, ExpressionWriter, String> conditions;
  private static volatile BiConsumer<Object, UpdateClauses> updates;

  private Expressions() {}

  /** Called once by the expression package. */
  public static void registerConditions(BiFunction<Object, ExpressionWriter, String> renderer) {
    conditions = renderer;
  }

  /** Called once by the expression package. */
  public static void registerUpdates(BiConsumer<Object, UpdateClauses> renderer) {
    updates = renderer;
  }

  /** {@code condition} as expression text, its names and values registered in {@code writer}. */
  public static String render(Object condition, ExpressionWriter writer) {
    return conditions.apply(condition, writer);
  }

  /** Adds {@code update}'s actions to {@code clauses}. */
  public static void render(Object update, UpdateClauses clauses) {
    updates.accept(update, clauses);
  }
}
