package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.sample.DynamoClients;
import com.fasterxml.jackson.databind.JsonNode;
import io.edgetable.console.doctor.ModelDoctor;
import io.edgetable.console.json.Jsons;
import io.edgetable.console.model.Model;
import io.edgetable.console.web.ConsoleServer;
import io.edgetable.console.web.ConsoleSettings;
import io.edgetable.sample.FollowKeys;
import io.edgetable.test.MotoServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One moto and one table of sample data for the whole test run, and consoles on it: the shared
 * one (writable) and any other a test starts. Requests go through {@link HttpClient}.
 */
final class TestConsole {
  static final int FANS = 38;
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static TestConsole shared;
  private static SampleSnapshot sample;

  final MotoServer moto;
  final RequestCounter requests = new RequestCounter();
  final DynamoDbClient client;
  final String table;
  final ConsoleServer server;
  final HttpClient http = HttpClient.newHttpClient();

  private TestConsole(MotoServer moto, boolean readOnly) {
    this(moto, "console-test-" + TABLES.incrementAndGet(), true, readOnly);
  }

  private TestConsole(MotoServer moto, String table, boolean write, boolean readOnly) {
    this.moto = moto;
    this.client = DynamoClients.forEndpoint(moto.endpoint(), requests);
    this.table = table;
    if (write) {
      sample(client).restore(client, table);
    }
    Model model = SampleData.model(client);
    this.server = ConsoleServer.start(client, model, new ModelDoctor(client, model),
        new ConsoleSettings("127.0.0.1", 0, readOnly, table, moto.endpoint().toString()));
    requests.reset();
  }

  /**
   * The sample data, written once through the DAOs and then put into each table as stored
   * (a BatchWriteItem per 25 items instead of a transaction per edge).
   */
  private static synchronized SampleSnapshot sample(DynamoDbClient client) {
    if (sample == null) {
      String template = "console-test-template";
      SampleData.write(client, template, FANS);
      sample = SampleSnapshot.of(client, template, FANS);
    }
    return sample;
  }

  /** The console every test class shares (started on first use). */
  static synchronized TestConsole shared() {
    if (shared == null) {
      shared = new TestConsole(MotoServer.start(), false);
    }
    return shared;
  }

  /** Another console on the shared moto, with a table of its own. */
  static TestConsole another(boolean readOnly) {
    return new TestConsole(shared().moto, readOnly);
  }

  /** A console on this one's table (the same data), with {@code --read-only} or not. */
  TestConsole alongside(boolean readOnly) {
    return new TestConsole(moto, table, false, readOnly);
  }

  String base() {
    return "http://127.0.0.1:" + server.port();
  }

  String tablePath(String rest) {
    return "/api/tables/" + table + rest;
  }

  /** A request with the token header. */
  HttpRequest.Builder request(String path) {
    return HttpRequest.newBuilder(URI.create(base() + path))
        .header("X-EdgeTable-Token", server.token());
  }

  HttpResponse<String> send(HttpRequest request) {
    try {
      return http.send(request, HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  HttpResponse<String> get(String path) {
    return send(request(path).GET().build());
  }

  HttpResponse<String> send(String method, String path, String body) {
    return send(request(path).header("Content-Type", "application/json")
        .method(method, HttpRequest.BodyPublishers.ofString(body)).build());
  }

  static JsonNode json(HttpResponse<String> response) {
    return Jsons.parse(response.body());
  }

  /** The JSON of a 200 answer; any other status fails the test, showing the body. */
  static JsonNode ok(HttpResponse<String> response) {
    assertEquals(200, response.statusCode(), response.body());
    return json(response);
  }

  /** {@code value} encoded for a query string. */
  static String q(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }

  void close() {
    server.close();
  }

  /** The shard of the celebrity's followers that holds the most of them. */
  static int fullestShard() {
    int[] counts = new int[8];
    counts[FollowKeys.shard("alice")]++;
    counts[FollowKeys.shard("bob")]++;
    for (int i = 1; i <= FANS; i++) {
      counts[FollowKeys.shard(String.format("fan%03d", i))]++;
    }
    int best = 0;
    for (int s = 1; s < 8; s++) {
      best = counts[s] > counts[best] ? s : best;
    }
    return best;
  }
}
