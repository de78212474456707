package io.edgetable.internal.operation;

import io.edgetable.internal.codec.ItemSize;
import io.edgetable.internal.codec.StoredItems;
import io.edgetable.internal.codec.TableKeys;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.expression.Expressions;
import io.edgetable.internal.expression.UpdateClauses;
import io.edgetable.internal.model.Expiry;
import io.edgetable.internal.model.Versions;
import io.edgetable.internal.transaction.Guards;
import io.edgetable.internal.transaction.LostResponses;
import io.edgetable.internal.transport.Futures;
import io.edgetable.internal.transport.Responses;
import io.edgetable.internal.transport.SingleAttempt;
import io.edgetable.internal.transport.Transport;

import io.edgetable.exception.OutcomeUnknownException;
import io.edgetable.expression.Condition;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Single-item requests of the generated DAOs; each operation sends exactly one request. Each is
 * written as three steps, the same on both transports: build the request ({@code ...Request}
 * methods, which check their input and send nothing), send it through the {@link Transport}, read
 * the response. Bad input (an item over 400 KB) is thrown while building, before anything is
 * sent.
 */
public final class Items {
  private static final AttributeValue ZERO = AttributeValue.fromN("0");

  private Items() {}

  /**
   * PutItem guarded by {@code attribute_not_exists(PK)}, or that the stored item has expired;
   * {@code false} if a live item existed. Sent with {@code ReturnValuesOnConditionCheckFailure =
   * ALL_OLD}: a refusal of the SDK's retry that finds exactly this item stored met the write of
   * this call's own earlier attempt, whose response was lost, so it reports {@code true}.
   */
  public static CompletableFuture<Boolean> putIfAbsent(
      Transport transport, String table, Map<String, AttributeValue> item, Expiry expiry) {
    AtomicBoolean retried = new AtomicBoolean();
    return putChecked(transport, table, item, writer -> Guards.absent(writer, expiry), retried)
        .thenApply(
            refused ->
                refused.isEmpty() || (retried.get() && StoredItems.same(refused.get(), item)));
  }

  /**
   * PutItem guarded by the condition {@code guard} renders; sent with {@code
   * ReturnValuesOnConditionCheckFailure = ALL_OLD}. Empty if written, else the item stored then
   * (empty when none was): what a versioned write needs to tell a conflict from an absent item.
   * {@code retried} (may be null) is set when the SDK sent the refused request more than once.
   */
  static CompletableFuture<Optional<Map<String, AttributeValue>>> putChecked(
      Transport transport,
      String table,
      Map<String, AttributeValue> item,
      Function<ExpressionWriter, String> guard,
      AtomicBoolean retried) {
    ItemSize.check(item);
    ExpressionWriter writer = new ExpressionWriter();
    String condition = guard.apply(writer);
    PutItemRequest request =
        conditionalPut(table, item, condition, writer)
            .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
            .build();
    return Responses.refusal(transport.putItem(request), retried);
  }

  /** PutItem of {@code item} if {@code condition}, rendered into {@code writer}. */
  private static PutItemRequest.Builder conditionalPut(
      String table,
      Map<String, AttributeValue> item,
      String condition,
      ExpressionWriter writer) {
    return PutItemRequest.builder()
        .tableName(table)
        .item(item)
        .conditionExpression(condition)
        .expressionAttributeNames(writer.namesOrNull())
        .expressionAttributeValues(writer.valuesOrNull());
  }

  /**
   * PutItem guarded by {@code attribute_exists(PK)} [and that the stored item has not expired]
   * and {@code condition} (may be null); {@code false} if the item is absent (or expired) or the
   * condition failed.
   */
  public static CompletableFuture<Boolean> replaceIfExists(
      Transport transport,
      String table,
      Map<String, AttributeValue> item,
      Expiry expiry,
      Condition<?> condition) {
    ItemSize.check(item);
    ExpressionWriter writer = new ExpressionWriter();
    String expression = Guards.presentAnd(writer, expiry, condition);
    PutItemRequest request = conditionalPut(table, item, expression, writer).build();
    return Responses.conditional(transport.putItem(request));
  }

  /**
   * UpdateItem that sets every attribute of {@code item} except the key and {@code preserved}
   * attributes (counters), and removes {@code removable} attributes absent from {@code item}: an
   * upsert that never overwrites a counter.
   *
   * <p>A preserved attribute is set to 0 only where the stored item has none ({@code
   * if_not_exists}), whatever {@code item} holds: a node created by this upsert starts with its
   * counters at 0, and an existing counter is never touched.
   */
  public static CompletableFuture<Void> upsertPreserving(
      Transport transport,
      String table,
      Map<String, AttributeValue> item,
      List<String> preserved,
      List<String> removable) {
    UpdateItemRequest request =
        upsertPreservingRequest(table, item, preserved, removable, new ExpressionWriter())
            .build();
    return transport.updateItem(request).thenApply(response -> null);
  }

  /**
   * {@link #upsertPreserving} guarded by the condition {@code guard} renders, sent with {@code
   * ReturnValuesOnConditionCheckFailure = ALL_OLD}: empty if written, else the item stored then
   * (empty when none was); {@code retried} as for {@link #putChecked}.
   */
  static CompletableFuture<Optional<Map<String, AttributeValue>>> upsertChecked(
      Transport transport,
      String table,
      Map<String, AttributeValue> item,
      List<String> preserved,
      List<String> removable,
      Function<ExpressionWriter, String> guard,
      AtomicBoolean retried) {
    ExpressionWriter writer = new ExpressionWriter();
    UpdateItemRequest.Builder request =
        upsertPreservingRequest(table, item, preserved, removable, writer);
    String condition = guard.apply(writer);
    UpdateItemRequest checked =
        request
            .conditionExpression(condition)
            .expressionAttributeNames(writer.namesOrNull())
            .expressionAttributeValues(writer.valuesOrNull())
            .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
            .build();
    return Responses.refusal(transport.updateItem(checked), retried);
  }

  private static UpdateItemRequest.Builder upsertPreservingRequest(
      String table,
      Map<String, AttributeValue> item,
      List<String> preserved,
      List<String> removable,
      ExpressionWriter writer) {
    ItemSize.check(item);
    Set<String> keep = new HashSet<>(preserved);
    UpdateClauses clauses = new UpdateClauses(writer);
    item.forEach(
        (name, value) -> {
          if (!TableKeys.isKeyAttribute(name) && !keep.contains(name)) {
            clauses.set(name, value);
          }
        });
    for (String counter : preserved) {
      clauses.setIfAbsent(counter, ZERO);
    }
    for (String name : removable) {
      if (!item.containsKey(name) && !keep.contains(name) && !TableKeys.isKeyAttribute(name)) {
        clauses.remove(name);
      }
    }
    // With nothing to set, an UpdateItem without an expression still creates the key-only item.
    return UpdateItemRequest.builder()
        .tableName(table)
        .key(TableKeys.keyOf(item))
        .updateExpression(clauses.isEmpty() ? null : clauses.render())
        .expressionAttributeNames(writer.namesOrNull())
        .expressionAttributeValues(writer.valuesOrNull());
  }

  /**
   * UpdateItem of {@code key}: {@code update}'s actions (and {@code ADD #version :1} when {@code
   * version} names the record's version attribute), guarded by {@code attribute_exists(PK)} [AND
   * the item has not expired] [AND {@code condition}, may be null], returning the item as stored
   * after the update ({@code ReturnValues = ALL_NEW}). Empty when the item is absent or the
   * condition failed: nothing was written. Two actions on one attribute throw {@link
   * IllegalArgumentException} before anything is sent.
   *
   * <p>An update that adds to a number or a list, or moves a version, would be applied twice by a
   * retry after a lost response: it is sent {@link SingleAttempt once}, retried only after a
   * failure that shows it was not applied, and a failure after which it may have been throws
   * {@link OutcomeUnknownException}.
   */
  public static CompletableFuture<Optional<Map<String, AttributeValue>>> update(
      Transport transport,
      String table,
      Map<String, AttributeValue> key,
      io.edgetable.expression.Update<?> update,
      Condition<?> condition,
      Optional<String> version,
      Expiry expiry) {
    UpdateItemRequest request = updateRequest(table, key, update, condition, version, expiry);
    CompletableFuture<UpdateItemResponse> sent = transport.updateItem(request);
    if (SingleAttempt.isOn(request)) {
      sent = unknownIfMaybeApplied(sent, "the update of " + TableKeys.describe(key));
    }
    return Responses.conditional(sent, UpdateItemResponse::attributes);
  }

  /** {@code sent}, whose failures after which it may have been applied are unknown outcomes. */
  private static <T> CompletableFuture<T> unknownIfMaybeApplied(
      CompletableFuture<T> sent, String what) {
    return sent.handle(
            (response, failure) -> {
              if (failure == null) {
                return CompletableFuture.completedFuture(response);
              }
              Throwable cause = Futures.cause(failure);
              return CompletableFuture.<T>failedFuture(
                  SingleAttempt.mayHaveApplied(cause)
                      ? new OutcomeUnknownException(
                          "Cannot tell whether "
                              + what
                              + " was written: its request failed after it was sent ("
                              + cause.getMessage()
                              + "), and an update that adds to a number or a list, or moves a"
                              + " version, is never sent again after such a failure, since that"
                              + " could apply it twice. Read the item to learn what is stored.",
                          cause)
                      : cause);
            })
        .thenCompose(outcome -> outcome);
  }

  static UpdateItemRequest updateRequest(
      String table,
      Map<String, AttributeValue> key,
      io.edgetable.expression.Update<?> update,
      Condition<?> condition,
      Optional<String> version,
      Expiry expiry) {
    ExpressionWriter writer = new ExpressionWriter();
    UpdateClauses clauses = new UpdateClauses(writer);
    Expressions.render(update, clauses);
    version.ifPresent(attribute -> Versions.bump(clauses, attribute));
    String guard = Guards.presentAnd(writer, expiry, condition);
    return UpdateItemRequest.builder()
        .tableName(table)
        .key(key)
        .updateExpression(clauses.render())
        .conditionExpression(guard)
        .expressionAttributeNames(writer.namesOrNull())
        .expressionAttributeValues(writer.valuesOrNull())
        .returnValues(ReturnValue.ALL_NEW)
        .overrideConfiguration(clauses.repeatable() ? null : SingleAttempt.override())
        .build();
  }

  /** GetItem; empty if the item is absent or has expired. */
  public static CompletableFuture<Optional<Map<String, AttributeValue>>> get(
      Transport transport,
      String table,
      Map<String, AttributeValue> key,
      boolean consistentRead,
      Expiry expiry) {
    GetItemRequest request =
        GetItemRequest.builder().tableName(table).key(key).consistentRead(consistentRead).build();
    return transport.getItem(request).thenApply(response -> item(response, expiry));
  }

  /**
   * GetItem projecting only {@code PK} and, with a time to live, its attribute: {@code false} if
   * the item is absent or has expired.
   */
  public static CompletableFuture<Boolean> exists(
      Transport transport,
      String table,
      Map<String, AttributeValue> key,
      boolean consistentRead,
      Expiry expiry) {
    ExpressionWriter writer = new ExpressionWriter();
    String projection =
        writer.name(TableKeys.PARTITION)
            + expiry.attribute().map(ttl -> ", " + writer.name(ttl)).orElse("");
    GetItemRequest request =
        GetItemRequest.builder()
            .tableName(table)
            .key(key)
            .consistentRead(consistentRead)
            .projectionExpression(projection)
            .expressionAttributeNames(writer.namesOrNull())
            .build();
    return transport.getItem(request).thenApply(response -> item(response, expiry).isPresent());
  }

  private static Optional<Map<String, AttributeValue>> item(
      GetItemResponse response, Expiry expiry) {
    return response.hasItem() && !response.item().isEmpty() && !expiry.expired(response.item())
        ? Optional.of(response.item())
        : Optional.empty();
  }

  /**
   * DeleteItem guarded by {@code attribute_exists(PK)} [and that the stored item has not expired]
   * and {@code condition} (may be null); {@code false} if the item was absent or the condition
   * failed. An expired item counts as absent, and stays for DynamoDB to delete.
   */
  public static CompletableFuture<Boolean> delete(
      Transport transport,
      String table,
      Map<String, AttributeValue> key,
      Expiry expiry,
      Condition<?> condition) {
    return deleteChecked(
            transport, table, key, writer -> Guards.presentAnd(writer, expiry, condition))
        .thenApply(Optional::isEmpty);
  }

  /**
   * DeleteItem guarded by the condition {@code guard} renders, sent with {@code
   * ReturnValuesOnConditionCheckFailure = ALL_OLD}: empty if deleted, else the item stored then
   * (empty when none was). A refusal of the SDK's retry that finds no item cannot tell a delete
   * that this call's lost attempt made from an item that was absent already: {@link
   * OutcomeUnknownException}.
   */
  static CompletableFuture<Optional<Map<String, AttributeValue>>> deleteChecked(
      Transport transport,
      String table,
      Map<String, AttributeValue> key,
      Function<ExpressionWriter, String> guard) {
    ExpressionWriter writer = new ExpressionWriter();
    String condition = guard.apply(writer);
    DeleteItemRequest request =
        conditionalDelete(table, key, condition, writer)
            .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
            .build();
    AtomicBoolean retried = new AtomicBoolean();
    return Responses.refusal(transport.deleteItem(request), retried)
        .thenApply(
            refused -> {
              if (refused.isPresent() && refused.get().isEmpty() && retried.get()) {
                throw LostResponses.unknown(
                    "the delete of " + TableKeys.describe(key),
                    "the retry found no item: this call's earlier attempt may have deleted it, or"
                        + " it was absent already",
                    null);
              }
              return refused;
            });
  }

  /** DeleteItem of {@code key} if {@code condition}, rendered into {@code writer}. */
  private static DeleteItemRequest.Builder conditionalDelete(
      String table,
      Map<String, AttributeValue> key,
      String condition,
      ExpressionWriter writer) {
    return DeleteItemRequest.builder()
        .tableName(table)
        .key(key)
        .conditionExpression(condition)
        .expressionAttributeNames(writer.namesOrNull())
        .expressionAttributeValues(writer.valuesOrNull());
  }
}
