package io.edgetable.internal.transport;

import io.edgetable.exception.BatchWriteException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Runs one counted write per record, up to {@code concurrency} at once, counts the writes that
 * changed something, and collects every failure into one {@link BatchWriteException}. Writes that
 * succeeded stay: each is its own transaction, so counters are exact either way.
 *
 * <p>Two writes that touch a common item (a node whose counter both move) never run at the same
 * time: concurrent transactions on one item conflict with each other (TransactionConflict on
 * DynamoDB, retries that may run out). A write starts only when none of its items is held by a
 * running one, in record order otherwise, so writes on disjoint items still run in parallel.
 *
 * <p>The scheduler holds no thread: a write is started through {@link Transport#fork} (on the
 * synchronous client a shared pool runs it, on the asynchronous one it just starts), and the
 * next writes are started when one completes.
 */
public final class CountedTasks {

  /**
   * The caller's record (or key), its counted write, which reports whether it changed anything,
   * and the keys of the items it touches besides its own edge.
   */
  public record Task(
      Object origin,
      Supplier<CompletableFuture<Boolean>> write,
      Set<Map<String, AttributeValue>> items) {
    public Task {
      items = Set.copyOf(items);
    }
  }

  private CountedTasks() {}

  public static CompletableFuture<Integer> run(
      Transport transport, List<Task> tasks, int concurrency, String done) {
    if (concurrency < 1) {
      throw new IllegalArgumentException("concurrency must be at least 1, got " + concurrency);
    }
    if (tasks.isEmpty()) {
      return CompletableFuture.completedFuture(0);
    }
    Scheduler scheduler = new Scheduler(transport, tasks, Math.min(concurrency, tasks.size()));
    scheduler.pump();
    return scheduler.result.thenApply(causes -> report(tasks, causes, scheduler.changed, done));
  }

  private static int report(List<Task> tasks, Throwable[] causes, int changed, String done) {
    List<Object> failed = new ArrayList<>();
    List<Throwable> failures = new ArrayList<>();
    for (int i = 0; i < causes.length; i++) {
      if (causes[i] != null) {
        failed.add(tasks.get(i).origin());
        failures.add(causes[i]);
      }
    }
    if (failed.isEmpty()) {
      return changed;
    }
    BatchWriteException exception =
        new BatchWriteException(
            failed.size()
                + " of "
                + tasks.size()
                + " items were not "
                + done
                + " (first cause: "
                + failures.get(0)
                + "); the other "
                + (tasks.size() - failed.size())
                + " were, each on its own (with its counters, if any). unprocessed() holds the"
                + " failed ones, and each failure is the cause or a suppressed exception.",
            failed,
            failures.get(0));
    failures.stream().skip(1).forEach(exception::addSuppressed);
    throw exception;
  }

  /**
   * Starts tasks whose items are free, up to the width, each time one finishes; completes {@link
   * #result} with the failure of each task ({@code null} for a success) once all have finished.
   */
  private static final class Scheduler {
    final CompletableFuture<Throwable[]> result = new CompletableFuture<>();
    private final Transport transport;
    private final List<Task> tasks;
    private final int width;
    private final Throwable[] causes;
    private final Deque<Integer> waiting = new ArrayDeque<>();
    private final Set<Map<String, AttributeValue>> held = new HashSet<>();
    private int running;
    private int finished;
    int changed;

    /** Set while one thread starts tasks; a completion meanwhile asks it to look again. */
    private boolean pumping;

    private boolean again;

    Scheduler(Transport transport, List<Task> tasks, int width) {
      this.transport = transport;
      this.tasks = tasks;
      this.width = width;
      this.causes = new Throwable[tasks.size()];
      for (int i = 0; i < tasks.size(); i++) {
        waiting.add(i);
      }
    }

    /**
     * Starts every task that can start. A task that completes at once calls back in here; the
     * flag turns that into another pass of this loop instead of a deeper stack.
     */
    void pump() {
      synchronized (this) {
        if (pumping) {
          again = true;
          return;
        }
        pumping = true;
      }
      while (true) {
        List<Integer> startable;
        boolean allFinished = false;
        synchronized (this) {
          startable = takeStartable();
          if (startable.isEmpty()) {
            if (again) {
              again = false;
              continue;
            }
            pumping = false;
            allFinished = finished == tasks.size();
          }
        }
        if (startable.isEmpty()) {
          if (allFinished) {
            result.complete(causes); // outside the lock: callers' callbacks run here
          }
          return;
        }
        for (int index : startable) {
          transport
              .fork(tasks.get(index).write())
              .whenComplete((changedIt, failure) -> finish(index, changedIt, failure));
        }
      }
    }

    /** Under the lock: the tasks to start now, marked running, their items held. */
    private List<Integer> takeStartable() {
      List<Integer> startable = new ArrayList<>();
      for (Iterator<Integer> it = waiting.iterator(); it.hasNext() && running < width; ) {
        int index = it.next();
        Set<Map<String, AttributeValue>> items = tasks.get(index).items();
        if (items.stream().noneMatch(held::contains)) {
          it.remove();
          held.addAll(items);
          running++;
          startable.add(index);
        }
      }
      return startable;
    }

    private void finish(int index, Boolean changedIt, Throwable failure) {
      synchronized (this) {
        running--;
        finished++;
        held.removeAll(tasks.get(index).items());
        if (failure != null) {
          causes[index] = Futures.cause(failure);
        } else if (Boolean.TRUE.equals(changedIt)) {
          changed++;
        }
      }
      pump();
    }
  }
}
