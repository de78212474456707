package io.edgetable.internal.query;

import io.edgetable.internal.codec.ItemReader;
import io.edgetable.internal.transport.Futures;

import io.edgetable.Page;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The query path, written once as futures over the spec's {@link Transport}: one page, every item,
 * the count, and a reader for streams and publishers. {@link PartitionQuery} joins these futures;
 * {@link AsyncPartitionQuery} hands them out. A cursor is checked when a terminal starts, before
 * anything is sent.
 */
final class QueryEngine<T> {
  private final QuerySpec<T> spec;
  private final QueryPlan<T> plan;
  private final Integer limit;
  private final String cursor;
  private final boolean consistentRead;
  private final ReadAheadRule readAhead;

  QueryEngine(QuerySpec<T> spec, QueryOptions<T> options) {
    this.spec = spec;
    this.plan = options.plan(spec);
    this.limit = options.limit();
    this.cursor = options.cursor();
    this.consistentRead = options.consistentRead();
    this.readAhead = options.readAhead();
  }

  /** The first request the first page sends (on a sharded index, of the first shard it reads). */
  QueryRequest request() {
    Cursors.Resume resume = resume();
    List<ShardPosition> start = resume.positions();
    if (!spec.sharded()) {
      return plan.request(0, start.get(0).after(), limit, false);
    }
    if (plan.unordered()) {
      return plan.request(new ShardSequence(plan, start, limit).firstRead(), false);
    }
    if (inRounds()) {
      return plan.request(rounds(resume, false).firstRead().orElseThrow(), false);
    }
    ShardRead first = pageMerge(start).firstRead().orElseThrow();
    return plan.request(first, false);
  }

  /**
   * One page: exactly one Query on one partition; on a sharded index one round of at most one Query
   * per shard (see {@link RoundMerge}), or with a filter the merge's rounds until the page is full
   * (see {@link ShardMerge}); unordered, the shards one after the other (see {@link
   * ShardSequence}). A hydrated query then reads the page's base-table items.
   */
  CompletableFuture<Page<T>> page() {
    return Futures.supply(
        () -> {
          Cursors.Resume resume = resume();
          List<ShardPosition> start = resume.positions();
          if (!spec.sharded()) {
            PartitionPages pages = new PartitionPages(plan, start.get(0), limit);
            return pages
                .page()
                .thenCompose(items -> page(items, pages.position().map(this::cursor)));
          }
          if (plan.unordered()) {
            ShardSequence sequence = new ShardSequence(plan, start, limit);
            return sequence
                .page()
                .thenCompose(items -> page(items, sequence.positions().map(this::cursor)));
          }
          if (inRounds()) {
            RoundMerge merge = rounds(resume, false);
            return merge
                .page()
                .thenCompose(
                    items ->
                        page(
                            items,
                            merge.exhausted()
                                ? Optional.empty()
                                : Optional.of(Cursors.encode(plan, merge.resume()))));
          }
          ShardMerge merge = pageMerge(start);
          List<Map<String, AttributeValue>> items = new ArrayList<>();
          return Futures.iterate(
                  items,
                  all -> merge.pageDone(),
                  all ->
                      merge
                          .step()
                          .thenApply(
                              more -> {
                                all.addAll(more);
                                return all;
                              }))
              .thenCompose(
                  all ->
                      page(
                          all,
                          merge.exhausted()
                              ? Optional.empty()
                              : Optional.of(cursor(merge.positions()))));
        });
  }

  /** Every item, page after page. */
  CompletableFuture<List<T>> all() {
    return Futures.supply(
        () -> {
          ItemReader reader = reader();
          List<T> items = new ArrayList<>();
          return Futures.iterate(
              items,
              all -> reader.finished(),
              all ->
                  reader
                      .next()
                      .thenApply(
                          more -> {
                            all.addAll(decode(more));
                            return all;
                          }));
        });
  }

  /**
   * The matching items after the cursor ({@code Select = COUNT}), every page of every shard; the
   * shards are counted concurrently.
   */
  CompletableFuture<Long> count() {
    return Futures.supply(
        () -> {
          List<ShardPosition> start = resume().positions();
          List<Supplier<CompletableFuture<Long>>> counts = new ArrayList<>();
          for (int shard = 0; shard < start.size(); shard++) {
            ShardPosition position = start.get(shard);
            if (!position.done()) {
              int s = shard;
              counts.add(() -> countFrom(s, position.after()));
            }
          }
          return spec.transport()
              .fanOut(counts)
              .thenApply(totals -> totals.stream().mapToLong(Long::longValue).sum());
        });
  }

  /**
   * A reader from the cursor (checked now) that reads page by page on demand; hydrated, each batch
   * is replaced by its base-table items.
   */
  ItemReader reader() {
    ItemReader index = indexReader();
    return spec.hydrator()
        .<ItemReader>map(h -> new HydratingReader(index, h, consistentRead))
        .orElse(index);
  }

  private ItemReader indexReader() {
    Cursors.Resume resume = resume();
    List<ShardPosition> start = resume.positions();
    if (!spec.sharded()) {
      return new PartitionPages(plan, start.get(0), limit);
    }
    if (plan.unordered()) {
      return new ShardSequence(plan, start, limit);
    }
    if (inRounds()) {
      return rounds(resume, true);
    }
    int maxRequests =
        limit == null ? Integer.MAX_VALUE : ShardMerge.MAX_REQUESTS_PER_SHARD_PER_PAGE;
    return new MergedPages(new ShardMerge(plan, start, limit, maxRequests));
  }

  T decode(Map<String, AttributeValue> item) {
    return spec.decoder().apply(item);
  }

  /**
   * Whether a sharded, merged query pages in rounds of at most one Query per shard: it needs a page
   * size, and no filter (one would make a Query's Limit count items it does not return).
   */
  private boolean inRounds() {
    return limit != null && !plan.filtersItems();
  }

  private RoundMerge rounds(Cursors.Resume resume, boolean keepsItems) {
    return new RoundMerge(plan, resume, limit, keepsItems, readAhead);
  }

  private ShardMerge pageMerge(List<ShardPosition> start) {
    // Without a limit a page is what one Query per shard returns (up to 1 MB each), as unsharded.
    return new ShardMerge(
        plan, start, limit, limit == null ? 1 : ShardMerge.MAX_REQUESTS_PER_SHARD_PER_PAGE);
  }

  private CompletableFuture<Long> countFrom(
      int shard, Optional<Map<String, AttributeValue>> startKey) {
    record Counted(long total, Optional<Map<String, AttributeValue>> from, boolean done) {}
    return Futures.iterate(
            new Counted(0, startKey, false),
            Counted::done,
            counted ->
                plan.count(shard, counted.from())
                    .thenApply(
                        response -> {
                          Optional<Map<String, AttributeValue>> next =
                              PartitionPages.lastEvaluatedKey(response);
                          return new Counted(
                              counted.total() + response.count(), next, next.isEmpty());
                        }))
        .thenApply(Counted::total);
  }

  /** The page of {@code items} (index items, hydrated first when the query is) and its cursor. */
  private CompletableFuture<Page<T>> page(
      List<Map<String, AttributeValue>> items, Optional<String> cursor) {
    CompletableFuture<List<Map<String, AttributeValue>>> records =
        spec.hydrator().isPresent() && !items.isEmpty()
            ? spec.hydrator().get().fetch(items, consistentRead)
            : CompletableFuture.completedFuture(items);
    return records.thenApply(found -> new Page<>(decode(found), cursor));
  }

  private List<T> decode(List<Map<String, AttributeValue>> items) {
    List<T> decoded = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      decoded.add(decode(item));
    }
    return decoded;
  }

  /** Where every shard starts: from the cursor (checked before any request), else the start. */
  private Cursors.Resume resume() {
    if (cursor == null) {
      return new Cursors.Resume(
          Collections.nCopies(spec.partitionValues().size(), ShardPosition.START),
          ReadAhead.NONE,
          ItemSizes.NONE);
    }
    return Cursors.resume(plan, cursor);
  }

  private String cursor(ShardPosition position) {
    return Cursors.encode(plan, List.of(position));
  }

  private String cursor(List<ShardPosition> positions) {
    return Cursors.encode(plan, positions);
  }

  @Override
  public String toString() {
    return "EdgeQuery"
        + spec.index().map(i -> "[" + i + "]").orElse("")
        + " on "
        + spec.tableName()
        + " "
        + spec.partitionAttribute()
        + "="
        + spec.partitionValues()
        + spec.sortPrefix()
            .map(p -> " begins_with(" + spec.sortAttribute() + ", " + p + ")")
            .orElse("")
        + (plan.descending() ? " descending" : "")
        + (plan.unordered() ? " unordered" : "")
        + (spec.isHydrated() ? " hydrated" : "")
        + (limit == null ? "" : " limit " + limit);
  }
}
