package io.edgetable.internal;

import io.edgetable.EdgeTableException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Runs the Queries of several shards at once: the caller runs the first, a small shared pool of
 * daemon threads the others. Tasks never wait on each other, so a busy pool only queues them.
 */
final class ShardExecutor {
  private static final int THREADS = 16;
  private static final ExecutorService POOL = pool();

  private ShardExecutor() {}

  private static ExecutorService pool() {
    ThreadPoolExecutor pool = new ThreadPoolExecutor(
        THREADS, THREADS, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
        DaemonThreads.named("edgetable-shard-query"));
    pool.allowCoreThreadTimeOut(true);
    return pool;
  }

  /** The results of {@code tasks}, in order; the first failure is rethrown, the rest cancelled. */
  static <R> List<R> runAll(List<Supplier<R>> tasks) {
    if (tasks.size() == 1) {
      return List.of(tasks.get(0).get());
    }
    List<Future<R>> others = new ArrayList<>();
    for (Supplier<R> task : tasks.subList(1, tasks.size())) {
      others.add(POOL.submit(task::get));
    }
    List<R> results = new ArrayList<>(tasks.size());
    try {
      results.add(tasks.get(0).get());
      for (Future<R> other : others) {
        results.add(other.get());
      }
      return results;
    } catch (ExecutionException e) {
      throw unwrap(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new EdgeTableException("Interrupted while querying the shards of an index", e);
    } catch (CancellationException e) {
      throw new EdgeTableException("A shard query was cancelled", e);
    } finally {
      others.forEach(f -> f.cancel(true));
    }
  }

  private static RuntimeException unwrap(Throwable cause) {
    if (cause instanceof RuntimeException runtime) {
      return runtime;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    return new EdgeTableException("A shard query failed: " + cause, cause);
  }
}
