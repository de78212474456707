package io.edgetable.internal.transaction;

import io.edgetable.internal.transport.Responses;
import io.edgetable.internal.codec.ItemSize;
import io.edgetable.internal.transport.CancellationCodes;

import io.edgetable.internal.transaction.CounterMoves.Move;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * One TransactWriteItems built from the actions its caller added, in order: the writes and counter
 * moves of each action are grouped by item and merged ({@link ItemPlan}), checked against
 * DynamoDB's limits, and rendered once, with a fresh ClientRequestToken that every retry of the
 * request reuses. A cancellation of the request is read back into failures of the actions ({@link
 * #failures}).
 *
 * <p>Everything that can be refused is refused while the plan is built, before anything is sent:
 * actions on one item that cannot be merged, more than {@value #MAX_ITEMS} items, items over
 * {@value #MAX_BYTES} bytes in all.
 */
public final class TransactionPlan {
  /** DynamoDB's limit of items in one TransactWriteItems. */
  public static final int MAX_ITEMS = 100;

  /** DynamoDB's limit of the items' aggregate size in one transaction (4 MB). */
  public static final long MAX_BYTES = 4L * 1024 * 1024;

  private final List<ItemPlan> items;
  private final TransactWriteItemsRequest request;

  private TransactionPlan(List<ItemPlan> items, TransactWriteItemsRequest request) {
    this.items = items;
    this.request = request;
  }

  /**
   * The transaction of {@code actions}, merged and rendered.
   *
   * @throws IllegalArgumentException if two actions on one item cannot be merged, or the limits are
   *     exceeded
   */
  public static TransactionPlan of(List<PlannedAction> actions) {
    if (actions.isEmpty()) {
      throw new IllegalArgumentException("A transaction needs at least one action");
    }
    Map<ItemRef, ItemPlan> byItem = new LinkedHashMap<>();
    for (PlannedAction action : actions) {
      ItemWrite write = action.write();
      item(byItem, write.table(), write.key(), action.target()).add(action);
      for (Move move : CounterMoves.of(action)) {
        item(byItem, move.table(), move.key(), move.counter().node()).add(move);
      }
    }
    List<ItemPlan> sent = new ArrayList<>();
    List<TransactWriteItem> rendered = new ArrayList<>();
    for (ItemPlan item : byItem.values()) {
      Optional<TransactWriteItem> action = item.render();
      if (action.isPresent()) {
        sent.add(item);
        rendered.add(action.get());
      }
    }
    checkLimits(actions.size(), rendered);
    TransactWriteItemsRequest request =
        TransactWriteItemsRequest.builder()
            .transactItems(rendered)
            .clientRequestToken(UUID.randomUUID().toString())
            .build();
    return new TransactionPlan(List.copyOf(sent), request);
  }

  private static ItemPlan item(
      Map<ItemRef, ItemPlan> byItem, String table, Map<String, AttributeValue> key, String name) {
    return byItem.computeIfAbsent(
        new ItemRef(table, Map.copyOf(key)), ref -> new ItemPlan(table, key, name));
  }

  private static void checkLimits(int actions, List<TransactWriteItem> rendered) {
    if (rendered.size() > MAX_ITEMS) {
      throw new IllegalArgumentException(
          "The transaction writes "
              + rendered.size()
              + " items ("
              + actions
              + " actions, and the node items whose counters they move, after merging actions on"
              + " one item); DynamoDB allows at most "
              + MAX_ITEMS
              + " in one TransactWriteItems. Split it into smaller transactions. Nothing was"
              + " sent.");
    }
    long bytes = 0;
    for (TransactWriteItem item : rendered) {
      if (item.put() != null) {
        bytes += ItemSize.of(item.put().item());
      }
    }
    if (bytes > MAX_BYTES) {
      throw new IllegalArgumentException(
          "The items the transaction puts add up to "
              + bytes
              + " bytes; DynamoDB allows at most "
              + MAX_BYTES
              + " (4 MB) in one transaction. Split it into smaller transactions. Nothing was"
              + " sent.");
    }
  }

  /** The request, with its ClientRequestToken; send this same request on every attempt. */
  public TransactWriteItemsRequest request() {
    return request;
  }

  /**
   * The failures of the actions, in the order they were added, read from the per-item reasons of
   * {@code cancelled}; empty if DynamoDB gave none.
   */
  public List<ActionFailure> failures(TransactionCanceledException cancelled) {
    CancellationCodes codes = CancellationCodes.of(cancelled);
    List<ActionFailure> failures = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      String code = codes.at(i);
      if (!CancellationCodes.NONE.equals(code)) {
        failures.addAll(items.get(i).failures(code, codes.itemsKnown(), codes.itemAt(i)));
      }
    }
    failures.sort(Comparator.comparingInt(ActionFailure::action)); // stable: item order within
    return failures;
  }

  /**
   * Whether {@code cancelled} is what a retry of this request meets after an earlier attempt
   * committed: the SDK sent the request more than once, and every item that failed failed its
   * condition and holds what this transaction left there (a put's item as put, a deleted item
   * absent). DynamoDB itself answers such a retry with success (the ClientRequestToken);
   * servers that ignore the token refuse it.
   */
  public boolean committedEarlier(TransactionCanceledException cancelled) {
    if (!Responses.retried(cancelled)) {
      return false;
    }
    CancellationCodes codes = CancellationCodes.of(cancelled);
    boolean failed = false;
    for (int i = 0; i < items.size(); i++) {
      String code = codes.at(i);
      if (CancellationCodes.NONE.equals(code)) {
        continue;
      }
      if (!CancellationCodes.CONDITIONAL_CHECK_FAILED.equals(code)
          || !items.get(i).leftAsWritten(codes.itemsKnown(), codes.itemAt(i))) {
        return false;
      }
      failed = true;
    }
    return failed;
  }

  /**
   * The item stored, when {@code cancelled} was sent, under the first action's own item (the edge
   * of a counted write: its item is planned first), as DynamoDB returned it; empty when none was
   * stored or DynamoDB did not say.
   */
  public Map<String, AttributeValue> edgeItem(TransactionCanceledException cancelled) {
    Map<String, AttributeValue> item = CancellationCodes.of(cancelled).itemAt(0);
    return item == null ? Map.of() : item;
  }

  /** An item of a table: what DynamoDB allows one operation on per transaction. */
  private record ItemRef(String table, Map<String, AttributeValue> key) {}
}
