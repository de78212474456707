package io.edgetable.internal.transaction;

import io.edgetable.internal.model.CounterUpdate;

import java.util.List;
import java.util.Objects;

/**
 * One action of a transaction as its caller added it, before merging: its position in the order
 * added, what it is ({@code verb} {@code target}: {@code put Enrollment(a91, math204)}), its write
 * on its own item, and the counters it moves, each by {@code counterDelta} (+1 for a counted edge's
 * put, -1 for its delete), assuming the state of their items that {@code counterPlan} says. The
 * counters' node items are in the write's table.
 */
public record PlannedAction(
    int position,
    String verb,
    String target,
    ItemWrite write,
    List<CounterUpdate> counters,
    long counterDelta,
    CounterPlan counterPlan) {

  public PlannedAction {
    Objects.requireNonNull(verb, "verb");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(write, "write");
    Objects.requireNonNull(counterPlan, "counterPlan");
    counters = List.copyOf(counters);
  }

  /** An action whose counters move as in a transaction across DAOs. */
  public PlannedAction(
      int position,
      String verb,
      String target,
      ItemWrite write,
      List<CounterUpdate> counters,
      long counterDelta) {
    this(position, verb, target, write, counters, counterDelta, CounterPlan.TRANSACTION);
  }

  /** This action with its counters moved under {@code plan}. */
  public PlannedAction with(CounterPlan plan) {
    return new PlannedAction(position, verb, target, write, counters, counterDelta, plan);
  }

  /** An action that moves no counter. */
  public PlannedAction(int position, String verb, String target, ItemWrite write) {
    this(position, verb, target, write, List.of(), 0, CounterPlan.TRANSACTION);
  }

  /** {@code put Enrollment(a91, math204)}. */
  public String description() {
    return verb + " " + target;
  }

  /** {@code action 2 (put Enrollment(a91, math204))}, as messages name it. */
  String named() {
    return "action " + position + " (" + description() + ")";
  }
}
