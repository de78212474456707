package io.edgetable.internal.query;

/**
 * What a probe of a merged page costs in read units per item it lets the pages return, for a
 * choice of new items per shard ({@link ReadAheadRule#ADAPTIVE}). DynamoDB bills a Query the bytes
 * it read rounded up to 4 KB, at least one unit: on small items the number of Queries sets the
 * price, on large ones the number of items read, and a cursor reads every item it read ahead once
 * more to return it.
 *
 * <p>The estimate, all in 4 KB units (the factor of a half for eventually consistent reads is the
 * same on every side):
 *
 * <ul>
 *   <li>A probe asks each of the S shards for L items: S Queries of {@code units(L)}.
 *   <li>The items it makes known (every item up to the earliest point where a shard stopped, see
 *       {@link RoundMerge}): the position of a shard's L-th item in the merged order is about L·S
 *       with a standard deviation of S·√L; the earliest of S such is, by Blom's formula for the
 *       largest of S normal deviates g(S), about K = S·L − g(S)·S·√L, and at least L.
 *   <li>K at most a page: the page returns K items, nothing is read again. Otherwise the probe's
 *       page returns a page, the next pages take a page each of what is known (each a Query per
 *       shard among the page's, T = S(1 − (1 − 1/S)^p) of them, of {@code units(p / T)}), and what
 *       is left short of a page is read once more by the next probe.
 * </ul>
 *
 * <p>The benchmark ({@code benchmarks/run --only=shards}) checks the estimate's choices against
 * the two fixed rules on real pages.
 */
final class ProbeCost {
  static final int UNIT_BYTES = 4096;
  private static final int MAX_SHARDS = 256;

  /** A first page estimated shorter than this share of a page makes the first probe read more. */
  static final double SHORT_FIRST_PAGE = 0.75;

  /** g(S) for S = 0..256: the expected largest of S standard normal deviates (Blom). */
  private static final double[] LARGEST_DEVIATE = largestDeviates();

  private ProbeCost() {}

  /** The number of new items per shard, 1 to {@code pageSize}, whose probe costs least per item. */
  static int cheapestNewItems(int pageSize, int shards, int itemBytes) {
    int best = 1;
    double bestCost = Double.POSITIVE_INFINITY;
    for (int items = 1; items <= pageSize; items++) {
      double cost = perItemReturned(pageSize, shards, itemBytes, filled(items, itemBytes, shards));
      if (cost < bestCost - 1e-9) {
        bestCost = cost;
        best = items;
      }
    }
    return best;
  }

  /**
   * The new items per shard of a probe before any item size is known: the cheapest at the assumed
   * size ({@code newItems}, raised to what its units hold); when that is estimated to make less
   * than three quarters of a page known, the fewest estimated to make a whole page known. At the
   * assumed size the cheapest probe may return a page well short, and a second probe costs a
   * Query per shard: on small items that round is most of a page's price, on large ones the items
   * added cost about as much, so a first page only slightly short is left as it is.
   */
  static int firstProbe(int pageSize, int shards, int newItems, int assumedBytes) {
    int items = filled(newItems, assumedBytes, shards);
    if (known(shards, items) >= SHORT_FIRST_PAGE * pageSize) {
      return items;
    }
    while (items < pageSize && known(shards, items) < pageSize) {
      items++;
    }
    return items;
  }

  /**
   * {@code items} raised to as many items as the 4 KB units they are billed hold, without taking
   * a probe past what a cursor carries ({@link ReadAhead#MAX_ITEMS} over {@code shards}).
   */
  static int filled(int items, int itemBytes, int shards) {
    long fits = units(items, itemBytes) * UNIT_BYTES / itemBytes;
    long most = Math.max(items, ReadAhead.MAX_ITEMS / Math.max(1, shards));
    return (int) Math.max(items, Math.min(fits, most));
  }

  /** Read units (4 KB, before the half of an eventually consistent read) of a Query. */
  static long units(double items, int itemBytes) {
    return Math.max(1, (long) Math.ceil(items * itemBytes / UNIT_BYTES));
  }

  /** The estimate above, for a probe of {@code limit} items on each of {@code shards} shards. */
  static double perItemReturned(int pageSize, int shards, int itemBytes, int limit) {
    double probe = shards * (double) units(limit, itemBytes);
    double known = known(shards, limit);
    if (known <= pageSize) {
      return probe / known;
    }
    double touched = shards * (1 - Math.pow(1 - 1.0 / shards, pageSize));
    double knownPage = touched * units(pageSize / touched, itemBytes);
    double knownPages = Math.floor((known - pageSize) / pageSize);
    double left = known - pageSize - knownPages * pageSize;
    double reread = left * itemBytes / UNIT_BYTES;
    return (probe + knownPages * knownPage + reread) / (known - left);
  }

  /** About how many items a probe of {@code limit} items on each of {@code shards} makes known. */
  static double known(int shards, int limit) {
    double g = LARGEST_DEVIATE[Math.min(shards, MAX_SHARDS)];
    return Math.max(limit, shards * (limit - g * Math.sqrt(limit)));
  }

  private static double[] largestDeviates() {
    double[] table = new double[MAX_SHARDS + 1];
    for (int s = 2; s <= MAX_SHARDS; s++) {
      table[s] = inverseNormal((s - 0.375) / (s + 0.25));
    }
    return table;
  }

  /** The z with Φ(z) = {@code q}, for q in (0.5, 1), by bisection. */
  private static double inverseNormal(double q) {
    double low = 0;
    double high = 10;
    for (int i = 0; i < 60; i++) {
      double mid = (low + high) / 2;
      if (normal(mid) < q) {
        low = mid;
      } else {
        high = mid;
      }
    }
    return (low + high) / 2;
  }

  /** Φ(z) for z ≥ 0, through erf (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
  private static double normal(double z) {
    double x = z / Math.sqrt(2);
    double t = 1 / (1 + 0.3275911 * x);
    double poly =
        t
            * (0.254829592
                + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
    double erf = 1 - poly * Math.exp(-x * x);
    return 0.5 * (1 + erf);
  }
}
