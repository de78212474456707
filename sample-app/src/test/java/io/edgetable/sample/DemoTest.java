package io.edgetable.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.test.LocalDynamoDb;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The demo's entry point end to end: arguments, the connection, the exit status, stderr. */
class DemoTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  record Result(int status, String out, String err) {}

  private static Result demo(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      status = Demo.run(List.of(args), o, e);
    }
    return new Result(
        status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void runsTheWalkthroughAgainstAnEndpointAndLeavesTheTable() {
    DynamoDbClient client = db.client();
    String table = "demo-" + UUID.randomUUID();
    Result result = demo("--endpoint", db.endpoint().toString(), "--table", table);
    assertEquals(0, result.status(), result.err());
    assertEquals("", result.err());
    assertTrue(result.out().startsWith("EdgeTable walk-through"), result.out());
    assertTrue(result.out().contains("table:     " + table + " (created"), result.out());
    assertTrue(result.out().contains("The data stays in table " + table), result.out());
    assertTrue(client.listTables().tableNames().contains(table));
    assertEquals(300, new UserDao(client, table).get(DemoData.CELEBRITY).orElseThrow().followers());
    client.deleteTable(d -> d.tableName(table));
  }

  @Test
  void anUnreachableEndpointIsOneLineAndStatusOne() throws IOException {
    int closedPort;
    try (ServerSocket socket = new ServerSocket()) {
      socket.bind(new InetSocketAddress("127.0.0.1", 0));
      closedPort = socket.getLocalPort();
    }
    Result result = demo("--endpoint", "http://127.0.0.1:" + closedPort);
    assertEquals(1, result.status());
    assertTrue(
        result.err().startsWith("demo: cannot reach http://127.0.0.1:" + closedPort + ": "),
        result.err());
    assertEquals(1, result.err().lines().count(), result.err());
    assertEquals("", result.out());
  }

  @Test
  void badArgumentsAreStatusTwo() {
    Result result = demo("--table");
    assertEquals(2, result.status());
    assertEquals("demo: --table needs a table name, e.g. --table edgetable-demo\n", result.err());
    assertEquals("", result.out());
  }

  @Test
  void helpIsStatusZero() {
    Result result = demo("--help");
    assertEquals(0, result.status());
    assertEquals(DemoOptions.USAGE + "\n", result.out());
  }

  @Test
  void withoutMotoTheDefaultRunIsOneLineSayingHowToInstallIt() throws Exception {
    // The jar, run as ./demo runs it, with an interpreter that has no moto.
    ProcessBuilder builder =
        new ProcessBuilder(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-cp",
            System.getProperty("java.class.path"),
            Demo.class.getName());
    builder.environment().put("EDGETABLE_MOTO_PYTHON", "no-such-python-for-edgetable");
    Process process = builder.start();
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(60, TimeUnit.SECONDS));
    assertEquals(1, process.exitValue());
    assertEquals("", out);
    assertEquals(
        "demo: moto not found (no-such-python-for-edgetable: not found): install it with pip"
            + " install \"moto[server]\" (or pipx install \"moto[server]\"), or pass --endpoint"
            + " URL\n",
        err);
  }
}
