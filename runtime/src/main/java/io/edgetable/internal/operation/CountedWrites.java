package io.edgetable.internal.operation;

import io.edgetable.exception.NodeNotFoundException;
import io.edgetable.exception.TransactionConflictException;
import io.edgetable.expression.Condition;
import io.edgetable.internal.codec.TableKeys;
import io.edgetable.internal.model.CounterUpdate;
import io.edgetable.internal.model.Expiry;
import io.edgetable.internal.transaction.ActionFailure;
import io.edgetable.internal.transaction.CounterPlan;
import io.edgetable.internal.transaction.ItemWrite;
import io.edgetable.internal.transaction.LostResponses;
import io.edgetable.internal.transaction.PlannedAction;
import io.edgetable.internal.transaction.TransactionPlan;
import io.edgetable.internal.transport.CancellationCodes;
import io.edgetable.internal.transport.Futures;
import io.edgetable.internal.transport.Responses;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.internal.transport.TransactionAttempts;
import io.edgetable.internal.transport.Transport;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Edge writes that move node counters in the same TransactWriteItems: a transaction of one action,
 * built and sent by the code every transaction uses ({@link TransactionPlan}, {@link
 * TransactionAttempts}), so conflicts are retried with bounded jittered backoff under one
 * ClientRequestToken per call, and the ADDs on one item (a self-edge such as a user following
 * themself) are merged into one Update, since a transaction may touch an item only once.
 *
 * <p>Each write first assumes its counted items are as they normally are ({@link
 * CounterPlan#OPTIMISTIC}): a sharded counter's counter item exists, so an edge to a celebrity
 * touches that counter item and never her node item; a delete's counters count the edge. When
 * DynamoDB refuses that, the counted items are read and the write is sent again on what is stored
 * ({@link CounterPlan#observed}).
 *
 * <p>The request is built before anything is sent; each attempt sends it through the {@link
 * Transport}, and the wait before a retry is {@link Transport#delay}, so on the asynchronous client
 * no thread sleeps.
 */
public final class CountedWrites {
  private CountedWrites() {}

  /**
   * The edge item {@code edge} (if absent) plus {@code ADD counter :1} on each node. {@code false}
   * if the edge existed (nothing changed); {@link io.edgetable.exception.NodeNotFoundException} if
   * a node is missing. For raw items; the DAOs run {@link RecordWrites#put}.
   */
  public static CompletableFuture<Boolean> put(
      Transport transport,
      String table,
      Map<String, AttributeValue> edge,
      List<CounterUpdate> counters,
      RetryPolicy policy) {
    return run(transport, createEdge(table, edge, counters), policy);
  }

  /** The action of {@link #put}: create {@code edge}, moving {@code counters} by 1. */
  public static PlannedAction createEdge(
      String table, Map<String, AttributeValue> edge, List<CounterUpdate> counters) {
    ItemWrite write = new ItemWrite.Create(table, edge, Expiry.NEVER);
    return new PlannedAction(0, "create edge", TableKeys.describe(edge), write, counters, 1);
  }

  /**
   * Deletes the edge item of {@code edgeKey} (if present and {@code condition}, which may be null,
   * holds) plus {@code ADD counter :-1} on each node; {@code false} if the edge was absent or the
   * condition failed. For raw items; the DAOs run {@link RecordWrites#delete}.
   */
  public static CompletableFuture<Boolean> delete(
      Transport transport,
      String table,
      Map<String, AttributeValue> edgeKey,
      List<CounterUpdate> counters,
      Condition<?> condition,
      RetryPolicy policy) {
    return run(transport, deleteEdge(table, edgeKey, counters, condition), policy);
  }

  /** The action of {@link #delete}: delete the edge of {@code edgeKey}, moving counters by -1. */
  public static PlannedAction deleteEdge(
      String table,
      Map<String, AttributeValue> edgeKey,
      List<CounterUpdate> counters,
      Condition<?> condition) {
    ItemWrite write =
        new ItemWrite.Remove(table, edgeKey, condition, List.of(), Optional.empty(), Expiry.NEVER);
    return new PlannedAction(0, "delete edge", TableKeys.describe(edgeKey), write, counters, -1);
  }

  /**
   * The counted write {@code edge} (a put or delete of an edge with its counters) as one
   * transaction: {@code true} if it was written; {@code false} if the edge's own guard or condition
   * failed (nothing written); {@link NodeNotFoundException} if a put's counted node is missing
   * (nothing written).
   *
   * <p>The first attempt assumes the counted items are as they normally are ({@link
   * CounterPlan#OPTIMISTIC}): a put's counter items exist, a delete's counters count the edge. When
   * DynamoDB refuses that assumption for a counted item, the items are read (one consistent
   * BatchGetItem) and the transaction that matches them is sent ({@link CounterPlan#observed}): a
   * put creates a sharded counter's first counter item once the node is known to exist; a delete
   * moves only the counters that count the edge, so deleting an edge whose node is gone (or was
   * created again since) is always possible and no counter goes below zero. A concurrent change
   * refuses that transaction too, and the items are read again, at most {@value #MAX_READS} times.
   */
  public static CompletableFuture<Boolean> run(
      Transport transport, PlannedAction edge, RetryPolicy policy) {
    return run(transport, edge, policy, stored -> false);
  }

  /**
   * {@link #run}, where the edge's own guard failing is read by {@code refused} from the edge item
   * stored then (empty: none; the actions ask for it with ALL_OLD): the result, or what to throw
   * instead, such as a version conflict.
   */
  public static CompletableFuture<Boolean> run(
      Transport transport,
      PlannedAction edge,
      RetryPolicy policy,
      Function<Map<String, AttributeValue>, Boolean> refused) {
    return attempt(transport, edge.with(CounterPlan.OPTIMISTIC), policy, 0, refused);
  }

  /** How often a counted write reads its items again after they refused its plan. */
  static final int MAX_READS = 4;

  private static CompletableFuture<Boolean> attempt(
      Transport transport,
      PlannedAction edge,
      RetryPolicy policy,
      int reads,
      Function<Map<String, AttributeValue>, Boolean> refused) {
    TransactionPlan plan = TransactionPlan.of(List.of(edge));
    return TransactionAttempts.run(transport, plan.request(), policy, edge.description())
        .handle(
            (committed, failure) -> outcome(transport, plan, edge, policy, reads, failure, refused))
        .thenCompose(outcome -> outcome);
  }

  /** The write's result from the failure of its transaction ({@code null}: it committed). */
  private static CompletableFuture<Boolean> outcome(
      Transport transport,
      TransactionPlan plan,
      PlannedAction edge,
      RetryPolicy policy,
      int reads,
      Throwable failure,
      Function<Map<String, AttributeValue>, Boolean> refused) {
    if (failure == null) {
      return CompletableFuture.completedFuture(true);
    }
    Throwable cause = Futures.cause(failure);
    if (cause instanceof TransactionCanceledException cancelled) {
      List<ActionFailure> failures = plan.failures(cancelled);
      if (failures.stream().anyMatch(CountedWrites::edgeRefused)) {
        // put: the edge exists; delete: absent; a versioned write: maybe another version
        if (Responses.retried(cancelled)) {
          // A retried request: an earlier attempt may have committed (see LostResponses).
          return Futures.supply(
              () ->
                  CompletableFuture.completedFuture(
                      LostResponses.edgeOutcome(
                          edge, plan.edgeItem(cancelled), cancelled, refused)));
        }
        return Futures.supply(
            () -> CompletableFuture.completedFuture(refused.apply(plan.edgeItem(cancelled))));
      }
      List<ActionFailure> counters =
          failures.stream()
              .filter(
                  f ->
                      f.counter() != null
                          && f.code().equals(CancellationCodes.CONDITIONAL_CHECK_FAILED))
              .toList();
      boolean counted = !counters.isEmpty();
      if (edge.counterDelta() > 0) {
        for (ActionFailure node : counters) {
          if (!node.counter().sharded()) { // its move is on the node item: the node is missing
            return CompletableFuture.failedFuture(
                notFound(edge.description(), node.counter(), cancelled));
          }
        }
      }
      if (counted && reads < MAX_READS) {
        return observe(transport, edge, cancelled)
            .thenCompose(observed -> attempt(transport, observed, policy, reads + 1, refused));
      }
      if (counted) {
        return CompletableFuture.failedFuture(
            new TransactionConflictException(
                "Could not "
                    + edge.description()
                    + ": its counted items changed under it "
                    + (reads + 1)
                    + " times; nothing was written, so retrying the call is safe",
                cancelled));
      }
    }
    return CompletableFuture.failedFuture(cause);
  }

  /**
   * Reads the node and counter items of {@code edge}'s counters (one consistent BatchGetItem) and
   * returns the write planned on what is stored; a put whose node is missing fails with {@link
   * NodeNotFoundException}.
   */
  private static CompletableFuture<PlannedAction> observe(
      Transport transport, PlannedAction edge, TransactionCanceledException cause) {
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    for (CounterUpdate counter : edge.counters()) {
      keys.add(counter.nodeKey());
      keys.add(counter.item());
    }
    return Batches.getAll(
            transport,
            edge.write().table(),
            keys,
            Function.identity(),
            Function.identity(),
            true,
            RetryPolicy.BATCHES)
        .thenApply(
            items -> {
              Map<Map<String, AttributeValue>, Map<String, AttributeValue>> stored =
                  TableKeys.byKey(items);
              if (edge.counterDelta() > 0) {
                for (CounterUpdate counter : edge.counters()) {
                  if (!stored.containsKey(TableKeys.keyOf(counter.nodeKey()))) {
                    throw notFound(edge.description(), counter, cause);
                  }
                }
              }
              return edge.with(CounterPlan.observed(stored));
            });
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
