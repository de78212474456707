package io.edgetable.internal;

import java.util.concurrent.CompletableFuture;
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

  /** The failure of a future, unwrapped, as the value of a future that never fails. */
  static CompletableFuture<Throwable> failureOf(CompletableFuture<?> future) {
    return future.handle((value, failure) -> failure == null ? null : Futures.cause(failure));
  }
}
