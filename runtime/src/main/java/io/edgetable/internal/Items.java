package io.edgetable.internal;

import io.edgetable.Condition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Single-item requests of the generated DAOs; each operation sends exactly one request. Each is
 * written as three steps, the same on both transports: build the request ({@code ...Request}
 * methods, which check their input and send nothing), send it through the {@link Transport}, read
 * the response. Bad input (an item over 400 KB) is thrown while building, before anything is
 * sent.
 */
public final class Items {
  private Items() {}

  /** PutItem guarded by {@code attribute_not_exists(PK)}; {@code false} if the item existed. */
  public static CompletableFuture<Boolean> putIfAbsent(
      Transport transport, String table, Map<String, AttributeValue> item) {
    PutItemRequest request = putIfAbsentRequest(table, item);
    return Responses.conditional(transport.putItem(request));
  }

  static PutItemRequest putIfAbsentRequest(String table, Map<String, AttributeValue> item) {
    ItemSize.check(item);
    ExpressionWriter writer = new ExpressionWriter();
    String condition = Guards.absent(writer);
    return PutItemRequest.builder()
        .tableName(table)
        .item(item)
        .conditionExpression(condition)
        .expressionAttributeNames(writer.namesOrNull())
        .build();
  }

  /**
   * PutItem guarded by {@code attribute_exists(PK)} and {@code condition} (may be null); {@code
   * false} if the item is absent or the condition failed.
   */
  public static CompletableFuture<Boolean> replaceIfExists(
      Transport transport,
      String table,
      Map<String, AttributeValue> item,
      Condition<?> condition) {
    ItemSize.check(item);
    ExpressionWriter writer = new ExpressionWriter();
    String expression = Guards.presentAnd(writer, condition);
    PutItemRequest request =
        PutItemRequest.builder()
            .tableName(table)
            .item(item)
            .conditionExpression(expression)
            .expressionAttributeNames(writer.namesOrNull())
            .expressionAttributeValues(writer.valuesOrNull())
            .build();
    return Responses.conditional(transport.putItem(request));
  }

  /**
   * UpdateItem that sets every attribute of {@code item} except the key and {@code preserved}
   * attributes (counters), and removes {@code removable} attributes absent from {@code item}: an
   * upsert that never overwrites a counter.
   *
   * <p>A preserved attribute present in {@code item} is written only where the stored item has
   * none ({@code if_not_exists}), so a node created by this upsert starts with the given counter
   * value (normally 0) and an existing counter is never touched.
   */
  public static CompletableFuture<Void> upsertPreserving(
      Transport transport,
      String table,
      Map<String, AttributeValue> item,
      List<String> preserved,
      List<String> removable) {
    UpdateItemRequest request = upsertPreservingRequest(table, item, preserved, removable);
    return transport.updateItem(request).thenApply(response -> null);
  }

  static UpdateItemRequest upsertPreservingRequest(
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
      sets.add(
          keep.contains(name)
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
      update.append(update.length() > 0 ? " " : "").append("REMOVE ");
      update.append(String.join(", ", removes));
    }
    // With nothing to set, an UpdateItem without an expression still creates the key-only item.
    return UpdateItemRequest.builder()
        .tableName(table)
        .key(TableKeys.keyOf(item))
        .updateExpression(update.length() > 0 ? update.toString() : null)
        .expressionAttributeNames(writer.namesOrNull())
        .expressionAttributeValues(writer.valuesOrNull())
        .build();
  }

  /** GetItem; empty if the item is absent. */
  public static CompletableFuture<Optional<Map<String, AttributeValue>>> get(
      Transport transport, String table, Map<String, AttributeValue> key, boolean consistentRead) {
    GetItemRequest request =
        GetItemRequest.builder().tableName(table).key(key).consistentRead(consistentRead).build();
    return transport.getItem(request).thenApply(Items::item);
  }

  /** GetItem projecting only {@code PK}. */
  public static CompletableFuture<Boolean> exists(
      Transport transport, String table, Map<String, AttributeValue> key, boolean consistentRead) {
    ExpressionWriter writer = new ExpressionWriter();
    String projection = writer.name(TableKeys.PARTITION);
    GetItemRequest request =
        GetItemRequest.builder()
            .tableName(table)
            .key(key)
            .consistentRead(consistentRead)
            .projectionExpression(projection)
            .expressionAttributeNames(writer.namesOrNull())
            .build();
    return transport.getItem(request).thenApply(response -> item(response).isPresent());
  }

  private static Optional<Map<String, AttributeValue>> item(GetItemResponse response) {
    return response.hasItem() && !response.item().isEmpty()
        ? Optional.of(response.item())
        : Optional.empty();
  }

  /**
   * DeleteItem guarded by {@code attribute_exists(PK)} and {@code condition} (may be null); {@code
   * false} if the item was absent or the condition failed.
   */
  public static CompletableFuture<Boolean> delete(
      Transport transport,
      String table,
      Map<String, AttributeValue> key,
      Condition<?> condition) {
    ExpressionWriter writer = new ExpressionWriter();
    String expression = Guards.presentAnd(writer, condition);
    DeleteItemRequest request =
        DeleteItemRequest.builder()
            .tableName(table)
            .key(key)
            .conditionExpression(expression)
            .expressionAttributeNames(writer.namesOrNull())
            .expressionAttributeValues(writer.valuesOrNull())
            .build();
    return Responses.conditional(transport.deleteItem(request));
  }
}
