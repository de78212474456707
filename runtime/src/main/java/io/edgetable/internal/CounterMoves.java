package io.edgetable.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How the counter updates of an action become parts of item writes: the one place that decides
 * which items a counter move touches. Today a move is {@code ADD counter :delta} on the node item,
 * which must exist. With sharded counters (SPEC "Sharded counters") a move becomes two parts: the
 * node item's existence (a {@link Move} without an attribute) and an {@code ADD} on the counter
 * shard item, which need not exist. {@link ItemPlan} merges whatever parts land on one item.
 */
final class CounterMoves {
  private CounterMoves() {}

  /** The parts of every counter move of {@code action}, in the order of its counters. */
  static List<Move> of(PlannedAction action) {
    List<Move> moves = new ArrayList<>();
    for (CounterUpdate counter : action.counters()) {
      moves.add(
          new Move(
              action,
              action.write().table(),
              counter.nodeKey(),
              counter,
              counter.counter(),
              action.counterDelta(),
              true));
    }
    return moves;
  }

  /**
   * One part of a counter move, on the item {@code key} of {@code table}: {@code ADD attribute
   * :delta} (nothing when {@code attribute} is null) and whether the item must exist. {@code
   * counter} is the update it comes from, {@code source} the action that brought it.
   */
  record Move(
      PlannedAction source,
      String table,
      Map<String, AttributeValue> key,
      CounterUpdate counter,
      String attribute,
      long delta,
      boolean requiresItem) {
    Move {
      Objects.requireNonNull(source, "source");
      Objects.requireNonNull(table, "table");
      Objects.requireNonNull(key, "key");
      Objects.requireNonNull(counter, "counter");
    }

    /** {@code action 2 (put Enrollment(a91, math204), moving counter studentCount)}. */
    String named() {
      return "action "
          + source.position()
          + " ("
          + source.description()
          + ", moving counter "
          + counter.counter()
          + ")";
    }
  }
}
