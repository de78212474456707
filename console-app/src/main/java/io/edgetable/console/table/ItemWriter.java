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
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Writes edits conditionally on the values they were read with: one PutItem for a single edit,
 * one TransactWriteItems for staged edits (at most 100, refused before sending otherwise). A lost
 * race is a {@link ConflictException} holding the stored item; nothing is overwritten.
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

  /** Writes {@code edit} (a create or an update) and returns the item stored. */
  public Map<String, AttributeValue> put(TableInfo table, Edit edit) {
    if (edit.after() == null) {
      throw new BadJsonException("after", "is required (delete with the transaction route)");
    }
    Map<String, AttributeValue> key = EditConditions.key(table, edit, "edit");
    Map<String, AttributeValue> after =
        EditConditions.versioned(edit, versionOf.apply(edit.after()));
    Expressions x = new Expressions();
    String condition = EditConditions.condition(table, edit, x);
    try {
      client.putItem(PutItemRequest.builder()
          .tableName(table.name())
          .item(after)
          .conditionExpression(condition)
          .expressionAttributeNames(x.names())
          .expressionAttributeValues(x.values().isEmpty() ? null : x.values())
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
          .build());
    } catch (ConditionalCheckFailedException e) {
      Map<String, AttributeValue> current = e.hasItem() && !e.item().isEmpty()
          ? e.item() : read(table, key);
      throw new ConflictException(edit.before() == null
          ? "the item already exists; nothing was written"
          : "the item changed since it was read; nothing was written", current, -1);
    }
    return after;
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

  private TransactWriteItem action(TableInfo table, Edit edit, Map<String, AttributeValue> key) {
    Expressions x = new Expressions();
    String condition = EditConditions.condition(table, edit, x);
    Map<String, AttributeValue> values = x.values().isEmpty() ? null : x.values();
    if (edit.after() == null) {
      return TransactWriteItem.builder().delete(Delete.builder()
          .tableName(table.name()).key(key).conditionExpression(condition)
          .expressionAttributeNames(x.names()).expressionAttributeValues(values)
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
          .build()).build();
    }
    Map<String, AttributeValue> after =
        EditConditions.versioned(edit, versionOf.apply(edit.after()));
    return TransactWriteItem.builder().put(Put.builder()
        .tableName(table.name()).item(after).conditionExpression(condition)
        .expressionAttributeNames(x.names()).expressionAttributeValues(values)
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build()).build();
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
        return new ConflictException("edit " + i + " lost: its item changed since it was read;"
            + " nothing was written", current, i);
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
