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
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/**
 * Edge writes that move node counters in the same TransactWriteItems, retried on
 * TransactionConflict with bounded jittered backoff under one ClientRequestToken per call.
 *
 * <p>Action 0 is the edge; then one Update per distinct node item. Counter updates on the same
 * node (a self-edge such as a user following themself) are merged into one Update with several
 * {@code ADD} clauses, because a transaction may touch an item only once. The token makes a
 * retry of a call whose first attempt did commit (say, after a timeout) return success instead
 * of counting twice.
 *
 * <p>The request is built once, before anything is sent; each attempt sends it through the
 * {@link Transport}, and the wait before a retry is {@link Transport#delay}, so on the
 * asynchronous client no thread sleeps.
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
    TransactWriteItem edgeAction = TransactActions.putIfAbsent(table, edge);
    Transaction transaction =
        new Transaction(table, edgeAction, counters, 1, "create edge " + TableKeys.describe(edge));
    return transaction.run(transport, policy);
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
    TransactWriteItem edgeAction = TransactActions.deleteIfPresent(table, edgeKey, condition);
    Transaction transaction =
        new Transaction(
            table, edgeAction, counters, -1, "delete edge " + TableKeys.describe(edgeKey));
    return transaction.run(transport, policy);
  }

  /** One counted write: its request, built once, and how to read a cancellation of it. */
  private static final class Transaction {
    private final List<NodeCounters> nodes;
    private final TransactWriteItemsRequest request;
    private final String what;

    Transaction(
        String table,
        TransactWriteItem edgeAction,
        List<CounterUpdate> counters,
        long delta,
        String what) {
      this.nodes = NodeCounters.group(counters, delta);
      this.what = what;
      List<TransactWriteItem> actions = new ArrayList<>();
      actions.add(edgeAction);
      for (NodeCounters node : nodes) {
        actions.add(TransactActions.addCounters(table, node.key(), node.deltas()));
      }
      this.request =
          TransactWriteItemsRequest.builder()
              .transactItems(actions)
              .clientRequestToken(UUID.randomUUID().toString())
              .build();
    }

    CompletableFuture<Boolean> run(Transport transport, RetryPolicy policy) {
      return Futures.iterate(
              Attempt.FIRST, Attempt::finished, attempt -> next(transport, policy, attempt))
          .thenCompose(Attempt::outcome);
    }

    /** Waits if this is a retry, sends the request, and reads how it went. Never fails. */
    private CompletableFuture<Attempt> next(
        Transport transport, RetryPolicy policy, Attempt previous) {
      int number = previous.number() + 1;
      if (number > policy.maxAttempts()) {
        return CompletableFuture.completedFuture(previous.fail(gaveUp(policy, previous)));
      }
      CompletableFuture<Void> wait =
          number == 1
              ? CompletableFuture.completedFuture(null)
              : transport.delay(policy.delayBeforeRetry(number - 1));
      return Responses.failureOf(wait)
          .thenCompose(
              interrupted -> {
                if (interrupted != null) {
                  return CompletableFuture.completedFuture(
                      previous.fail(
                          new EdgeTableException(
                              "Interrupted while retrying to " + what + "; nothing was written",
                              interrupted)));
                }
                CompletableFuture<?> sent =
                    Futures.supply(() -> transport.transactWriteItems(request));
                return Responses.failureOf(sent).thenApply(failure -> read(number, failure));
              });
    }

    /** The attempt's outcome from its failure ({@code null}: it committed). */
    private Attempt read(int number, Throwable failure) {
      if (failure == null) {
        return Attempt.done(number, true);
      }
      if (failure instanceof TransactionCanceledException cancelled) {
        CancellationCodes codes = CancellationCodes.of(cancelled);
        if (codes.is(0, CancellationCodes.CONDITIONAL_CHECK_FAILED)) {
          return Attempt.done(number, false); // put: the edge exists; delete: absent or refused
        }
        for (int i = 0; i < nodes.size(); i++) {
          if (codes.is(i + 1, CancellationCodes.CONDITIONAL_CHECK_FAILED)) {
            return Attempt.failed(number, nodes.get(i).notFound(what, cancelled));
          }
        }
        return codes.retryable()
            ? Attempt.conflicted(number, cancelled)
            : Attempt.failed(number, cancelled);
      }
      if (failure instanceof TransactionInProgressException inProgress) {
        return Attempt.conflicted(number, inProgress); // an earlier attempt is still running
      }
      return Attempt.failed(number, failure);
    }

    private TransactionConflictException gaveUp(RetryPolicy policy, Attempt last) {
      return new TransactionConflictException(
          "Could not "
              + what
              + ": the transaction conflicted with concurrent writes to the same items "
              + policy.maxAttempts()
              + " times; nothing was written, so retrying the call is safe",
          last.conflict());
    }
  }

  /**
   * Where a counted write stands after attempt {@code number}: a result, a failure to report, or
   * the conflict that calls for another attempt.
   */
  private record Attempt(int number, Boolean result, Throwable failure, Throwable conflict) {
    static final Attempt FIRST = new Attempt(0, null, null, null);

    static Attempt done(int number, boolean result) {
      return new Attempt(number, result, null, null);
    }

    static Attempt failed(int number, Throwable failure) {
      return new Attempt(number, null, failure, null);
    }

    static Attempt conflicted(int number, Throwable conflict) {
      return new Attempt(number, null, null, conflict);
    }

    Attempt fail(Throwable why) {
      return new Attempt(number, null, why, conflict);
    }

    boolean finished() {
      return result != null || failure != null;
    }

    CompletableFuture<Boolean> outcome() {
      return failure != null
          ? CompletableFuture.failedFuture(failure)
          : CompletableFuture.completedFuture(result);
    }
  }

  /** The counter deltas for one node item: one Update action however many counters move. */
  private record NodeCounters(
      Map<String, AttributeValue> key, String node, Map<String, Long> deltas) {

    static List<NodeCounters> group(List<CounterUpdate> counters, long delta) {
      Map<Map<String, AttributeValue>, NodeCounters> byKey = new LinkedHashMap<>();
      for (CounterUpdate counter : counters) {
        NodeCounters node =
            byKey.computeIfAbsent(
                counter.nodeKey(), k -> new NodeCounters(k, counter.node(), new LinkedHashMap<>()));
        node.deltas().merge(counter.counter(), delta, Long::sum);
      }
      return List.copyOf(byKey.values());
    }

    NodeNotFoundException notFound(String what, TransactionCanceledException cause) {
      String pk = TableKeys.partitionValue(key);
      NodeNotFoundException e =
          new NodeNotFoundException(
              "Cannot "
                  + what
                  + ": node "
                  + node
                  + " (PK "
                  + pk
                  + ") does not exist, so its counter cannot move; nothing was written. Create"
                  + " the node first (its DAO's put).",
              pk);
      e.initCause(cause);
      return e;
    }
  }
}
