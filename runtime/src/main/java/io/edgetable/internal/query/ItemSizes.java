package io.edgetable.internal.query;

import io.edgetable.internal.codec.ItemSize;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The average size (DynamoDB's size rule, in bytes) of the index items a merged query has read so
 * far, over how many items: what a cursor carries so that the next page can size its Queries by
 * what they will be billed ({@link ReadAheadRule#ADAPTIVE}).
 */
public record ItemSizes(int average, int count) {
  /** Nothing read yet. */
  public static final ItemSizes NONE = new ItemSizes(0, 0);

  /** The average weighs at most this many items, so that it follows items whose size changes. */
  public static final int MAX_COUNT = 1024;

  /**
   * The size assumed before any item was read: an index item of a few hundred bytes. A wrong guess
   * costs the first page only.
   */
  static final int ASSUMED_BYTES = 400;

  /** Whether any item was read. */
  boolean known() {
    return count > 0;
  }

  /** The average, or {@link #ASSUMED_BYTES} before any item was read. */
  int bytesPerItem() {
    return known() ? average : ASSUMED_BYTES;
  }

  /** These sizes and those of {@code items}, the older weighing at most {@link #MAX_COUNT}. */
  ItemSizes plus(List<Map<String, AttributeValue>> items) {
    if (items.isEmpty()) {
      return this;
    }
    long bytes = (long) average * count;
    for (Map<String, AttributeValue> item : items) {
      bytes += ItemSize.of(item);
    }
    int total = count + items.size();
    long mean = Math.max(1, Math.min(ItemSize.MAX_ITEM_BYTES, Math.round((double) bytes / total)));
    return new ItemSizes((int) mean, Math.min(MAX_COUNT, total));
  }

  /** Why these sizes cannot come from a cursor this library wrote, or null when they can. */
  String invalidReason() {
    if (count < 0 || count > MAX_COUNT) {
      return "it averages item sizes over " + count + " items (at most " + MAX_COUNT + ")";
    }
    if ((count == 0) != (average == 0)) {
      return "it carries an item size average of " + average + " bytes over " + count + " items";
    }
    if (average < 0 || average > ItemSize.MAX_ITEM_BYTES) {
      return "it carries an item size of "
          + average
          + " bytes (DynamoDB items hold at most "
          + ItemSize.MAX_ITEM_BYTES
          + ")";
    }
    return null;
  }
}
