package io.edgetable.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

@ExtendWith(MotoExtension.class)
class MotoServerTest {

  @Test
  void servesTheDynamoDbApiOnLoopback(MotoServer server, DynamoDbClient client) {
    assertEquals("127.0.0.1", server.endpoint().getHost());
    String table = MotoServer.uniqueTableName("harness");
    client.createTable(b -> b.tableName(table)
        .billingMode(BillingMode.PAY_PER_REQUEST)
        .attributeDefinitions(AttributeDefinition.builder().attributeName("PK").attributeType(ScalarAttributeType.S).build())
        .keySchema(KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build()));
    assertTrue(client.listTables().tableNames().contains(table));
  }
}
