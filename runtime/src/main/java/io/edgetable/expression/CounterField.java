package io.edgetable.expression;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A counter: comparisons, and no update action, as {@link CounterMovesWithItsEdges} explains. Its
 * {@code add} and {@code set} exist only to say so: they take that type, which has no value, so
 * a call with a number does not compile and names the rule.
 */
public final class CounterField<R, V> extends ComparableField<R, V> {
  private static final String WHY =
      "a counter moves only with its edges; put or delete an edge to change it";

  /** The field stored under attribute {@code name}, its values encoded by {@code encoder}. */
  public CounterField(String name, Function<? super V, AttributeValue> encoder) {
    super(name, encoder);
  }

  /**
   * Always throws: a counter moves only with its edges.
   *
   * @deprecated a counter moves only with its edges: put or delete an edge to change it
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  public Update<R> add(CounterMovesWithItsEdges never) {
    throw refused("add", WHY);
  }

  /**
   * Always throws: a counter moves only with its edges.
   *
   * @deprecated a counter moves only with its edges: put or delete an edge to change it
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  public Update<R> set(CounterMovesWithItsEdges never) {
    throw refused("set", WHY);
  }
}
