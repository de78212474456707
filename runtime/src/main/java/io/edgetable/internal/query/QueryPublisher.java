package io.edgetable.internal.query;

import io.edgetable.internal.codec.ItemReader;
import io.edgetable.internal.transport.Futures;

import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The items of a query as a {@link Flow.Publisher}, read on demand: a batch (one Query, or one
 * round of shard Queries) is sent only when the subscriber has asked for more items than are
 * buffered, so at most one batch is read ahead of demand, and nothing is sent after it cancels.
 * Each subscription opens its own reader, from the query's start or cursor.
 *
 * <p>Signals follow the Reactive Streams rules: {@code onSubscribe} first, then {@code onNext} no
 * more often than requested, then at most one of {@code onComplete} and {@code onError}; never two
 * at once, whichever thread a response completes on. A request of zero or fewer items fails the
 * subscription with {@link IllegalArgumentException}.
 */
final class QueryPublisher<T> implements Flow.Publisher<T> {
  private final Supplier<ItemReader> reader;
  private final Function<Map<String, AttributeValue>, T> decoder;

  /**
   * @param reader opens a reader for a new subscription; it may throw (a forged cursor), and the
   *     subscription then fails with that exception
   */
  QueryPublisher(Supplier<ItemReader> reader, Function<Map<String, AttributeValue>, T> decoder) {
    this.reader = reader;
    this.decoder = decoder;
  }

  /** A publisher whose every subscription fails with {@code failure} at once. */
  static <T> QueryPublisher<T> failing(RuntimeException failure) {
    return new QueryPublisher<>(
        () -> {
          throw failure;
        },
        item -> {
          throw new IllegalStateException("a failing publisher has no items");
        });
  }

  @Override
  public void subscribe(Flow.Subscriber<? super T> subscriber) {
    Objects.requireNonNull(subscriber, "subscriber");
    Subscription<T> subscription = new Subscription<>(subscriber, reader, decoder);
    subscriber.onSubscribe(subscription);
    subscription.drain();
  }

  /**
   * One subscription. Every signal is sent from {@link #drain()}, which one thread at a time runs
   * (the others leave it a note to loop again); responses arrive through a queue.
   */
  private static final class Subscription<T> implements Flow.Subscription {
    private final Flow.Subscriber<? super T> subscriber;
    private final Supplier<ItemReader> opener;
    private final Function<Map<String, AttributeValue>, T> decoder;
    private final AtomicInteger work = new AtomicInteger();
    private final AtomicLong demand = new AtomicLong();
    private final Queue<Object> arrivals = new ConcurrentLinkedQueue<>();
    private volatile boolean cancelled;
    private volatile Throwable badRequest;

    // Owned by the thread in drain().
    private final ArrayDeque<Map<String, AttributeValue>> buffer = new ArrayDeque<>();
    private ItemReader reader;
    private boolean reading;
    private boolean terminated;

    Subscription(
        Flow.Subscriber<? super T> subscriber,
        Supplier<ItemReader> opener,
        Function<Map<String, AttributeValue>, T> decoder) {
      this.subscriber = subscriber;
      this.opener = opener;
      this.decoder = decoder;
    }

    @Override
    public void request(long n) {
      if (n <= 0) {
        badRequest =
            new IllegalArgumentException(
                "request("
                    + n
                    + "): a subscriber must request a positive number of items (rule 3.9)");
      } else {
        demand.accumulateAndGet(n, (a, b) -> a + b < 0 ? Long.MAX_VALUE : a + b);
      }
      drain();
    }

    @Override
    public void cancel() {
      cancelled = true;
      drain();
    }

    void drain() {
      if (work.getAndIncrement() != 0) {
        return;
      }
      int missed = 1;
      do {
        if (!terminated) {
          drainOnce();
        }
        if (terminated || cancelled) {
          buffer.clear();
          arrivals.clear();
        }
        missed = work.addAndGet(-missed);
      } while (missed != 0);
    }

    @SuppressWarnings("unchecked")
    private void drainOnce() {
      if (cancelled) {
        terminated = true;
        return;
      }
      if (badRequest != null) {
        fail(badRequest);
        return;
      }
      if (reader == null) {
        try {
          reader = opener.get();
        } catch (RuntimeException e) {
          fail(e);
          return;
        }
      }
      for (Object arrival = arrivals.poll(); arrival != null; arrival = arrivals.poll()) {
        reading = false;
        if (arrival instanceof Throwable failure) {
          fail(failure);
          return;
        }
        buffer.addAll((List<Map<String, AttributeValue>>) arrival);
      }
      while (demand.get() > 0 && !buffer.isEmpty() && !cancelled) {
        T item;
        try {
          item = decoder.apply(buffer.poll());
        } catch (RuntimeException e) {
          fail(e);
          return;
        }
        if (demand.get() != Long.MAX_VALUE) {
          demand.decrementAndGet();
        }
        subscriber.onNext(item);
      }
      if (cancelled) {
        terminated = true;
        return;
      }
      if (buffer.isEmpty() && !reading && reader.finished()) {
        terminated = true;
        subscriber.onComplete();
        return;
      }
      if (buffer.isEmpty() && !reading && demand.get() > 0) {
        reading = true;
        Futures.supply(reader::next)
            .whenComplete(
                (items, failure) -> {
                  arrivals.add(failure != null ? Futures.cause(failure) : items);
                  drain();
                });
      }
    }

    private void fail(Throwable failure) {
      terminated = true;
      subscriber.onError(failure);
    }
  }
}
