package io.edgetable.internal.query;

import io.edgetable.internal.transport.Futures;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A k-way merge of the shards of a sharded index, in sort-key order, that reads each shard for
 * about its share of a page instead of a whole page. It merges what {@link RoundMerge} cannot: a
 * query with a filter (whose {@code Limit} counts items the filter drops) or without a page size.
 * Items are emitted one page at a time ({@link #startPage()}); an item is emitted only when no
 * shard can still hold an earlier one, so the order is exact.
 *
 * <p>How a page reads (the cost model is in docs/queries.md):
 *
 * <ul>
 *   <li>A shard is read only while it may hold the next item: its buffer is empty and what is known
 *       of it (nothing, the key of its next item, or a floor) does not rule that out. Each round
 *       reads those shards concurrently, the ones whose known position comes first, at most half as
 *       many shards as items still missing: a shard with no known position comes first, and the
 *       others usually drop out as the round's items arrive.
 *   <li>A shard's first Query of a page asks for its share of the missing items (missing items /
 *       live shards, at least 1); a shard that runs dry and is still needed asks for twice as many
 *       as last time (a filter may keep few of the items a Query evaluates).
 *   <li>Once the merge knows as many keys as items are missing (buffered items and known next
 *       keys), the last of them bounds every further Query ({@code #sk BETWEEN}): the page ends at
 *       or before it, so nothing beyond it is read. A bounded Query that finds nothing more leaves
 *       the shard a floor: nothing to read up to that sort key.
 *   <li>The cursor keeps what the page learnt: each shard's position, and the key of its next item
 *       (read but not returned) or its floor. The next page orders and skips shards with them
 *       instead of reading them again; it re-reads a next item only to return it.
 * </ul>
 */
public final class ShardMerge {
  /**
   * A page with a limit ends early (fewer items, and a cursor) rather than send more than this many
   * Queries to one shard: a selective filter must not turn one page into a full read.
   */
  public static final int MAX_REQUESTS_PER_SHARD_PER_PAGE = 16;

  private final QueryPlan<?> plan;
  private final Comparator<Map<String, AttributeValue>> order;
  private final String rangeAttribute;
  private final Optional<String> prefix;
  private final Optional<IndexOrder> indexOrder;
  private final boolean filtered;
  private final Integer pageSize;
  private final int maxRequestsPerShard;
  private final List<Shard> shards = new ArrayList<>();
  private int remaining;
  private boolean capped;

  /**
   * @param pageSize items per page; null: a page is what one Query per shard returns, without
   *     {@code Limit} or bounds
   * @param maxRequestsPerShard Queries one shard may send in one page before the page ends
   */
  ShardMerge(
      QueryPlan<?> plan, List<ShardPosition> start, Integer pageSize, int maxRequestsPerShard) {
    this.plan = plan;
    this.order = plan.order();
    this.rangeAttribute = plan.spec().rangeAttribute();
    this.prefix = plan.spec().sortPrefix();
    this.indexOrder = plan.spec().order();
    this.filtered = plan.filter().isPresent();
    this.pageSize = pageSize;
    this.maxRequestsPerShard = maxRequestsPerShard;
    for (int i = 0; i < start.size(); i++) {
      shards.add(new Shard(i, start.get(i)));
    }
    startPage();
  }

  /** Starts the next page: the share of each shard is counted afresh; buffered items stay. */
  void startPage() {
    remaining = pageSize == null ? Integer.MAX_VALUE : pageSize;
    capped = false;
    for (Shard shard : shards) {
      shard.requests = 0;
      shard.lastLimit = null;
    }
  }

  /** Whether this page is complete: full, out of items, or out of Queries. */
  boolean pageDone() {
    return remaining == 0 || capped || exhausted();
  }

  /** Whether nothing is left to read or emit. */
  boolean exhausted() {
    return shards.stream().allMatch(s -> s.exhausted && s.buffer.isEmpty());
  }

  /**
   * The next items of this page in merged order: as many as can be emitted once at least one can
   * (reading rounds until then), or none when the page is done.
   */
  CompletableFuture<List<Map<String, AttributeValue>>> step() {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    return Futures.iterate(
        items,
        emitted -> !emitted.isEmpty() || pageDone(),
        emitted -> {
          emitAvailable(emitted);
          if (!emitted.isEmpty() || pageDone()) {
            return CompletableFuture.completedFuture(emitted);
          }
          List<ShardRead> round = planRound();
          if (round.isEmpty()) {
            capped = true;
            return CompletableFuture.completedFuture(emitted);
          }
          return send(round).thenApply(ignored -> emitted);
        });
  }

  /** The first Query of this page, as {@link #step()} would send it; nothing is sent. */
  Optional<ShardRead> firstRead() {
    List<ShardRead> round = planRound();
    return round.isEmpty() ? Optional.empty() : Optional.of(round.get(0));
  }

  /** Where each shard resumes, with what is known beyond that point, in shard order. */
  List<ShardPosition> positions() {
    List<ShardPosition> positions = new ArrayList<>();
    for (Shard shard : shards) {
      positions.add(shard.position());
    }
    return positions;
  }

  private void emitAvailable(List<Map<String, AttributeValue>> out) {
    while (remaining > 0) {
      Shard first = firstBuffered();
      if (first == null) {
        return;
      }
      Map<String, AttributeValue> item = first.buffer.peek();
      for (Shard shard : shards) {
        if (shard.buffer.isEmpty() && !shard.exhausted && shard.mayPrecede(item)) {
          return;
        }
      }
      first.buffer.poll();
      first.emittedUpTo = plan.keyOf(item);
      remaining--;
      out.add(item);
    }
  }

  /** The shard whose buffered item comes first in query order, or null when none holds one. */
  private Shard firstBuffered() {
    Shard first = null;
    for (Shard shard : shards) {
      if (!shard.buffer.isEmpty()
          && (first == null || order.compare(shard.buffer.peek(), first.buffer.peek()) < 0)) {
        first = shard;
      }
    }
    return first;
  }

  /**
   * The Queries of the next round; empty if a shard that must be read has used its Queries for this
   * page.
   */
  private List<ShardRead> planRound() {
    List<Shard> live = new ArrayList<>();
    for (Shard shard : shards) {
      if (!shard.exhausted || !shard.buffer.isEmpty()) {
        live.add(shard);
      }
    }
    Shard first = firstBuffered();
    Map<String, AttributeValue> firstLoaded = first == null ? null : first.buffer.peek();
    Map<String, AttributeValue> bound = bound();
    List<Shard> candidates = new ArrayList<>();
    for (Shard shard : live) {
      if (shard.buffer.isEmpty()
          && !shard.exhausted
          && (firstLoaded == null || shard.mayPrecede(firstLoaded))
          && (bound == null || !shard.beyond(bound))) {
        candidates.add(shard);
      }
    }
    if (candidates.isEmpty()) {
      throw new IllegalStateException("The shard merge has nothing to read and nothing to emit");
    }
    candidates.sort(this::byKnownPosition);
    int width = pageSize == null ? candidates.size() : Math.max(1, (remaining + 1) / 2);
    List<ShardRead> reads = new ArrayList<>();
    for (Shard shard : candidates.subList(0, Math.min(width, candidates.size()))) {
      if (shard.requests >= maxRequestsPerShard) {
        return List.of();
      }
      reads.add(shard.read(limitFor(shard, live.size()), bound));
    }
    return reads;
  }

  /**
   * The last of the first {@code remaining} keys the merge knows (buffered items and shards' known
   * next keys), or null when it knows fewer: the page ends at or before it.
   */
  private Map<String, AttributeValue> bound() {
    if (pageSize == null || (prefix.isEmpty() && indexOrder.isEmpty())) {
      return null;
    }
    List<Map<String, AttributeValue>> known = new ArrayList<>();
    for (Shard shard : shards) {
      known.addAll(shard.buffer);
      if (shard.head != null) {
        known.add(shard.head);
      }
    }
    if (known.size() < remaining) {
      return null;
    }
    known.sort(order);
    return known.get(remaining - 1);
  }

  private Integer limitFor(Shard shard, int liveShards) {
    if (pageSize == null) {
      return null;
    }
    int share =
        shard.lastLimit == null
            ? (remaining + liveShards - 1) / liveShards
            : (int) Math.min(Integer.MAX_VALUE, 2L * shard.lastLimit);
    // Without a filter a shard never needs more than the missing items; with one, a Query may
    // have to evaluate more items than it keeps.
    int most = filtered ? pageSize : remaining;
    return Math.max(1, Math.min(share, most));
  }

  /** Shards with no known position first, then by the sort key of what is known, in query order. */
  private int byKnownPosition(Shard a, Shard b) {
    AttributeValue ka = a.knownSortKey();
    AttributeValue kb = b.knownSortKey();
    if (ka == null || kb == null) {
      return Boolean.compare(ka != null, kb != null);
    }
    return plan.compareSortKeys(ka, kb);
  }

  private CompletableFuture<Void> send(List<ShardRead> reads) {
    return plan.sendAll(reads)
        .thenAccept(
            responses -> {
              for (int i = 0; i < reads.size(); i++) {
                ShardRead read = reads.get(i);
                shards.get(read.shard()).accept(read, responses.get(i));
              }
            });
  }

  /** The value of the range attribute (the sort key, or an ordered index's sort attribute). */
  private AttributeValue sortKeyOf(Map<String, AttributeValue> key) {
    return key.get(rangeAttribute);
  }

  /** Whether a read item lies outside the query: its prefix, or an ordered index's range. */
  private boolean outside(Map<String, AttributeValue> item) {
    if (indexOrder.isPresent()) {
      return !indexOrder.get().contains(sortKeyOf(item));
    }
    return prefix.isPresent() && !sortKeyOf(item).s().startsWith(prefix.get());
  }

  private final class Shard {
    final int index;
    final ArrayDeque<Map<String, AttributeValue>> buffer = new ArrayDeque<>();

    /** The key of the last item emitted (or, before any, where the shard started); null = start. */
    Map<String, AttributeValue> emittedUpTo;

    /** Where the next Query resumes ({@code ExclusiveStartKey}); null = the start. */
    Map<String, AttributeValue> readUpTo;

    /** The key of the item after {@code readUpTo}, known from the cursor and not read yet. */
    Map<String, AttributeValue> head;

    /** Nothing is left to read up to this range value (in query order) past {@code readUpTo}. */
    AttributeValue floor;

    /**
     * Where a read from the floor continues while it still meets only items up to the floor, read
     * before: on an ordered index the range value is the first part of the sort key, so several
     * items may share the floor's value, and a Query's Limit may stop among them.
     */
    Map<String, AttributeValue> skipAfter;

    boolean exhausted;
    int requests;
    Integer lastLimit;

    Shard(int index, ShardPosition start) {
      this.index = index;
      this.exhausted = start.done();
      this.readUpTo = start.after().orElse(null);
      this.emittedUpTo = readUpTo;
      this.head = start.next().orElse(null);
      this.floor = start.floor().orElse(null);
    }

    /** Whether this shard (its buffer empty) may hold an item before {@code item}. */
    boolean mayPrecede(Map<String, AttributeValue> item) {
      if (head != null) {
        return order.compare(head, item) < 0;
      }
      if (floor != null) {
        return plan.compareSortKeys(floor, sortKeyOf(item)) < 0;
      }
      return readUpTo == null || order.compare(readUpTo, item) < 0;
    }

    /** Whether this shard (its buffer empty) holds nothing up to {@code bound}. */
    boolean beyond(Map<String, AttributeValue> bound) {
      if (head != null) {
        return order.compare(head, bound) > 0;
      }
      if (floor != null) {
        return plan.compareSortKeys(floor, sortKeyOf(bound)) >= 0;
      }
      return readUpTo != null && order.compare(readUpTo, bound) >= 0;
    }

    /** The sort key of the furthest position known, or null when nothing is. */
    AttributeValue knownSortKey() {
      if (head != null) {
        return sortKeyOf(head);
      }
      if (floor != null) {
        return floor;
      }
      return readUpTo == null ? null : sortKeyOf(readUpTo);
    }

    ShardRead read(Integer limit, Map<String, AttributeValue> bound) {
      AttributeValue to = bound == null ? null : sortKeyOf(bound);
      if (floor != null) {
        // Start at the floor itself (the Query cannot start after a key it does not hold), or
        // after the last item up to the floor that a read from it met.
        return new ShardRead(index, Optional.ofNullable(skipAfter), limit, floor, to);
      }
      return new ShardRead(index, Optional.ofNullable(readUpTo), limit, null, to);
    }

    void accept(ShardRead read, QueryResponse response) {
      requests++;
      lastLimit = read.limit();
      head = null;
      floor = null;
      skipAfter = null;
      for (Map<String, AttributeValue> item : response.items()) {
        AttributeValue sortKey = sortKeyOf(item);
        boolean reread = read.from() != null && plan.compareSortKeys(sortKey, read.from()) <= 0;
        if (!reread && !outside(item)) {
          buffer.add(item);
        }
      }
      if (!response.items().isEmpty()) {
        readUpTo = plan.keyOf(response.items().get(response.items().size() - 1));
      }
      Optional<Map<String, AttributeValue>> lastEvaluated =
          PartitionPages.lastEvaluatedKey(response);
      if (lastEvaluated.isPresent()) {
        readUpTo = lastEvaluated.get();
        if (read.from() != null
            && plan.compareSortKeys(sortKeyOf(readUpTo), read.from()) <= 0) {
          // Stopped among the items up to the floor: the next read goes on from here, past them.
          floor = read.from();
          skipAfter = readUpTo;
        }
      } else if (read.to() != null) {
        floor = read.to();
      } else {
        exhausted = true;
      }
    }

    ShardPosition position() {
      if (!buffer.isEmpty()) {
        return ShardPosition.afterNullable(emittedUpTo).withNext(plan.keyOf(buffer.peek()));
      }
      if (exhausted) {
        return ShardPosition.DONE;
      }
      ShardPosition position = ShardPosition.afterNullable(readUpTo);
      if (head != null) {
        return position.withNext(head);
      }
      return floor == null ? position : position.withFloor(floor);
    }
  }
}
