package io.edgetable.sample;

import io.edgetable.test.MotoNotInstalledException;
import io.edgetable.test.MotoServer;
import java.io.PrintStream;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@code ./demo}: runs the {@link Walkthrough} against a local moto it starts, a server at {@code
 * --endpoint}, or real DynamoDB ({@code --aws}); or prints the sample's table for CloudFormation or
 * NoSQL Workbench. Failures end in one line on standard error and a non-zero exit status.
 */
public final class Demo {
  static final int OK = 0;
  static final int FAILED = 1;
  static final int USAGE = 2;

  private Demo() {}

  /** Runs the walk-through and exits with 0, or with 1 (failure) or 2 (bad arguments). */
  public static void main(String[] args) {
    System.exit(run(List.of(args), System.out, System.err));
  }

  /** Runs the demo with {@code args}; returns the exit status. */
  static int run(List<String> args, PrintStream out, PrintStream err) {
    DemoOptions options;
    try {
      options = DemoOptions.parse(args);
    } catch (DemoOptions.UsageException e) {
      err.println("demo: " + e.getMessage());
      return USAGE;
    }
    if (options.help()) {
      out.println(DemoOptions.USAGE);
      return OK;
    }
    if (options.export().isPresent()) {
      out.print(
          switch (options.export().get()) {
            case CLOUDFORMATION -> Walkthrough.TABLE.toCloudFormation(options.table());
            case WORKBENCH -> Walkthrough.TABLE.toNoSqlWorkbench(options.table());
          });
      out.flush();
      return OK;
    }
    String where = options.endpoint().map(URI::toString).orElse("DynamoDB");
    try (Connection connection = Connection.open(options)) {
      where = connection.description();
      connection.probe();
      Narrator narrator = new Narrator(out, connection.requests());
      narrator.line(
          "EdgeTable walk-through: students and courses, and a follow graph, on one table");
      narrator.line("DynamoDB:  " + connection.description());
      boolean countersMatch = new Walkthrough(connection.client(), options.table(), narrator).run();
      narrator.blank();
      narrator.line(closing(options, connection));
      out.flush();
      return countersMatch ? OK : FAILED;
    } catch (RuntimeException e) {
      out.flush();
      if (System.getenv("DEMO_STACKTRACE") != null) {
        e.printStackTrace(err);
      }
      err.println("demo: " + oneLine(e, where));
      return FAILED;
    }
  }

  private static String closing(DemoOptions options, Connection connection) {
    return switch (options.backend()) {
      case LOCAL ->
          "Done. The moto server started for this run stops now, and the data with it.\n"
              + "To keep the data for another client, start a server and pass --endpoint (./demo"
              + " --help).";
      case ENDPOINT ->
          "Done. The data stays in table "
              + options.table()
              + "; inspect it, e.g.:\n"
              + "  aws dynamodb scan --table-name "
              + options.table()
              + " --endpoint-url "
              + connection.endpoint().orElseThrow();
      case AWS ->
          "Done. The data stays in table "
              + options.table()
              + "; inspect it, e.g.:\n"
              + "  aws dynamodb scan --table-name "
              + options.table()
              + "\n"
              + "and delete it with: aws dynamodb delete-table --table-name "
              + options.table();
    };
  }

  /** What went wrong, in one line a user can act on. */
  static String oneLine(RuntimeException e, String where) {
    String message;
    if (e instanceof AwsServiceException service && service.awsErrorDetails() != null) {
      message =
          where
              + " answered "
              + service.awsErrorDetails().errorCode()
              + ": "
              + service.awsErrorDetails().errorMessage();
    } else if (e instanceof SdkClientException) {
      message =
          "cannot reach "
              + where
              + ": "
              + String.valueOf(e.getMessage())
                  .replaceFirst("^Unable to execute HTTP request: ", "");
    } else if (e.getMessage() == null) {
      message = e.getClass().getSimpleName();
    } else {
      message = e.getMessage();
    }
    return message.replaceAll("\\s*\\R\\s*", " ").strip();
  }

  /** The client, the moto server behind it (for the default run) and what to call them. */
  record Connection(
      DynamoDbClient client,
      Optional<MotoServer> server,
      Optional<URI> endpoint,
      String description,
      RequestCounter requests)
      implements AutoCloseable {

    static Connection open(DemoOptions options) {
      RequestCounter requests = new RequestCounter();
      return switch (options.backend()) {
        case LOCAL -> {
          MotoServer server = startMoto();
          URI endpoint = server.endpoint();
          yield new Connection(
              DynamoClients.forEndpoint(endpoint, requests),
              Optional.of(server),
              Optional.of(endpoint),
              "moto at " + endpoint + " (started for this run)",
              requests);
        }
        case ENDPOINT -> {
          URI endpoint = options.endpoint().orElseThrow();
          yield new Connection(
              DynamoClients.forEndpoint(endpoint, requests),
              Optional.empty(),
              Optional.of(endpoint),
              endpoint.toString(),
              requests);
        }
        case AWS -> {
          DynamoDbClient client = DynamoClients.forAws(requests);
          yield new Connection(
              client,
              Optional.empty(),
              Optional.empty(),
              "Amazon DynamoDB, region " + client.serviceClientConfiguration().region(),
              requests);
        }
      };
    }

    private static MotoServer startMoto() {
      try {
        return MotoServer.start();
      } catch (MotoNotInstalledException e) {
        throw new IllegalStateException(e.getMessage() + ", or pass --endpoint URL");
      }
    }

    /** One cheap call, so that an unreachable server fails before the walk-through starts. */
    void probe() {
      client.listTables(r -> r.limit(1));
    }

    @Override
    public void close() {
      client.close();
      server.ifPresent(MotoServer::close);
    }
  }
}
