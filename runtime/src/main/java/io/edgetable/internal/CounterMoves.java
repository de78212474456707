package io.edgetable.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How the counter updates of an action become parts of item writes: the one place that decides
 * which items a counter move touches, and under which guard ({@link CounterPlan}).
 *
 * <p>A counter kept on the node item moves there: {@code ADD counter :delta} on the node, which
 * must exist. A sharded counter (SPEC "Sharded counters") moves its counter item: in a transaction
 * across DAOs that is two parts, the node item's existence (a {@link Move} without an attribute)
 * and an {@code ADD} on the counter item, which need not exist; a DAO's own counted write first
 * assumes the counter item exists (it is created only once the node exists, so it stands for the
 * node) and touches nothing else. A delete's move assumes the counter counts the edge ({@code >
 * 0}): a counter never goes below zero, even for an edge that outlived its node. {@link ItemPlan}
 * merges whatever parts land on one item.
 */
final class CounterMoves {
  private CounterMoves() {}

  /** The parts of every counter move of {@code action}, in the order of its counters. */
  static List<Move> of(PlannedAction action) {
    List<Move> moves = new ArrayList<>();
    CounterPlan plan = action.counterPlan();
    String table = action.write().table();
    long delta = action.counterDelta();
    for (CounterUpdate counter : action.counters()) {
      String attribute = counter.counter();
      switch (plan.mode()) {
        case TRANSACTION -> {
          if (counter.sharded()) {
            moves.add(new Move(action, table, counter.nodeKey(), counter, null, 0, Guard.EXISTS));
            moves.add(
                new Move(action, table, counter.item(), counter, attribute, delta, Guard.NONE));
          } else {
            moves.add(
                new Move(
                    action, table, counter.nodeKey(), counter, attribute, delta, Guard.EXISTS));
          }
        }
        case OPTIMISTIC ->
            moves.add(
                new Move(
                    action,
                    table,
                    counter.item(),
                    counter,
                    attribute,
                    delta,
                    delta < 0 ? Guard.COUNTS : Guard.EXISTS));
        case OBSERVED -> observed(moves, action, plan, counter, delta);
        case CLEAR ->
            moves.add(
                new Move(
                    action,
                    table,
                    counter.item(),
                    counter,
                    attribute,
                    0,
                    Guard.NOT_COUNTING,
                    true));
      }
    }
    return moves;
  }

  /** The moves that match the items as read: see {@link CounterPlan#observed}. */
  private static void observed(
      List<Move> moves, PlannedAction action, CounterPlan plan, CounterUpdate counter, long delta) {
    String table = action.write().table();
    String attribute = counter.counter();
    Map<String, AttributeValue> item = plan.stored(counter.item());
    if (delta > 0) {
      if (item != null || !counter.sharded()) {
        moves.add(new Move(action, table, counter.item(), counter, attribute, delta, Guard.EXISTS));
      } else {
        // The first edge on this counter item: the node must exist, the counter item not yet.
        moves.add(new Move(action, table, counter.nodeKey(), counter, null, 0, Guard.EXISTS));
        moves.add(new Move(action, table, counter.item(), counter, attribute, delta, Guard.ABSENT));
      }
      return;
    }
    if (item == null) {
      moves.add(new Move(action, table, counter.item(), counter, null, 0, Guard.ABSENT));
    } else if (counts(item, attribute)) {
      moves.add(new Move(action, table, counter.item(), counter, attribute, delta, Guard.COUNTS));
    } else {
      moves.add(new Move(action, table, counter.item(), counter, attribute, 0, Guard.NOT_COUNTING));
    }
  }

  /** Whether {@code item} holds {@code attribute} above zero. */
  static boolean counts(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    return value != null && value.n() != null && new BigDecimal(value.n()).signum() > 0;
  }

  /** What a move requires of its item, rendered into the item's condition. */
  enum Guard {
    /** Nothing. */
    NONE,
    /** {@code attribute_exists(PK)}. */
    EXISTS,
    /** {@code attribute_not_exists(PK)}. */
    ABSENT,
    /** {@code #attribute > :0}: the counter counts the edge (so the item exists). */
    COUNTS,
    /** {@code attribute_not_exists(#attribute) OR #attribute <= :0}: it counts no edge. */
    NOT_COUNTING;

    /** The condition, or null for {@link #NONE}. */
    String render(ExpressionWriter writer, String attribute) {
      return switch (this) {
        case NONE -> null;
        case EXISTS -> Guards.present(writer);
        case ABSENT -> Guards.absent(writer);
        case COUNTS -> writer.name(attribute) + " > " + writer.value(AttributeValue.fromN("0"));
        case NOT_COUNTING -> NodeDeletes.notCounting(writer, attribute);
      };
    }
  }

  /**
   * One part of a counter move, on the item {@code key} of {@code table}: {@code ADD attribute
   * :delta} (nothing when {@code attribute} is null or {@code delta} is 0) under {@code guard}; or,
   * when {@code clears}, the delete of that counter item under its guard (a node's delete). {@code
   * counter} is the update it comes from, {@code source} the action that brought it.
   */
  record Move(
      PlannedAction source,
      String table,
      Map<String, AttributeValue> key,
      CounterUpdate counter,
      String attribute,
      long delta,
      Guard guard,
      boolean clears) {
    Move {
      Objects.requireNonNull(source, "source");
      Objects.requireNonNull(table, "table");
      Objects.requireNonNull(key, "key");
      Objects.requireNonNull(counter, "counter");
      Objects.requireNonNull(guard, "guard");
    }

    Move(
        PlannedAction source,
        String table,
        Map<String, AttributeValue> key,
        CounterUpdate counter,
        String attribute,
        long delta,
        Guard guard) {
      this(source, table, key, counter, attribute, delta, guard, false);
    }

    /** Whether the move requires its item to exist. */
    boolean requiresItem() {
      return guard == Guard.EXISTS || guard == Guard.COUNTS;
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
