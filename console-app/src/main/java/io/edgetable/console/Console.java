package io.edgetable.console;

import io.edgetable.sample.DynamoClients;
import io.edgetable.console.doctor.ModelDoctor;
import io.edgetable.console.model.Model;
import io.edgetable.console.model.ModelLoader;
import io.edgetable.console.web.ConsoleServer;
import io.edgetable.console.web.ConsoleSettings;
import io.edgetable.doctor.DoctorCommand;
import io.edgetable.test.MotoNotInstalledException;
import io.edgetable.test.MotoServer;
import java.io.PrintStream;
import java.net.BindException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@code ./console}: starts moto with the sample data (or connects to {@code --endpoint} or
 * {@code --aws}), loads the model, serves the console and prints its URL as the first line of
 * standard output. Ctrl-C stops the server and moto. Bad arguments exit with 2, failures with
 * 1, each with one line on standard error. {@code ./console doctor ...} runs {@link
 * DoctorCommand} instead (with the sample's model when no {@code --model} is given).
 */
public final class Console {
  static final int OK = 0;
  static final int FAILED = 1;
  static final int USAGE = 2;

  /** How many fans follow the celebrity in the sample data (with alice and bob: 300). */
  static final int FANS = 298;

  /** The system property naming the file where the sample data is kept between starts. */
  static final String CACHE_PROPERTY = "edgetable.console.sample";

  /** A call of the console's client gives up after this, and after this many attempts. */
  static final Duration CALL_TIMEOUT = Duration.ofSeconds(20);
  static final int ATTEMPTS = 3;

  /**
   * The first request's bound: a server that does not answer is reported within 5 s of the
   * JVM's start (its own start included).
   */
  static final Duration PROBE_TIMEOUT = Duration.ofSeconds(3);

  /** Where the client that only builds the model's DAOs points: nothing is ever sent there. */
  private static final URI NO_SERVER = URI.create("http://127.0.0.1:9");

  private Console() {}

  public static void main(String[] args) {
    int status = run(List.of(args), System.out, System.err);
    if (status != OK || doctor(args)) {
      System.exit(status);
    }
  }

  private static boolean doctor(String[] args) {
    return args.length > 0 && args[0].equals("doctor");
  }

  /** Starts the console and waits until the JVM stops; returns a status only on failure. */
  static int run(List<String> args, PrintStream out, PrintStream err) {
    if (!args.isEmpty() && args.get(0).equals("doctor")) {
      return DoctorCommand.run(
          args.subList(1, args.size()).toArray(String[]::new), SampleData.schemas(), out, err);
    }
    ConsoleOptions options;
    try {
      options = ConsoleOptions.parse(args);
    } catch (ConsoleOptions.UsageException e) {
      err.println("console: " + e.getMessage());
      return USAGE;
    }
    if (options.help()) {
      out.print(ConsoleOptions.USAGE);
      return OK;
    }
    MotoServer moto = null;
    try {
      DynamoDbClient client;
      String endpoint;
      Model model;
      if (options.local()) {
        // Moto's Python takes seconds to start: meanwhile the JVM loads the model (classes
        // only; building the kinds' DAOs sends nothing, so a client of no server will do).
        CompletableFuture<MotoServer> starting = CompletableFuture.supplyAsync(MotoServer::start);
        try (DynamoDbClient offline = DynamoClients.bounded(Optional.of(NO_SERVER), CALL_TIMEOUT,
            1)) {
          model = options.model().isEmpty() ? SampleData.model(offline)
              : ModelLoader.load(options.model(), offline);
        }
        moto = started(starting);
        client = DynamoClients.bounded(Optional.of(moto.endpoint()), CALL_TIMEOUT, ATTEMPTS);
        endpoint = moto.endpoint() + " (moto, started by the console)";
        writeSample(client, options.table(), err);
      } else {
        client = DynamoClients.bounded(options.endpoint(), CALL_TIMEOUT, ATTEMPTS);
        endpoint = options.aws() ? "DynamoDB (AWS)" : options.endpoint().orElseThrow().toString();
        model = !options.model().isEmpty() ? ModelLoader.load(options.model(), client)
            : Model.none();
      }
      probe(client, endpoint, err);
      ConsoleServer server = ConsoleServer.start(client, model, new ModelDoctor(client, model),
          new ConsoleSettings(options.bind(), options.port(), options.readOnly(),
              options.table(), endpoint, options.token()));
      out.println("EdgeTable console: " + server.url());
      out.flush();
      if (!options.bind().equals("127.0.0.1") && !options.bind().equals("localhost")
          && !options.bind().equals("::1")) {
        err.println("console: warning: listening on " + options.bind() + ", not on loopback:"
            + " anyone who can reach it and has the token can read and write the table");
      }
      MotoServer started = moto;
      CountDownLatch stopped = new CountDownLatch(1);
      Runtime.getRuntime().addShutdownHook(new Thread(() -> {
        server.close();
        if (started != null) {
          started.close();
        }
        stopped.countDown();
      }, "stop-console"));
      stopped.await();
      return OK;
    } catch (MotoNotInstalledException e) {
      err.println("console: " + e.getMessage());
      return FAILED;
    } catch (IllegalArgumentException e) {
      err.println("console: " + e.getMessage());
      closeQuietly(moto);
      return USAGE;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return FAILED;
    } catch (RuntimeException e) {
      err.println("console: " + describe(e, options));
      closeQuietly(moto);
      return FAILED;
    }
  }

  /**
   * The sample data: put back from the copy kept beside the jar when it is there and current
   * (a warm start), else written through the DAOs and the copy kept for the next start.
   */
  private static void writeSample(DynamoDbClient client, String table, PrintStream err) {
    String kept = System.getProperty(CACHE_PROPERTY);
    Optional<SampleSnapshot> copy = kept == null ? Optional.empty()
        : SampleSnapshot.load(Path.of(kept), FANS);
    if (copy.isPresent()) {
      err.println("putting the sample data back into table " + table + " ("
          + copy.get().size() + " items, kept from an earlier start)...");
      copy.get().restore(client, table);
      return;
    }
    err.println("writing the sample data to table " + table + "...");
    SampleData.write(client, table, FANS);
    if (kept != null) {
      SampleSnapshot.of(client, table, FANS).save(Path.of(kept));
    }
  }

  /** The moto being started, or what stopped it (as thrown by {@link MotoServer#start()}). */
  private static MotoServer started(CompletableFuture<MotoServer> starting)
      throws InterruptedException {
    try {
      return starting.get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  /** One request, its attempts bounded to a few seconds: whether the server answers at all. */
  static void probe(DynamoDbClient client, String endpoint, PrintStream err) {
    try {
      client.listTables(b -> b.limit(1).overrideConfiguration(c -> c
          .apiCallTimeout(PROBE_TIMEOUT)));
    } catch (SdkException e) {
      err.println("console: warning: " + endpoint + " does not answer (" + e.getMessage()
          + "); the page says so until it does");
    }
  }

  /** One line for the user: the failure's message, never its class or stack. */
  private static String describe(RuntimeException e, ConsoleOptions options) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof BindException) {
        return "cannot listen on " + options.bind() + ":" + options.port() + " (" + t.getMessage()
            + "); pass --port 0 for any free port";
      }
    }
    return e.getMessage() == null ? "the console failed to start, with no message" : e.getMessage();
  }

  private static void closeQuietly(MotoServer moto) {
    if (moto != null) {
      moto.close();
    }
  }
}
