package io.edgetable.it.dao;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Counter items as stored, read past the DAOs: a counter item's PK and SK are one value. */
final class StoredCounterItems {
  private StoredCounterItems() {}

  /** The item whose PK and SK are {@code pk}, strongly consistent; empty if there is none. */
  static Map<String, AttributeValue> read(DynamoDbClient client, String table, String pk) {
    AttributeValue key = AttributeValue.fromS(pk);
    return client
        .getItem(b -> b.tableName(table).consistentRead(true).key(Map.of("PK", key, "SK", key)))
        .item();
  }
}
