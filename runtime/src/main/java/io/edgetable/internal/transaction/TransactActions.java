package io.edgetable.internal.transaction;

import io.edgetable.internal.expression.ExpressionWriter;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * The four kinds of TransactWriteItems action, from expressions already rendered into {@code
 * writer} ({@link ItemPlan} decides what they say). Each asks for the stored item when its
 * condition fails ({@code ReturnValuesOnConditionCheckFailure = ALL_OLD}), so a cancellation tells
 * an absent item from a failed condition or a stale version without a second request.
 */
public final class TransactActions {
  private static final ReturnValuesOnConditionCheckFailure OLD =
      ReturnValuesOnConditionCheckFailure.ALL_OLD;

  private TransactActions() {}

  /** Put {@code item} if {@code condition}. */
  static TransactWriteItem put(
      String table, Map<String, AttributeValue> item, String condition, ExpressionWriter writer) {
    return TransactWriteItem.builder()
        .put(
            Put.builder()
                .tableName(table)
                .item(item)
                .conditionExpression(condition)
                .expressionAttributeNames(writer.namesOrNull())
                .expressionAttributeValues(writer.valuesOrNull())
                .returnValuesOnConditionCheckFailure(OLD)
                .build())
        .build();
  }

  /** Update {@code key} with {@code update} if {@code condition} (null: unconditionally). */
  public static TransactWriteItem update(
      String table,
      Map<String, AttributeValue> key,
      String update,
      String condition,
      ExpressionWriter writer) {
    return TransactWriteItem.builder()
        .update(
            Update.builder()
                .tableName(table)
                .key(key)
                .updateExpression(update)
                .conditionExpression(condition)
                .expressionAttributeNames(writer.namesOrNull())
                .expressionAttributeValues(writer.valuesOrNull())
                .returnValuesOnConditionCheckFailure(OLD)
                .build())
        .build();
  }

  /** Delete {@code key} if {@code condition}. */
  public static TransactWriteItem delete(
      String table, Map<String, AttributeValue> key, String condition, ExpressionWriter writer) {
    return TransactWriteItem.builder()
        .delete(
            Delete.builder()
                .tableName(table)
                .key(key)
                .conditionExpression(condition)
                .expressionAttributeNames(writer.namesOrNull())
                .expressionAttributeValues(writer.valuesOrNull())
                .returnValuesOnConditionCheckFailure(OLD)
                .build())
        .build();
  }

  /** ConditionCheck: {@code condition} holds on {@code key}. */
  public static TransactWriteItem check(
      String table, Map<String, AttributeValue> key, String condition, ExpressionWriter writer) {
    return TransactWriteItem.builder()
        .conditionCheck(
            ConditionCheck.builder()
                .tableName(table)
                .key(key)
                .conditionExpression(condition)
                .expressionAttributeNames(writer.namesOrNull())
                .expressionAttributeValues(writer.valuesOrNull())
                .returnValuesOnConditionCheckFailure(OLD)
                .build())
        .build();
  }
}
