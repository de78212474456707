package io.edgetable.internal.spark;

import io.edgetable.spark.DynamoSettings;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The DynamoDB clients of this JVM, one per settings: tasks of a job (and later jobs with equal
 * settings) share one client and its connection pool instead of building one per task. Clients
 * live as long as the executor; the SDK's clients are thread-safe.
 */
public final class ExecutorClients {
  private static final ConcurrentMap<DynamoSettings, DynamoDbClient> CLIENTS =
      new ConcurrentHashMap<>();

  private ExecutorClients() {}

  /** The client of {@code settings} in this JVM, built on first use. */
  public static DynamoDbClient of(DynamoSettings settings) {
    return CLIENTS.computeIfAbsent(settings, DynamoSettings::newClient);
  }
}
