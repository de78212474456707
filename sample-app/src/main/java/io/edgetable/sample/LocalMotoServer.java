package io.edgetable.sample;

import java.io.File;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A {@code moto_server} (a local DynamoDB API server) on a free loopback port, for the demo's
 * default run. It is stopped with its child processes by {@link #close()}, and also when the JVM
 * exits early (Ctrl-C, an error), through a shutdown hook. The executable is {@code moto_server}
 * on the PATH, or {@code $MOTO_SERVER}.
 */
final class LocalMotoServer implements AutoCloseable {
  private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(60);

  private final Process process;
  private final int port;
  private final Path log;
  private final Thread stopOnExit;

  private LocalMotoServer(Process process, int port, Path log) {
    this.process = process;
    this.port = port;
    this.log = log;
    this.stopOnExit = new Thread(this::stop, "stop-moto-server");
    Runtime.getRuntime().addShutdownHook(stopOnExit);
  }

  /** Starts a server and returns once it accepts connections; failures have one-line messages. */
  static LocalMotoServer start() {
    String executable = System.getenv().getOrDefault("MOTO_SERVER", "moto_server");
    int port = freePort();
    Path log;
    Process process;
    try {
      log = Files.createTempFile("edgetable-demo-moto-", ".log");
      process =
          new ProcessBuilder(List.of(executable, "-H", "127.0.0.1", "-p", Integer.toString(port)))
              .redirectErrorStream(true)
              .redirectOutput(log.toFile())
              .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
              .start();
    } catch (IOException e) {
      throw new IllegalStateException(
          "cannot start " + executable + ": install moto with `pip install 'moto[server]'`, set"
              + " MOTO_SERVER to its path, or pass --endpoint URL");
    }
    LocalMotoServer server = new LocalMotoServer(process, port, log);
    try {
      server.awaitAccepting();
      return server;
    } catch (RuntimeException e) {
      server.close();
      throw e;
    }
  }

  private static int freePort() {
    try (ServerSocket socket = new ServerSocket()) {
      socket.setReuseAddress(true);
      socket.bind(new InetSocketAddress("127.0.0.1", 0));
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new IllegalStateException("no free loopback port: " + e.getMessage());
    }
  }

  private void awaitAccepting() {
    long deadline = System.nanoTime() + STARTUP_TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IllegalStateException(
            "moto_server exited with status " + process.exitValue() + ": " + lastLogLine());
      }
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
        return;
      } catch (IOException notYet) {
        pause();
      }
    }
    throw new IllegalStateException(
        "moto_server did not accept connections on port " + port + " within " + STARTUP_TIMEOUT.toSeconds() + " s");
  }

  private String lastLogLine() {
    try {
      List<String> lines = Files.readAllLines(log);
      return lines.isEmpty() ? "(no output)" : lines.get(lines.size() - 1).strip();
    } catch (IOException e) {
      return "(no output)";
    }
  }

  private static void pause() {
    try {
      Thread.sleep(100);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for moto_server");
    }
  }

  /** The server process and its children (a wrapper may run the real server as a child). */
  List<ProcessHandle> processTree() {
    List<ProcessHandle> tree = new ArrayList<>();
    tree.add(process.toHandle());
    process.descendants().forEach(tree::add);
    return tree;
  }

  URI endpoint() {
    return URI.create("http://127.0.0.1:" + port);
  }

  @Override
  public void close() {
    stop();
    try {
      Runtime.getRuntime().removeShutdownHook(stopOnExit);
    } catch (IllegalStateException shuttingDown) {
      // The JVM is already exiting and runs the hook itself.
    }
  }

  private void stop() {
    // moto_server may run under a wrapper (pyenv shims, werkzeug's reloader): stop the whole tree.
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
    try {
      Files.deleteIfExists(log);
    } catch (IOException ignored) {
      // A leftover log file in the temp folder is harmless.
    }
  }
}
