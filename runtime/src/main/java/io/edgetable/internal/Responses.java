package io.edgetable.internal;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/** Reading the outcome of a sent request, the last step of every operation. */
final class Responses {
  private static final CompletableFuture<Boolean> WRITTEN = CompletableFuture.completedFuture(true);
  private static final CompletableFuture<Boolean> REFUSED = CompletableFuture.completedFuture(false);

  private Responses() {}

  /**
   * A conditional write's outcome: {@code true} if it went through, {@code false} if DynamoDB
   * refused it because its condition failed; any other failure fails the result.
   */
  static CompletableFuture<Boolean> conditional(CompletableFuture<?> sent) {
    return sent.handle(
            (response, failure) -> {
              if (failure == null) {
                return WRITTEN;
              }
              Throwable cause = Futures.cause(failure);
              return cause instanceof ConditionalCheckFailedException
                  ? REFUSED
                  : CompletableFuture.<Boolean>failedFuture(cause);
            })
        .thenCompose(outcome -> outcome);
  }

  /**
   * A conditional write sent with {@code ReturnValuesOnConditionCheckFailure = ALL_OLD}: empty if
   * it went through; if DynamoDB refused it, the item stored then (an empty map when none was).
   * Any other failure fails the result.
   */
  static CompletableFuture<Optional<Map<String, AttributeValue>>> refusal(
      CompletableFuture<?> sent) {
    return sent.handle(
            (response, failure) -> {
              if (failure == null) {
                return CompletableFuture.completedFuture(
                    Optional.<Map<String, AttributeValue>>empty());
              }
              Throwable cause = Futures.cause(failure);
              return cause instanceof ConditionalCheckFailedException refused
                  ? CompletableFuture.completedFuture(Optional.of(Versions.refusedItem(refused)))
                  : CompletableFuture.<Optional<Map<String, AttributeValue>>>failedFuture(cause);
            })
        .thenCompose(outcome -> outcome);
  }

  /**
   * A conditional write's result: {@code read} of the response if it went through, empty if
   * DynamoDB refused it because its condition failed; any other failure fails the result.
   */
  static <T, V> CompletableFuture<Optional<V>> conditional(
      CompletableFuture<T> sent, Function<? super T, V> read) {
    return sent.handle(
            (response, failure) -> {
              if (failure == null) {
                return CompletableFuture.completedFuture(Optional.of(read.apply(response)));
              }
              Throwable cause = Futures.cause(failure);
              return cause instanceof ConditionalCheckFailedException
                  ? CompletableFuture.completedFuture(Optional.<V>empty())
                  : CompletableFuture.<Optional<V>>failedFuture(cause);
            })
        .thenCompose(outcome -> outcome);
  }

  /** The failure of a future, unwrapped, as the value of a future that never fails. */
  static CompletableFuture<Throwable> failureOf(CompletableFuture<?> future) {
    return future.handle((value, failure) -> failure == null ? null : Futures.cause(failure));
  }
}
