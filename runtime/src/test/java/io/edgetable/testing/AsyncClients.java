package io.edgetable.testing;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClientBuilder;

/** {@link DynamoDbAsyncClient}s pointed at a {@link MotoServer}, as its sync clients are. */
public final class AsyncClients {
  private AsyncClients() {}

  /** A builder with dummy credentials and {@code interceptors}, ready for more configuration. */
  public static DynamoDbAsyncClientBuilder builder(
      MotoServer server, ExecutionInterceptor... interceptors) {
    return DynamoDbAsyncClient.builder()
        .endpointOverride(server.endpoint())
        .region(Region.US_EAST_1)
        .credentialsProvider(
            StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
        .overrideConfiguration(
            c -> {
              for (ExecutionInterceptor interceptor : interceptors) {
                c.addExecutionInterceptor(interceptor);
              }
            });
  }

  public static DynamoDbAsyncClient of(MotoServer server, ExecutionInterceptor... interceptors) {
    return builder(server, interceptors).build();
  }
}
