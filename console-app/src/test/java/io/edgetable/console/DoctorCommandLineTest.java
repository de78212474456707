package io.edgetable.console;

import io.edgetable.sample.DynamoClients;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.sample.CourseKeys;
import io.edgetable.test.MotoServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code ./console doctor ...} (what the script runs: {@code java -jar ... doctor ...}) against
 * moto: a broken table exits 1 naming the finding, {@code --repair} repairs it, a re-run exits 0,
 * bad arguments exit 2.
 */
class DoctorCommandLineTest {
  private final MotoServer moto = TestConsole.shared().moto;

  /** Exit status, standard output and standard error of one run. */
  private record Run(int status, String out, String err) {}

  private static Run doctor(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    List<String> all = new ArrayList<>(List.of("doctor"));
    all.addAll(List.of(args));
    int status = Console.run(all, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(status, out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aBrokenTableExitsOneThenRepairsThenChecksClean() {
    String table = "doctor-cli";
    try (DynamoDbClient client = DynamoClients.forEndpoint(moto.endpoint())) {
      SampleData.write(client, table, 5);
      client.deleteItem(b -> b.tableName(table).key(Map.of(
          "PK", AttributeValue.fromS("RAW#values"), "SK", AttributeValue.fromS("RAW#values"))));
      client.updateItem(b -> b.tableName(table).key(CourseKeys.key("cs101"))
          .updateExpression("ADD studentCount :three")
          .expressionAttributeValues(Map.of(":three", AttributeValue.fromN("3"))));
    }
    String endpoint = moto.endpoint().toString();

    Run broken = doctor("--endpoint", endpoint, "--table", table);
    assertEquals(Console.FAILED, broken.status(), broken.err());
    assertTrue(broken.out().contains("1 findings"), broken.out());
    assertTrue(broken.out().lines().anyMatch(l -> l.contains("CRS#cs101")), broken.out());

    Run repaired = doctor("--endpoint", endpoint, "--table", table, "--repair");
    assertEquals(Console.OK, repaired.status(), repaired.out() + repaired.err());
    assertTrue(repaired.out().contains("Repair: 1 repaired, 0 skipped"), repaired.out());

    Run clean = doctor("--endpoint", endpoint, "--table", table);
    assertEquals(Console.OK, clean.status(), clean.out() + clean.err());
    assertTrue(clean.out().contains(table + ": ") && clean.out().contains("no findings"),
        clean.out());
  }

  @Test
  void badArgumentsExitTwoWithTheUsage() {
    String endpoint = moto.endpoint().toString();
    for (String[] args : List.of(new String[] {"--endpoint", endpoint},
        new String[] {"--table", "x", "--bogus"},
        new String[] {"--endpoint", endpoint, "--table"},
        new String[] {"--endpoint", endpoint, "--aws", "--table", "doctor-cli"},
        new String[] {"--endpoint", endpoint, "--table", "x", "--delete-dangling-edges"})) {
      Run run = doctor(args);
      assertEquals(Console.USAGE, run.status(), String.join(" ", args) + ": " + run.err());
      assertTrue(run.err().contains("usage: doctor"), run.err());
      assertEquals("", run.out());
    }
  }
}
