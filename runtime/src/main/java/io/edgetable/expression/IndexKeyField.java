package io.edgetable.expression;

import io.edgetable.exception.InvalidKeyException;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The field of an ordered inverse index's sort component ({@code @Edge(inverseSortBy = ...)}):
 * comparisons, {@code set} and {@code setIfAbsent}, no {@code remove}. It keys the index, so it is
 * never null: {@code set(null)} throws {@link InvalidKeyException}, and {@code remove} exists only
 * to say so ({@link IndexSortKeyIsNeverNull}). Setting it re-orders the index; nothing else is
 * rewritten.
 */
public final class IndexKeyField<R, V> extends ComparableField<R, V> implements Settable<R, V> {
  private static final String WHY =
      "it keys an ordered inverse index, and an edge without it would drop out of that index; set"
          + " another value, or delete the edge";

  private final String index;

  public IndexKeyField(String name, String index, Function<? super V, AttributeValue> encoder) {
    super(name, encoder);
    this.index = index;
  }

  /**
   * {@code SET #name = :value}.
   *
   * @throws InvalidKeyException for null: an edge without it would be missing from the index
   */
  @Override
  public Update<R> set(V value) {
    requireValue(value);
    return Settable.super.set(value);
  }

  /**
   * {@code SET #name = if_not_exists(#name, :value)}.
   *
   * @throws InvalidKeyException for null
   */
  @Override
  public Update<R> setIfAbsent(V value) {
    requireValue(value);
    return Settable.super.setIfAbsent(value);
  }

  /**
   * Always throws: the sort component of an ordered inverse index is never null.
   *
   * @deprecated it keys an ordered inverse index: set another value, or delete the edge
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  public Update<R> remove(IndexSortKeyIsNeverNull never) {
    throw refused("remove", WHY);
  }

  private void requireValue(V value) {
    if (value == null) {
      throw new InvalidKeyException(
          name()
              + " must not be set to null: it sorts inverse index "
              + index
              + " (inverseSortBy), and an edge without it would be missing from that index");
    }
  }
}
