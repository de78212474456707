package io.edgetable.internal.transport;

import java.net.ConnectException;
import java.net.UnknownHostException;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.SdkPlugin;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.retries.api.AcquireInitialTokenRequest;
import software.amazon.awssdk.retries.api.AcquireInitialTokenResponse;
import software.amazon.awssdk.retries.api.RecordSuccessRequest;
import software.amazon.awssdk.retries.api.RecordSuccessResponse;
import software.amazon.awssdk.retries.api.RefreshRetryTokenRequest;
import software.amazon.awssdk.retries.api.RefreshRetryTokenResponse;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.retries.api.TokenAcquisitionFailedException;
import software.amazon.awssdk.services.dynamodb.DynamoDbServiceClientConfiguration;

/**
 * Sending a write that must not be applied twice (an update that adds to a number or a list, or
 * moves a version) at most once: the SDK retries it, with the client's own retry strategy, only
 * after a failure that shows the request was not applied (DynamoDB refused it with a 4xx, such as
 * throttling, or no connection was made). After any other failure (a lost response, a timeout, a
 * 5xx) the request may have been applied, so it is not sent again: the caller reports the outcome
 * as unknown ({@link #mayHaveApplied}) instead of applying it twice.
 */
public final class SingleAttempt {
  private static final SdkPlugin PLUGIN =
      config -> {
        DynamoDbServiceClientConfiguration.Builder client =
            (DynamoDbServiceClientConfiguration.Builder) config;
        ClientOverrideConfiguration current = client.overrideConfiguration();
        RetryStrategy strategy =
            current.retryStrategy().orElseGet(AwsRetryStrategy::defaultRetryStrategy);
        client.overrideConfiguration(
            current.toBuilder().retryStrategy(new RetryIfNotApplied(strategy)).build());
      };

  private static final AwsRequestOverrideConfiguration OVERRIDE =
      AwsRequestOverrideConfiguration.builder().addPlugin(PLUGIN).build();

  private SingleAttempt() {}

  /** What a request sets as its {@code overrideConfiguration} to be retried only if unapplied. */
  public static AwsRequestOverrideConfiguration override() {
    return OVERRIDE;
  }

  /** Whether {@code request} is sent {@link #override() once}. */
  public static boolean isOn(SdkRequest request) {
    return request.overrideConfiguration().filter(o -> o == OVERRIDE).isPresent();
  }

  /**
   * Whether a request that failed with {@code failure} may have been applied: anything but a 4xx
   * answer from DynamoDB (which applies nothing it refuses) and a connection never made.
   */
  public static boolean mayHaveApplied(Throwable failure) {
    Throwable cause = Futures.cause(failure);
    if (cause instanceof AwsServiceException service) {
      return service.statusCode() >= 500 || service.statusCode() == 0;
    }
    for (Throwable t = cause; t != null; t = t.getCause()) {
      if (t instanceof ConnectException || t instanceof UnknownHostException) {
        return false;
      }
    }
    return true;
  }

  /** The client's retry strategy, stopped after a failure that may have applied the request. */
  private record RetryIfNotApplied(RetryStrategy strategy) implements RetryStrategy {
    @Override
    public AcquireInitialTokenResponse acquireInitialToken(AcquireInitialTokenRequest request) {
      return strategy.acquireInitialToken(request);
    }

    @Override
    public RefreshRetryTokenResponse refreshRetryToken(RefreshRetryTokenRequest request) {
      if (mayHaveApplied(request.failure())) {
        throw new TokenAcquisitionFailedException(
            "Not retried: the request may have been applied, and it must not be applied twice",
            request.token(),
            request.failure());
      }
      return strategy.refreshRetryToken(request);
    }

    @Override
    public RecordSuccessResponse recordSuccess(RecordSuccessRequest request) {
      return strategy.recordSuccess(request);
    }

    @Override
    public int maxAttempts() {
      return strategy.maxAttempts();
    }

    @Override
    public boolean useClientDefaults() {
      return false;
    }

    @Override
    public Builder<?, ?> toBuilder() {
      return strategy.toBuilder();
    }
  }
}
