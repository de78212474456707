package io.edgetable.internal.transport;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/** Reading the outcome of a sent request, the last step of every operation. */
public final class Responses {
  private Responses() {}

  /**
   * A conditional write's outcome: {@code true} if it went through, {@code false} if DynamoDB
   * refused it because its condition failed; any other failure fails the result.
   */
  public static CompletableFuture<Boolean> conditional(CompletableFuture<?> sent) {
    return outcome(sent, response -> true, refused -> false);
  }

  /**
   * A conditional write sent with {@code ReturnValuesOnConditionCheckFailure = ALL_OLD}: empty if
   * it went through; if DynamoDB refused it, the item stored then (an empty map when none was).
   * Any other failure fails the result.
   */
  public static CompletableFuture<Optional<Map<String, AttributeValue>>> refusal(
      CompletableFuture<?> sent) {
    return refusal(sent, null);
  }

  /**
   * {@link #refusal(CompletableFuture)}, setting {@code retried} (if not null) when the SDK sent
   * the refused request more than once: an earlier attempt may have been applied.
   */
  public static CompletableFuture<Optional<Map<String, AttributeValue>>> refusal(
      CompletableFuture<?> sent, AtomicBoolean retried) {
    return outcome(
        sent,
        response -> Optional.empty(),
        refused -> {
          if (retried != null && retried(refused)) {
            retried.set(true);
          }
          return Optional.of(refusedItem(refused));
        });
  }

  /**
   * A conditional write's result: {@code read} of the response if it went through, empty if
   * DynamoDB refused it because its condition failed; any other failure fails the result.
   */
  public static <T, V> CompletableFuture<Optional<V>> conditional(
      CompletableFuture<T> sent, Function<? super T, V> read) {
    return outcome(
        sent, response -> Optional.of(read.apply(response)), refused -> Optional.empty());
  }

  /**
   * {@code written} of the response if the conditional write went through, {@code refused} of
   * DynamoDB's refusal if its condition failed; any other failure fails the result.
   */
  private static <T, V> CompletableFuture<V> outcome(
      CompletableFuture<T> sent,
      Function<? super T, V> written,
      Function<ConditionalCheckFailedException, V> refused) {
    return sent.handle(
            (response, failure) -> {
              if (failure == null) {
                return CompletableFuture.completedFuture(written.apply(response));
              }
              Throwable cause = Futures.cause(failure);
              return cause instanceof ConditionalCheckFailedException refusal
                  ? CompletableFuture.completedFuture(refused.apply(refusal))
                  : CompletableFuture.<V>failedFuture(cause);
            })
        .thenCompose(outcome -> outcome);
  }

  /** The failure of a future, unwrapped, as the value of a future that never fails. */
  static CompletableFuture<Throwable> failureOf(CompletableFuture<?> future) {
    return future.handle((value, failure) -> failure == null ? null : Futures.cause(failure));
  }

  /** The item a refused single-item write returned (ALL_OLD); empty when none was stored. */
  public static Map<String, AttributeValue> refusedItem(ConditionalCheckFailedException refused) {
    return refused.hasItem() ? refused.item() : Map.of();
  }

  /** Whether the SDK made more than one attempt at the request that failed with {@code e}. */
  public static boolean retried(Throwable e) {
    return e instanceof SdkException sdk && sdk.numAttempts() != null && sdk.numAttempts() > 1;
  }
}
