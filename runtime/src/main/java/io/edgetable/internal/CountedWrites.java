package io.edgetable.internal;

import io.edgetable.Condition;
import io.edgetable.EdgeTableException;
import io.edgetable.NodeNotFoundException;
import io.edgetable.TransactionConflictException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * Edge writes that move node counters in the same TransactWriteItems, retried on
 * TransactionConflict with bounded jittered backoff under one ClientRequestToken per call.
 *
 * <p>Action 0 is the edge; then one Update per distinct node item. Counter updates on the same
 * node (a self-edge such as a user following themself) are merged into one Update with several
 * {@code ADD} clauses, because a transaction may touch an item only once. The token makes a
 * retry of a call whose first attempt did commit (say, after a timeout) return success instead
 * of counting twice.
 */
public final class CountedWrites {
  private CountedWrites() {}

  /**
   * The edge (if absent) plus {@code ADD counter :1} on each node. {@code false} if the edge
   * existed (nothing changed); {@link io.edgetable.NodeNotFoundException} if a node is missing.
   */
  public static boolean put(
      DynamoDbClient client, String table, Map<String, AttributeValue> edge, List<CounterUpdate> counters) {
    return put(client, table, edge, counters, RetryPolicy.TRANSACTIONS);
  }

  /** {@link #put(DynamoDbClient, String, Map, List)} with an explicit retry policy. */
  public static boolean put(
      DynamoDbClient client,
      String table,
      Map<String, AttributeValue> edge,
      List<CounterUpdate> counters,
      RetryPolicy policy) {
    ItemSize.check(edge);
    ExpressionWriter writer = new ExpressionWriter();
    String guard = Guards.absent(writer);
    TransactWriteItem edgeAction = TransactWriteItem.builder()
        .put(Put.builder().tableName(table).item(edge)
            .conditionExpression(guard)
            .expressionAttributeNames(writer.namesOrNull())
            .build())
        .build();
    return run(client, table, edgeAction, counters, 1, "create edge " + TableKeys.describe(edge), policy);
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
    return delete(client, table, edgeKey, counters, condition, RetryPolicy.TRANSACTIONS);
  }

  /** {@link #delete(DynamoDbClient, String, Map, List, Condition)} with an explicit retry policy. */
  public static boolean delete(
      DynamoDbClient client,
      String table,
      Map<String, AttributeValue> edgeKey,
      List<CounterUpdate> counters,
      Condition<?> condition,
      RetryPolicy policy) {
    ExpressionWriter writer = new ExpressionWriter();
    String guard = Guards.presentAnd(writer, condition);
    TransactWriteItem edgeAction = TransactWriteItem.builder()
        .delete(Delete.builder().tableName(table).key(edgeKey)
            .conditionExpression(guard)
            .expressionAttributeNames(writer.namesOrNull())
            .expressionAttributeValues(writer.valuesOrNull())
            .build())
        .build();
    return run(client, table, edgeAction, counters, -1, "delete edge " + TableKeys.describe(edgeKey), policy);
  }

  private static boolean run(
      DynamoDbClient client,
      String table,
      TransactWriteItem edgeAction,
      List<CounterUpdate> counters,
      long delta,
      String what,
      RetryPolicy policy) {
    List<NodeCounters> nodes = NodeCounters.group(counters, delta);
    List<TransactWriteItem> actions = new ArrayList<>();
    actions.add(edgeAction);
    for (NodeCounters node : nodes) {
      actions.add(node.action(table));
    }
    TransactWriteItemsRequest request = TransactWriteItemsRequest.builder()
        .transactItems(actions)
        .clientRequestToken(UUID.randomUUID().toString())
        .build();

    RuntimeException lastConflict = null;
    for (int attempt = 1; attempt <= policy.maxAttempts(); attempt++) {
      if (attempt > 1 && !policy.backOff(attempt - 1)) {
        throw new EdgeTableException(
            "Interrupted while retrying to " + what + "; nothing was written",
            new InterruptedException("Interrupted while backing off before a retry"));
      }
      try {
        client.transactWriteItems(request);
        return true;
      } catch (TransactionCanceledException e) {
        CancellationCodes codes = CancellationCodes.of(e);
        if (codes.is(0, CancellationCodes.CONDITIONAL_CHECK_FAILED)) {
          return false; // put: the edge exists; delete: it is absent or the condition failed
        }
        for (int i = 0; i < nodes.size(); i++) {
          if (codes.is(i + 1, CancellationCodes.CONDITIONAL_CHECK_FAILED)) {
            throw nodes.get(i).notFound(what, e);
          }
        }
        if (!codes.retryable()) {
          throw e;
        }
        lastConflict = e;
      } catch (TransactionInProgressException e) {
        lastConflict = e; // an earlier attempt with this token is still running
      }
    }
    throw new TransactionConflictException(
        "Could not " + what + ": the transaction conflicted with concurrent writes to the same items "
            + policy.maxAttempts() + " times; nothing was written, so retrying the call is safe",
        lastConflict);
  }

  /** The counter deltas for one node item: one Update action however many counters move. */
  private record NodeCounters(Map<String, AttributeValue> key, String node, Map<String, Long> deltas) {

    static List<NodeCounters> group(List<CounterUpdate> counters, long delta) {
      Map<Map<String, AttributeValue>, NodeCounters> byKey = new LinkedHashMap<>();
      for (CounterUpdate counter : counters) {
        NodeCounters node = byKey.computeIfAbsent(
            counter.nodeKey(), k -> new NodeCounters(k, counter.node(), new LinkedHashMap<>()));
        node.deltas().merge(counter.counter(), delta, Long::sum);
      }
      return List.copyOf(byKey.values());
    }

    TransactWriteItem action(String table) {
      ExpressionWriter writer = new ExpressionWriter();
      String guard = Guards.present(writer);
      List<String> adds = new ArrayList<>();
      deltas.forEach((counter, delta) ->
          adds.add(writer.name(counter) + " " + writer.value(AttributeValue.fromN(Long.toString(delta)))));
      return TransactWriteItem.builder()
          .update(Update.builder().tableName(table).key(key)
              .updateExpression("ADD " + String.join(", ", adds))
              .conditionExpression(guard)
              .expressionAttributeNames(writer.namesOrNull())
              .expressionAttributeValues(writer.valuesOrNull())
              .build())
          .build();
    }

    NodeNotFoundException notFound(String what, TransactionCanceledException cause) {
      String pk = TableKeys.partitionValue(key);
      NodeNotFoundException e = new NodeNotFoundException(
          "Cannot " + what + ": node " + node + " (PK " + pk + ") does not exist, so its counter"
              + " cannot move; nothing was written. Create the node first (its DAO's put).",
          pk);
      e.initCause(cause);
      return e;
    }
  }
}
