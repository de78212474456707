package io.edgetable.internal.query;

import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where reading one partition (one shard) resumes, and what is already known beyond that point.
 *
 * <ul>
 *   <li>{@code after}: resume after this key (a valid {@code ExclusiveStartKey}: everything up to
 *       it has been returned or filtered out); empty = from the start.
 *   <li>{@code done}: the partition is exhausted.
 *   <li>{@code next}: the key of the item that follows {@code after}, read by an earlier page but
 *       not returned yet. The merge orders the shard by it without reading it again.
 *   <li>{@code floor}: a value of the query's range attribute (its sort key, or an ordered
 *       index's sort attribute) up to which, in query order and inclusive, the partition has been
 *       read past {@code after}, with nothing left to return: the next item's lies beyond it.
 * </ul>
 *
 * <p>An unsharded query only ever uses {@code after} and {@code done}.
 */
public record ShardPosition(
    Optional<Map<String, AttributeValue>> after,
    boolean done,
    Optional<Map<String, AttributeValue>> next,
    Optional<AttributeValue> floor) {
  public static final ShardPosition START = new ShardPosition(Optional.empty(), false);
  public static final ShardPosition DONE = new ShardPosition(Optional.empty(), true);

  public ShardPosition {
    after = after.map(Map::copyOf);
    next = next.map(Map::copyOf);
    if (next.isPresent() && floor.isPresent()) {
      throw new IllegalArgumentException(
          "A shard position knows its next key or a floor, not both");
    }
    if (done && (after.isPresent() || next.isPresent() || floor.isPresent())) {
      throw new IllegalArgumentException("An exhausted shard has no position");
    }
  }

  ShardPosition(Optional<Map<String, AttributeValue>> after, boolean done) {
    this(after, done, Optional.empty(), Optional.empty());
  }

  public static ShardPosition after(Map<String, AttributeValue> key) {
    return new ShardPosition(Optional.of(key), false);
  }

  /** The position before any item is read: after {@code key}, or the start when it is null. */
  static ShardPosition afterNullable(Map<String, AttributeValue> key) {
    return key == null ? START : after(key);
  }

  /** This position, knowing that the next item's key is {@code key}. */
  public ShardPosition withNext(Map<String, AttributeValue> key) {
    return new ShardPosition(after, false, Optional.of(key), Optional.empty());
  }

  /** This position, knowing that nothing is left up to range value {@code value}. */
  public ShardPosition withFloor(AttributeValue value) {
    return new ShardPosition(after, false, Optional.empty(), Optional.of(value));
  }

  /** This position, knowing that nothing is left up to string sort key {@code sortKey}. */
  public ShardPosition withFloor(String sortKey) {
    return withFloor(AttributeValue.fromS(sortKey));
  }
}
