package io.edgetable.internal.operation;

import io.edgetable.internal.codec.TableKeys;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.model.CounterItems;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.transaction.Guards;
import io.edgetable.internal.transaction.ItemWrite.ExpectedVersion;
import io.edgetable.internal.transaction.TransactActions;
import io.edgetable.internal.transport.CancellationCodes;
import io.edgetable.internal.transport.Futures;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.internal.transport.TransactionAttempts;
import io.edgetable.internal.transport.Transport;

import io.edgetable.expression.Condition;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * {@link NodeDeletes} of a node with counter items: the node item and each of its {@code N} counter
 * items, each only while it counts no edge, all or nothing. Up to 99 counter items that is one
 * TransactWriteItems of {@code 1 + N} deletes. Above (a transaction holds at most 100 actions), the
 * counter items go first, 100 per transaction, and the node item last with the rest: a transaction
 * refused half-way leaves the node and the counter items still counting, so nothing that counts an
 * edge is ever lost.
 */
final class CountedNodeDeletes {
  /** TransactWriteItems' limit of actions per request. */
  static final int MAX_ACTIONS = 100;

  private CountedNodeDeletes() {}

  static <R, I> CompletableFuture<Boolean> delete(
      Transport transport,
      String table,
      NodeType<R, I> type,
      Map<String, AttributeValue> key,
      Condition<?> condition,
      Optional<ExpectedVersion> expected,
      Function<Map<String, AttributeValue>, Boolean> refused,
      RetryPolicy policy) {
    List<Map<String, AttributeValue>> counterItems = type.counterItemKeys(key);
    List<TransactWriteItem> counterDeletes = new ArrayList<>();
    for (Map<String, AttributeValue> item : counterItems) {
      counterDeletes.add(counterItemDelete(table, item, CounterItems.counterOf(item)));
    }
    ExpressionWriter writer = new ExpressionWriter();
    String guard = NodeDeletes.nodeGuard(writer, type, condition, expected);
    TransactWriteItem nodeDelete = TransactActions.delete(table, key, guard, writer);
    // Full transactions of counter items first; the last holds the node item and the rest (at
    // most MAX_ACTIONS - 1 of them, so it is within the limit too).
    int last = counterDeletes.size() / MAX_ACTIONS * MAX_ACTIONS;
    List<List<TransactWriteItem>> transactions = new ArrayList<>();
    for (int from = 0; from < last; from += MAX_ACTIONS) {
      transactions.add(counterDeletes.subList(from, from + MAX_ACTIONS));
    }
    List<TransactWriteItem> withNode = new ArrayList<>();
    withNode.add(nodeDelete);
    withNode.addAll(counterDeletes.subList(last, counterDeletes.size()));
    transactions.add(withNode);
    String what = "delete node " + type.kind() + " (PK " + TableKeys.partitionValue(key) + ")";
    CompletableFuture<Boolean> result = CompletableFuture.completedFuture(true);
    for (int i = 0; i < transactions.size(); i++) {
      List<TransactWriteItem> actions = transactions.get(i);
      boolean holdsNode = i == transactions.size() - 1;
      result =
          result.thenCompose(
              previous ->
                  send(transport, actions, policy, what, type, key, holdsNode, refused));
    }
    return result;
  }

  /** Delete counter item {@code key} if it holds zero or less (or does not exist). */
  private static TransactWriteItem counterItemDelete(
      String table, Map<String, AttributeValue> key, String counter) {
    ExpressionWriter writer = new ExpressionWriter();
    String guard = Guards.notCounting(writer, counter);
    return TransactActions.delete(table, key, guard, writer);
  }

  /**
   * One transaction; {@code true} when it committed, {@code false} when the node item (in the last
   * transaction) was absent or the caller's condition failed; {@link
   * io.edgetable.exception.NodeHasEdgesException} when a counter still counts edges.
   */
  private static CompletableFuture<Boolean> send(
      Transport transport,
      List<TransactWriteItem> actions,
      RetryPolicy policy,
      String what,
      NodeType<?, ?> type,
      Map<String, AttributeValue> key,
      boolean holdsNode,
      Function<Map<String, AttributeValue>, Boolean> refused) {
    TransactWriteItemsRequest request =
        TransactWriteItemsRequest.builder()
            .transactItems(actions)
            .clientRequestToken(UUID.randomUUID().toString())
            .build();
    return TransactionAttempts.run(transport, request, policy, what)
        .handle(
            (done, failure) -> {
              if (failure == null) {
                return true;
              }
              Throwable cause = Futures.cause(failure);
              if (cause instanceof TransactionCanceledException cancelled) {
                return refused(cancelled, actions, type, key, holdsNode, refused);
              }
              throw cause instanceof RuntimeException runtime
                  ? runtime
                  : new CompletionException(cause);
            });
  }

  /** Why DynamoDB cancelled a transaction of deletes, read from its reasons. */
  private static boolean refused(
      TransactionCanceledException cancelled,
      List<TransactWriteItem> actions,
      NodeType<?, ?> type,
      Map<String, AttributeValue> key,
      boolean holdsNode,
      Function<Map<String, AttributeValue>, Boolean> nodeRefusal) {
    List<CancellationReason> reasons = cancelled.cancellationReasons();
    Map<String, Long> counting = new LinkedHashMap<>();
    Map<String, AttributeValue> node = null;
    boolean nodeRefused = false;
    for (int i = 0; i < reasons.size() && i < actions.size(); i++) {
      CancellationReason reason = reasons.get(i);
      if (!CancellationCodes.CONDITIONAL_CHECK_FAILED.equals(reason.code())) {
        continue;
      }
      if (holdsNode && i == 0) {
        nodeRefused = true;
        node = reason.hasItem() ? reason.item() : null;
        continue;
      }
      Map<String, AttributeValue> stored = reason.hasItem() ? reason.item() : Map.of();
      String counter = CounterItems.counterOf(actions.get(i).delete().key());
      AttributeValue value = stored.get(counter);
      long count = value == null || value.n() == null ? 0 : new BigDecimal(value.n()).longValue();
      counting.merge(counter, count, Long::sum);
    }
    if (!counting.isEmpty() || node != null) {
      NodeDeletes.throwIfCounting(type, key, node == null ? Map.of() : node, counting);
    }
    if (nodeRefused) {
      // absent, or the caller's condition or the record's version failed
      return nodeRefusal.apply(node == null ? Map.of() : node);
    }
    throw cancelled;
  }
}
