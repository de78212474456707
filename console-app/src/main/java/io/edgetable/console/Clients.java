package io.edgetable.console;

import java.net.URI;
import java.time.Duration;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.EnvironmentVariableCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * The console's DynamoDB client: for a local endpoint (region and credentials from the
 * {@code AWS_*} variables when set, else dummy ones and {@code us-east-1}), or for real DynamoDB
 * with the SDK's defaults. Every call is bounded, so a server that never answers fails clearly.
 */
public final class Clients {
  private static final Duration CALL_TIMEOUT = Duration.ofSeconds(20);

  private Clients() {}

  public static DynamoDbClient forEndpoint(URI endpoint, ExecutionInterceptor... interceptors) {
    return builder(interceptors)
        .endpointOverride(endpoint)
        .region(Region.of(firstSet("AWS_REGION", "AWS_DEFAULT_REGION", "us-east-1")))
        .credentialsProvider(credentials())
        .build();
  }

  public static DynamoDbClient forAws() {
    return builder().build();
  }

  private static DynamoDbClientBuilder builder(ExecutionInterceptor... interceptors) {
    return DynamoDbClient.builder().overrideConfiguration(c -> {
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
    return StaticCredentialsProvider.create(AwsBasicCredentials.create("console", "console"));
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
