package io.edgetable.internal;

import java.util.List;
import java.util.Objects;

/**
 * One action of a transaction as its caller added it, before merging: its position in the order
 * added, what it is ({@code verb} {@code target}: {@code put Enrollment(a91, math204)}), its write
 * on its own item, and the counters it moves, each by {@code counterDelta} (+1 for a counted edge's
 * put, -1 for its delete). The counters' node items are in the write's table.
 */
public record PlannedAction(
    int position,
    String verb,
    String target,
    ItemWrite write,
    List<CounterUpdate> counters,
    long counterDelta) {

  public PlannedAction {
    Objects.requireNonNull(verb, "verb");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(write, "write");
    counters = List.copyOf(counters);
  }

  /** An action that moves no counter. */
  public PlannedAction(int position, String verb, String target, ItemWrite write) {
    this(position, verb, target, write, List.of(), 0);
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
