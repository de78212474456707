package io.edgetable.query;

import io.edgetable.EdgeKey;
import io.edgetable.expression.Condition;

/**
 * The inverse query of an edge whose index projects {@code KEYS_ONLY}: an {@link EdgeQuery} of the
 * edges' keys. The index holds nothing but keys, so there is no attribute to filter on: {@link
 * #where} is deprecated, so that a call is flagged where it is written (a warning, an error under
 * {@code -Werror}), and always throws. Filter a {@code forward} query, which reads the base table,
 * or give the index projection {@code INCLUDE} with the attributes to filter on.
 *
 * @param <S> the source id type
 * @param <T> the target id type
 */
public interface KeysOnlyQuery<S, T> extends EdgeQuery<EdgeKey<S, T>> {
  @Override
  KeysOnlyQuery<S, T> limit(int limit);

  @Override
  KeysOnlyQuery<S, T> descending();

  @Override
  KeysOnlyQuery<S, T> consistentRead();

  @Override
  KeysOnlyQuery<S, T> startAfter(String cursor);

  /**
   * Always throws: a {@code KEYS_ONLY} index holds no attribute to filter on, and nothing is sent.
   *
   * @deprecated not supported on a keys-only index; filter a {@code forward} query, or project the
   *     attributes with {@code inverseProjection = INCLUDE}
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  @Override
  EdgeQuery<EdgeKey<S, T>> where(Condition<EdgeKey<S, T>> condition);
}
