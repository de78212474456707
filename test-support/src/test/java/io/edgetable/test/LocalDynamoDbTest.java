package io.edgetable.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.edgetable.schema.EdgeSchema;
import io.edgetable.Projection;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
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
      assertEquals(ProjectionType.KEYS_ONLY, table.globalSecondaryIndexes().get(0).projection().projectionType());
      assertTrue(client.listTables().tableNames().containsAll(List.of(first, second)));
    }
  }

  @Test
  void clientsAreLoopbackClientsWithTheGivenInterceptors() {
    AtomicInteger sent = new AtomicInteger();
    ExecutionInterceptor counter = new ExecutionInterceptor() {
      @Override
      public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
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
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> db.createTable());
    assertEquals("createTable needs at least one schema, e.g. StudentKeys.SCHEMA", e.getMessage());
  }

  @Test
  void theEndpointVariableSendsEverythingToThatServerInstead() {
    try (MotoServer other = MotoServer.start(); DynamoDbClient direct = MotoServerTest.client(other.endpoint())) {
      LocalDynamoDb elsewhere = LocalDynamoDb.create(Map.of("EDGETABLE_TEST_ENDPOINT", other.endpoint().toString()));
      assertEquals(other.endpoint(), elsewhere.endpoint());
      String table = elsewhere.createTable(STUDENT);
      assertEquals(List.of(table), direct.listTables().tableNames());
      assertFalse(db.client().listTables().tableNames().contains(table), "the run's own server is not used");
    }
  }

  @Test
  void aBadEndpointVariableIsOneLineNamingIt() {
    LocalDynamoDb bad = LocalDynamoDb.create(Map.of("EDGETABLE_TEST_ENDPOINT", "localhost:8000"));
    IllegalStateException e = assertThrows(IllegalStateException.class, bad::client);
    assertEquals("EDGETABLE_TEST_ENDPOINT 'localhost:8000' is not an http(s) URL, e.g. http://127.0.0.1:8000",
        e.getMessage());
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
    LauncherFactory.create().execute(
        LauncherDiscoveryRequestBuilder.request().selectors(selectClass(OneTestRun.class)).build(), listener);
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
