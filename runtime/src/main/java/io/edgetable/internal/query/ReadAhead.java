package io.edgetable.internal.query;

import java.util.List;
import java.util.Set;

/**
 * What a merged page learnt past its own end, carried to the next page: the shard of each item it
 * read but did not return, in query order ({@code order}: every such item up to the merge's
 * frontier, so it is a prefix of what follows), and the shards that hold nothing after their items
 * in it ({@code ending}). The next page then knows how many items it needs from each shard and
 * reads them with one Query per shard, without reading past them.
 */
public record ReadAhead(List<Integer> order, Set<Integer> ending) {
  /** Nothing read ahead. */
  public static final ReadAhead NONE = new ReadAhead(List.of(), Set.of());

  /**
   * At most this many items travel in a cursor (half a kilobyte at 16 shards, compressed): a page
   * that read further ahead forgets the rest and reads it again later.
   */
  public static final int MAX_ITEMS = 1024;

  public ReadAhead {
    order = List.copyOf(order);
    ending = Set.copyOf(ending);
  }
}
