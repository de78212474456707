package io.edgetable.internal.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The adaptive rule's choices, as functions of item size, shard count and page size. */
class ProbeCostTest {

  @Test
  void aQueryOfSmallItemsAsksForWhatItsReadUnitHolds() {
    // 4,096 / 100 = 40 items cost one unit, as one item would.
    ItemSizes seen = new ItemSizes(100, 500);
    ReadAheadRule.ProbeLimits limits = ReadAheadRule.ADAPTIVE.limits(10, 8, seen);
    assertEquals(40, limits.forShard(0));
    assertEquals(40, limits.forShard(3), "unread items fit the same unit");
    // 100 items of 100 B are billed 3 units, which hold 122; a cursor carries at most 1,024
    // items read ahead, so 16 shards are not raised past the 100 asked (1,024 / 16 = 64).
    assertEquals(122, ProbeCost.filled(100, 100, 8));
    assertEquals(100, ProbeCost.filled(100, 100, 16));
    assertEquals(64, ProbeCost.filled(50, 100, 16));
  }

  @Test
  void largeItemsAreReadLittlePastTheShareOfAPage() {
    int newItems = ProbeCost.cheapestNewItems(100, 4, 4096);
    assertTrue(newItems < 100, newItems + " new items of 4 KB per shard for pages of 100");
    assertTrue(newItems >= 25, newItems + ": at least the equal share of a page");
    ReadAheadRule.ProbeLimits limits =
        ReadAheadRule.ADAPTIVE.limits(100, 4, new ItemSizes(4096, 9));
    assertEquals(newItems, limits.newItems());
  }

  @Test
  void manyShardsAndSmallPagesReadAheadRatherThanReturnOneItemAPage() {
    // Equal shares of a page of 10 over 16 shards is one item each: the earliest of 16 first items
    // is all a page could return. The estimate reads further.
    int newItems = ProbeCost.cheapestNewItems(10, 16, 4096);
    assertTrue(newItems >= 5, newItems + " new items per shard");
    assertEquals(1, ReadAheadRule.EQUAL_SHARES.limits(10, 16, ItemSizes.NONE).forShard(0));
    assertEquals(13, ReadAheadRule.PAGE_PER_SHARD.limits(10, 16, ItemSizes.NONE).forShard(3));
  }

  @Test
  void theFirstProbeMakesAPageKnownWhenTheAssumedSizeWouldLeaveItWellShort() {
    // 16 shards, pages of 100: at the assumed 400 B a shard's unit holds 10 items, estimated to
    // make about 70 known; the first probe reads what makes a page known instead.
    int assumed = ItemSizes.ASSUMED_BYTES;
    int cheapest = ProbeCost.filled(ProbeCost.cheapestNewItems(100, 16, assumed), assumed, 16);
    assertTrue(ProbeCost.known(16, cheapest) < ProbeCost.SHORT_FIRST_PAGE * 100);
    int first = ReadAheadRule.ADAPTIVE.limits(100, 16, ItemSizes.NONE).forShard(0);
    assertTrue(ProbeCost.known(16, first) >= 100, first + " items per shard");
    assertTrue(ProbeCost.known(16, first - 1) < 100, first + " is the fewest");
    // Once sizes are known the probe is the cheapest again: 100 B items fill their unit.
    assertEquals(40, ReadAheadRule.ADAPTIVE.limits(100, 16, new ItemSizes(100, 9)).forShard(0));
    // 8 shards, pages of 50: the assumed size's probe is estimated short by less than a quarter.
    int eight = ProbeCost.filled(ProbeCost.cheapestNewItems(50, 8, assumed), assumed, 8);
    assertEquals(eight, ReadAheadRule.ADAPTIVE.limits(50, 8, ItemSizes.NONE).forShard(0));
  }

  @Test
  void itemsReadAheadLeaveFewerNewItemsToAsk() {
    // 4 KB items, 8 shards, pages of 50: with 44 items read ahead a probe needs about 6 more, and
    // asking for a page's worth again would carry a surplus into every next probe.
    ItemSizes large = new ItemSizes(4096, 100);
    int fresh = ReadAheadRule.ADAPTIVE.limits(50, 0, 8, large).newItems();
    int ahead = ReadAheadRule.ADAPTIVE.limits(50, 44, 8, large).newItems();
    assertTrue(ahead < fresh, ahead + " new items with 44 read ahead, " + fresh + " with none");
    assertEquals(ProbeCost.cheapestNewItems(6, 8, 4096), ahead);
    // The fixed rules do not look at what was read ahead.
    assertEquals(
        ReadAheadRule.EQUAL_SHARES.limits(50, 8, large),
        ReadAheadRule.EQUAL_SHARES.limits(50, 44, 8, large));
    assertEquals(
        ReadAheadRule.PAGE_PER_SHARD.limits(50, 8, large),
        ReadAheadRule.PAGE_PER_SHARD.limits(50, 44, 8, large));
  }

  @Test
  void theItemsAProbeMakesKnownGrowWithItsLimitAndAreAtLeastThoseOfOneShard() {
    double before = 0;
    for (int limit = 1; limit <= 200; limit++) {
      double known = ProbeCost.known(8, limit);
      assertTrue(known >= limit, limit + ": " + known);
      assertTrue(known >= before, limit + ": " + known + " after " + before);
      assertTrue(known <= 8.0 * limit, limit + ": " + known);
      before = known;
    }
    assertEquals(7, ProbeCost.known(1, 7), 1e-9, "one shard: every item it read is known");
  }

  @Test
  void sizesAverageWhatWasReadAndForgetBeyondTheirWeight() {
    Map<String, AttributeValue> small = Map.of("PK", AttributeValue.fromS("x".repeat(98)));
    Map<String, AttributeValue> large = Map.of("PK", AttributeValue.fromS("x".repeat(998)));
    ItemSizes sizes = ItemSizes.NONE.plus(List.of(small, small, large, large));
    assertEquals(new ItemSizes(550, 4), sizes);
    assertEquals(ItemSizes.ASSUMED_BYTES, ItemSizes.NONE.bytesPerItem());
    ItemSizes many = new ItemSizes(100, ItemSizes.MAX_COUNT).plus(List.of(large));
    assertEquals(ItemSizes.MAX_COUNT, many.count());
    assertEquals(101, many.average(), "one new item moves a full average by its share");
  }
}
