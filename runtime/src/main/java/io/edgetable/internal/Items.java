package io.edgetable.internal;

import io.edgetable.Condition;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Single-item requests of the generated DAOs; each method sends exactly one request. */
public final class Items {
  private Items() {}

  /** PutItem guarded by {@code attribute_not_exists(PK)}; {@code false} if the item existed. */
  public static boolean putIfAbsent(DynamoDbClient client, String table, Map<String, AttributeValue> item) {
    throw new UnsupportedOperationException("TODO");
  }

  /**
   * PutItem guarded by {@code attribute_exists(PK)} and {@code condition} (may be null);
   * {@code false} if the item is absent or the condition failed.
   */
  public static boolean replaceIfExists(
      DynamoDbClient client, String table, Map<String, AttributeValue> item, Condition<?> condition) {
    throw new UnsupportedOperationException("TODO");
  }

  /**
   * UpdateItem that sets every attribute of {@code item} except the key and
   * {@code preserved} attributes (counters), and removes {@code removable} attributes absent
   * from {@code item}: an upsert that never overwrites a counter.
   */
  public static void upsertPreserving(
      DynamoDbClient client,
      String table,
      Map<String, AttributeValue> item,
      List<String> preserved,
      List<String> removable) {
    throw new UnsupportedOperationException("TODO");
  }

  /** GetItem. */
  public static Optional<Map<String, AttributeValue>> get(
      DynamoDbClient client, String table, Map<String, AttributeValue> key, boolean consistentRead) {
    throw new UnsupportedOperationException("TODO");
  }

  /** GetItem projecting only {@code PK}. */
  public static boolean exists(DynamoDbClient client, String table, Map<String, AttributeValue> key) {
    throw new UnsupportedOperationException("TODO");
  }

  /**
   * DeleteItem guarded by {@code attribute_exists(PK)} and {@code condition} (may be null);
   * {@code false} if the item was absent or the condition failed.
   */
  public static boolean delete(
      DynamoDbClient client, String table, Map<String, AttributeValue> key, Condition<?> condition) {
    throw new UnsupportedOperationException("TODO");
  }
}
