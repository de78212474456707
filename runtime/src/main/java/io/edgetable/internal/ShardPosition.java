package io.edgetable.internal;

import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where reading one partition (one shard) resumes: from its start, after a key (a valid
 * {@code ExclusiveStartKey}: everything up to it has been returned or filtered out), or nowhere
 * because it is exhausted.
 */
record ShardPosition(Optional<Map<String, AttributeValue>> after, boolean done) {
  static final ShardPosition START = new ShardPosition(Optional.empty(), false);
  static final ShardPosition DONE = new ShardPosition(Optional.empty(), true);

  ShardPosition {
    after = after.map(Map::copyOf);
  }

  static ShardPosition after(Map<String, AttributeValue> key) {
    return new ShardPosition(Optional.of(key), false);
  }

  /** The position before any item is read: after {@code key}, or the start when it is null. */
  static ShardPosition afterNullable(Map<String, AttributeValue> key) {
    return key == null ? START : after(key);
  }
}
