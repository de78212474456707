package io.edgetable.test;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A local DynamoDB API server for tests and demos: moto, served single-threaded on a free loopback
 * port. {@link LocalDynamoDb} starts one per test run; use this class directly where there is no
 * JUnit (a demo, a local run of an application):
 *
 * <pre>{@code
 * try (MotoServer moto = MotoServer.start()) {
 *   DynamoDbClient client = DynamoDbClient.builder().endpointOverride(moto.endpoint())...;
 * }
 * }</pre>
 *
 * <p>It runs moto's WSGI application ({@code moto.server.DomainDispatcherApplication}) under
 * werkzeug's {@code run_simple(..., threaded=False)} with {@code python3}. The {@code moto_server}
 * command serves requests on threads, and there concurrent transactions can undo each other's
 * committed writes, which DynamoDB never does; served one request at a time, a concurrency test
 * that fails points at the code under test, not at the server.
 *
 * <p>The interpreter is {@code $EDGETABLE_MOTO_PYTHON} when set; otherwise {@code python3}, then
 * the interpreter that runs {@code moto_server} on the PATH (a pipx or virtualenv install). When
 * none of them has moto, {@link #start()} throws {@link MotoNotInstalledException}, whose message
 * is the one line that says how to install it. The server stops on {@link #close()}, when the JVM
 * exits, and by itself when the JVM that started it dies.
 */
public final class MotoServer implements AutoCloseable {
  private static final String HOST = "127.0.0.1";
  private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(60);
  private static final int PORT_ATTEMPTS = 3;

  /** The status {@code serve_moto.py} exits with when moto is not importable. */
  private static final int MOTO_MISSING = 3;

  private final Process process;
  private final int port;
  private final Path log;
  private final Thread stopOnExit;

  private MotoServer(Process process, int port, Path log) {
    this.process = process;
    this.port = port;
    this.log = log;
    this.stopOnExit = new Thread(this::stop, "stop-moto-server");
    Runtime.getRuntime().addShutdownHook(stopOnExit);
  }

  /**
   * Starts moto on a free loopback port and returns once it accepts connections.
   *
   * @throws MotoNotInstalledException when no interpreter with moto is found
   * @throws IllegalStateException when moto starts but exits or does not accept connections
   */
  public static MotoServer start() {
    return start(PythonInterpreters.candidates(System.getenv()));
  }

  static MotoServer start(List<List<String>> interpreters) {
    String script = script();
    for (int attempt = 1; attempt <= PORT_ATTEMPTS; attempt++) {
      int port = freePort();
      List<String> withoutMoto = new ArrayList<>();
      for (List<String> interpreter : interpreters) {
        Launch launch = Launch.of(interpreter, script, port);
        switch (launch.outcome()) {
          case ACCEPTING -> {
            return launch.server();
          }
          case NO_MOTO -> withoutMoto.add(launch.detail());
          case PORT_TAKEN -> {} // taken between choosing and binding it: choose another
          case FAILED ->
              throw new IllegalStateException(
                  "moto (" + String.join(" ", interpreter) + ") " + launch.detail());
        }
        if (launch.outcome() == Outcome.PORT_TAKEN) {
          break;
        }
      }
      if (withoutMoto.size() == interpreters.size()) {
        throw new MotoNotInstalledException(
            "moto not found ("
                + String.join("; ", withoutMoto)
                + "): install it with "
                + MotoNotInstalledException.INSTALL);
      }
    }
    throw new IllegalStateException(
        "moto found no free loopback port in " + PORT_ATTEMPTS + " attempts");
  }

  /** How one start of one interpreter ended. */
  private enum Outcome {
    ACCEPTING,
    NO_MOTO,
    PORT_TAKEN,
    FAILED
  }

  private record Launch(Outcome outcome, MotoServer server, String detail) {
    static Launch of(List<String> interpreter, String script, int port) {
      List<String> command = new ArrayList<>(interpreter);
      command.addAll(List.of("-c", script, HOST, Integer.toString(port)));
      Path log;
      Process process;
      try {
        log = Files.createTempFile("edgetable-moto-", ".log");
      } catch (IOException e) {
        throw new UncheckedIOException("cannot create moto's log file", e);
      }
      try {
        // Standard input stays an open pipe: the server exits when it closes (this JVM died).
        process =
            new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
      } catch (IOException e) {
        deleteQuietly(log);
        return new Launch(Outcome.NO_MOTO, null, interpreter.get(0) + ": not found");
      }
      MotoServer server = new MotoServer(process, port, log);
      return server.awaitAccepting(interpreter);
    }
  }

  private Launch awaitAccepting(List<String> interpreter) {
    long deadline = System.nanoTime() + STARTUP_TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        int status = process.exitValue();
        String output = logText();
        String lastLine = lastLine(output);
        close();
        if (status == MOTO_MISSING) {
          return new Launch(Outcome.NO_MOTO, null, String.join(" ", interpreter) + ": " + lastLine);
        }
        if (output.contains("Address already in use")
            || output.contains("is in use by another program")) {
          return new Launch(Outcome.PORT_TAKEN, null, lastLine);
        }
        return new Launch(Outcome.FAILED, null, "exited with status " + status + ": " + lastLine);
      }
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress(HOST, port), 200);
        return new Launch(Outcome.ACCEPTING, this, "");
      } catch (IOException notYet) {
        pause();
      }
    }
    close();
    return new Launch(
        Outcome.FAILED,
        null,
        "did not accept connections on port "
            + port
            + " within "
            + STARTUP_TIMEOUT.toSeconds()
            + " s");
  }

  private static String script() {
    try (InputStream in = MotoServer.class.getResourceAsStream("serve_moto.py")) {
      if (in == null) {
        throw new IllegalStateException("serve_moto.py is missing from the edgetable-test jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read serve_moto.py", e);
    }
  }

  private static int freePort() {
    try (ServerSocket socket = new ServerSocket()) {
      socket.setReuseAddress(true);
      socket.bind(new InetSocketAddress(HOST, 0));
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new IllegalStateException("no free loopback port: " + e.getMessage());
    }
  }

  private String logText() {
    try {
      return Files.readString(log);
    } catch (IOException e) {
      return "";
    }
  }

  private static String lastLine(String text) {
    List<String> lines = text.lines().filter(l -> !l.isBlank()).toList();
    return lines.isEmpty() ? "(no output)" : lines.get(lines.size() - 1).strip();
  }

  private static void pause() {
    try {
      Thread.sleep(100);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for moto to start");
    }
  }

  /** The loopback URL of the server, e.g. {@code http://127.0.0.1:40123}. */
  public URI endpoint() {
    return URI.create("http://" + HOST + ":" + port);
  }

  /** The server process and its children, for tests of {@link #close()}. */
  List<ProcessHandle> processTree() {
    List<ProcessHandle> tree = new ArrayList<>();
    tree.add(process.toHandle());
    process.descendants().forEach(tree::add);
    return tree;
  }

  /** Stops the server (and any process it started) and deletes its log. */
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
    List<ProcessHandle> children = process.descendants().toList();
    children.forEach(ProcessHandle::destroy);
    process.destroy();
    try {
      process
          .getOutputStream()
          .close(); // the end of its input is the server's other signal to exit
    } catch (IOException alreadyClosed) {
      // Nothing to do.
    }
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
      children.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    deleteQuietly(log);
  }

  private static void deleteQuietly(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException ignored) {
      // A leftover log in the temporary folder is harmless.
    }
  }

  /** The interpreters to try, in order. */
  static final class PythonInterpreters {
    static final String VARIABLE = "EDGETABLE_MOTO_PYTHON";

    private PythonInterpreters() {}

    static List<List<String>> candidates(Map<String, String> environment) {
      String chosen = environment.get(VARIABLE);
      if (chosen != null && !chosen.isBlank()) {
        return List.of(List.of(chosen.strip()));
      }
      List<List<String>> candidates = new ArrayList<>();
      candidates.add(List.of("python3"));
      motoServerInterpreter(environment.getOrDefault("PATH", ""))
          .filter(i -> !candidates.contains(i))
          .ifPresent(candidates::add);
      return candidates;
    }

    /** The interpreter in the {@code #!} line of {@code moto_server}, if it is a Python. */
    static Optional<List<String>> motoServerInterpreter(String path) {
      for (String folder : path.split(File.pathSeparator)) {
        if (folder.isEmpty()) {
          continue;
        }
        Path script = Path.of(folder, "moto_server");
        if (!Files.isRegularFile(script)) {
          continue;
        }
        try (InputStream in = Files.newInputStream(script)) {
          String first =
              new String(in.readNBytes(256), StandardCharsets.UTF_8).lines().findFirst().orElse("");
          if (!first.startsWith("#!")) {
            return Optional.empty();
          }
          List<String> words = List.of(first.substring(2).strip().split("\\s+"));
          boolean python =
              words.stream()
                  .anyMatch(w -> Path.of(w).getFileName().toString().startsWith("python"));
          return python ? Optional.of(words) : Optional.empty();
        } catch (IOException | RuntimeException unreadable) {
          return Optional.empty();
        }
      }
      return Optional.empty();
    }
  }
}
