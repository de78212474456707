package io.edgetable.query;

import io.edgetable.Page;
import io.edgetable.expression.Condition;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The asynchronous twin of {@link EdgeQuery}, built by a generated {@code FooAsyncDao} on a {@code
 * DynamoDbAsyncClient}: the same immutable builder and the same requests, with terminals that
 * return futures or a {@link Flow.Publisher}. No thread blocks while a query runs; the shards of a
 * sharded index are queried concurrently without a thread pool.
 *
 * <p>Invalid input (an id that cannot form a key, a forged cursor) fails the returned future with
 * the exception the synchronous query throws, and sends nothing.
 */
public interface AsyncEdgeQuery<T> {
  /** At most {@code limit} items per page (DynamoDB's {@code Limit}); must be positive. */
  AsyncEdgeQuery<T> limit(int limit);

  /** Newest-first: sort keys in descending order ({@code ScanIndexForward = false}). */
  AsyncEdgeQuery<T> descending();

  /**
   * Strongly consistent reads. Only on the base table: global secondary indexes are eventually
   * consistent, so an inverse query throws {@link IllegalStateException}.
   */
  AsyncEdgeQuery<T> consistentRead();

  /** The shards one after the other, not merged (see {@link EdgeQuery#unordered()}). */
  AsyncEdgeQuery<T> unordered();

  /**
   * Resume after the page that returned {@code cursor} (see {@link EdgeQuery#startAfter});
   * {@code null} means from the start.
   */
  AsyncEdgeQuery<T> startAfter(String cursor);

  /** Keep only the items that match (a {@code FilterExpression}; see {@link EdgeQuery#where}). */
  AsyncEdgeQuery<T> where(Condition<T> condition);

  /** One page, as {@link EdgeQuery#page()} reads it. */
  CompletableFuture<Page<T>> page();

  /** All items, every page read. */
  CompletableFuture<List<T>> all();

  /** The number of matching items ({@code Select = COUNT}, every page and shard). */
  CompletableFuture<Long> count();

  /**
   * The items, page by page on demand: the next Query (on a sharded index, the next round of shard
   * Queries) is sent only when the subscriber has asked for more items than are buffered, so at
   * most one is read ahead of demand, and nothing more is sent once it cancels. Each subscription
   * reads the query from its start (or its cursor). Signals follow the Reactive Streams rules; a
   * request of zero or fewer items fails the subscription with {@link IllegalArgumentException},
   * and invalid input (a bad id, a forged cursor) with its exception before anything is sent.
   */
  Flow.Publisher<T> publisher();

  /**
   * The request the first page would send, not sent (see {@link EdgeQuery#request()}). Throws the
   * exception of invalid input, as the synchronous query does.
   */
  QueryRequest request();
}
