package io.edgetable.query;

import io.edgetable.Page;
import io.edgetable.exception.InvalidCursorException;
import io.edgetable.expression.Condition;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * A Query on one known partition (or, for a sharded inverse index, on each of its shards), built by
 * a generated DAO. Instances are immutable: every option returns a new query, so a query can be
 * kept and reused. Nothing is sent until a terminal method is called.
 */
public interface EdgeQuery<T> {
  /** At most {@code limit} items per page (DynamoDB's {@code Limit}); must be positive. */
  EdgeQuery<T> limit(int limit);

  /** Newest-first: sort keys in descending order ({@code ScanIndexForward = false}). */
  EdgeQuery<T> descending();

  /**
   * Strongly consistent reads. Only on the base table: global secondary indexes are eventually
   * consistent, so an inverse query throws {@link IllegalStateException}; on an {@code
   * inverseHydrated} query it applies to the BatchGetItem that reads the records.
   */
  EdgeQuery<T> consistentRead();

  /**
   * On the inverse query of a sharded edge: read the shards one after the other instead of merging
   * them in the index's order; a page continues into the next shard when one runs out. About one
   * Query per page instead of up to one per shard, for callers that do not need the order. Its
   * cursors are its own. Elsewhere (one partition) a no-op.
   */
  EdgeQuery<T> unordered();

  /**
   * Resume after the page that returned {@code cursor}. The cursor must come from this same query,
   * else {@link InvalidCursorException}. {@code null} means from the start (the first page), so a
   * paging loop needs no special first turn:
   *
   * <pre>{@code
   * String cursor = null;
   * do {
   *   Page<Enrollment> page = enrollments.forward("a91").limit(50).startAfter(cursor).page();
   *   ...
   *   cursor = page.nextCursor().orElse(null);
   * } while (cursor != null);
   * }</pre>
   */
  EdgeQuery<T> startAfter(String cursor);

  /**
   * Keep only the items that match (a {@code FilterExpression}). DynamoDB applies the filter after
   * reading, so it does not reduce read cost, and a page may come back with fewer items than the
   * limit, even none.
   */
  EdgeQuery<T> where(Condition<T> condition);

  /**
   * Returns one page. On one partition this is exactly one Query. On a sharded inverse index it
   * merges the shards in sort-key order, in one round of at most one Query per shard (sent
   * concurrently): a page size past what earlier pages read ahead, or, once they read far enough,
   * exactly the page's items of each shard. The order is exact. The cursor resumes every shard
   * after its last returned item and carries the shard of each item read ahead (not the item, which
   * the page that returns it reads again: about two items read per item returned; a {@link
   * #stream()} keeps them and reads each once). With a filter, a page asks each shard for its share
   * of the page and again only while the page still needs it (at most 16 Queries per shard).
   * docs/queries.md, "Sharded inverse index", has the figures.
   */
  Page<T> page();

  /**
   * All items, fetched lazily page by page as the stream is consumed: nothing is sent until a
   * terminal operation, and a page only when the items before it are used up.
   */
  Stream<T> stream();

  /**
   * The pages, fetched lazily as the stream is consumed: nothing is sent until a terminal
   * operation, and each page is one {@link #page()} (on one partition, one Query), read only when
   * it is pulled; the stream ends after the page without a next cursor. For loops that want pages,
   * not items: {@code query.limit(100).pages().forEach(page -> ...)}.
   */
  default Stream<Page<T>> pages() {
    EdgeQuery<T> first = this;
    int characteristics = Spliterator.ORDERED | Spliterator.NONNULL;
    Iterator<Page<T>> pages =
        new Iterator<>() {
          private EdgeQuery<T> next = first; // null after the last page

          @Override
          public boolean hasNext() {
            return next != null;
          }

          @Override
          public Page<T> next() {
            if (next == null) {
              throw new NoSuchElementException();
            }
            Page<T> page = next.page();
            next = page.nextCursor().map(next::startAfter).orElse(null);
            return page;
          }
        };
    return StreamSupport.stream(
        () -> Spliterators.spliteratorUnknownSize(pages, characteristics), characteristics, false);
  }

  /** All items, every page fetched. */
  List<T> all();

  /**
   * Counts the matching items (after {@link #startAfter}'s cursor, if any) with {@code Select =
   * COUNT}, paging through the partition (every shard); the limit is ignored.
   */
  long count();

  /**
   * The request the first page would send, not sent. On a sharded index, the first of the Queries
   * its first round sends together (for a first page, shard 0's).
   */
  QueryRequest request();
}
