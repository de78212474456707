package io.edgetable.internal;

import io.edgetable.BatchWriteException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs one counted write per record on a bounded pool of daemon threads, counts the writes that
 * changed something, and collects every failure into one {@link BatchWriteException}. Writes
 * that succeeded stay: each is its own transaction, so counters are exact either way.
 */
final class CountedTasks {
  private static final AtomicInteger POOLS = new AtomicInteger();

  /** The caller's record (or key) and its counted write, which reports whether it changed anything. */
  record Task(Object origin, Callable<Boolean> write) {}

  private CountedTasks() {}

  static int run(List<Task> tasks, int concurrency, String done) {
    if (concurrency < 1) {
      throw new IllegalArgumentException("concurrency must be at least 1, got " + concurrency);
    }
    if (tasks.isEmpty()) {
      return 0;
    }
    int pool = POOLS.incrementAndGet();
    AtomicInteger threads = new AtomicInteger();
    ExecutorService executor = Executors.newFixedThreadPool(Math.min(concurrency, tasks.size()), r -> {
      Thread thread = new Thread(r, "edgetable-counted-" + pool + "-" + threads.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    });
    try {
      List<Future<Boolean>> futures = new ArrayList<>(tasks.size());
      for (Task task : tasks) {
        futures.add(executor.submit(task.write()));
      }
      int changed = 0;
      List<Object> failed = new ArrayList<>();
      List<Throwable> causes = new ArrayList<>();
      for (int i = 0; i < futures.size(); i++) {
        try {
          if (futures.get(i).get()) {
            changed++;
          }
        } catch (ExecutionException e) {
          failed.add(tasks.get(i).origin());
          causes.add(e.getCause());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          futures.forEach(f -> f.cancel(true));
          for (int j = i; j < futures.size(); j++) {
            failed.add(tasks.get(j).origin());
          }
          causes.add(e);
          break;
        }
      }
      if (failed.isEmpty()) {
        return changed;
      }
      BatchWriteException exception = new BatchWriteException(
          failed.size() + " of " + tasks.size() + " items were not " + done + " (first cause: "
              + causes.get(0) + "); the other " + (tasks.size() - failed.size())
              + " were, with their counters. unprocessed() holds the failed ones.",
          failed, causes.get(0));
      causes.stream().skip(1).forEach(exception::addSuppressed);
      throw exception;
    } finally {
      executor.shutdownNow();
    }
  }
}
