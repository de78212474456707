package io.edgetable.internal.transport;

import io.edgetable.exception.EdgeTableException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** The few future combinators the runtime's operations need, for both transports. */
public final class Futures {
  private Futures() {}

  /**
   * The value of {@code future}, waiting if needed (only forked work ever makes a synchronous
   * caller wait). A failure is rethrown as the operation's own exception, not wrapped in a
   * {@link CompletionException}, so a synchronous DAO throws exactly what it documents.
   */
  public static <R> R join(CompletableFuture<R> future) {
    try {
      return future.get();
    } catch (ExecutionException e) {
      throw rethrowable(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new EdgeTableException("Interrupted while waiting for DynamoDB", e);
    }
  }

  /**
   * {@code operation.get()}, with anything it throws (a bad id found while building the request,
   * say) turned into a failed future: an asynchronous DAO method never throws for bad input.
   */
  public static <R> CompletableFuture<R> supply(Supplier<CompletableFuture<R>> operation) {
    try {
      CompletableFuture<R> future = operation.get();
      return future != null
          ? future
          : CompletableFuture.failedFuture(new NullPointerException("operation gave no future"));
    } catch (RuntimeException | Error e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  /**
   * Applies {@code step} to {@code state} until {@code done} holds: paging, retry rounds. Steps
   * that complete at once (the synchronous transport) run in a loop, not as nested callbacks, so
   * a thousand pages do not grow the stack.
   */
  public static <S> CompletableFuture<S> iterate(
      S state, Predicate<? super S> done, Function<? super S, CompletableFuture<S>> step) {
    CompletableFuture<S> result = new CompletableFuture<>();
    new Iteration<S>(done, step, result).from(state);
    return result;
  }

  /** The cause behind a future's failure, unwrapped from {@link CompletionException}s. */
  public static Throwable cause(Throwable failure) {
    Throwable cause = failure;
    while ((cause instanceof CompletionException || cause instanceof ExecutionException)
        && cause.getCause() != null) {
      cause = cause.getCause();
    }
    return cause;
  }

  private static RuntimeException rethrowable(Throwable failure) {
    Throwable cause = cause(failure);
    if (cause instanceof RuntimeException runtime) {
      return runtime;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    return new EdgeTableException("DynamoDB request failed: " + cause, cause);
  }

  private record Iteration<S>(
      Predicate<? super S> done,
      Function<? super S, CompletableFuture<S>> step,
      CompletableFuture<S> result) {

    void from(S start) {
      S state = start;
      while (true) {
        CompletableFuture<S> next;
        try {
          if (done.test(state)) {
            result.complete(state);
            return;
          }
          next = step.apply(state);
        } catch (RuntimeException | Error e) {
          result.completeExceptionally(e);
          return;
        }
        if (!next.isDone()) {
          next.whenComplete(
              (value, failure) -> {
                if (failure != null) {
                  result.completeExceptionally(cause(failure));
                } else {
                  from(value);
                }
              });
          return;
        }
        if (next.isCompletedExceptionally()) {
          next.whenComplete((value, failure) -> result.completeExceptionally(cause(failure)));
          return;
        }
        state = next.join();
      }
    }
  }
}
