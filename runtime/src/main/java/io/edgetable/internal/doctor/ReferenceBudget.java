package io.edgetable.internal.doctor;

import java.util.concurrent.atomic.AtomicLong;

/**
 * How many edges a check may remember that point to nodes it has not read (yet): each is a
 * {@link io.edgetable.doctor.DanglingEdge} if its node never comes. A check on one machine holds
 * at most {@code limit}, so its memory does not grow with the edges; a node that runs out of
 * budget and turns out missing has its edges named by a second pass ({@link OnePassCheck}).
 */
final class ReferenceBudget {
  /** No limit: a group given whole (a distributed job holds one group at a time). */
  static final ReferenceBudget UNLIMITED = new ReferenceBudget(Long.MAX_VALUE);

  private final long limit;
  private final AtomicLong held = new AtomicLong();

  ReferenceBudget(long limit) {
    this.limit = limit;
  }

  /** Takes one reference if the budget allows it. */
  boolean take() {
    if (limit == Long.MAX_VALUE) {
      return true;
    }
    long now;
    do {
      now = held.get();
      if (now >= limit) {
        return false;
      }
    } while (!held.compareAndSet(now, now + 1));
    return true;
  }

  /** Gives back {@code count} references (their node exists, they are forgotten). */
  void release(int count) {
    if (limit != Long.MAX_VALUE) {
      held.addAndGet(-count);
    }
  }
}
