package io.edgetable.internal.query;

import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One Query on one shard: where it resumes ({@code ExclusiveStartKey}; empty = the start, or the
 * {@code from} end of the range), how many items it may evaluate ({@code Limit}; null = none) and
 * which sort keys it may read: {@code from}..{@code to}, both inclusive, in query order (for a
 * descending query {@code from} is the higher key), values of the query's {@link
 * QuerySpec#rangeAttribute() range attribute}. A null end is the end of the query's prefix (of an
 * ordered query: of its range); with both null the Query reads the prefix with {@code
 * begins_with} (an ordered query: its range as given).
 */
record ShardRead(
    int shard,
    Optional<Map<String, AttributeValue>> startKey,
    Integer limit,
    AttributeValue from,
    AttributeValue to) {

  /** A read of the whole prefix from {@code startKey}, as an unsharded page reads. */
  static ShardRead after(int shard, Optional<Map<String, AttributeValue>> startKey, Integer limit) {
    return new ShardRead(shard, startKey, limit, null, null);
  }

  /** Whether the read names a sort-key range rather than the whole prefix. */
  boolean ranged() {
    return from != null || to != null;
  }
}
