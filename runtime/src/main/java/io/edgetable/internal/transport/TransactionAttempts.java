package io.edgetable.internal.transport;

import io.edgetable.exception.EdgeTableException;
import io.edgetable.exception.TransactionConflictException;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/**
 * Sends one TransactWriteItems until it commits, retrying what another attempt may clear — a
 * cancellation whose only reasons are conflicts with other transactions or throttling, or
 * TransactionInProgress (an earlier attempt with the same token still running) — with the policy's
 * jittered backoff. Every attempt sends the same request, so the same ClientRequestToken: a retry
 * of an attempt that did commit (after a timeout, say) succeeds without writing twice.
 *
 * <p>The wait before a retry is {@link Transport#delay}: on the asynchronous client no thread
 * sleeps. The result fails with the {@link TransactionCanceledException} of a cancellation that is
 * not worth retrying (a condition failed: the caller reads its reasons), with a {@link
 * TransactionConflictException} once the attempts run out, or with the request's own failure.
 */
public final class TransactionAttempts {
  private TransactionAttempts() {}

  /**
   * Sends {@code request} until it commits or fails for good; {@code what} completes the sentences
   * of the failures ("Could not " + what).
   */
  public static CompletableFuture<Void> run(
      Transport transport, TransactWriteItemsRequest request, RetryPolicy policy, String what) {
    return Futures.iterate(
            Attempt.FIRST,
            Attempt::finished,
            attempt -> next(transport, request, policy, what, attempt))
        .thenCompose(Attempt::outcome);
  }

  /** Waits if this is a retry, sends the request, and reads how it went. Never fails. */
  private static CompletableFuture<Attempt> next(
      Transport transport,
      TransactWriteItemsRequest request,
      RetryPolicy policy,
      String what,
      Attempt previous) {
    int number = previous.number() + 1;
    if (number > policy.maxAttempts()) {
      return CompletableFuture.completedFuture(previous.fail(gaveUp(policy, what, previous)));
    }
    return policy
        .waitBefore(transport, number)
        .thenCompose(
            interrupted -> {
              if (interrupted != null) {
                return CompletableFuture.completedFuture(
                    previous.fail(
                        new EdgeTableException(
                            "Interrupted while retrying to " + what + "; nothing was written",
                            interrupted)));
              }
              CompletableFuture<?> sent =
                  Futures.supply(() -> transport.transactWriteItems(request));
              return Responses.failureOf(sent).thenApply(failure -> read(number, failure));
            });
  }

  /** The attempt's outcome from its failure ({@code null}: it committed). */
  private static Attempt read(int number, Throwable failure) {
    if (failure == null) {
      return new Attempt(number, true, null, null);
    }
    if (failure instanceof TransactionCanceledException cancelled
        && CancellationCodes.of(cancelled).onlyRetryable()) {
      return new Attempt(number, false, null, cancelled);
    }
    if (failure instanceof TransactionInProgressException inProgress) {
      return new Attempt(number, false, null, inProgress); // an earlier attempt is still running
    }
    return new Attempt(number, false, failure, null);
  }

  private static TransactionConflictException gaveUp(
      RetryPolicy policy, String what, Attempt last) {
    return new TransactionConflictException(
        "Could not "
            + what
            + ": the transaction conflicted with concurrent writes to the same items "
            + policy.maxAttempts()
            + " times; nothing was written, so retrying the call is safe",
        last.conflict());
  }

  /**
   * Where the request stands after attempt {@code number}: committed, a failure to report, or the
   * conflict that calls for another attempt.
   */
  private record Attempt(int number, boolean committed, Throwable failure, Throwable conflict) {
    static final Attempt FIRST = new Attempt(0, false, null, null);

    Attempt fail(Throwable why) {
      return new Attempt(number, false, why, conflict);
    }

    boolean finished() {
      return committed || failure != null;
    }

    CompletableFuture<Void> outcome() {
      return failure != null
          ? CompletableFuture.failedFuture(failure)
          : CompletableFuture.completedFuture(null);
    }
  }
}
