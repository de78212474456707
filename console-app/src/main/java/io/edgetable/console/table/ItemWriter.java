package io.edgetable.console.table;

import io.edgetable.console.json.BadJsonException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Writes edits conditionally on the values they were read with: one PutItem (create) or
 * UpdateItem (edit) for a single edit, one TransactWriteItems for staged edits (at most 100,
 * refused before sending otherwise). An edit writes only the attributes it changes, so what
 * someone else added or changed elsewhere in the item meanwhile stays. A lost race is a
 * {@link ConflictException} holding the stored item; nothing is overwritten.
 */
public final class ItemWriter {
  public static final int MAX_TRANSACTION = 100;

  private final DynamoDbClient client;
  private final Function<Map<String, AttributeValue>, Optional<String>> versionOf;

  /**
   * @param versionOf the version attribute of an item's record kind, if the model gives it one
   */
  public ItemWriter(
      DynamoDbClient client, Function<Map<String, AttributeValue>, Optional<String>> versionOf) {
    this.client = client;
    this.versionOf = versionOf;
  }

  /**
   * Writes {@code edit} and returns the item stored: a create is a PutItem, an update an
   * UpdateItem of the attributes it changes (see {@link EditConditions}).
   */
  public Map<String, AttributeValue> put(TableInfo table, Edit edit) {
    if (edit.after() == null) {
      throw new BadJsonException("after", "is required (delete with the transaction route)");
    }
    Map<String, AttributeValue> key = EditConditions.key(table, edit, "edit");
    Map<String, AttributeValue> after =
        EditConditions.versioned(edit, versionOf.apply(edit.after()));
    Expressions x = new Expressions();
    try {
      if (edit.before() == null) {
        client.putItem(PutItemRequest.builder()
            .tableName(table.name())
            .item(after)
            .conditionExpression(EditConditions.condition(table, edit, x))
            .expressionAttributeNames(x.names())
            .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
            .build());
        return after;
      }
      ItemChange change = ItemChange.between(table, edit.before(), after);
      if (change.isEmpty()) {
        throw new BadJsonException("after", "equals before: the edit changes nothing");
      }
      String update = change.expression(x);
      String condition = EditConditions.condition(table, edit.before(), change, x);
      return client.updateItem(UpdateItemRequest.builder()
          .tableName(table.name())
          .key(key)
          .updateExpression(update)
          .conditionExpression(condition)
          .expressionAttributeNames(x.names())
          .expressionAttributeValues(x.values().isEmpty() ? null : x.values())
          .returnValues(ReturnValue.ALL_NEW)
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
          .build()).attributes();
    } catch (ConditionalCheckFailedException e) {
      Map<String, AttributeValue> current = e.hasItem() && !e.item().isEmpty()
          ? e.item() : read(table, key);
      throw new ConflictException(edit.before() == null
          ? "the item already exists; nothing was written"
          : current == null ? "the item was deleted since it was read; nothing was written"
          : "an attribute this edit changes was changed since it was read; nothing was written",
          current, -1);
    }
  }

  /** Writes every edit in one TransactWriteItems; returns how many were written. */
  public int transaction(TableInfo table, List<Edit> edits) {
    if (edits.isEmpty()) {
      throw new BadJsonException("edits", "is empty: stage at least one edit");
    }
    if (edits.size() > MAX_TRANSACTION) {
      throw new BadJsonException("edits", edits.size() + " edits; one transaction holds at most "
          + MAX_TRANSACTION + " (nothing was sent)");
    }
    List<TransactWriteItem> actions = new ArrayList<>();
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    Set<Map<String, AttributeValue>> seen = new HashSet<>();
    for (int i = 0; i < edits.size(); i++) {
      Edit edit = edits.get(i);
      Map<String, AttributeValue> key = EditConditions.key(table, edit, "edits[" + i + "]");
      if (!seen.add(key)) {
        throw new BadJsonException("edits[" + i + "]", "edits the same item as an earlier edit;"
            + " a transaction changes each item once");
      }
      keys.add(key);
      actions.add(action(table, edit, key));
    }
    try {
      client.transactWriteItems(b -> b.transactItems(actions));
    } catch (TransactionCanceledException e) {
      throw conflict(table, e, keys);
    }
    return edits.size();
  }

  /** A Put for a create, a Delete, an Update for an update (a ConditionCheck if it is empty). */
  private TransactWriteItem action(TableInfo table, Edit edit, Map<String, AttributeValue> key) {
    Expressions x = new Expressions();
    ReturnValuesOnConditionCheckFailure old = ReturnValuesOnConditionCheckFailure.ALL_OLD;
    Map<String, AttributeValue> after = edit.after() == null ? null
        : EditConditions.versioned(edit, versionOf.apply(edit.after()));
    if (edit.before() == null || after == null) {
      String condition = EditConditions.condition(table, edit, x);
      Map<String, AttributeValue> values = x.values().isEmpty() ? null : x.values();
      return after == null
          ? TransactWriteItem.builder().delete(Delete.builder()
              .tableName(table.name()).key(key).conditionExpression(condition)
              .expressionAttributeNames(x.names()).expressionAttributeValues(values)
              .returnValuesOnConditionCheckFailure(old).build()).build()
          : TransactWriteItem.builder().put(Put.builder()
              .tableName(table.name()).item(after).conditionExpression(condition)
              .expressionAttributeNames(x.names()).expressionAttributeValues(values)
              .returnValuesOnConditionCheckFailure(old).build()).build();
    }
    ItemChange change = ItemChange.between(table, edit.before(), after);
    String update = change.isEmpty() ? null : change.expression(x);
    String condition = EditConditions.condition(table, edit.before(), change, x);
    Map<String, AttributeValue> values = x.values().isEmpty() ? null : x.values();
    if (update == null) {
      return TransactWriteItem.builder().conditionCheck(ConditionCheck.builder()
          .tableName(table.name()).key(key).conditionExpression(condition)
          .expressionAttributeNames(x.names()).expressionAttributeValues(values)
          .returnValuesOnConditionCheckFailure(old).build()).build();
    }
    return TransactWriteItem.builder().update(Update.builder()
        .tableName(table.name()).key(key).updateExpression(update).conditionExpression(condition)
        .expressionAttributeNames(x.names()).expressionAttributeValues(values)
        .returnValuesOnConditionCheckFailure(old).build()).build();
  }

  private RuntimeException conflict(
      TableInfo table, TransactionCanceledException e, List<Map<String, AttributeValue>> keys) {
    List<CancellationReason> reasons =
        e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
    for (int i = 0; i < reasons.size() && i < keys.size(); i++) {
      CancellationReason reason = reasons.get(i);
      if ("ConditionalCheckFailed".equals(reason.code())) {
        Map<String, AttributeValue> current = reason.hasItem() && !reason.item().isEmpty()
            ? reason.item() : read(table, keys.get(i));
        return new ConflictException("edit " + i + " lost: its item changed since it was read"
            + " (or exists, for a create); nothing was written", current, i);
      }
    }
    return e;
  }

  /** The stored item of {@code key}, read strongly consistent, or {@code null}. */
  public Map<String, AttributeValue> read(TableInfo table, Map<String, AttributeValue> key) {
    Map<String, AttributeValue> item = client.getItem(b -> b.tableName(table.name()).key(key)
        .consistentRead(true)).item();
    return item == null || item.isEmpty() ? null : item;
  }
}
