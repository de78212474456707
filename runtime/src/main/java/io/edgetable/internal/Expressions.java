package io.edgetable.internal;

import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;

/**
 * How internal code renders the API's conditions and updates, which keep their rendering out of
 * their public signatures. The expression package registers its renderers when its factories are
 * first used; every condition and update is built by those factories, so one exists before it is
 * rendered.
 */
public final class Expressions {
  private static volatile BiFunction<Condition<?>, ExpressionWriter, String> conditions;
  private static volatile BiConsumer<Update<?>, UpdateClauses> updates;

  private Expressions() {}

  /** Called once by the expression package. */
  public static void registerConditions(BiFunction<Condition<?>, ExpressionWriter, String> renderer) {
    conditions = renderer;
  }

  /** Called once by the expression package. */
  public static void registerUpdates(BiConsumer<Update<?>, UpdateClauses> renderer) {
    updates = renderer;
  }

  /** {@code condition} as expression text, its names and values registered in {@code writer}. */
  public static String render(Condition<?> condition, ExpressionWriter writer) {
    return conditions.apply(condition, writer);
  }

  /** Adds {@code update}'s actions to {@code clauses}. */
  public static void render(Update<?> update, UpdateClauses clauses) {
    updates.accept(update, clauses);
  }
}
