package io.edgetable.testing;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * A real DynamoDB API server (moto, served single-threaded) on a free loopback port, for the
 * runtime's own tests. Started once per JVM by {@link MotoExtension} and stopped, with its child
 * processes, when the test run ends.
 *
 * <p>A copy of {@code io.edgetable.test.MotoServer} (module test-support), which the runtime
 * cannot depend on: {@code serve_moto.py} runs moto's WSGI app under werkzeug's
 * {@code run_simple(threaded=False)} with {@code python3} (or {@code $EDGETABLE_MOTO_PYTHON}),
 * because {@code moto_server}'s threads let concurrent transactions undo each other's writes.
 */
public final class MotoServer implements AutoCloseable {
  private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(60);

  private final Process process;
  private final int port;
  private final Path log;

  private MotoServer(Process process, int port, Path log) {
    this.process = process;
    this.port = port;
    this.log = log;
  }

  /** Starts a server and returns once it accepts connections. */
  public static MotoServer start() {
    String python = System.getenv().getOrDefault("EDGETABLE_MOTO_PYTHON", "python3");
    int port = freePort();
    try (InputStream script = MotoServer.class.getResourceAsStream("serve_moto.py")) {
      Path log = Files.createTempFile("moto-server-", ".log");
      String source = new String(script.readAllBytes(), StandardCharsets.UTF_8);
      // Standard input stays an open pipe: the server exits when it closes (this JVM died).
      Process process =
          new ProcessBuilder(List.of(python, "-c", source, "127.0.0.1", Integer.toString(port)))
              .redirectErrorStream(true)
              .redirectOutput(log.toFile())
              .start();
      MotoServer server = new MotoServer(process, port, log);
      server.awaitAccepting();
      return server;
    } catch (IOException e) {
      throw new IllegalStateException(
          "Cannot start moto with " + python + " (install it with pip install \"moto[server]\"): "
              + e.getMessage(), e);
    }
  }

  private static int freePort() {
    try (ServerSocket socket = new ServerSocket()) {
      socket.setReuseAddress(true);
      socket.bind(new InetSocketAddress("127.0.0.1", 0));
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new IllegalStateException("No free loopback port", e);
    }
  }

  private void awaitAccepting() throws IOException {
    long deadline = System.nanoTime() + STARTUP_TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IllegalStateException(
            "moto exited with " + process.exitValue() + " (install it with pip install \"moto[server]\"): "
                + Files.readString(log));
      }
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
        return;
      } catch (IOException notYet) {
        sleep(100);
      }
    }
    close();
    throw new IllegalStateException("moto did not accept connections within " + STARTUP_TIMEOUT);
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  public int port() {
    return port;
  }

  public URI endpoint() {
    return URI.create("http://127.0.0.1:" + port);
  }

  /** A client builder pointed at this server with dummy credentials, ready for interceptors. */
  public DynamoDbClientBuilder clientBuilder(ExecutionInterceptor... interceptors) {
    return DynamoDbClient.builder()
        .endpointOverride(endpoint())
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
        .overrideConfiguration(c -> {
          for (ExecutionInterceptor interceptor : interceptors) {
            c.addExecutionInterceptor(interceptor);
          }
        });
  }

  public DynamoDbClient client(ExecutionInterceptor... interceptors) {
    return clientBuilder(interceptors).build();
  }

  /** A table name no other test uses. */
  public static String uniqueTableName(String stem) {
    return stem + "-" + UUID.randomUUID().toString().substring(0, 8);
  }

  @Override
  public void close() {
    process.descendants().forEach(ProcessHandle::destroy);
    process.destroy();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
