package io.edgetable.internal.transport;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Named daemon threads for the runtime's pools, so they never keep an application alive. */
final class DaemonThreads {
  private DaemonThreads() {}

  /** Threads named {@code prefix-1}, {@code prefix-2}, ... */
  static ThreadFactory named(String prefix) {
    AtomicInteger count = new AtomicInteger();
    return task -> {
      Thread thread = new Thread(task, prefix + "-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}
