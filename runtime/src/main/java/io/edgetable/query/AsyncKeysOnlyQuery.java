package io.edgetable.query;

import io.edgetable.EdgeKey;
import io.edgetable.expression.Condition;

/**
 * The asynchronous twin of {@link KeysOnlyQuery}: the inverse query of an edge whose index
 * projects {@code KEYS_ONLY}, on a {@code DynamoDbAsyncClient}. {@link #where} is deprecated and
 * always throws, as the index holds no attribute to filter on.
 *
 * @param <S> the source id type
 * @param <T> the target id type
 */
public interface AsyncKeysOnlyQuery<S, T> extends AsyncEdgeQuery<EdgeKey<S, T>> {
  @Override
  AsyncKeysOnlyQuery<S, T> limit(int limit);

  @Override
  AsyncKeysOnlyQuery<S, T> descending();

  @Override
  AsyncKeysOnlyQuery<S, T> consistentRead();

  @Override
  AsyncKeysOnlyQuery<S, T> startAfter(String cursor);

  /**
   * Always throws: a {@code KEYS_ONLY} index holds no attribute to filter on, and nothing is sent.
   *
   * @deprecated not supported on a keys-only index; filter a {@code forward} query, or project the
   *     attributes with {@code inverseProjection = INCLUDE}
   * @throws UnsupportedOperationException always
   */
  @Deprecated
  @Override
  AsyncEdgeQuery<EdgeKey<S, T>> where(Condition<EdgeKey<S, T>> condition);
}
