package io.edgetable.internal;

import io.edgetable.BatchWriteException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Runs one counted write per record on a bounded pool of daemon threads, counts the writes that
 * changed something, and collects every failure into one {@link BatchWriteException}. Writes
 * that succeeded stay: each is its own transaction, so counters are exact either way.
 *
 * <p>Two writes that touch a common item (a node whose counter both move) never run at the same
 * time: concurrent transactions on one item conflict with each other (TransactionConflict on
 * DynamoDB, retries that may run out). The calling thread starts a write only when none of its
 * items is held by a running one, in record order otherwise, so writes on disjoint items still
 * run in parallel and pool threads never wait for one another.
 */
final class CountedTasks {
  private static final AtomicInteger POOLS = new AtomicInteger();

  /**
   * The caller's record (or key), its counted write, which reports whether it changed anything,
   * and the keys of the items it touches besides its own edge.
   */
  record Task(Object origin, Callable<Boolean> write, Set<Map<String, AttributeValue>> items) {
    Task {
      items = Set.copyOf(items);
    }
  }

  private CountedTasks() {}

  static int run(List<Task> tasks, int concurrency, String done) {
    if (concurrency < 1) {
      throw new IllegalArgumentException("concurrency must be at least 1, got " + concurrency);
    }
    if (tasks.isEmpty()) {
      return 0;
    }
    int pool = POOLS.incrementAndGet();
    int width = Math.min(concurrency, tasks.size());
    ExecutorService executor = Executors.newFixedThreadPool(width, DaemonThreads.named("edgetable-counted-" + pool));
    try {
      Throwable[] causes = new Throwable[tasks.size()];
      int changed = new Scheduler(tasks, width, new ExecutorCompletionService<>(executor)).runAll(causes);
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
      BatchWriteException exception = new BatchWriteException(
          failed.size() + " of " + tasks.size() + " items were not " + done + " (first cause: "
              + failures.get(0) + "); the other " + (tasks.size() - failed.size())
              + " were, with their counters. unprocessed() holds the failed ones.",
          failed, failures.get(0));
      failures.stream().skip(1).forEach(exception::addSuppressed);
      throw exception;
    } finally {
      executor.shutdownNow();
    }
  }

  /** Starts tasks whose items are free, up to the pool's width, and collects their outcomes. */
  private static final class Scheduler {
    private final List<Task> tasks;
    private final int width;
    private final CompletionService<Boolean> completions;
    private final LinkedList<Integer> waiting = new LinkedList<>();
    private final Map<Future<Boolean>, Integer> running = new IdentityHashMap<>();
    private final Set<Map<String, AttributeValue>> held = new HashSet<>();

    Scheduler(List<Task> tasks, int width, CompletionService<Boolean> completions) {
      this.tasks = tasks;
      this.width = width;
      this.completions = completions;
      for (int i = 0; i < tasks.size(); i++) {
        waiting.add(i);
      }
    }

    /** Runs every task; fills {@code causes} for those that failed; returns how many changed. */
    int runAll(Throwable[] causes) {
      int changed = 0;
      while (!waiting.isEmpty() || !running.isEmpty()) {
        startWhatIsFree();
        Future<Boolean> finished;
        try {
          finished = completions.take();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          running.keySet().forEach(f -> f.cancel(true));
          running.values().forEach(i -> causes[i] = e);
          waiting.forEach(i -> causes[i] = e);
          return changed;
        }
        int index = running.remove(finished);
        held.removeAll(tasks.get(index).items());
        try {
          if (finished.get()) {
            changed++;
          }
        } catch (ExecutionException e) {
          causes[index] = e.getCause();
        } catch (InterruptedException e) {
          throw new IllegalStateException("A completed write cannot block", e);
        }
      }
      return changed;
    }

    private void startWhatIsFree() {
      for (Iterator<Integer> it = waiting.iterator(); it.hasNext() && running.size() < width; ) {
        int index = it.next();
        Set<Map<String, AttributeValue>> items = tasks.get(index).items();
        if (items.stream().noneMatch(held::contains)) {
          it.remove();
          held.addAll(items);
          running.put(completions.submit(tasks.get(index).write()), index);
        }
      }
    }
  }
}
