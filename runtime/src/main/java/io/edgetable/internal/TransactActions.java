package io.edgetable.internal;

import io.edgetable.Condition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * The actions of a TransactWriteItems, with the same guards the single-item writes use: what a
 * counted edge write sends, and what a transaction across DAOs builds from a {@link RecordType}.
 * Each method checks its input and sends nothing.
 */
public final class TransactActions {
  private TransactActions() {}

  /** Put {@code item} if {@code attribute_not_exists(PK)}. */
  public static TransactWriteItem putIfAbsent(String table, Map<String, AttributeValue> item) {
    ItemSize.check(item);
    ExpressionWriter writer = new ExpressionWriter();
    String guard = Guards.absent(writer);
    return TransactWriteItem.builder()
        .put(
            Put.builder()
                .tableName(table)
                .item(item)
                .conditionExpression(guard)
                .expressionAttributeNames(writer.namesOrNull())
                .build())
        .build();
  }

  /** Delete {@code key} if {@code attribute_exists(PK)} [AND {@code condition}, may be null]. */
  public static TransactWriteItem deleteIfPresent(
      String table, Map<String, AttributeValue> key, Condition<?> condition) {
    ExpressionWriter writer = new ExpressionWriter();
    String guard = Guards.presentAnd(writer, condition);
    return TransactWriteItem.builder()
        .delete(
            Delete.builder()
                .tableName(table)
                .key(key)
                .conditionExpression(guard)
                .expressionAttributeNames(writer.namesOrNull())
                .expressionAttributeValues(writer.valuesOrNull())
                .build())
        .build();
  }

  /** ConditionCheck: {@code key} exists [AND {@code condition}, may be null]. */
  public static TransactWriteItem checkPresent(
      String table, Map<String, AttributeValue> key, Condition<?> condition) {
    ExpressionWriter writer = new ExpressionWriter();
    String guard = Guards.presentAnd(writer, condition);
    return TransactWriteItem.builder()
        .conditionCheck(
            ConditionCheck.builder()
                .tableName(table)
                .key(key)
                .conditionExpression(guard)
                .expressionAttributeNames(writer.namesOrNull())
                .expressionAttributeValues(writer.valuesOrNull())
                .build())
        .build();
  }

  /**
   * {@code ADD counter :delta, ...} on the node item {@code key}, guarded by {@code
   * attribute_exists(PK)}: one Update however many counters of the node move.
   */
  public static TransactWriteItem addCounters(
      String table, Map<String, AttributeValue> key, Map<String, Long> deltas) {
    ExpressionWriter writer = new ExpressionWriter();
    String guard = Guards.present(writer);
    List<String> adds = new ArrayList<>();
    deltas.forEach(
        (counter, delta) ->
            adds.add(
                writer.name(counter)
                    + " "
                    + writer.value(AttributeValue.fromN(Long.toString(delta)))));
    return TransactWriteItem.builder()
        .update(
            Update.builder()
                .tableName(table)
                .key(key)
                .updateExpression("ADD " + String.join(", ", adds))
                .conditionExpression(guard)
                .expressionAttributeNames(writer.namesOrNull())
                .expressionAttributeValues(writer.valuesOrNull())
                .build())
        .build();
  }
}
