package io.edgetable.testing;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Gives tests a {@link MotoServer} (one per test run, started on first use and stopped when the
 * run ends) or a {@link DynamoDbClient} pointed at it:
 *
 * <pre>{@code
 * @ExtendWith(MotoExtension.class)
 * class FooTest {
 *   @Test void writes(DynamoDbClient client) { ... }
 * }
 * }</pre>
 */
public final class MotoExtension implements ParameterResolver {
  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(MotoExtension.class);

  /** Stored in the root context so JUnit closes it (an AutoCloseable) once, after the last test. */
  private static final class Running implements AutoCloseable {
    final MotoServer server = MotoServer.start();

    @Override
    public void close() {
      server.close();
    }
  }

  public static MotoServer server(ExtensionContext context) {
    return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(Running.class, k -> new Running(), Running.class).server;
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == MotoServer.class || type == DynamoDbClient.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    MotoServer server = server(context);
    if (parameter.getParameter().getType() == MotoServer.class) {
      return server;
    }
    DynamoDbClient client = server.client();
    context.getStore(NAMESPACE).put(parameter, (AutoCloseable) client::close);
    return client;
  }
}
