package io.edgetable.internal;

import io.edgetable.internal.model.CounterUpdate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Hand-built items in the layout of the {@code User} / {@code Follow} example: nodes {@code
 * USER#handle} with counters {@code followers} / {@code following}; edges {@code PK ACTOR#follower,
 * SK TARGET#followee}.
 */
final class Fixtures {
  private Fixtures() {}

  static String createTable(DynamoDbClient client) {
    String table = TableNames.unique("writes");
    client.createTable(
        b ->
            b.tableName(table)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                    AttributeDefinition.builder()
                        .attributeName("PK")
                        .attributeType(ScalarAttributeType.S)
                        .build(),
                    AttributeDefinition.builder()
                        .attributeName("SK")
                        .attributeType(ScalarAttributeType.S)
                        .build())
                .keySchema(
                    KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build(),
                    KeySchemaElement.builder().attributeName("SK").keyType(KeyType.RANGE).build()));
    return table;
  }

  static AttributeValue s(String value) {
    return AttributeValue.fromS(value);
  }

  static AttributeValue n(long value) {
    return AttributeValue.fromN(Long.toString(value));
  }

  static Map<String, AttributeValue> key(String pk, String sk) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("PK", s(pk));
    key.put("SK", s(sk));
    return key;
  }

  static Map<String, AttributeValue> userKey(String handle) {
    return key("USER#" + handle, "USER#" + handle);
  }

  static Map<String, AttributeValue> user(String handle) {
    Map<String, AttributeValue> item = userKey(handle);
    item.put("followers", n(0));
    item.put("following", n(0));
    return item;
  }

  static Map<String, AttributeValue> followKey(String follower, String followee) {
    return key("ACTOR#" + follower, "TARGET#" + followee);
  }

  static Map<String, AttributeValue> follow(String follower, String followee) {
    Map<String, AttributeValue> item = followKey(follower, followee);
    item.put("since", s("2026-01-01T00:00:00Z"));
    return item;
  }

  static List<CounterUpdate> followCounters(String follower, String followee) {
    return List.of(
        new CounterUpdate(userKey(follower), "following", "User USER#" + follower),
        new CounterUpdate(userKey(followee), "followers", "User USER#" + followee));
  }

  static void putUsers(DynamoDbClient client, String table, String... handles) {
    for (String handle : handles) {
      client.putItem(b -> b.tableName(table).item(user(handle)));
    }
  }

  /** The counter's value, 0 if the attribute is absent; fails if the item is absent. */
  static long counter(DynamoDbClient client, String table, String handle, String counter) {
    Map<String, AttributeValue> item =
        client.getItem(b -> b.tableName(table).key(userKey(handle)).consistentRead(true)).item();
    if (item == null || item.isEmpty()) {
      throw new AssertionError("User " + handle + " does not exist");
    }
    AttributeValue value = item.get(counter);
    return value == null ? 0 : Long.parseLong(value.n());
  }

  static List<Map<String, AttributeValue>> scan(DynamoDbClient client, String table) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    client.scanPaginator(b -> b.tableName(table).consistentRead(true)).items().forEach(items::add);
    return items;
  }

  static boolean exists(DynamoDbClient client, String table, Map<String, AttributeValue> key) {
    Map<String, AttributeValue> item =
        client.getItem(b -> b.tableName(table).key(key).consistentRead(true)).item();
    return item != null && !item.isEmpty();
  }
}
