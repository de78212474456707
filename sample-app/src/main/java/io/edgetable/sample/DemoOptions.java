package io.edgetable.sample;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What {@code ./demo} was asked to do: where DynamoDB is ({@link Backend}) and which table to use,
 * or which export of the sample's table to print instead ({@link Export}). The {@code demo} script
 * checks the same arguments before it builds anything; this class checks them again for anyone who
 * runs the jar directly.
 */
record DemoOptions(
    Backend backend, Optional<URI> endpoint, String table, Optional<Export> export, boolean help) {

  /** Where the walk-through runs. */
  enum Backend {
    /**
     * moto, which the demo starts on a free loopback port (single-threaded) and stops at the end.
     */
    LOCAL,
    /** A DynamoDB API server that is already running at {@code --endpoint}. */
    ENDPOINT,
    /** Real DynamoDB, with the SDK's default region and credentials. */
    AWS
  }

  /** A description of the sample's table for another tool, printed instead of the walk-through. */
  enum Export {
    /** {@code --cloudformation}: an {@code AWS::DynamoDB::Table} resource. */
    CLOUDFORMATION,
    /** {@code --workbench}: a NoSQL Workbench data model. */
    WORKBENCH
  }

  static final String DEFAULT_TABLE = "edgetable-demo";

  /** DynamoDB's rule for table names. */
  private static final Pattern TABLE_NAME = Pattern.compile("[A-Za-z0-9_.-]{3,255}");

  static final String USAGE =
      String.join(
          "\n",
          "Usage: ./demo [--endpoint URL | --aws] [--table NAME]",
          "       ./demo --cloudformation | --workbench [--table NAME]",
          "",
          "Runs the EdgeTable walk-through: students enrol in courses, users follow a celebrity,",
          "and every step prints what it sent and what landed in the table. Builds the sample",
          "with Maven on first use.",
          "",
          "  (no options)     start moto on a free loopback port, run there, stop it at the",
          "                   end (needs python3 with moto: pip install \"moto[server]\")",
          "  --endpoint URL   use the DynamoDB API server at URL, e.g. http://127.0.0.1:5000;",
          "                   credentials and region come from AWS_* variables when set,",
          "                   else dummy ones and us-east-1. The data stays there afterwards.",
          "  --aws            use real DynamoDB with the SDK's default region and credentials",
          "                   (creates the table on demand, billed per request)",
          "  --table NAME     the table to use, created if missing (default: "
              + DEFAULT_TABLE
              + ")",
          "  --cloudformation print the sample's table as a CloudFormation AWS::DynamoDB::Table",
          "                   resource (JSON) and exit; needs no server",
          "  --workbench      print the sample's table as a NoSQL Workbench data model (JSON)",
          "                   and exit; needs no server",
          "  -h, --help       show this help",
          "",
          "Running it again on the same table first removes the items the previous run wrote",
          "(only the demo's own keys), so every run prints the same walk-through.");

  /** Parses {@code args}, or throws {@link UsageException} with a one-line message. */
  static DemoOptions parse(List<String> args) {
    Backend backend = Backend.LOCAL;
    Optional<URI> endpoint = Optional.empty();
    String table = DEFAULT_TABLE;
    Optional<Export> export = Optional.empty();
    boolean help = false;
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
      String inline = arg.contains("=") ? arg.substring(arg.indexOf('=') + 1) : null;
      switch (name) {
        case "-h", "--help" -> help = true;
        case "--cloudformation", "--workbench" -> {
          noValue(name, inline);
          Export wanted = name.equals("--workbench") ? Export.WORKBENCH : Export.CLOUDFORMATION;
          if (export.isPresent() && export.get() != wanted) {
            throw new UsageException(
                "--cloudformation and --workbench exclude each other: pick one");
          }
          export = Optional.of(wanted);
        }
        case "--aws" -> {
          noValue(name, inline);
          if (backend == Backend.ENDPOINT) {
            throw conflict();
          }
          backend = Backend.AWS;
        }
        case "--endpoint" -> {
          String value =
              inline != null
                  ? inline
                  : next(args, i++, name, "a URL, e.g. --endpoint http://127.0.0.1:5000");
          if (backend == Backend.AWS) {
            throw conflict();
          }
          backend = Backend.ENDPOINT;
          endpoint = Optional.of(endpoint(value));
        }
        case "--table" -> {
          table =
              inline != null
                  ? inline
                  : next(args, i++, name, "a table name, e.g. --table " + DEFAULT_TABLE);
          if (!TABLE_NAME.matcher(table).matches()) {
            throw new UsageException(
                "--table '"
                    + table
                    + "' is not a DynamoDB table name (3-255 of A-Z a-z 0-9 _ . -)");
          }
        }
        default -> throw new UsageException("unknown argument '" + arg + "' (see ./demo --help)");
      }
    }
    if (export.isPresent() && backend != Backend.LOCAL) {
      throw new UsageException(
          "--"
              + export.get().name().toLowerCase(Locale.ROOT)
              + " prints the table and needs no server: drop "
              + (backend == Backend.AWS ? "--aws" : "--endpoint"));
    }
    return new DemoOptions(backend, endpoint, table, export, help);
  }

  private static String next(List<String> args, int i, String option, String what) {
    if (i + 1 >= args.size() || args.get(i + 1).startsWith("--")) {
      throw new UsageException(option + " needs " + what);
    }
    return args.get(i + 1);
  }

  private static void noValue(String option, String inline) {
    if (inline != null) {
      throw new UsageException(option + " takes no value");
    }
  }

  private static UsageException conflict() {
    return new UsageException("--endpoint and --aws exclude each other: pick one");
  }

  private static URI endpoint(String value) {
    try {
      URI uri = URI.create(value);
      if ((!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme()))
          || uri.getHost() == null) {
        throw new IllegalArgumentException("not an http(s) URL");
      }
      return uri;
    } catch (IllegalArgumentException e) {
      throw new UsageException(
          "--endpoint '" + value + "' is not an http(s) URL, e.g. http://127.0.0.1:5000");
    }
  }

  /** Bad command-line arguments; the message is one line that names the fix. */
  static final class UsageException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }
}
