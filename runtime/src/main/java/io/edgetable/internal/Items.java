package io.edgetable.internal;

import io.edgetable.Condition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/** Single-item requests of the generated DAOs; each method sends exactly one request. */
public final class Items {
  private Items() {}

  /** PutItem guarded by {@code attribute_not_exists(PK)}; {@code false} if the item existed. */
  public static boolean putIfAbsent(DynamoDbClient client, String table, Map<String, AttributeValue> item) {
    ItemSize.check(item);
    ExpressionWriter writer = new ExpressionWriter();
    String condition = Guards.absent(writer);
    try {
      client.putItem(b -> b.tableName(table)
          .item(item)
          .conditionExpression(condition)
          .expressionAttributeNames(writer.namesOrNull()));
      return true;
    } catch (ConditionalCheckFailedException existed) {
      return false;
    }
  }

  /**
   * PutItem guarded by {@code attribute_exists(PK)} and {@code condition} (may be null);
   * {@code false} if the item is absent or the condition failed.
   */
  public static boolean replaceIfExists(
      DynamoDbClient client, String table, Map<String, AttributeValue> item, Condition<?> condition) {
    ItemSize.check(item);
    ExpressionWriter writer = new ExpressionWriter();
    String expression = Guards.presentAnd(writer, condition);
    try {
      client.putItem(b -> b.tableName(table)
          .item(item)
          .conditionExpression(expression)
          .expressionAttributeNames(writer.namesOrNull())
          .expressionAttributeValues(writer.valuesOrNull()));
      return true;
    } catch (ConditionalCheckFailedException absentOrFailed) {
      return false;
    }
  }

  /**
   * UpdateItem that sets every attribute of {@code item} except the key and
   * {@code preserved} attributes (counters), and removes {@code removable} attributes absent
   * from {@code item}: an upsert that never overwrites a counter.
   *
   * <p>A preserved attribute present in {@code item} is written only where the stored item has
   * none ({@code if_not_exists}), so a node created by this upsert starts with the given counter
   * value (normally 0) and an existing counter is never touched.
   */
  public static void upsertPreserving(
      DynamoDbClient client,
      String table,
      Map<String, AttributeValue> item,
      List<String> preserved,
      List<String> removable) {
    ItemSize.check(item);
    Set<String> keep = new HashSet<>(preserved);
    ExpressionWriter writer = new ExpressionWriter();
    List<String> sets = new ArrayList<>();
    for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
      String name = attribute.getKey();
      if (TableKeys.isKeyAttribute(name)) {
        continue;
      }
      String placeholder = writer.name(name);
      String value = writer.value(attribute.getValue());
      sets.add(keep.contains(name)
          ? placeholder + " = if_not_exists(" + placeholder + ", " + value + ")"
          : placeholder + " = " + value);
    }
    List<String> removes = new ArrayList<>();
    for (String name : removable) {
      if (!item.containsKey(name) && !keep.contains(name) && !TableKeys.isKeyAttribute(name)) {
        removes.add(writer.name(name));
      }
    }
    StringBuilder update = new StringBuilder();
    if (!sets.isEmpty()) {
      update.append("SET ").append(String.join(", ", sets));
    }
    if (!removes.isEmpty()) {
      update.append(update.length() > 0 ? " " : "").append("REMOVE ").append(String.join(", ", removes));
    }
    // With nothing to set, an UpdateItem without an expression still creates the key-only item.
    client.updateItem(b -> b.tableName(table)
        .key(TableKeys.keyOf(item))
        .updateExpression(update.length() > 0 ? update.toString() : null)
        .expressionAttributeNames(writer.namesOrNull())
        .expressionAttributeValues(writer.valuesOrNull()));
  }

  /** GetItem. */
  public static Optional<Map<String, AttributeValue>> get(
      DynamoDbClient client, String table, Map<String, AttributeValue> key, boolean consistentRead) {
    GetItemResponse response = client.getItem(b -> b.tableName(table).key(key).consistentRead(consistentRead));
    return response.hasItem() && !response.item().isEmpty() ? Optional.of(response.item()) : Optional.empty();
  }

  /** GetItem projecting only {@code PK}. */
  public static boolean exists(DynamoDbClient client, String table, Map<String, AttributeValue> key) {
    ExpressionWriter writer = new ExpressionWriter();
    String projection = writer.name(TableKeys.PARTITION);
    GetItemResponse response = client.getItem(b -> b.tableName(table)
        .key(key)
        .projectionExpression(projection)
        .expressionAttributeNames(writer.namesOrNull()));
    return response.hasItem() && !response.item().isEmpty();
  }

  /**
   * DeleteItem guarded by {@code attribute_exists(PK)} and {@code condition} (may be null);
   * {@code false} if the item was absent or the condition failed.
   */
  public static boolean delete(
      DynamoDbClient client, String table, Map<String, AttributeValue> key, Condition<?> condition) {
    ExpressionWriter writer = new ExpressionWriter();
    String expression = Guards.presentAnd(writer, condition);
    try {
      client.deleteItem(b -> b.tableName(table)
          .key(key)
          .conditionExpression(expression)
          .expressionAttributeNames(writer.namesOrNull())
          .expressionAttributeValues(writer.valuesOrNull()));
      return true;
    } catch (ConditionalCheckFailedException absentOrFailed) {
      return false;
    }
  }
}
