package io.edgetable.internal.operation;

import io.edgetable.internal.codec.TableKeys;
import io.edgetable.internal.model.CounterItems;
import io.edgetable.internal.model.NodeType;
import io.edgetable.internal.transport.Futures;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.internal.transport.Transport;

import io.edgetable.exception.BatchGetException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads of a node whose counters live partly on counter items ({@link NodeType#counterShards()}):
 * the node item and every counter item in one BatchGetItem (100 keys per request, so a node with
 * {@code 1 + N} keys up to 100 is one request; above, {@code ceil((1 + N) / 100)}), then the node
 * item with each counter replaced by its value plus the counter items ({@link
 * CounterItems#withCounts}). A node item that is absent makes the node absent, whatever counter
 * items remain.
 */
final class CountedNodeReads {
  private CountedNodeReads() {}

  /** The node of {@code id} with its counts; empty if the node item is absent. */
  static <R, I> CompletableFuture<Optional<R>> get(
      Transport transport,
      String table,
      NodeType<R, I> type,
      I id,
      boolean consistentRead,
      RetryPolicy policy) {
    return getAll(transport, table, type, List.of(id), consistentRead, policy)
        .thenApply(found -> found.isEmpty() ? Optional.empty() : Optional.of(found.get(0)));
  }

  /**
   * The nodes of {@code ids} found, in order, with their counts; fails with {@link
   * BatchGetException} holding the ids of which any key was left unread.
   */
  static <R, I> CompletableFuture<List<R>> getAll(
      Transport transport,
      String table,
      NodeType<R, I> type,
      Collection<I> ids,
      boolean consistentRead,
      RetryPolicy policy) {
    Map<Map<String, AttributeValue>, I> nodes = new LinkedHashMap<>();
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    for (I id : ids) {
      Map<String, AttributeValue> nodeKey = TableKeys.keyOf(type.tableKey(id));
      if (nodes.putIfAbsent(nodeKey, id) == null) {
        keys.add(nodeKey);
        keys.addAll(type.counterItemKeys(nodeKey));
      }
    }
    return Batches.getAll(
            transport,
            table,
            keys,
            Function.identity(),
            Function.identity(),
            consistentRead,
            policy)
        .handle(
            (items, failure) -> {
              if (failure == null) {
                return assemble(type, nodes, items, List.of());
              }
              if (Futures.cause(failure) instanceof BatchGetException partial) {
                List<I> left = idsOf(type, nodes, partial.unprocessedKeys());
                List<R> complete = assemble(type, nodes, castItems(partial.found()), left);
                throw new BatchGetException(
                    left.size()
                        + " of "
                        + nodes.size()
                        + " nodes were not read (their node item or a counter item was left"
                        + " unprocessed): "
                        + partial.getMessage(),
                    left,
                    complete,
                    partial.getCause());
              }
              throw rethrown(failure);
            });
  }

  /** Each node found and not in {@code left}, with the counter items read, in request order. */
  private static <R, I> List<R> assemble(
      NodeType<R, I> type,
      Map<Map<String, AttributeValue>, I> nodes,
      List<Map<String, AttributeValue>> items,
      List<I> left) {
    Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found = TableKeys.byKey(items);
    List<R> records = new ArrayList<>();
    for (Map.Entry<Map<String, AttributeValue>, I> node : nodes.entrySet()) {
      Map<String, AttributeValue> item = found.get(node.getKey());
      if (item != null && !left.contains(node.getValue())) {
        records.add(
            type.marshaller().fromItem(CounterItems.withCounts(item, type.counterShards(), found)));
      }
    }
    return records;
  }

  /** The ids whose node item or any counter item is among {@code unread} keys. */
  private static <R, I> List<I> idsOf(
      NodeType<R, I> type, Map<Map<String, AttributeValue>, I> nodes, List<?> unread) {
    List<I> left = new ArrayList<>();
    for (Map.Entry<Map<String, AttributeValue>, I> node : nodes.entrySet()) {
      List<Map<String, AttributeValue>> keys = new ArrayList<>();
      keys.add(node.getKey());
      keys.addAll(type.counterItemKeys(node.getKey()));
      for (Map<String, AttributeValue> key : keys) {
        if (unread.contains(key)) {
          left.add(node.getValue());
          break;
        }
      }
    }
    return left;
  }

  private static RuntimeException rethrown(Throwable failure) {
    Throwable cause = Futures.cause(failure);
    return cause instanceof RuntimeException runtime ? runtime : new CompletionException(cause);
  }

  @SuppressWarnings("unchecked") // Batches.getAll with the identity decoder found raw items
  private static List<Map<String, AttributeValue>> castItems(List<?> found) {
    return (List<Map<String, AttributeValue>>) found;
  }

  /**
   * The counter items of the node {@code nodeKey} that exist, by key (for {@code collection}, whose
   * Query reads the node item): one BatchGetItem per 100 keys.
   */
  static <R, I>
      CompletableFuture<Map<Map<String, AttributeValue>, Map<String, AttributeValue>>> counterItems(
          Transport transport,
          String table,
          NodeType<R, I> type,
          Map<String, AttributeValue> nodeKey,
          boolean consistentRead,
          RetryPolicy policy) {
    return Batches.getAll(
            transport,
            table,
            type.counterItemKeys(nodeKey),
            Function.identity(),
            Function.identity(),
            consistentRead,
            policy)
        .thenApply(TableKeys::byKey);
  }
}
