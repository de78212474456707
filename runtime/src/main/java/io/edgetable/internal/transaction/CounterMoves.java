package io.edgetable.internal.transaction;

import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.model.CounterUpdate;

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
 * must exist. A sharded counter moves the counter item the other end hashes to: in a transaction
 * across DAOs that is two parts, the node item's existence (a {@link Move} without an attribute)
 * and an {@code ADD} on the counter item, which need not exist; a DAO's own counted write first
 * assumes the counter item exists (it is created only once the node exists, so it stands for the
 * node) and touches nothing else. A delete's move assumes the counter counts the edge ({@code >
 * 0}): a counter never goes below zero, even for an edge that outlived its node. {@link ItemPlan}
 * merges whatever parts land on one item.
 */
public final class CounterMoves {
  private CounterMoves() {}

  /** The parts of every counter move of {@code action}, in the order of its counters. */
  static List<Move> of(PlannedAction action) {
    List<Move> moves = new ArrayList<>();
    CounterPlan plan = action.counterPlan();
    long delta = action.counterDelta();
    for (CounterUpdate counter : action.counters()) {
      switch (plan.mode()) {
        case TRANSACTION -> {
          if (counter.sharded()) {
            moves.add(Move.requiring(action, counter.nodeKey(), counter, Guard.EXISTS));
            moves.add(Move.adding(action, counter.item(), counter, delta, Guard.NONE));
          } else {
            moves.add(Move.adding(action, counter.nodeKey(), counter, delta, Guard.EXISTS));
          }
        }
        case OPTIMISTIC -> {
          Guard guard = delta < 0 ? Guard.COUNTS : Guard.EXISTS;
          moves.add(Move.adding(action, counter.item(), counter, delta, guard));
        }
        case OBSERVED -> observed(moves, action, plan, counter, delta);
        case CLEAR -> moves.add(Move.clearing(action, counter));
      }
    }
    return moves;
  }

  /** The moves that match the items as read: see {@link CounterPlan#observed}. */
  private static void observed(
      List<Move> moves, PlannedAction action, CounterPlan plan, CounterUpdate counter, long delta) {
    Map<String, AttributeValue> item = plan.stored(counter.item());
    if (delta > 0) {
      if (item != null || !counter.sharded()) {
        moves.add(Move.adding(action, counter.item(), counter, delta, Guard.EXISTS));
      } else {
        // The first edge on this counter item: the node must exist, the counter item not yet.
        moves.add(Move.requiring(action, counter.nodeKey(), counter, Guard.EXISTS));
        moves.add(Move.adding(action, counter.item(), counter, delta, Guard.ABSENT));
      }
      return;
    }
    if (item == null) {
      moves.add(Move.requiring(action, counter.item(), counter, Guard.ABSENT));
    } else if (counts(item, counter.counter())) {
      moves.add(Move.adding(action, counter.item(), counter, delta, Guard.COUNTS));
    } else {
      moves.add(Move.adding(action, counter.item(), counter, 0, Guard.NOT_COUNTING));
    }
  }

  /** Whether {@code item} holds {@code attribute} above zero. */
  public static boolean counts(Map<String, AttributeValue> item, String attribute) {
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
        case NOT_COUNTING -> Guards.notCounting(writer, attribute);
      };
    }
  }

  /**
   * One part of a counter move, on the item {@code key} of its action's table: {@code ADD attribute
   * :delta} (nothing when {@code attribute} is null or {@code delta} is 0) under {@code guard}; or,
   * when {@code clears}, the delete of that counter item under its guard (a node's delete). {@code
   * counter} is the update it comes from, {@code source} the action that brought it.
   */
  record Move(
      PlannedAction source,
      Map<String, AttributeValue> key,
      CounterUpdate counter,
      String attribute,
      long delta,
      Guard guard,
      boolean clears) {
    Move {
      Objects.requireNonNull(source, "source");
      Objects.requireNonNull(key, "key");
      Objects.requireNonNull(counter, "counter");
      Objects.requireNonNull(guard, "guard");
    }

    /**
     * {@code ADD counter :delta} on {@code key} under {@code guard} (which may read the counter);
     * nothing is added when {@code delta} is 0.
     */
    static Move adding(
        PlannedAction source,
        Map<String, AttributeValue> key,
        CounterUpdate counter,
        long delta,
        Guard guard) {
      return new Move(source, key, counter, counter.counter(), delta, guard, false);
    }

    /** Only {@code guard} on {@code key}, which does not involve the counter. */
    static Move requiring(
        PlannedAction source, Map<String, AttributeValue> key, CounterUpdate counter, Guard guard) {
      return new Move(source, key, counter, null, 0, guard, false);
    }

    /** The delete of the counter item, only while it counts no edge. */
    static Move clearing(PlannedAction source, CounterUpdate counter) {
      return new Move(
          source, counter.item(), counter, counter.counter(), 0, Guard.NOT_COUNTING, true);
    }

    /** The table of the item: the action's own (PlannedAction keeps its counters there). */
    String table() {
      return source.write().table();
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
