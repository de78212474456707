package io.edgetable.internal.transport;

import java.net.ConnectException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The retry loop shared by batch writes and reads: each round sends every key still pending,
 * re-chunked, so keys left unprocessed by different requests travel together; the chunks of a
 * round go one after another. It stops when nothing is left, the policy's attempts run out, a
 * request fails (the rest of that round is kept pending, not sent), or the wait before a round
 * fails (an interrupted sleep on the synchronous transport). Rounds wait through {@link
 * Transport#delay}: no thread blocks on the asynchronous one.
 */
public final class RetryRounds {

  /** Sends one chunk; completes with the keys DynamoDB left unprocessed. */
  public interface ChunkSender {
    CompletableFuture<List<Map<String, AttributeValue>>> send(
        List<Map<String, AttributeValue>> chunk);
  }

  /**
   * What was not done, after how many rounds, and the failure that stopped it (a request's
   * {@link SdkException} or the interrupted wait), if any.
   */
  public record Outcome(List<Map<String, AttributeValue>> left, int rounds, Throwable failure) {

    /** Why {@link #left} is not empty, to end an exception message with. */
    public String reason() {
      return " after "
          + rounds
          + " attempt(s)"
          + (failure != null
              ? " (" + failure.getMessage() + ")"
              : "; DynamoDB kept returning them as unprocessed");
    }

    /** The failure, or {@code null}. */
    public Throwable cause() {
      return failure;
    }

    /**
     * Whether the failure is one that waiting will not clear: the server refused the connection
     * or is unknown, or DynamoDB rejected the request itself (a 4xx error other than throttling).
     * Unprocessed keys, throttling, server errors and timeouts are worth retrying later.
     */
    public boolean permanent() {
      if (failure instanceof AwsServiceException service) {
        return !service.isThrottlingException() && service.statusCode() < 500;
      }
      for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
        if (cause instanceof ConnectException || cause instanceof UnknownHostException) {
          return true;
        }
      }
      return false;
    }
  }

  private RetryRounds() {}

  public static CompletableFuture<Outcome> run(
      Transport transport,
      List<Map<String, AttributeValue>> keys,
      int chunkSize,
      RetryPolicy policy,
      ChunkSender sender) {
    return Futures.iterate(
        new Outcome(keys, 0, null),
        outcome ->
            outcome.left().isEmpty()
                || outcome.rounds() >= policy.maxAttempts()
                || outcome.failure() != null,
        outcome -> nextRound(transport, outcome, chunkSize, policy, sender));
  }

  private static CompletableFuture<Outcome> nextRound(
      Transport transport,
      Outcome previous,
      int chunkSize,
      RetryPolicy policy,
      ChunkSender sender) {
    int round = previous.rounds() + 1;
    return policy
        .waitBefore(transport, round)
        .thenCompose(
            interrupted ->
                interrupted != null
                    ? CompletableFuture.completedFuture(
                        new Outcome(previous.left(), previous.rounds(), interrupted))
                    : sendRound(previous.left(), round, chunkSize, sender));
  }

  /** One round: every chunk in turn; a failed request keeps its chunk and the rest pending. */
  private static CompletableFuture<Outcome> sendRound(
      List<Map<String, AttributeValue>> todo, int round, int chunkSize, ChunkSender sender) {
    Round start = new Round(0, new ArrayList<>(), null);
    return Futures.iterate(
            start,
            state -> state.from() >= todo.size(),
            state -> {
              List<Map<String, AttributeValue>> chunk =
                  todo.subList(state.from(), Math.min(state.from() + chunkSize, todo.size()));
              int next = state.from() + chunk.size();
              if (state.failure() != null) {
                state.pending().addAll(chunk);
                return CompletableFuture.completedFuture(
                    new Round(next, state.pending(), state.failure()));
              }
              return Futures.supply(() -> sender.send(chunk))
                  .handle(
                      (unprocessed, failure) -> {
                        Throwable cause = failure == null ? null : Futures.cause(failure);
                        if (cause != null && !(cause instanceof SdkException)) {
                          // Not a request failure (a bug, or bad input): the operation fails.
                          throw new CompletionException(cause);
                        }
                        state.pending().addAll(cause == null ? unprocessed : chunk);
                        return new Round(next, state.pending(), cause);
                      });
            })
        .thenApply(state -> new Outcome(state.pending(), round, state.failure()));
  }

  /** How far a round got: the next chunk's start, what is pending so far, a request failure. */
  private record Round(int from, List<Map<String, AttributeValue>> pending, Throwable failure) {}
}
