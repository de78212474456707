package io.edgetable.doctor;

import io.edgetable.schema.EdgeSchema;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * The doctor on the command line, what {@code ./console doctor} runs:
 *
 * <pre>
 * doctor [--endpoint URL | --aws] --table NAME --model PATH... [--repair]
 *        [--delete-dangling-edges] [--export DIR] [--segments N]
 * </pre>
 *
 * <p>{@code --model} names jars or class folders holding the generated code: every class named
 * {@code *Keys} with a static {@code SCHEMA} field is a record kind of the table. {@code
 * --export} checks a downloaded DynamoDB export instead of the table; {@code --repair} repairs
 * what was found and checks again. Prints the report; exits 0 when clean, 1 with findings, 2 on
 * bad arguments.
 */
public final class DoctorCommand {
  /** Exit status: nothing found. */
  public static final int CLEAN = 0;

  /** Exit status: findings (after the repair, with {@code --repair}). */
  public static final int FINDINGS = 1;

  /** Exit status: bad arguments. */
  public static final int USAGE = 2;

  static final String USAGE_TEXT =
      "usage: doctor [--endpoint URL | --aws] --table NAME --model PATH... [--repair]\n"
          + "              [--delete-dangling-edges] [--export DIR] [--segments N]";

  private DoctorCommand() {}

  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** Runs the command, printing to {@code out} and {@code err}; returns the exit status. */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    return run(args, List.of(), out, err);
  }

  /**
   * Runs the command of a tool that has a model of its own: without {@code --model}, the record
   * kinds are {@code model} (when empty, {@code --model} is required).
   */
  public static int run(
      String[] args, List<EdgeSchema> model, PrintStream out, PrintStream err) {
    Arguments parsed;
    try {
      parsed = Arguments.parse(args, !model.isEmpty());
    } catch (IllegalArgumentException e) {
      err.println("doctor: " + e.getMessage());
      err.println(USAGE_TEXT);
      return USAGE;
    }
    List<EdgeSchema> schemas;
    EdgeDoctor doctor;
    DynamoDbClient client = parsed.client();
    try {
      schemas = parsed.models().isEmpty() ? List.copyOf(model) : schemas(parsed.models());
      doctor =
          EdgeDoctor.of(client, parsed.table(), schemas)
              .with(
                  DoctorOptions.defaults()
                      .withSegments(parsed.segments())
                      .withDeleteDanglingEdges(parsed.deleteDangling()));
    } catch (IllegalArgumentException | UncheckedIOException e) {
      err.println("doctor: " + e.getMessage());
      client.close();
      return USAGE;
    }
    try (client) {
      out.println("Record kinds: " + schemas.stream().map(EdgeSchema::recordName).toList());
      IntegrityReport report =
          parsed.export() == null ? doctor.check() : doctor.checkExport(parsed.export());
      out.print(report);
      boolean misfit = report.findings().stream().anyMatch(TableMisfit.class::isInstance);
      if (parsed.repair() && misfit) {
        out.println("Nothing repaired: the table must fit the model first (its items were not"
            + " read); change the table or name another, then run again");
      } else if (parsed.repair() && !report.isClean()) {
        RepairResult result = doctor.repair(report);
        out.print("Repair: " + result);
        report = doctor.check();
        out.print("After the repair, the table: " + report);
      }
      return report.isClean() ? CLEAN : FINDINGS;
    }
  }

  /** The {@code SCHEMA} of every {@code *Keys} class in the jars and class folders given. */
  static List<EdgeSchema> schemas(List<Path> models) {
    List<URL> urls = new ArrayList<>();
    List<String> classes = new ArrayList<>();
    for (Path model : models) {
      if (!Files.exists(model)) {
        throw new IllegalArgumentException("--model " + model + " does not exist");
      }
      try {
        urls.add(model.toUri().toURL());
      } catch (MalformedURLException e) {
        throw new IllegalArgumentException("--model " + model + " is not a path", e);
      }
      classes.addAll(Files.isDirectory(model) ? inFolder(model) : inJar(model));
    }
    ClassLoader loader =
        new URLClassLoader(urls.toArray(URL[]::new), EdgeSchema.class.getClassLoader());
    List<EdgeSchema> schemas = new ArrayList<>();
    for (String name : classes) {
      try {
        Class<?> type = Class.forName(name, true, loader);
        Field field = type.getField("SCHEMA");
        if (Modifier.isStatic(field.getModifiers()) && field.get(null) instanceof EdgeSchema s) {
          schemas.add(s);
        }
      } catch (ReflectiveOperationException | LinkageError e) {
        // not generated code: skip it
      }
    }
    if (schemas.isEmpty()) {
      throw new IllegalArgumentException(
          "--model " + models + " holds no generated FooKeys class with a SCHEMA: pass the jar"
              + " or class folder the annotation processor wrote to");
    }
    return schemas;
  }

  private static List<String> inFolder(Path root) {
    try (Stream<Path> files = Files.walk(root)) {
      return files
          .filter(f -> f.getFileName().toString().endsWith("Keys.class"))
          .map(f -> className(root.relativize(f).toString().replace('\\', '/')))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("Could not read --model " + root, e);
    }
  }

  private static List<String> inJar(Path jar) {
    List<String> names = new ArrayList<>();
    try (JarFile file = new JarFile(jar.toFile())) {
      Enumeration<JarEntry> entries = file.entries();
      while (entries.hasMoreElements()) {
        String entry = entries.nextElement().getName();
        if (entry.endsWith("Keys.class")) {
          names.add(className(entry));
        }
      }
    } catch (IOException e) {
      throw new IllegalArgumentException("--model " + jar + " is not a jar or a folder", e);
    }
    return names;
  }

  private static String className(String path) {
    return path.substring(0, path.length() - ".class".length()).replace('/', '.');
  }

  /** The parsed command line. */
  private record Arguments(
      String endpoint,
      boolean aws,
      String table,
      List<Path> models,
      boolean repair,
      boolean deleteDangling,
      Path export,
      int segments) {

    static Arguments parse(String[] args, boolean modelGiven) {
      String endpoint = null;
      boolean aws = false;
      String table = null;
      List<Path> models = new ArrayList<>();
      boolean repair = false;
      boolean deleteDangling = false;
      Path export = null;
      int segments = DoctorOptions.defaults().segments();
      for (int i = 0; i < args.length; i++) {
        String arg = args[i];
        switch (arg) {
          case "--endpoint" -> endpoint = value(args, ++i, arg);
          case "--aws" -> aws = true;
          case "--table" -> table = value(args, ++i, arg);
          case "--model" -> {
            models.add(Path.of(value(args, ++i, arg)));
            while (i + 1 < args.length && !args[i + 1].startsWith("--")) {
              models.add(Path.of(args[++i]));
            }
          }
          case "--repair" -> repair = true;
          case "--delete-dangling-edges" -> deleteDangling = true;
          case "--export" -> export = Path.of(value(args, ++i, arg));
          case "--segments" -> segments = number(value(args, ++i, arg), arg);
          default -> throw new IllegalArgumentException("unknown argument " + arg);
        }
      }
      if (endpoint != null && aws) {
        throw new IllegalArgumentException("give --endpoint URL or --aws, not both");
      }
      if (endpoint == null && !aws) {
        throw new IllegalArgumentException(
            "name the server: --endpoint URL (e.g. http://127.0.0.1:8000) or --aws");
      }
      if (table == null) {
        throw new IllegalArgumentException("name the table: --table NAME");
      }
      if (models.isEmpty() && !modelGiven) {
        throw new IllegalArgumentException(
            "name the model: --model PATH (a jar or class folder with the generated code)");
      }
      if (deleteDangling && !repair) {
        throw new IllegalArgumentException("--delete-dangling-edges needs --repair");
      }
      if (endpoint != null) {
        try {
          URI uri = URI.create(endpoint);
          if (uri.getScheme() == null || uri.getHost() == null) {
            throw new IllegalArgumentException("--endpoint " + endpoint + " is not a URL");
          }
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("--endpoint " + endpoint + " is not a URL", e);
        }
      }
      return new Arguments(
          endpoint, aws, table, List.copyOf(models), repair, deleteDangling, export, segments);
    }

    private static String value(String[] args, int i, String option) {
      if (i >= args.length || args[i].startsWith("--")) {
        throw new IllegalArgumentException(option + " needs a value");
      }
      return args[i];
    }

    private static int number(String text, String option) {
      try {
        return Integer.parseInt(text);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(option + " needs a number, not " + text, e);
      }
    }

    /** A client of the server named: the endpoint (local credentials if none), or AWS's. */
    DynamoDbClient client() {
      DynamoDbClientBuilder builder = DynamoDbClient.builder();
      if (endpoint != null) {
        builder.endpointOverride(URI.create(endpoint));
        String region = System.getenv("AWS_REGION");
        builder.region(Region.of(region == null ? "us-east-1" : region));
        if (System.getenv("AWS_ACCESS_KEY_ID") == null) {
          builder.credentialsProvider(
              StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")));
        }
      }
      return builder.build();
    }
  }
}
