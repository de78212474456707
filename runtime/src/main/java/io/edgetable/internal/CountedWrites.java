package io.edgetable.internal;

import io.edgetable.Condition;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Edge writes that move node counters in the same TransactWriteItems, retried on
 * TransactionConflict with bounded jittered backoff under one ClientRequestToken per call.
 */
public final class CountedWrites {
  private CountedWrites() {}

  /**
   * The edge (if absent) plus {@code ADD counter :1} on each node. {@code false} if the edge
   * existed (nothing changed); {@link io.edgetable.NodeNotFoundException} if a node is missing.
   */
  public static boolean put(
      DynamoDbClient client, String table, Map<String, AttributeValue> edge, List<CounterUpdate> counters) {
    throw new UnsupportedOperationException("TODO");
  }

  /**
   * Deletes the edge (if present and {@code condition}, which may be null, holds) plus
   * {@code ADD counter :-1} on each node; {@code false} if the edge was absent or the
   * condition failed.
   */
  public static boolean delete(
      DynamoDbClient client,
      String table,
      Map<String, AttributeValue> edgeKey,
      List<CounterUpdate> counters,
      Condition<?> condition) {
    throw new UnsupportedOperationException("TODO");
  }
}
