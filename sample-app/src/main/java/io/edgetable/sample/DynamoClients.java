package io.edgetable.sample;

import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.EnvironmentVariableCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * Builds the {@link DynamoDbClient} of the demo and the console: for a local endpoint, or for real
 * DynamoDB.
 */
public final class DynamoClients {
  /** Bounds every call, so an endpoint that accepts connections but never answers fails clearly. */
  private static final Duration CALL_TIMEOUT = Duration.ofSeconds(30);

  private DynamoClients() {}

  /**
   * A client for a DynamoDB API server at {@code endpoint}. Region and credentials come from the
   * usual {@code AWS_*} variables when they are set; a local server accepts any, so otherwise
   * dummy ones and {@code us-east-1}.
   */
  public static DynamoDbClient forEndpoint(URI endpoint, ExecutionInterceptor... interceptors) {
    return builder(interceptors)
        .endpointOverride(endpoint)
        .region(Region.of(firstSet("AWS_REGION", "AWS_DEFAULT_REGION", "us-east-1")))
        .credentialsProvider(credentials())
        .build();
  }

  /** A client for real DynamoDB with the SDK's default region and credential chains. */
  public static DynamoDbClient forAws(ExecutionInterceptor... interceptors) {
    return builder(interceptors).build();
  }

  /**
   * A client that gives up soon, for a tool that must say when its server is down: at most
   * {@code attempts} attempts per call (the SDK's default for DynamoDB is nine) and
   * {@code callTimeout} for a whole call (connections open within the HTTP client's 2 s);
   * {@code endpoint} empty is real DynamoDB.
   */
  public static DynamoDbClient bounded(Optional<URI> endpoint, Duration callTimeout, int attempts,
      ExecutionInterceptor... interceptors) {
    DynamoDbClientBuilder builder = builder(interceptors)
        .overrideConfiguration(c -> {
          c.apiCallTimeout(callTimeout);
          c.retryStrategy(AwsRetryStrategy.standardRetryStrategy().toBuilder()
              .maxAttempts(attempts).build());
          for (ExecutionInterceptor interceptor : interceptors) {
            c.addExecutionInterceptor(interceptor);
          }
        });
    endpoint.ifPresent(e -> builder.endpointOverride(e)
        .region(Region.of(firstSet("AWS_REGION", "AWS_DEFAULT_REGION", "us-east-1")))
        .credentialsProvider(credentials()));
    return builder.build();
  }

  private static DynamoDbClientBuilder builder(ExecutionInterceptor... interceptors) {
    return DynamoDbClient.builder()
        .overrideConfiguration(c -> {
          c.apiCallTimeout(CALL_TIMEOUT);
          for (ExecutionInterceptor interceptor : interceptors) {
            c.addExecutionInterceptor(interceptor);
          }
        });
  }

  private static AwsCredentialsProvider credentials() {
    String key = System.getenv("AWS_ACCESS_KEY_ID");
    if (key != null && !key.isBlank()) {
      return EnvironmentVariableCredentialsProvider.create();
    }
    return StaticCredentialsProvider.create(AwsBasicCredentials.create("demo", "demo"));
  }

  private static String firstSet(String first, String second, String fallback) {
    for (String name : new String[] {first, second}) {
      String value = System.getenv(name);
      if (value != null && !value.isBlank()) {
        return value;
      }
    }
    return fallback;
  }
}
