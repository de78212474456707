package io.edgetable.test;

import io.edgetable.schema.EdgeSchema;
import io.edgetable.schema.TableDefinition;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A JUnit 5 extension that runs tests against a local DynamoDB API server:
 *
 * <pre>{@code
 * class EnrollmentDaoTest {
 *   @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();
 *
 *   @Test
 *   void countsEnrolments() {
 *     String table = db.createTable(StudentKeys.SCHEMA, CourseKeys.SCHEMA, EnrollmentKeys.SCHEMA);
 *     EnrollmentDao enrollments = new EnrollmentDao(db.client(), table);
 *     ...
 *   }
 * }
 * }</pre>
 *
 * <p>The server is moto served single-threaded ({@link MotoServer}): one per test run, on a free
 * loopback port, started on first use and stopped when the run ends, whichever test classes use it.
 * With the environment variable {@code EDGETABLE_TEST_ENDPOINT} set (e.g. {@code
 * http://127.0.0.1:8000}), no server is started and everything goes to that one instead. A bad
 * value fails before the first test, naming the variable. Clients use region {@code us-east-1},
 * dummy credentials, which local servers accept, and the call timeouts we recommend for any client
 * ({@link #API_CALL_TIMEOUT}, {@link #API_CALL_ATTEMPT_TIMEOUT}).
 */
public final class LocalDynamoDb implements BeforeAllCallback {
  /** The environment variable that names another DynamoDB API server to use. */
  public static final String ENDPOINT_VARIABLE = "EDGETABLE_TEST_ENDPOINT";

  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(LocalDynamoDb.class);
  private static final AtomicInteger TABLES = new AtomicInteger();

  /**
   * The longest a client call may take, retries included ({@code apiCallTimeout}): a server that
   * stops answering fails the test with the SDK's {@code ApiCallTimeoutException} instead of
   * hanging it. What we recommend for any client: the SDK sets no limit by default.
   */
  public static final Duration API_CALL_TIMEOUT = Duration.ofSeconds(30);

  /** The longest one attempt of a call may take ({@code apiCallAttemptTimeout}). */
  public static final Duration API_CALL_ATTEMPT_TIMEOUT = Duration.ofSeconds(10);

  private final Map<String, String> environment;
  private final Duration apiCallTimeout;
  private final Duration apiCallAttemptTimeout;

  private LocalDynamoDb(
      Map<String, String> environment, Duration apiCallTimeout, Duration apiCallAttemptTimeout) {
    this.environment = environment;
    this.apiCallTimeout = apiCallTimeout;
    this.apiCallAttemptTimeout = apiCallAttemptTimeout;
  }

  /** The extension, for {@code @RegisterExtension static LocalDynamoDb db = ...}. */
  public static LocalDynamoDb create() {
    return create(System.getenv());
  }

  /** As {@link #create()}, reading {@code EDGETABLE_TEST_ENDPOINT} from {@code environment}. */
  static LocalDynamoDb create(Map<String, String> environment) {
    return create(environment, API_CALL_TIMEOUT, API_CALL_ATTEMPT_TIMEOUT);
  }

  /** As {@link #create(Map)}, its clients with other timeouts. */
  static LocalDynamoDb create(
      Map<String, String> environment, Duration apiCallTimeout, Duration apiCallAttemptTimeout) {
    return new LocalDynamoDb(Map.copyOf(environment), apiCallTimeout, apiCallAttemptTimeout);
  }

  /**
   * Checks {@code EDGETABLE_TEST_ENDPOINT}, if set, before the first test (an http(s) URL of a
   * server that accepts connections), and registers the end of the test run, when the server (and
   * every client handed out) stops.
   */
  @Override
  public void beforeAll(ExtensionContext context) {
    Backend.checkConfigured(environment);
    context
        .getRoot()
        .getStore(NAMESPACE)
        .getOrComputeIfAbsent(TestRunEnd.class, key -> new TestRunEnd(), TestRunEnd.class);
  }

  /** The URL of the server: the local moto, or {@code EDGETABLE_TEST_ENDPOINT}. */
  public URI endpoint() {
    return backend().endpoint();
  }

  /**
   * A new client for the server, with {@code interceptors} (e.g. one that counts requests). It is
   * closed when the test run ends; closing it earlier is fine.
   */
  public DynamoDbClient client(ExecutionInterceptor... interceptors) {
    return backend().client(timeouts(), interceptors);
  }

  /** A new async client for the server, with {@code interceptors}; closed as {@link #client}. */
  public DynamoDbAsyncClient asyncClient(ExecutionInterceptor... interceptors) {
    return backend().asyncClient(timeouts(), interceptors);
  }

  /**
   * Creates a table for {@code schemas} ({@code TableDefinition.of(schemas).createIfMissing}) under
   * a name no other call returns, waits until it is ACTIVE, and returns the name.
   */
  public String createTable(EdgeSchema... schemas) {
    Objects.requireNonNull(schemas, "schemas");
    if (schemas.length == 0) {
      throw new IllegalArgumentException(
          "createTable needs at least one schema, e.g. StudentKeys.SCHEMA");
    }
    TableDefinition definition = TableDefinition.of(schemas);
    String name =
        "test-" + TABLES.incrementAndGet() + "-" + UUID.randomUUID().toString().substring(0, 8);
    definition.createIfMissing(backend().tableClient(), name);
    return name;
  }

  private ClientOverrideConfiguration.Builder timeouts() {
    return ClientOverrideConfiguration.builder()
        .apiCallTimeout(apiCallTimeout)
        .apiCallAttemptTimeout(apiCallAttemptTimeout);
  }

  private Backend backend() {
    return Backend.shared(environment);
  }

  /** Closed by JUnit when the root context closes: the end of the test run. */
  private static final class TestRunEnd implements AutoCloseable {
    @Override
    public void close() {
      Backend.stopShared();
    }
  }
}
