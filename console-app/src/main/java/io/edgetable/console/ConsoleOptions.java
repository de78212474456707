package io.edgetable.console;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The command line of {@code ./console}: where the data is ({@code --endpoint URL}, {@code --aws},
 * or a moto it starts), the table it opens on, the port and address it listens on, the model, and
 * {@code --read-only}. Bad values are a {@link UsageException} with a one-line message.
 */
record ConsoleOptions(
    Optional<URI> endpoint,
    boolean aws,
    String table,
    int port,
    List<Path> model,
    boolean readOnly,
    String bind,
    Optional<String> token,
    boolean help) {

  static final String DEFAULT_TABLE = "edgetable-console";
  static final int DEFAULT_PORT = 8470;
  private static final Pattern TABLE = Pattern.compile("[A-Za-z0-9_.-]{3,255}");
  private static final Pattern URL = Pattern.compile("https?://[^/\\s]+(/\\S*)?");
  /** A token fixed by hand: long enough not to be guessed, and safe in a URL as it is. */
  static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{16,128}");
  static final String TOKEN_VARIABLE = "EDGETABLE_CONSOLE_TOKEN";

  static final String USAGE = """
      Usage: ./console [--endpoint URL | --aws] [--table NAME] [--port N] [--model PATH...]
                       [--read-only] [--bind ADDR] [--token TOKEN]
             ./console doctor [--endpoint URL | --aws] --table NAME [--model PATH...]
                              [--repair] [--delete-dangling-edges] [--export DIR] [--segments N]

      A schema-aware DynamoDB console in the browser. Prints the URL to open (with its token)
      on the first line; Ctrl-C stops it. The doctor checks a table against the model (the
      sample's without --model), prints the report and exits 0 when clean, 1 with findings,
      2 on bad arguments; --repair repairs what it found and checks again.

        (no options)     start moto on a free loopback port, write the sample app's data
                         (students, courses, enrolments, a celebrity with 300 followers on
                         a sharded index) and show it with the sample's model
        --endpoint URL   a DynamoDB API server, e.g. http://127.0.0.1:5000 (raw mode unless
                         --model is given)
        --aws            real DynamoDB with the SDK's default region and credentials
        --table NAME     the table to open on (default: edgetable-console)
        --port N         the port to listen on (default 8470; 0 = any free port)
        --model PATH...  jars or class folders holding the classes EdgeTable generated
        --read-only      refuse every write (queries, exports and the doctor's check work)
        --bind ADDR      listen on ADDR instead of 127.0.0.1 (anyone who can reach it and
                         has the token can read and write the table)
        --token TOKEN    use this token (16 to 128 of A-Z a-z 0-9 _ -) instead of a new
                         random one, so bookmarks work after a restart; also taken from
                         the EDGETABLE_CONSOLE_TOKEN variable
        -h, --help       show this help
      """;

  /** A bad argument; the message is one line. */
  static final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }

  static ConsoleOptions parse(List<String> args) throws UsageException {
    return parse(args, System.getenv());
  }

  /** The options of {@code args}, the token from {@code env} when not given. */
  static ConsoleOptions parse(List<String> args, java.util.Map<String, String> env)
      throws UsageException {
    Optional<URI> endpoint = Optional.empty();
    boolean aws = false;
    String table = DEFAULT_TABLE;
    int port = DEFAULT_PORT;
    List<Path> model = new ArrayList<>();
    boolean readOnly = false;
    String bind = "127.0.0.1";
    boolean help = false;
    Optional<String> token = Optional.empty();
    String fromEnv = env.get(TOKEN_VARIABLE);
    if (fromEnv != null && !fromEnv.isEmpty()) {
      if (!TOKEN.matcher(fromEnv).matches()) {
        throw new UsageException(TOKEN_VARIABLE + " is not a token: 16 to 128 of"
            + " A-Z a-z 0-9 _ -");
      }
      token = Optional.of(fromEnv);
    }
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      String option = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
      boolean inline = arg.contains("=");
      String value = inline ? arg.substring(arg.indexOf('=') + 1)
          : i + 1 < args.size() && !args.get(i + 1).startsWith("--") ? args.get(i + 1) : null;
      switch (option) {
        case "-h", "--help" -> help = true;
        case "--aws" -> {
          noValue(option, inline);
          if (endpoint.isPresent()) {
            throw new UsageException("--endpoint and --aws exclude each other: pick one");
          }
          aws = true;
        }
        case "--read-only" -> {
          noValue(option, inline);
          readOnly = true;
        }
        case "--endpoint" -> {
          need(option, value, "a URL, e.g. --endpoint http://127.0.0.1:5000");
          if (aws) {
            throw new UsageException("--endpoint and --aws exclude each other: pick one");
          }
          if (!URL.matcher(value).matches()) {
            throw new UsageException("--endpoint '" + value
                + "' is not an http(s) URL, e.g. http://127.0.0.1:5000");
          }
          endpoint = Optional.of(URI.create(value));
          i += inline ? 0 : 1;
        }
        case "--table" -> {
          need(option, value, "a table name, e.g. --table " + DEFAULT_TABLE);
          if (!TABLE.matcher(value).matches()) {
            throw new UsageException("--table '" + value
                + "' is not a DynamoDB table name (3-255 of A-Z a-z 0-9 _ . -)");
          }
          table = value;
          i += inline ? 0 : 1;
        }
        case "--port" -> {
          need(option, value, "a port number, e.g. --port 8470 (0: any free port)");
          port = port(value);
          i += inline ? 0 : 1;
        }
        case "--bind" -> {
          need(option, value, "an address, e.g. --bind 127.0.0.1");
          if (!value.matches("[0-9A-Za-z.:-]+")) {
            throw new UsageException("--bind '" + value + "' is not an address");
          }
          bind = value;
          i += inline ? 0 : 1;
        }
        case "--token" -> {
          need(option, value, "a token of 16 to 128 of A-Z a-z 0-9 _ -");
          if (!TOKEN.matcher(value).matches()) {
            throw new UsageException("--token: not a token (16 to 128 of A-Z a-z 0-9 _ -)");
          }
          token = Optional.of(value);
          i += inline ? 0 : 1;
        }
        case "--model" -> {
          need(option, value, "one or more jars or class folders, e.g. --model target/classes");
          model.add(Path.of(value));
          i += inline ? 0 : 1;
          while (!inline && i + 1 < args.size() && !args.get(i + 1).startsWith("--")) {
            model.add(Path.of(args.get(++i)));
          }
        }
        default -> throw new UsageException("unknown argument '" + arg
            + "' (see ./console --help)");
      }
    }
    for (Path path : model) {
      if (!path.toFile().exists()) {
        throw new UsageException("--model " + path + ": no such file or folder");
      }
    }
    return new ConsoleOptions(endpoint, aws, table, port, List.copyOf(model), readOnly, bind,
        token, help);
  }

  /** Whether the console starts moto and writes the sample data. */
  boolean local() {
    return endpoint.isEmpty() && !aws;
  }

  private static void noValue(String option, boolean inline) throws UsageException {
    if (inline) {
      throw new UsageException(option + " takes no value");
    }
  }

  private static void need(String option, String value, String what) throws UsageException {
    if (value == null || value.isEmpty()) {
      throw new UsageException(option + " needs " + what);
    }
  }

  private static int port(String value) throws UsageException {
    try {
      int port = Integer.parseInt(value);
      if (port >= 0 && port <= 65535) {
        return port;
      }
    } catch (NumberFormatException e) {
      // answered below
    }
    throw new UsageException("--port '" + value + "' is not a port number (0 to 65535)");
  }
}
