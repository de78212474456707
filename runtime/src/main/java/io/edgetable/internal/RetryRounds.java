package io.edgetable.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The retry loop shared by batch writes and reads: each round sends every key still pending,
 * re-chunked, so keys left unprocessed by different requests travel together. It stops when
 * nothing is left, the policy's attempts run out, a request fails (the rest of that round is
 * kept pending, not sent), or the thread is interrupted while backing off.
 */
final class RetryRounds {

  /** Sends one chunk; returns the keys DynamoDB left unprocessed. */
  interface ChunkSender {
    List<Map<String, AttributeValue>> send(List<Map<String, AttributeValue>> chunk);
  }

  /** What was not done, after how many rounds, and the request failure that stopped it, if any. */
  record Outcome(List<Map<String, AttributeValue>> left, int rounds, SdkException failure) {

    /** Why {@link #left} is not empty, to end an exception message with. */
    String reason() {
      return " after " + rounds + " attempt(s)"
          + (failure != null ? " (" + failure.getMessage() + ")" : "; DynamoDB kept returning them as unprocessed");
    }

    /** The request failure, or the interrupt that ended the backoff, or {@code null}. */
    Throwable cause() {
      if (failure != null) {
        return failure;
      }
      return Thread.currentThread().isInterrupted()
          ? new InterruptedException("Interrupted while backing off before a retry")
          : null;
    }
  }

  private RetryRounds() {}

  static Outcome run(List<Map<String, AttributeValue>> keys, int chunkSize, RetryPolicy policy, ChunkSender sender) {
    List<Map<String, AttributeValue>> todo = keys;
    SdkException failure = null;
    int round = 0;
    while (!todo.isEmpty() && round < policy.maxAttempts() && failure == null) {
      round++;
      if (round > 1 && !policy.backOff(round - 1)) {
        break;
      }
      List<Map<String, AttributeValue>> next = new ArrayList<>();
      for (int from = 0; from < todo.size(); from += chunkSize) {
        List<Map<String, AttributeValue>> chunk = todo.subList(from, Math.min(from + chunkSize, todo.size()));
        if (failure != null) {
          next.addAll(chunk);
          continue;
        }
        try {
          next.addAll(sender.send(chunk));
        } catch (SdkException e) {
          failure = e;
          next.addAll(chunk);
        }
      }
      todo = next;
    }
    return new Outcome(todo, round, failure);
  }
}
