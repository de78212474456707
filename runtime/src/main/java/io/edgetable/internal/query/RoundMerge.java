package io.edgetable.internal.query;

import io.edgetable.internal.codec.ItemReader;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A k-way merge of the shards of a sharded index, in query order, that sends at most one Query to
 * each shard per page. It serves queries with a page size and no filter: a filter makes a Query's
 * {@code Limit} count items it does not return, so the counts below would not hold ({@link
 * ShardMerge} merges those).
 *
 * <p>A page is one round of Queries, sent concurrently, of one of two kinds:
 *
 * <ul>
 *   <li><b>Known</b>: the items read ahead by earlier pages ({@link ReadAhead}) cover the page. It
 *       takes the first page size of them and asks each shard that holds one for exactly its count
 *       ({@code Limit}), after the last item it returned: nothing past the page is read.
 *   <li><b>Probe</b>: otherwise every shard that may hold more is asked for its items read ahead
 *       plus some new ones, as many as the {@link ReadAheadRule} says: by default sized from the
 *       items read so far ({@link ItemSizes}, which the cursor carries) to cost the fewest read
 *       units per item returned (a stream reads a page of new ones). The frontier is the earliest
 *       point where a shard stopped; every item up to it is known, in order. The page takes the
 *       first of them, up to a page (fewer when the probe read less than a page past the
 *       frontier: a page may be short, never empty); the others are read ahead for the next
 *       pages.
 * </ul>
 *
 * <p>Between pages of a cursor only the shards of the items read ahead travel, and each such item
 * is read again to be returned: a stateless cursor cannot carry the items. A stream keeps them in
 * memory, with what a shard read past the frontier, so it reads each item once.
 *
 * <p>Each shard resumes after its own last returned key, so items deleted or written between two
 * pages never make a later page lose or repeat one that stayed. What was read ahead may then no
 * longer hold: a shard that returns fewer items than it was asked for makes the page return only
 * what is certainly in order and forget the rest; an item deleted or written in the middle of a
 * shard's read-ahead moves the merged order by one place until the read-ahead is used up.
 */
final class RoundMerge implements ItemReader {
  private final QueryPlan<?> plan;
  private final Comparator<Map<String, AttributeValue>> order;
  private final int pageSize;
  private final boolean keepsItems;
  private final ReadAheadRule rule;
  private final List<Shard> shards = new ArrayList<>();

  /** The sizes of the items read so far, this page's included: what the next probe sizes by. */
  private ItemSizes sizes;

  /** The items known to come next, in query order: every item up to the frontier. */
  private final ArrayDeque<Known> known = new ArrayDeque<>();

  /**
   * @param keepsItems whether items read ahead stay in memory for the next page (a stream), or are
   *     forgotten and read again (a cursor page)
   * @param rule how far a cursor page's probe reads ahead; a stream reads a page ahead
   */
  RoundMerge(
      QueryPlan<?> plan,
      Cursors.Resume resume,
      int pageSize,
      boolean keepsItems,
      ReadAheadRule rule) {
    this.plan = plan;
    this.order = plan.order();
    this.pageSize = pageSize;
    this.keepsItems = keepsItems;
    this.rule = keepsItems ? ReadAheadRule.PAGE_PER_SHARD : rule;
    this.sizes = resume.sizes();
    List<ShardPosition> start = resume.positions();
    ReadAhead ahead = resume.readAhead();
    for (int i = 0; i < start.size(); i++) {
      shards.add(new Shard(start.get(i), ahead.ending().contains(i)));
    }
    for (int shard : ahead.order()) {
      known.add(new Known(shard, null));
      shards.get(shard).unread++;
    }
  }

  /** The next page: one round, at most one Query per shard; empty only when nothing is left. */
  CompletableFuture<List<Map<String, AttributeValue>>> page() {
    if (exhausted()) {
      return CompletableFuture.completedFuture(List.of());
    }
    return knownRound() ? readKnown() : probe();
  }

  /** The first Query the next page sends; nothing is sent. */
  Optional<ShardRead> firstRead() {
    if (exhausted()) {
      return Optional.empty();
    }
    List<ShardRead> reads = knownRound() ? knownReads(firstKnown()) : probeReads();
    return reads.isEmpty() ? Optional.empty() : Optional.of(reads.get(0));
  }

  /** Whether nothing is left to read or return. */
  boolean exhausted() {
    return known.isEmpty() && nothingUnknown();
  }

  @Override
  public CompletableFuture<List<Map<String, AttributeValue>>> next() {
    return PartitionPages.untilItems(this::page, this::exhausted);
  }

  @Override
  public boolean finished() {
    return exhausted();
  }

  /**
   * Where the next page resumes: each shard after the last item it returned (done when nothing is
   * left of it), and what the cursor carries of the items read ahead: the first {@link
   * ReadAhead#MAX_ITEMS}, and the shards that end after them.
   */
  Cursors.Resume resume() {
    List<Integer> carried = new ArrayList<>();
    Set<Integer> cut = new HashSet<>();
    for (Known item : known) {
      if (carried.size() < ReadAhead.MAX_ITEMS) {
        carried.add(item.shard);
      } else {
        cut.add(item.shard);
      }
    }
    Set<Integer> withItems = new HashSet<>(carried);
    Set<Integer> ending = new HashSet<>();
    List<ShardPosition> positions = new ArrayList<>();
    for (int i = 0; i < shards.size(); i++) {
      Shard shard = shards.get(i);
      boolean ends = shard.ends && shard.beyond.isEmpty() && !cut.contains(i);
      if (ends && withItems.contains(i)) {
        ending.add(i);
      }
      positions.add(
          ends && !withItems.contains(i)
              ? ShardPosition.DONE
              : ShardPosition.afterNullable(shard.after));
    }
    return new Cursors.Resume(positions, new ReadAhead(carried, ending), sizes);
  }

  /** Whether every shard is read to its end (items in memory aside). */
  private boolean nothingUnknown() {
    return shards.stream().allMatch(s -> s.ends && s.beyond.isEmpty());
  }

  /** Whether the known items cover the next page. */
  private boolean knownRound() {
    return known.size() >= pageSize || (!known.isEmpty() && nothingUnknown());
  }

  private List<Known> firstKnown() {
    return known.stream().limit(pageSize).toList();
  }

  /** One Query per shard with items to read among {@code take}: exactly that many. */
  private List<ShardRead> knownReads(List<Known> take) {
    int[] counts = new int[shards.size()];
    List<Integer> asked = new ArrayList<>();
    for (Known item : take) {
      if (item.item == null && counts[item.shard]++ == 0) {
        asked.add(item.shard);
      }
    }
    List<ShardRead> reads = new ArrayList<>();
    for (int shard : asked) {
      reads.add(
          ShardRead.after(shard, Optional.ofNullable(shards.get(shard).after), counts[shard]));
    }
    return reads;
  }

  private CompletableFuture<List<Map<String, AttributeValue>>> readKnown() {
    List<Known> take = new ArrayList<>();
    while (take.size() < pageSize && !known.isEmpty()) {
      take.add(known.poll());
    }
    List<ShardRead> reads = knownReads(take);
    return plan.sendAll(reads)
        .thenApply(
            responses -> {
              boolean whole = true;
              Map<String, AttributeValue> bound = null;
              for (int i = 0; i < reads.size(); i++) {
                ShardRead read = reads.get(i);
                QueryResponse response = responses.get(i);
                sizes = sizes.plus(response.items());
                fill(take, read.shard(), response.items());
                shards.get(read.shard()).unread -= read.limit();
                if (response.items().size() < read.limit()) {
                  // Items deleted since the page that read ahead, or a Query cut at 1 MB: what
                  // the read-ahead said no longer holds.
                  whole = false;
                  Optional<Map<String, AttributeValue>> stop =
                      PartitionPages.lastEvaluatedKey(response);
                  if (stop.isPresent() && (bound == null || order.compare(stop.get(), bound) < 0)) {
                    bound = stop.get();
                  }
                }
              }
              List<Known> page = new ArrayList<>();
              for (Known item : take) {
                if (item.item != null && (bound == null || order.compare(item.item, bound) <= 0)) {
                  page.add(item);
                }
              }
              if (!whole) {
                for (Known item : take) {
                  if (!page.contains(item)) {
                    shards.get(item.shard).ends = false;
                  }
                }
                forgetReadAhead();
              }
              return emit(page);
            });
  }

  /**
   * After a read-ahead turned out stale: forgets every item known or read past the returned ones,
   * so the next page reads each shard again from its last returned item.
   */
  private void forgetReadAhead() {
    Set<Integer> withKnown = new HashSet<>();
    known.forEach(item -> withKnown.add(item.shard));
    known.clear();
    for (int i = 0; i < shards.size(); i++) {
      Shard shard = shards.get(i);
      // A shard read to its end with nothing left in memory stays done (its cursor position has
      // no key to read it again from).
      shard.ends &= shard.beyond.isEmpty() && !withKnown.contains(i);
      shard.unread = 0;
      shard.readTo = null;
      shard.beyond.clear();
    }
  }

  /**
   * Gives the unread items of {@code shard} among {@code entries} the first {@code items} read, in
   * order; returns how many it gave.
   */
  private static int fill(
      Iterable<Known> entries, int shard, List<Map<String, AttributeValue>> items) {
    int next = 0;
    for (Known item : entries) {
      if (item.shard == shard && item.item == null && next < items.size()) {
        item.item = items.get(next++);
      }
    }
    return next;
  }

  /**
   * The Queries of a probe: every shard with unread items or more to read, each asked for its
   * unread items and as many new ones as the rule says.
   */
  private List<ShardRead> probeReads() {
    List<Integer> asked = new ArrayList<>();
    for (int i = 0; i < shards.size(); i++) {
      Shard shard = shards.get(i);
      if (shard.unread > 0 || !shard.ends) {
        asked.add(i);
      }
    }
    ReadAheadRule.ProbeLimits limits = rule.limits(pageSize, known.size(), asked.size(), sizes);
    List<ShardRead> reads = new ArrayList<>();
    for (int i : asked) {
      Shard shard = shards.get(i);
      Map<String, AttributeValue> from =
          shard.unread > 0 || shard.readTo == null ? shard.after : shard.readTo;
      reads.add(ShardRead.after(i, Optional.ofNullable(from), limits.forShard(shard.unread)));
    }
    return reads;
  }

  private CompletableFuture<List<Map<String, AttributeValue>>> probe() {
    List<ShardRead> reads = probeReads();
    return plan.sendAll(reads)
        .thenApply(
            responses -> {
              for (int i = 0; i < reads.size(); i++) {
                accept(reads.get(i).shard(), responses.get(i));
              }
              List<Known> candidates = new ArrayList<>();
              for (Known item : known) {
                if (item.item != null) {
                  candidates.add(item);
                }
              }
              for (int i = 0; i < shards.size(); i++) {
                for (Map<String, AttributeValue> item : shards.get(i).beyond) {
                  candidates.add(new Known(i, item));
                }
                shards.get(i).beyond.clear();
              }
              candidates.sort((a, b) -> order.compare(a.item, b.item));
              Map<String, AttributeValue> frontier = frontier();
              known.clear();
              for (Known item : candidates) {
                if (frontier == null || order.compare(item.item, frontier) <= 0) {
                  known.add(item);
                } else if (keepsItems) {
                  shards.get(item.shard).beyond.add(item.item);
                } else {
                  // Read past the frontier: forgotten, and read again from the shard's position.
                  Shard shard = shards.get(item.shard);
                  shard.readTo = null;
                  shard.ends = false;
                }
              }
              List<Known> page = new ArrayList<>();
              while (page.size() < pageSize && !known.isEmpty()) {
                page.add(known.poll());
              }
              return emit(page);
            });
  }

  /** Takes in one probe response: fills the shard's unread items, keeps the rest beyond them. */
  private void accept(int index, QueryResponse response) {
    Shard shard = shards.get(index);
    List<Map<String, AttributeValue>> items = response.items();
    sizes = sizes.plus(items);
    int filled = fill(known, index, items);
    // Unread items the shard no longer returns (deleted since) are dropped.
    known.removeIf(item -> item.shard == index && item.item == null);
    shard.unread = 0;
    shard.beyond.addAll(items.subList(filled, items.size()));
    Optional<Map<String, AttributeValue>> stop = PartitionPages.lastEvaluatedKey(response);
    shard.ends = stop.isEmpty();
    shard.readTo = stop.orElse(null);
  }

  /** The earliest point where a shard that may hold more stopped; null when every shard ended. */
  private Map<String, AttributeValue> frontier() {
    Map<String, AttributeValue> frontier = null;
    for (Shard shard : shards) {
      if (!shard.ends && (frontier == null || order.compare(shard.readTo, frontier) < 0)) {
        frontier = shard.readTo;
      }
    }
    return frontier;
  }

  private List<Map<String, AttributeValue>> emit(List<Known> page) {
    List<Map<String, AttributeValue>> items = new ArrayList<>(page.size());
    for (Known item : page) {
      shards.get(item.shard).after = plan.keyOf(item.item);
      items.add(item.item);
    }
    return items;
  }

  /** An item known to come next: its shard, and the item once read (null: read it again). */
  private static final class Known {
    final int shard;
    Map<String, AttributeValue> item;

    Known(int shard, Map<String, AttributeValue> item) {
      this.shard = shard;
      this.item = item;
    }
  }

  private final class Shard {
    /** The key of the last item returned; null: none yet (the shard's start). */
    Map<String, AttributeValue> after;

    /**
     * Where the next new item is read from ({@code ExclusiveStartKey}); null: after the shard's
     * known items, which are read again from {@code after}.
     */
    Map<String, AttributeValue> readTo;

    /** Nothing is left after the shard's known items and {@code beyond}. */
    boolean ends;

    /** How many known items of the shard are not in memory (a cursor's read-ahead). */
    int unread;

    /** Items read past the frontier, kept in order (a stream only). */
    final ArrayDeque<Map<String, AttributeValue>> beyond = new ArrayDeque<>();

    Shard(ShardPosition start, boolean endsAfterReadAhead) {
      this.after = start.after().orElse(null);
      this.ends = start.done() || endsAfterReadAhead;
    }
  }
}
