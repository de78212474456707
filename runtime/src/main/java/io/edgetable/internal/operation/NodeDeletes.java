package io.edgetable.internal.operation;

import io.edgetable.exception.NodeHasEdgesException;
import io.edgetable.expression.Condition;
import io.edgetable.internal.codec.TableKeys;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.expression.Expressions;
import io.edgetable.internal.model.Expiry;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.transaction.CounterMoves;
import io.edgetable.internal.transaction.Guards;
import io.edgetable.internal.transaction.ItemWrite.ExpectedVersion;
import io.edgetable.internal.transport.CountedTasks;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.internal.transport.Transport;
import java.math.BigDecimal;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The delete of a node whose counters edges move: it never strands a counted edge. The node item is
 * deleted only while each of its counters is zero or less (absent counts as zero), in the same
 * request; otherwise {@link NodeHasEdgesException}, and nothing is deleted. Deleting a node that
 * counted edges still point at would leave them counted nowhere: created again with the same id,
 * the node would start below the real number of its edges, and deleting one of them would take it
 * further down.
 *
 * <p>A node with counter items ({@link NodeType#counterShards()}) is deleted with them, each only
 * if it holds zero or less, in one TransactWriteItems of {@code 1 + N} deletes (a counter item that
 * does not exist passes its condition and deletes nothing).
 */
final class NodeDeletes {
  private NodeDeletes() {}

  /**
   * Deletes the node of {@code key} if present [and {@code condition}, may be null] and counting no
   * edge; {@code false} if it was absent or the condition failed.
   */
  static <R, I> CompletableFuture<Boolean> delete(
      Transport transport,
      String table,
      NodeType<R, I> type,
      Map<String, AttributeValue> key,
      Condition<?> condition,
      RetryPolicy policy) {
    return delete(
        transport, table, type, key, condition, Optional.empty(), stored -> false, policy);
  }

  /**
   * {@link #delete}, also only while the node item holds version {@code expected} (if present): a
   * versioned node's {@code delete(record)}. When the node item's own guard fails and no counter
   * counts an edge, {@code refused} reads the node item stored then (empty: none): the result, or
   * what to throw instead, such as a version conflict.
   */
  static <R, I> CompletableFuture<Boolean> delete(
      Transport transport,
      String table,
      NodeType<R, I> type,
      Map<String, AttributeValue> key,
      Condition<?> condition,
      Optional<ExpectedVersion> expected,
      Function<Map<String, AttributeValue>, Boolean> refused,
      RetryPolicy policy) {
    if (type.hasCounterItems()) {
      return CountedNodeDeletes.delete(
          transport, table, type, key, condition, expected, refused, policy);
    }
    return Items.deleteChecked(
            transport, table, key, writer -> nodeGuard(writer, type, condition, expected))
        .thenApply(
            stored -> {
              if (stored.isEmpty()) {
                return true;
              }
              throwIfCounting(type, key, stored.get(), Map.of());
              return refused.apply(stored.get()); // absent, the condition or the version failed
            });
  }

  /**
   * {@link #delete} of each id, up to {@code concurrency} at once; completes with how many nodes
   * existed, or fails with one {@link io.edgetable.exception.BatchWriteException} holding the ids
   * not deleted (a node still counting edges among them, with its {@link NodeHasEdgesException}).
   */
  static <R, I> CompletableFuture<Integer> deleteAll(
      Transport transport,
      String table,
      NodeType<R, I> type,
      Collection<I> ids,
      RetryPolicy policy,
      int concurrency) {
    Map<Map<String, AttributeValue>, CountedTasks.Task> tasks = new LinkedHashMap<>();
    for (I id : ids) {
      Map<String, AttributeValue> key = TableKeys.keyOf(type.tableKey(id)); // all checked first
      tasks.put(
          key,
          new CountedTasks.Task(
              id, () -> delete(transport, table, type, key, null, policy), Set.of(key)));
    }
    return CountedTasks.run(transport, List.copyOf(tasks.values()), concurrency, "deleted");
  }

  /**
   * {@code attribute_exists(#pk)} [{@code AND} not expired] [{@code AND #version = :v}] {@code AND
   * (attribute_not_exists(#c) OR #c <= :zero)} for each counter kept on the node item [{@code AND
   * (condition)}]. A node whose time to live has passed is absent, as to every other write: its
   * delete (and deleteWithEdges) reports it absent and leaves it to DynamoDB.
   */
  static String nodeGuard(
      ExpressionWriter writer,
      NodeType<?, ?> type,
      Condition<?> condition,
      Optional<ExpectedVersion> expected) {
    StringBuilder guard =
        new StringBuilder(Guards.present(writer, Expiry.of(type), expected, List.of()));
    for (String counter : type.itemCounters()) {
      guard.append(" AND ").append(Guards.notCounting(writer, counter));
    }
    if (condition != null) {
      guard.append(" AND (").append(Expressions.render(condition, writer)).append(')');
    }
    return guard.toString();
  }

  /**
   * Throws {@link NodeHasEdgesException} if the stored node item (or, in {@code counterItems}, a
   * counter item) holds a counter above zero; returns otherwise (the caller's condition failed).
   */
  static void throwIfCounting(
      NodeType<?, ?> type,
      Map<String, AttributeValue> key,
      Map<String, AttributeValue> stored,
      Map<String, Long> counterItems) {
    Map<String, Long> counting = new LinkedHashMap<>(counterItems);
    for (String counter : type.counterAttributes()) {
      if (CounterMoves.counts(stored, counter)) {
        counting.merge(counter, new BigDecimal(stored.get(counter).n()).longValue(), Long::sum);
      }
    }
    if (counting.isEmpty()) {
      return;
    }
    String pk = TableKeys.partitionValue(key);
    throw new NodeHasEdgesException(
        "Cannot delete node "
            + type.kind()
            + " (PK "
            + pk
            + "): counted edges still point at it ("
            + describe(counting)
            + "); nothing was deleted. Deleting the node alone would leave those edges counted"
            + " nowhere. Delete it with its edges (deleteWithEdges), or delete the edges first.",
        pk,
        counting);
  }

  private static String describe(Map<String, Long> counting) {
    StringBuilder text = new StringBuilder();
    counting.forEach(
        (counter, value) ->
            text.append(text.length() == 0 ? "" : ", ")
                .append(counter)
                .append(" = ")
                .append(value));
    return text.toString();
  }
}
