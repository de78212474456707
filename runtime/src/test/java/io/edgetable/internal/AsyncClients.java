package io.edgetable.internal;

import io.edgetable.testing.MotoServer;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/** {@link DynamoDbAsyncClient}s pointed at the test server, configured as its sync clients are. */
final class AsyncClients {
  private AsyncClients() {}

  static DynamoDbAsyncClient of(MotoServer server, ExecutionInterceptor... interceptors) {
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
            })
        .build();
  }
}
