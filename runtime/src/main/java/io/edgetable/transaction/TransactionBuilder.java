package io.edgetable.transaction;

import io.edgetable.Dao;
import io.edgetable.exception.InvalidKeyException;
import io.edgetable.exception.TransactionFailedException;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Update;

import io.edgetable.internal.transaction.ActionFailure;
import io.edgetable.internal.codec.Arguments;
import io.edgetable.internal.transport.Futures;
import io.edgetable.internal.transaction.PlannedAction;
import io.edgetable.internal.model.RecordType;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.internal.operation.RecordWrites;
import io.edgetable.internal.transport.RetryPolicy;
import io.edgetable.internal.transport.TransactionAttempts;
import io.edgetable.internal.transaction.TransactionPlan;
import io.edgetable.internal.transport.Transport;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The actions of a transaction across DAOs, added in order, each returning this builder: what
 * {@link Transaction} (on a {@code DynamoDbClient}) and {@link AsyncTransaction} (on a {@code
 * DynamoDbAsyncClient}) have in common. Each action takes the DAO of its record kind, synchronous
 * or asynchronous alike (both are a {@link Dao}), for its table and its keys; the requests go
 * through the transaction's client.
 *
 * <p>Every action carries the guard of its DAO method, and a counted edge brings the counter
 * updates its DAO's {@code put} or {@code delete} sends:
 *
 * <ul>
 *   <li>{@code put}: create only if absent ({@code attribute_not_exists(PK)}); a counted edge adds
 *       1 to each counter, on node items that must exist; a versioned record is created with
 *       version 1;
 *   <li>{@code replace}: only if present ({@code attribute_exists(PK)}) [AND the condition]; a
 *       versioned record only if the stored version is the record's, storing the next one. An edge
 *       is overwritten whole; a node gets every attribute set but its counters, which only edges
 *       move;
 *   <li>{@code update}: only if present [AND the condition], never creating the item; a version
 *       goes up by 1;
 *   <li>{@code delete}: only if present [AND the condition]; a counted edge subtracts 1 from each
 *       counter;
 *   <li>{@code check}: the item exists [AND the condition]; nothing is written.
 * </ul>
 *
 * <p>DynamoDB allows one operation per item in a transaction, so actions on one item are merged
 * where that keeps their meaning: counter moves with each other (two edges of one node move it by
 * 2), with a {@code check} (one Update under the check's condition), with an {@code update} (one
 * expression) and with a node's {@code put} (the node is written with its counters already moved),
 * and {@code update}s of distinct attributes with each other (conditions AND-ed). Any other pair on
 * one item — a {@code delete} with anything, two {@code put}s, a {@code check} with a write, two
 * actions on one attribute — is refused with an {@link IllegalArgumentException} naming both
 * actions.
 *
 * <p>Nothing is checked or sent until {@code run()}: then bad ids ({@link InvalidKeyException},
 * naming the action), unmergeable actions and more than 100 items after merging (counter items
 * included) fail before anything is sent. {@link #request()} shows the merged request without
 * sending it. Not thread-safe: build a transaction on one thread; each
 * {@code run()} sends the actions added so far, under a new ClientRequestToken.
 *
 * @param <B> the builder's own type, which each action returns
 */
public abstract sealed class TransactionBuilder<B extends TransactionBuilder<B>>
    permits Transaction, AsyncTransaction {

  /** One added action, turned into its plan when the transaction runs. */
  private interface Pending {
    PlannedAction plan(int position);
  }

  /** An action's plan from where it stands and its DAO's table and record kind. */
  private interface RecordAction<T, K> {
    PlannedAction plan(int position, String table, RecordType<T, K> type);
  }

  private final Transport transport;
  private final List<Pending> actions = new ArrayList<>();
  private final List<String> names = new ArrayList<>();

  TransactionBuilder(Transport transport) {
    this.transport = transport;
  }

  /** This builder, as the type its actions return. */
  abstract B self();

  /**
   * Put {@code record} if absent ({@code attribute_not_exists(PK)}), as {@code FooDao.put}; for a
   * counted edge with {@code ADD counter :1} on each node, which must exist. On a node that counted
   * edges of this transaction move, the node is written with those counters already moved.
   *
   * @throws NullPointerException if an argument is null
   */
  public final <T, K> B put(Dao<T, K> dao, T record) {
    Arguments.notNull(dao, "dao must not be null");
    Arguments.notNull(record, "record must not be null");
    return add(
        "put", dao, (position, table, type) -> RecordWrites.put(position, table, type, record));
  }

  /**
   * Replace {@code record} if present ({@code attribute_exists(PK)}). An edge is overwritten; a
   * node has every attribute set but its counters.
   *
   * @throws NullPointerException if an argument is null
   */
  public final <T, K> B replace(Dao<T, K> dao, T record) {
    Arguments.notNull(dao, "dao must not be null");
    Arguments.notNull(record, "record must not be null");
    return replaceIf(dao, record, null);
  }

  /**
   * Replace {@code record} if present and {@code condition} holds on the stored item.
   *
   * @throws NullPointerException if an argument is null
   */
  public final <T, K> B replace(Dao<T, K> dao, T record, Condition<T> condition) {
    Arguments.notNull(dao, "dao must not be null");
    Arguments.notNull(record, "record must not be null");
    Arguments.notNull(condition, "condition must not be null");
    return replaceIf(dao, record, condition);
  }

  private <T, K> B replaceIf(Dao<T, K> dao, T record, Condition<T> condition) {
    return add(
        "replace",
        dao,
        (position, table, type) -> RecordWrites.replace(position, table, type, record, condition));
  }

  /**
   * Apply {@code update} to the item of {@code key} if present ({@code attribute_exists(PK)});
   * never creates it.
   *
   * @throws NullPointerException if {@code dao} or {@code update} is null
   */
  public final <T, K> B update(Dao<T, K> dao, K key, Update<T> update) {
    Arguments.notNull(dao, "dao must not be null");
    Arguments.notNull(update, "update must not be null");
    return updateIf(dao, key, update, null);
  }

  /**
   * Apply {@code update} to the item of {@code key} if present and {@code condition} holds.
   *
   * @throws NullPointerException if {@code dao}, {@code update} or {@code condition} is null
   */
  public final <T, K> B update(Dao<T, K> dao, K key, Update<T> update, Condition<T> condition) {
    Arguments.notNull(dao, "dao must not be null");
    Arguments.notNull(update, "update must not be null");
    Arguments.notNull(condition, "condition must not be null");
    return updateIf(dao, key, update, condition);
  }

  private <T, K> B updateIf(Dao<T, K> dao, K key, Update<T> update, Condition<T> condition) {
    return add(
        "update",
        dao,
        (position, table, type) ->
            RecordWrites.update(position, table, type, key, update, condition));
  }

  /**
   * Delete the item of {@code key} if present ({@code attribute_exists(PK)}); for a counted edge
   * with {@code ADD counter :-1} on each node, which must exist.
   *
   * @throws NullPointerException if {@code dao} is null
   */
  public final <T, K> B delete(Dao<T, K> dao, K key) {
    Arguments.notNull(dao, "dao must not be null");
    return deleteIf(dao, key, null);
  }

  /**
   * Delete the item of {@code key} if present and {@code condition} holds.
   *
   * @throws NullPointerException if {@code dao} or {@code condition} is null
   */
  public final <T, K> B delete(Dao<T, K> dao, K key, Condition<T> condition) {
    Arguments.notNull(dao, "dao must not be null");
    Arguments.notNull(condition, "condition must not be null");
    return deleteIf(dao, key, condition);
  }

  private <T, K> B deleteIf(Dao<T, K> dao, K key, Condition<T> condition) {
    return add(
        "delete",
        dao,
        (position, table, type) -> RecordWrites.delete(position, table, type, key, condition));
  }

  /**
   * The item of {@code key} must exist (a ConditionCheck); nothing is written to it.
   *
   * @throws NullPointerException if {@code dao} is null
   */
  public final <T, K> B check(Dao<T, K> dao, K key) {
    Arguments.notNull(dao, "dao must not be null");
    return checkIf(dao, key, null);
  }

  /**
   * The item of {@code key} must exist and {@code condition} hold on it.
   *
   * @throws NullPointerException if {@code dao} or {@code condition} is null
   */
  public final <T, K> B check(Dao<T, K> dao, K key, Condition<T> condition) {
    Arguments.notNull(dao, "dao must not be null");
    Arguments.notNull(condition, "condition must not be null");
    return checkIf(dao, key, condition);
  }

  private <T, K> B checkIf(Dao<T, K> dao, K key, Condition<T> condition) {
    return add(
        "check",
        dao,
        (position, table, type) -> RecordWrites.check(position, table, type, key, condition));
  }

  /** Adds the action {@code verb} on {@code dao}'s table, named with its record kind. */
  private <T, K> B add(String verb, Dao<T, K> dao, RecordAction<T, K> action) {
    RecordType<T, K> type = RecordTypes.of(dao);
    actions.add(position -> action.plan(position, dao.tableName(), type));
    names.add(verb + " " + type.kind());
    return self();
  }

  /**
   * The TransactWriteItems request {@code run()} would send for the actions added so far, merged,
   * without sending it: for logging, review and tests. Its ClientRequestToken is a fresh one;
   * {@code run()} makes its own.
   *
   * @throws InvalidKeyException if an action's ids cannot form a key
   * @throws IllegalArgumentException if two actions on one item cannot be merged, or there are more
   *     than 100 items after merging
   * @throws IllegalStateException if no action was added
   */
  public final TransactWriteItemsRequest request() {
    return TransactionPlan.of(planned()).request();
  }

  /**
   * Builds the request and sends it, retrying conflicts; one future for both clients. Bad input
   * fails the future before anything is sent; a cancellation fails it with {@link
   * TransactionFailedException}.
   */
  final CompletableFuture<Void> send() {
    return Futures.supply(
        () -> {
          TransactionPlan plan = TransactionPlan.of(planned());
          String what = "run the transaction of " + actions.size() + " action(s)";
          return TransactionAttempts.run(transport, plan.request(), RetryPolicy.TRANSACTIONS, what)
              .handle((committed, failure) -> outcome(plan, failure))
              .thenCompose(outcome -> outcome);
        });
  }

  /** Each action's plan, in order; a bad id is reported with the action it is in. */
  private List<PlannedAction> planned() {
    if (actions.isEmpty()) {
      throw new IllegalStateException(
          "The transaction has no actions; add at least one (put, replace, update, delete,"
              + " check) before run()");
    }
    List<PlannedAction> planned = new ArrayList<>();
    for (int position = 0; position < actions.size(); position++) {
      try {
        planned.add(actions.get(position).plan(position));
      } catch (InvalidKeyException e) {
        InvalidKeyException named =
            new InvalidKeyException(
                "Transaction action "
                    + position
                    + " ("
                    + names.get(position)
                    + "): "
                    + e.getMessage());
        named.initCause(e);
        throw named;
      }
    }
    return planned;
  }

  private static CompletableFuture<Void> outcome(TransactionPlan plan, Throwable failure) {
    if (failure == null) {
      return CompletableFuture.completedFuture(null);
    }
    Throwable cause = Futures.cause(failure);
    if (cause instanceof TransactionCanceledException cancelled) {
      if (plan.committedEarlier(cancelled)) {
        // The SDK sent it again after a lost response, and the retry met this transaction's own
        // writes: on a server that ignores the ClientRequestToken, the first attempt committed.
        return CompletableFuture.completedFuture(null);
      }
      return CompletableFuture.failedFuture(failed(plan.failures(cancelled), cancelled));
    }
    return CompletableFuture.failedFuture(cause);
  }

  /**
   * The exception of a cancelled transaction; its message's first line names the first failed
   * action (its position, kind, ids and DynamoDB's reason), each further failure on a line of its
   * own.
   */
  private static TransactionFailedException failed(
      List<ActionFailure> failures, TransactionCanceledException cancelled) {
    List<TransactionFailedException.Failure> reported = new ArrayList<>();
    StringBuilder message = new StringBuilder("DynamoDB cancelled the transaction");
    if (failures.isEmpty()) {
      message
          .append("; nothing was written. It gave no reason per action: ")
          .append(cancelled.getMessage());
    }
    for (int i = 0; i < failures.size(); i++) {
      ActionFailure failure = failures.get(i);
      reported.add(
          new TransactionFailedException.Failure(
              failure.action(), failure.description(), failure.code()));
      message
          .append(i == 0 ? ": " : "\n  and ")
          .append("action ")
          .append(failure.action())
          .append(", ")
          .append(failure.description())
          .append(", failed with ")
          .append(failure.code())
          .append(explanation(failure.kind()))
          .append(i == 0 ? "; nothing was written." : ".");
    }
    return new TransactionFailedException(message.toString(), reported, cancelled);
  }

  private static String explanation(ActionFailure.Kind kind) {
    return switch (kind) {
      case EXISTS -> " (the item exists already)";
      case ABSENT -> " (the item does not exist)";
      case CONDITION -> " (the condition was false)";
      case VERSION, NODE_MISSING, COUNTING, OTHER -> "";
    };
  }
}
