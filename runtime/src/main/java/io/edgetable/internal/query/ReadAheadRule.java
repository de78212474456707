package io.edgetable.internal.query;

/**
 * How many items a merged page paged by cursor asks each shard for when it reads past what the
 * cursor knows (a probe, see {@link RoundMerge}): on top of the shard's items read ahead by earlier
 * pages, {@code x} new ones. A stream keeps what it reads ahead, so it always reads a page ahead.
 */
public enum ReadAheadRule {
  /** {@code x} = the page size: "read ahead a page per shard". */
  PAGE_PER_SHARD,
  /** {@code x} = the page divided among the shards, rounded up: "one round of equal shares". */
  EQUAL_SHARES,
  /**
   * {@code x} from the sizes of the items read so far ({@link ItemSizes}, carried by the cursor),
   * the cheapest in read units by {@link ProbeCost}, each shard's Limit then raised to what its
   * 4 KB units hold. Before any item is read, at least what is estimated to make a whole page
   * known ({@link ProbeCost#firstProbe}).
   */
  ADAPTIVE;

  /** The Limits of a probe over {@code shards} shards for pages of {@code pageSize}. */
  ProbeLimits limits(int pageSize, int shards, ItemSizes sizes) {
    return limits(pageSize, 0, shards, sizes);
  }

  /**
   * The Limits of a probe over {@code shards} shards for pages of {@code pageSize}, when {@code
   * knownAhead} items read ahead by earlier pages are known to come first (each read again).
   */
  ProbeLimits limits(int pageSize, int knownAhead, int shards, ItemSizes sizes) {
    return switch (this) {
      case PAGE_PER_SHARD -> new ProbeLimits(pageSize, 0, shards);
      case EQUAL_SHARES -> new ProbeLimits((pageSize + shards - 1) / shards, 0, shards);
      case ADAPTIVE -> {
        int bytes = sizes.bytesPerItem();
        // The items read ahead already fill part of the page: new items are sized for the rest,
        // or every probe would make more known than a page and the surplus, read again by each
        // next probe, would grow towards a page.
        int rest = Math.max(1, pageSize - knownAhead);
        int newItems = ProbeCost.cheapestNewItems(rest, shards, bytes);
        if (!sizes.known()) {
          // The first probe: its sizes are a guess, so it reads at least what makes a whole page
          // known; a short first page costs one more round of Queries on every shard.
          yield new ProbeLimits(ProbeCost.firstProbe(pageSize, shards, newItems, bytes), 0, shards);
        }
        yield new ProbeLimits(newItems, bytes, shards);
      }
    };
  }

  /**
   * A probe's Limits: {@code newItems} past each shard's unread ones; with {@code itemBytes} above
   * 0, raised to as many items as the 4 KB units of that Limit hold (they are billed anyway).
   */
  record ProbeLimits(int newItems, int itemBytes, int shards) {
    int forShard(int unread) {
      int limit = unread + newItems;
      return itemBytes > 0 ? ProbeCost.filled(limit, itemBytes, shards) : limit;
    }
  }
}
