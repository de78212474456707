package io.edgetable.internal;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/**
 * Fails the first {@code failures} TransactWriteItems attempts before they leave the client, as
 * DynamoDB does when another transaction holds one of the items, and records the ClientRequestToken
 * of every attempt. The server never sees a failed attempt.
 */
public final class ConflictInjector implements ExecutionInterceptor {
  private final int failures;
  private final Supplier<RuntimeException> failure;
  private final AtomicInteger attempts = new AtomicInteger();
  private final List<String> tokens = new CopyOnWriteArrayList<>();

  private ConflictInjector(int failures, Supplier<RuntimeException> failure) {
    this.failures = failures;
    this.failure = failure;
  }

  /**
   * TransactionCanceledException with a TransactionConflict reason on the first action, as DynamoDB
   * sends it.
   */
  public static ConflictInjector conflicts(int failures) {
    String message =
        "Transaction cancelled, please refer cancellation reasons for specific reasons"
            + " [TransactionConflict, None, None]";
    return new ConflictInjector(
        failures,
        () ->
            TransactionCanceledException.builder()
                .message(message)
                .awsErrorDetails(details("TransactionCanceledException", message))
                .cancellationReasons(
                    CancellationReason.builder()
                        .code("TransactionConflict")
                        .message("Transaction is ongoing for the item")
                        .build(),
                    CancellationReason.builder().code("None").build(),
                    CancellationReason.builder().code("None").build())
                .statusCode(400)
                .build());
  }

  /** The same conflict with the reasons only in the message (no CancellationReasons list). */
  public static ConflictInjector conflictsInMessageOnly(int failures) {
    String message =
        "Transaction cancelled, please refer cancellation reasons for specific reasons"
            + " [None, TransactionConflict, None]";
    return new ConflictInjector(
        failures,
        () ->
            TransactionCanceledException.builder()
                .message(message)
                .awsErrorDetails(details("TransactionCanceledException", message))
                .statusCode(400)
                .build());
  }

  /**
   * A cancellation whose one reason is throttling of an action (ThrottlingError), as DynamoDB sends
   * it.
   */
  public static ConflictInjector throttled(int failures) {
    String message =
        "Transaction cancelled, please refer cancellation reasons for specific reasons"
            + " [ThrottlingError, None, None]";
    return new ConflictInjector(
        failures,
        () ->
            TransactionCanceledException.builder()
                .message(message)
                .awsErrorDetails(details("TransactionCanceledException", message))
                .cancellationReasons(
                    CancellationReason.builder()
                        .code("ThrottlingError")
                        .message(
                            "Throughput exceeds the current capacity for one or more global"
                                + " secondary indexes")
                        .build(),
                    CancellationReason.builder().code("None").build(),
                    CancellationReason.builder().code("None").build())
                .statusCode(400)
                .build());
  }

  /** TransactionInProgressException: an earlier attempt with the same token is still running. */
  public static ConflictInjector inProgress(int failures) {
    return new ConflictInjector(
        failures,
        () ->
            TransactionInProgressException.builder()
                .message("Transaction is in progress")
                .awsErrorDetails(
                    details("TransactionInProgressException", "Transaction is in progress"))
                .statusCode(400)
                .build());
  }

  /** What the SDK's response handler attaches to a service error (its retry policy reads it). */
  private static AwsErrorDetails details(String code, String message) {
    return AwsErrorDetails.builder()
        .errorCode(code)
        .errorMessage(message)
        .serviceName("DynamoDb")
        .sdkHttpResponse(SdkHttpResponse.builder().statusCode(400).build())
        .build();
  }

  @Override
  public void beforeTransmission(
      Context.BeforeTransmission context, ExecutionAttributes attributes) {
    if (context.request() instanceof TransactWriteItemsRequest request) {
      tokens.add(request.clientRequestToken());
      if (attempts.incrementAndGet() <= failures) {
        throw failure.get();
      }
    }
  }

  public int attempts() {
    return attempts.get();
  }

  public List<String> tokens() {
    return List.copyOf(tokens);
  }
}
