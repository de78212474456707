package io.edgetable.test;

import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.utils.SdkAutoCloseable;

/**
 * The server of a test run and the clients handed out for it: moto started by {@link MotoServer},
 * or the server named by {@code EDGETABLE_TEST_ENDPOINT}. One per endpoint setting, shared by
 * every {@link LocalDynamoDb} of the run, until {@link #stopShared()} at the end of the run.
 */
final class Backend {
  private static final Map<String, Backend> SHARED = new HashMap<>();
  private static final String LOCAL = "";

  private final URI endpoint;
  private final Optional<MotoServer> server;
  private final List<SdkAutoCloseable> clients = new ArrayList<>();
  private DynamoDbClient tableClient;

  private Backend(URI endpoint, Optional<MotoServer> server) {
    this.endpoint = endpoint;
    this.server = server;
  }

  /** The backend for this environment, started on first use. */
  static synchronized Backend shared(Map<String, String> environment) {
    String configured = environment.get(LocalDynamoDb.ENDPOINT_VARIABLE);
    String key = configured == null || configured.isBlank() ? LOCAL : configured.strip();
    Backend backend = SHARED.get(key);
    if (backend == null) {
      backend = key.equals(LOCAL) ? startMoto() : new Backend(parse(key), Optional.empty());
      SHARED.put(key, backend);
    }
    return backend;
  }

  /** Stops every backend started so far and closes the clients handed out for them. */
  static synchronized void stopShared() {
    SHARED.values().forEach(Backend::stop);
    SHARED.clear();
  }

  private static Backend startMoto() {
    try {
      MotoServer server = MotoServer.start();
      return new Backend(server.endpoint(), Optional.of(server));
    } catch (MotoNotInstalledException e) {
      throw new MotoNotInstalledException(e.getMessage() + ", or set "
          + LocalDynamoDb.ENDPOINT_VARIABLE + " to the URL of a running DynamoDB API server");
    }
  }

  private static URI parse(String value) {
    try {
      URI uri = URI.create(value);
      if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null) {
        return uri;
      }
    } catch (IllegalArgumentException notAUri) {
      // Reported below.
    }
    throw new IllegalStateException(LocalDynamoDb.ENDPOINT_VARIABLE + " '" + value
        + "' is not an http(s) URL, e.g. http://127.0.0.1:8000");
  }

  URI endpoint() {
    return endpoint;
  }

  synchronized DynamoDbClient client(ExecutionInterceptor... interceptors) {
    return handOut(DynamoDbClient.builder(), interceptors);
  }

  synchronized DynamoDbAsyncClient asyncClient(ExecutionInterceptor... interceptors) {
    return handOut(DynamoDbAsyncClient.builder(), interceptors);
  }

  /** A client of this backend's endpoint, closed when the backend stops. */
  private <B extends AwsClientBuilder<B, C>, C extends SdkAutoCloseable> C handOut(
      B builder, ExecutionInterceptor... interceptors) {
    C client = builder
        .endpointOverride(endpoint)
        .region(Region.US_EAST_1)
        .credentialsProvider(credentials())
        .overrideConfiguration(configuration(interceptors))
        .build();
    clients.add(client);
    return client;
  }

  /** The client that creates tables: one, without interceptors, so tests count only their own calls. */
  synchronized DynamoDbClient tableClient() {
    if (tableClient == null) {
      tableClient = client();
    }
    return tableClient;
  }

  private static StaticCredentialsProvider credentials() {
    return StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test"));
  }

  private static ClientOverrideConfiguration configuration(ExecutionInterceptor... interceptors) {
    ClientOverrideConfiguration.Builder configuration = ClientOverrideConfiguration.builder();
    for (ExecutionInterceptor interceptor : interceptors) {
      configuration.addExecutionInterceptor(interceptor);
    }
    return configuration.build();
  }

  private synchronized void stop() {
    clients.forEach(SdkAutoCloseable::close);
    clients.clear();
    server.ifPresent(MotoServer::close);
  }
}
