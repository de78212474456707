package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.console.doctor.ModelDoctor;
import io.edgetable.console.model.Model;
import io.edgetable.console.web.ConsoleServer;
import io.edgetable.console.web.ConsoleSettings;
import io.edgetable.sample.DynamoClients;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What makes the console stay put between starts: a fixed token, the sample data put back from
 * its copy (no DAO writes), and a dead server reported after a few attempts, not nine.
 */
class StartTest {
  private static final String TOKEN = "bookmark-token-0123456789";

  @Test
  void theTokenComesFromTheOptionOrTheVariable() throws Exception {
    assertEquals(Optional.of(TOKEN), ConsoleOptions.parse(List.of("--token", TOKEN), Map.of())
        .token());
    assertEquals(Optional.of(TOKEN), ConsoleOptions.parse(List.of(),
        Map.of(ConsoleOptions.TOKEN_VARIABLE, TOKEN)).token());
    assertEquals(Optional.of(TOKEN), ConsoleOptions.parse(List.of("--token=" + TOKEN),
        Map.of(ConsoleOptions.TOKEN_VARIABLE, "another-token-9876543210")).token());
    assertEquals(Optional.empty(), ConsoleOptions.parse(List.of(), Map.of()).token());
    ConsoleOptions.UsageException weak = assertThrows(ConsoleOptions.UsageException.class,
        () -> ConsoleOptions.parse(List.of("--token", "short"), Map.of()));
    assertTrue(weak.getMessage().contains("16 to 128"), weak.getMessage());
    assertThrows(ConsoleOptions.UsageException.class, () -> ConsoleOptions.parse(List.of(),
        Map.of(ConsoleOptions.TOKEN_VARIABLE, "has spaces in it, sixteen+")));
  }

  @Test
  void aFixedTokenOpensTheConsoleAfterARestart() {
    TestConsole shared = TestConsole.shared();
    for (int start = 0; start < 2; start++) {
      ConsoleServer server = ConsoleServer.start(shared.client, Model.none(),
          new ModelDoctor(shared.client, Model.none()), new ConsoleSettings("127.0.0.1", 0,
              false, shared.table, "moto", Optional.of(TOKEN)));
      try {
        assertEquals(TOKEN, server.token());
        assertTrue(server.url().toString().endsWith("/?token=" + TOKEN));
        int status = shared.send(java.net.http.HttpRequest.newBuilder(URI.create(
            "http://127.0.0.1:" + server.port() + "/api/info"))
            .header("X-EdgeTable-Token", TOKEN).build()).statusCode();
        assertEquals(200, status);
      } finally {
        server.close();
      }
    }
  }

  @Test
  void aWarmStartPutsTheKeptSampleBackWithoutWritingItAgain() throws IOException {
    TestConsole shared = TestConsole.shared();
    SampleSnapshot sample = SampleSnapshot.of(shared.client, "console-test-template",
        TestConsole.FANS);
    Path file = Files.createTempDirectory("console-sample").resolve("sample-data.jsonl");
    sample.save(file);
    assertEquals(Optional.empty(), SampleSnapshot.load(file, TestConsole.FANS + 1),
        "a copy of another sample is not used");
    SampleSnapshot kept = SampleSnapshot.load(file, TestConsole.FANS).orElseThrow();
    assertEquals(sample.size(), kept.size());
    shared.requests.reset();
    kept.restore(shared.client, "console-test-warm");
    Set<String> sent = new HashSet<>(shared.requests.counts().keySet());
    // The table is created as the DAOs' table is (with its time to live); then only batches.
    sent.removeAll(Set.of("DescribeTable", "CreateTable", "DescribeTimeToLive",
        "UpdateTimeToLive", "BatchWriteItem"));
    assertEquals(Set.of(), sent, "no DAO write, no transaction");
    assertEquals((sample.size() + 24) / 25, shared.requests.count("BatchWriteItem"));
    Set<Map<String, AttributeValue>> original = new HashSet<>(List.copyOf(
        SampleSnapshot.of(shared.client, "console-test-template", TestConsole.FANS).items()));
    Set<Map<String, AttributeValue>> restored = new HashSet<>(List.copyOf(
        SampleSnapshot.of(shared.client, "console-test-warm", TestConsole.FANS).items()));
    assertEquals(original, restored);
    Files.writeString(file, "not a copy\n", StandardCharsets.UTF_8);
    assertEquals(Optional.empty(), SampleSnapshot.load(file, TestConsole.FANS));
  }

  /** Counts the attempts the SDK sends, retries included. */
  static final class Attempts implements ExecutionInterceptor {
    final AtomicInteger sent = new AtomicInteger();

    @Override
    public void beforeTransmission(Context.BeforeTransmission context,
        ExecutionAttributes attributes) {
      sent.incrementAndGet();
    }
  }

  @Test
  void aDeadServerIsReportedAfterThreeAttemptsNotNine() throws IOException {
    int port;
    try (ServerSocket free = new ServerSocket(0)) {
      port = free.getLocalPort();
    }
    Attempts attempts = new Attempts();
    try (DynamoDbClient client = DynamoClients.bounded(Optional.of(URI.create(
        "http://127.0.0.1:" + port)), Console.CALL_TIMEOUT, Console.ATTEMPTS, attempts)) {
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      Console.probe(client, "http://127.0.0.1:" + port, new PrintStream(err, true,
          StandardCharsets.UTF_8));
      String said = err.toString(StandardCharsets.UTF_8);
      assertTrue(said.startsWith("console: warning: http://127.0.0.1:" + port
          + " does not answer"), said);
      assertEquals(Console.ATTEMPTS, attempts.sent.get());
    }
    assertTrue(Console.PROBE_TIMEOUT.compareTo(Duration.ofSeconds(5)) < 0);
  }

  @Test
  void aServerThatNeverAnswersIsA502OnThePagesFirstRequest() throws Exception {
    // A socket that takes connections (the system's backlog) and never answers.
    try (ServerSocket silent = new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress());
        DynamoDbClient client = DynamoClients.bounded(Optional.of(URI.create(
            "http://127.0.0.1:" + silent.getLocalPort())), Console.CALL_TIMEOUT,
            Console.ATTEMPTS)) {
      ConsoleServer server = ConsoleServer.start(client, Model.none(),
          new ModelDoctor(client, Model.none()), new ConsoleSettings("127.0.0.1", 0, false,
              "anything", "silent"));
      try {
        java.net.http.HttpResponse<String> answer = java.net.http.HttpClient.newHttpClient()
            .send(java.net.http.HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                + server.port() + "/api/tables")).header("X-EdgeTable-Token", server.token())
                .build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        assertEquals(502, answer.statusCode(), answer.body());
        assertTrue(answer.body().contains("cannot reach the DynamoDB endpoint"), answer.body());
      } finally {
        server.close();
      }
    }
  }
}
