package io.edgetable.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.testing.MotoExtension;
import io.edgetable.testing.MotoServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The demo's entry point end to end: arguments, the connection, the exit status, stderr. */
@ExtendWith(MotoExtension.class)
class DemoTest {

  record Result(int status, String out, String err) {}

  private static Result demo(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      status = Demo.run(List.of(args), o, e);
    }
    return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void runsTheWalkthroughAgainstAnEndpointAndLeavesTheTable(MotoServer server, DynamoDbClient client) {
    String table = MotoServer.uniqueTableName("demo");
    Result result = demo("--endpoint", server.endpoint().toString(), "--table", table);
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
    assertTrue(result.err().startsWith("demo: cannot reach http://127.0.0.1:" + closedPort + ": "), result.err());
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
  void theLocalServerAcceptsConnectionsAndStopsWithItsChildren() throws Exception {
    LocalMotoServer server = LocalMotoServer.start();
    List<ProcessHandle> tree;
    try (DynamoDbClient client = DynamoClients.forEndpoint(server.endpoint())) {
      assertTrue(client.listTables().tableNames().isEmpty());
      tree = server.processTree();
    } finally {
      server.close();
    }
    for (ProcessHandle process : tree) {
      process.onExit().get(10, TimeUnit.SECONDS);
      assertFalse(process.isAlive(), process.info().toString());
    }
  }
}
