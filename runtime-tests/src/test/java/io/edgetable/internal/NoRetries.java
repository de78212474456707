package io.edgetable.internal;

import io.edgetable.test.LocalDynamoDb;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A client of the test server that the SDK never retries, for tests that count the attempts the
 * library makes itself. {@link LocalDynamoDb}'s clients keep the SDK's default retries.
 */
final class NoRetries {
  private NoRetries() {}

  /** A client with {@code interceptors}; the caller closes it. */
  static DynamoDbClient client(LocalDynamoDb db, ExecutionInterceptor... interceptors) {
    return DynamoDbClient.builder()
        .endpointOverride(db.endpoint())
        .region(Region.US_EAST_1)
        .credentialsProvider(
            StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
        .overrideConfiguration(
            c -> {
              for (ExecutionInterceptor interceptor : interceptors) {
                c.addExecutionInterceptor(interceptor);
              }
              c.retryStrategy(AwsRetryStrategy.doNotRetry());
            })
        .build();
  }
}
