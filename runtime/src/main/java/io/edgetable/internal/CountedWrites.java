package io.edgetable.internal;

import io.edgetable.Condition;
import io.edgetable.NodeNotFoundException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Edge writes that move node counters in the same TransactWriteItems: a transaction of one action,
 * built and sent by the code every transaction uses ({@link TransactionPlan}, {@link
 * TransactionAttempts}), so conflicts are retried with bounded jittered backoff under one
 * ClientRequestToken per call, and the ADDs on one node (a self-edge such as a user following
 * themself) are merged into one Update, since a transaction may touch an item only once.
 *
 * <p>The request is built once, before anything is sent; each attempt sends it through the {@link
 * Transport}, and the wait before a retry is {@link Transport#delay}, so on the asynchronous client
 * no thread sleeps.
 */
public final class CountedWrites {
  private CountedWrites() {}

  /**
   * The edge (if absent) plus {@code ADD counter :1} on each node. {@code false} if the edge
   * existed (nothing changed); {@link io.edgetable.NodeNotFoundException} if a node is missing.
   */
  public static CompletableFuture<Boolean> put(
      Transport transport,
      String table,
      Map<String, AttributeValue> edge,
      List<CounterUpdate> counters,
      RetryPolicy policy) {
    ItemWrite write = new ItemWrite.Create(table, edge);
    return run(
        transport,
        new PlannedAction(0, "create edge", TableKeys.describe(edge), write, counters, 1),
        policy);
  }

  /**
   * Deletes the edge (if present and {@code condition}, which may be null, holds) plus {@code ADD
   * counter :-1} on each node; {@code false} if the edge was absent or the condition failed.
   */
  public static CompletableFuture<Boolean> delete(
      Transport transport,
      String table,
      Map<String, AttributeValue> edgeKey,
      List<CounterUpdate> counters,
      Condition<?> condition,
      RetryPolicy policy) {
    ItemWrite write = new ItemWrite.Remove(table, edgeKey, condition);
    return run(
        transport,
        new PlannedAction(0, "delete edge", TableKeys.describe(edgeKey), write, counters, -1),
        policy);
  }

  /**
   * The counted write {@code edge} (a put or delete of an edge with its counters) as one
   * transaction: {@code true} if it was written; {@code false} if the edge's own guard or condition
   * failed (nothing written); {@link NodeNotFoundException} if a counted node is missing (nothing
   * written).
   */
  public static CompletableFuture<Boolean> run(
      Transport transport, PlannedAction edge, RetryPolicy policy) {
    TransactionPlan plan = TransactionPlan.of(List.of(edge));
    return TransactionAttempts.run(transport, plan.request(), policy, edge.description())
        .handle((committed, failure) -> outcome(plan, edge, failure))
        .thenCompose(outcome -> outcome);
  }

  /** The write's result from the failure of its transaction ({@code null}: it committed). */
  private static CompletableFuture<Boolean> outcome(
      TransactionPlan plan, PlannedAction edge, Throwable failure) {
    if (failure == null) {
      return CompletableFuture.completedFuture(true);
    }
    Throwable cause = Futures.cause(failure);
    if (cause instanceof TransactionCanceledException cancelled) {
      List<ActionFailure> failures = plan.failures(cancelled);
      if (failures.stream().anyMatch(CountedWrites::edgeRefused)) {
        return CompletableFuture.completedFuture(false); // put: the edge exists; delete: absent
      }
      for (ActionFailure node : failures) {
        if (node.kind() == ActionFailure.Kind.NODE_MISSING) {
          return CompletableFuture.failedFuture(
              notFound(edge.description(), node.counter(), cancelled));
        }
      }
    }
    return CompletableFuture.failedFuture(cause);
  }

  /** The edge's own guard or condition failed (not a node's). */
  private static boolean edgeRefused(ActionFailure failure) {
    return failure.counter() == null
        && failure.code().equals(CancellationCodes.CONDITIONAL_CHECK_FAILED);
  }

  private static NodeNotFoundException notFound(
      String what, CounterUpdate counter, TransactionCanceledException cause) {
    String pk = TableKeys.partitionValue(counter.nodeKey());
    NodeNotFoundException e =
        new NodeNotFoundException(
            "Cannot "
                + what
                + ": node "
                + counter.node()
                + " (PK "
                + pk
                + ") does not exist, so its counter cannot move; nothing was written. Create"
                + " the node first (its DAO's put).",
            pk);
    e.initCause(cause);
    return e;
  }
}
