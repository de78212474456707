package io.edgetable.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.edgetable.Projection;
import io.edgetable.schema.EdgeSchema;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

class LocalDynamoDbTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final EdgeSchema STUDENT = EdgeSchema.node("Student");
  private static final EdgeSchema ENROLLMENT =
      EdgeSchema.edge("Enrollment", "GSI1", Projection.KEYS_ONLY, List.of(), 1);

  @Test
  void createTableMakesAFreshActiveTableForTheSchemasEachCall() {
    String first = db.createTable(STUDENT, ENROLLMENT);
    String second = db.createTable(STUDENT, ENROLLMENT);
    assertNotEquals(first, second);
    try (DynamoDbClient client = db.client()) {
      TableDescription table = client.describeTable(d -> d.tableName(first)).table();
      assertEquals(TableStatus.ACTIVE, table.tableStatus());
      assertEquals("GSI1", table.globalSecondaryIndexes().get(0).indexName());
      assertEquals(
          ProjectionType.KEYS_ONLY,
          table.globalSecondaryIndexes().get(0).projection().projectionType());
      assertTrue(client.listTables().tableNames().containsAll(List.of(first, second)));
    }
  }

  @Test
  void clientsAreLoopbackClientsWithTheGivenInterceptors() {
    AtomicInteger sent = new AtomicInteger();
    ExecutionInterceptor counter =
        new ExecutionInterceptor() {
          @Override
          public void beforeTransmission(
              Context.BeforeTransmission context, ExecutionAttributes attributes) {
            sent.incrementAndGet();
          }
        };
    String table = db.createTable(STUDENT);
    assertEquals("127.0.0.1", db.endpoint().getHost());
    DynamoDbClient client = db.client(counter);
    assertTrue(client.listTables().tableNames().contains(table));
    DynamoDbAsyncClient async = db.asyncClient(counter);
    assertTrue(async.listTables().join().tableNames().contains(table));
    assertEquals(2, sent.get(), "createTable's own requests are not counted by the tests' clients");
  }

  @Test
  void createTableNeedsASchema() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> db.createTable());
    assertEquals("createTable needs at least one schema, e.g. StudentKeys.SCHEMA", e.getMessage());
  }

  @Test
  void theEndpointVariableSendsEverythingToThatServerInstead() {
    try (MotoServer other = MotoServer.start();
        DynamoDbClient direct = MotoServerTest.client(other.endpoint())) {
      LocalDynamoDb elsewhere =
          LocalDynamoDb.create(Map.of("EDGETABLE_TEST_ENDPOINT", other.endpoint().toString()));
      assertEquals(other.endpoint(), elsewhere.endpoint());
      String table = elsewhere.createTable(STUDENT);
      assertEquals(List.of(table), direct.listTables().tableNames());
      assertFalse(
          db.client().listTables().tableNames().contains(table),
          "the run's own server is not used");
    }
  }

  @Test
  void aBadEndpointVariableFailsAtTheStartNamingTheVariableAndWhatItHolds() {
    LocalDynamoDb bad = LocalDynamoDb.create(Map.of("EDGETABLE_TEST_ENDPOINT", "localhost:8000"));
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> bad.beforeAll(null));
    assertEquals(
        "EDGETABLE_TEST_ENDPOINT holds 'localhost:8000', which is not an http(s) URL; it"
            + " names the DynamoDB API server the tests use instead of starting moto, e.g."
            + " http://127.0.0.1:8000 (unset it to start moto)",
        e.getMessage());
    for (String url : List.of("ftp://127.0.0.1:21", "http://", "http://[bad")) {
      LocalDynamoDb other = LocalDynamoDb.create(Map.of("EDGETABLE_TEST_ENDPOINT", url));
      IllegalStateException thrown =
          assertThrows(IllegalStateException.class, () -> other.beforeAll(null), url);
      assertTrue(
          thrown.getMessage().startsWith("EDGETABLE_TEST_ENDPOINT holds '" + url + "'"),
          thrown.getMessage());
    }
  }

  @Test
  void anEndpointNobodyListensOnFailsAtTheStartSayingSo() throws IOException {
    int port;
    try (ServerSocket closed = new ServerSocket(0)) {
      port = closed.getLocalPort();
    }
    String url = "http://127.0.0.1:" + port;
    LocalDynamoDb down = LocalDynamoDb.create(Map.of("EDGETABLE_TEST_ENDPOINT", url));
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> down.beforeAll(null));
    assertTrue(
        e.getMessage()
            .startsWith(
                "EDGETABLE_TEST_ENDPOINT holds '"
                    + url
                    + "', the DynamoDB API server the tests use instead of starting moto, but"
                    + " nothing accepts connections at 127.0.0.1:"
                    + port),
        e.getMessage());
    assertTrue(
        e.getMessage()
            .endsWith("Start that server, or unset EDGETABLE_TEST_ENDPOINT to" + " start moto."),
        e.getMessage());
  }

  /**
   * A server that accepts connections and never answers: the clients' call timeouts end the call
   * with the SDK's timeout exception instead of letting it wait (here with short timeouts; the
   * clients' defaults are {@link LocalDynamoDb#API_CALL_TIMEOUT} and {@link
   * LocalDynamoDb#API_CALL_ATTEMPT_TIMEOUT}).
   */
  @Test
  void aServerThatNeverAnswersTimesOutInsteadOfHanging() throws IOException {
    try (ServerSocket paused = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      String url = "http://127.0.0.1:" + paused.getLocalPort();
      // The whole call's limit below one attempt's: the call's timeout is what ends it.
      LocalDynamoDb silent =
          LocalDynamoDb.create(
              Map.of("EDGETABLE_TEST_ENDPOINT", url),
              Duration.ofSeconds(1),
              Duration.ofSeconds(30));
      assertThrows(ApiCallTimeoutException.class, () -> silent.client().listTables());
      CompletionException async =
          assertThrows(CompletionException.class, () -> silent.asyncClient().listTables().join());
      assertTrue(
          causes(async).anyMatch(ApiCallTimeoutException.class::isInstance),
          () -> causes(async).toList().toString());
    }
  }

  private static Stream<Throwable> causes(Throwable failure) {
    return Stream.iterate(failure, Objects::nonNull, Throwable::getCause);
  }

  @Test
  void clientsCarryTheRecommendedTimeouts() {
    ClientOverrideConfiguration sync =
        db.client().serviceClientConfiguration().overrideConfiguration();
    assertEquals(Optional.of(LocalDynamoDb.API_CALL_TIMEOUT), sync.apiCallTimeout());
    assertEquals(Optional.of(LocalDynamoDb.API_CALL_ATTEMPT_TIMEOUT), sync.apiCallAttemptTimeout());
    ClientOverrideConfiguration async =
        db.asyncClient().serviceClientConfiguration().overrideConfiguration();
    assertEquals(Optional.of(LocalDynamoDb.API_CALL_TIMEOUT), async.apiCallTimeout());
  }

  /** Run on its own by the test below, as a test run of its own. */
  static class OneTestRun {
    @RegisterExtension static LocalDynamoDb inner = LocalDynamoDb.create();
    static URI endpoint;

    @Test
    void usesTheServer() {
      endpoint = inner.endpoint();
      String table = inner.createTable(STUDENT);
      assertTrue(inner.client().listTables().tableNames().contains(table));
    }
  }

  @Test
  void theServerStopsWhenTheTestRunEnds() {
    SummaryGeneratingListener listener = new SummaryGeneratingListener();
    LauncherFactory.create()
        .execute(
            LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(OneTestRun.class))
                .build(),
            listener);
    TestExecutionSummary summary = listener.getSummary();
    assertEquals(1, summary.getTestsSucceededCount(), () -> summary.getFailures().toString());
    URI endpoint = OneTestRun.endpoint;
    assertFalse(accepts(endpoint), "the server at " + endpoint + " stopped with its test run");
    // The next use in this run starts a server again.
    assertTrue(db.client().listTables().tableNames().isEmpty());
  }

  private static boolean accepts(URI endpoint) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(endpoint.getHost(), endpoint.getPort()), 500);
      return true;
    } catch (IOException refused) {
      return false;
    }
  }
}
