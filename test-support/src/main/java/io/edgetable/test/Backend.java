package io.edgetable.test;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URISyntaxException;
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
 * or the server named by {@code EDGETABLE_TEST_ENDPOINT}. One per endpoint setting, shared by every
 * {@link LocalDynamoDb} of the run, until {@link #stopShared()} at the end of the run.
 */
final class Backend {
  private static final Map<String, Backend> SHARED = new HashMap<>();
  private static final String LOCAL = "";
  private static final int CONNECT_TIMEOUT_MS = 2_000;

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
    String key = configured(environment).orElse(LOCAL);
    Backend backend = SHARED.get(key);
    if (backend == null) {
      backend = key.equals(LOCAL) ? startMoto() : new Backend(checked(key), Optional.empty());
      SHARED.put(key, backend);
    }
    return backend;
  }

  /**
   * Checks the server {@code EDGETABLE_TEST_ENDPOINT} names, if set: an http(s) URL, and something
   * accepts connections there. A bad value fails with a message naming the variable.
   */
  static synchronized void checkConfigured(Map<String, String> environment) {
    Optional<String> configured = configured(environment);
    if (configured.isPresent() && !SHARED.containsKey(configured.get())) {
      checked(configured.get());
    }
  }

  private static Optional<String> configured(Map<String, String> environment) {
    String value = environment.get(LocalDynamoDb.ENDPOINT_VARIABLE);
    return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.strip());
  }

  private static URI checked(String value) {
    URI endpoint = parse(value);
    String host = endpoint.getHost();
    int defaultPort = "https".equals(endpoint.getScheme()) ? 443 : 80;
    int port = endpoint.getPort() != -1 ? endpoint.getPort() : defaultPort;
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(host, port), CONNECT_TIMEOUT_MS);
    } catch (IOException e) {
      throw new IllegalStateException(
          LocalDynamoDb.ENDPOINT_VARIABLE
              + " holds '"
              + value
              + "', the DynamoDB API server the tests use instead of starting moto, but nothing"
              + " accepts connections at "
              + host
              + ":"
              + port
              + " ("
              + e.getMessage()
              + ")."
              + " Start that server, or unset "
              + LocalDynamoDb.ENDPOINT_VARIABLE
              + " to start moto.");
    }
    return endpoint;
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
      throw new MotoNotInstalledException(
          e.getMessage()
              + ", or set "
              + LocalDynamoDb.ENDPOINT_VARIABLE
              + " to the URL of a running DynamoDB API server");
    }
  }

  private static URI parse(String value) {
    try {
      URI uri = new URI(value);
      if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))
          && uri.getHost() != null) {
        return uri;
      }
    } catch (URISyntaxException notAUri) {
      // Reported below.
    }
    throw new IllegalStateException(
        LocalDynamoDb.ENDPOINT_VARIABLE
            + " holds '"
            + value
            + "', which is not an http(s) URL; it names the DynamoDB API server the tests use"
            + " instead of starting moto, e.g. http://127.0.0.1:8000 (unset it to start moto)");
  }

  URI endpoint() {
    return endpoint;
  }

  synchronized DynamoDbClient client(
      ClientOverrideConfiguration.Builder timeouts, ExecutionInterceptor... interceptors) {
    return handOut(DynamoDbClient.builder(), timeouts, interceptors);
  }

  synchronized DynamoDbAsyncClient asyncClient(
      ClientOverrideConfiguration.Builder timeouts, ExecutionInterceptor... interceptors) {
    return handOut(DynamoDbAsyncClient.builder(), timeouts, interceptors);
  }

  /** A client of this backend's endpoint, closed when the backend stops. */
  private <B extends AwsClientBuilder<B, C>, C extends SdkAutoCloseable> C handOut(
      B builder,
      ClientOverrideConfiguration.Builder configuration,
      ExecutionInterceptor... interceptors) {
    for (ExecutionInterceptor interceptor : interceptors) {
      configuration.addExecutionInterceptor(interceptor);
    }
    C client =
        builder
            .endpointOverride(endpoint)
            .region(Region.US_EAST_1)
            .credentialsProvider(credentials())
            .overrideConfiguration(configuration.build())
            .build();
    clients.add(client);
    return client;
  }

  /**
   * The client that creates tables: one, without interceptors, so tests count only their own calls.
   */
  synchronized DynamoDbClient tableClient() {
    if (tableClient == null) {
      tableClient =
          client(
              ClientOverrideConfiguration.builder()
                  .apiCallTimeout(LocalDynamoDb.API_CALL_TIMEOUT)
                  .apiCallAttemptTimeout(LocalDynamoDb.API_CALL_ATTEMPT_TIMEOUT));
    }
    return tableClient;
  }

  private static StaticCredentialsProvider credentials() {
    return StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test"));
  }

  private synchronized void stop() {
    clients.forEach(SdkAutoCloseable::close);
    clients.clear();
    server.ifPresent(MotoServer::close);
  }
}
