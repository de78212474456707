package io.edgetable.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.testing.MotoExtension;
import io.edgetable.testing.MotoServer;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** What the encoders write is accepted by a DynamoDB API server and decodes back equal. */
@ExtendWith(MotoExtension.class)
class AttributeValuesMotoTest {

  @Test
  void encodedValuesSurviveTheServer(DynamoDbClient client) {
    String table = MotoServer.uniqueTableName("codecs");
    client.createTable(
        b -> b.tableName(table)
            .billingMode(BillingMode.PAY_PER_REQUEST)
            .attributeDefinitions(
                AttributeDefinition.builder().attributeName("PK").attributeType(ScalarAttributeType.S).build())
            .keySchema(KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build()));

    Map<String, AttributeValue> item = AttributeEncoders.newItem(16);
    item.put("PK", AttributeValue.fromS("k"));
    item.put("double", AttributeEncoders.encodeDouble("double", 1e100));
    item.put("small", AttributeEncoders.encodeDouble("small", -1.5e-100));
    item.put("float", AttributeEncoders.encodeFloat("float", 1.25e-3f));
    item.put("long", AttributeEncoders.encodeLong(Long.MIN_VALUE));
    item.put("decimal", AttributeEncoders.encodeBigDecimal(new BigDecimal("-12345678901234567890.0987654321")));
    item.put("big", AttributeEncoders.encodeBigInteger(new BigInteger("99999999999999999999999999999999999999")));
    item.put("instant", AttributeEncoders.encodeInstant(Instant.parse("2026-03-04T05:06:07.000000001Z")));
    item.put("date", AttributeEncoders.encodeLocalDate(LocalDate.of(2026, 2, 28)));
    item.put("uuid", AttributeEncoders.encodeUuid(new UUID(1, 2)));
    item.put("bytes", AttributeEncoders.encodeBytes(new byte[] {0, -1, 42}));
    item.put("list", AttributeEncoders.encodeList(Arrays.asList("a", null, "é"), AttributeEncoders::encodeString));
    item.put("ss", AttributeEncoders.encodeStringSet("ss", Set.of("x", "y")));
    item.put("ns", AttributeEncoders.encodeNumberSet("ns", Set.of(1.5, -2.0)));
    item.put("map", AttributeEncoders.encodeMap(Map.of("n", 1L), AttributeEncoders::encodeLong));
    client.putItem(b -> b.tableName(table).item(item));

    Map<String, AttributeValue> read =
        client.getItem(b -> b.tableName(table).key(Map.of("PK", AttributeValue.fromS("k")))).item();
    assertEquals(1e100, AttributeDecoders.decodeDouble("double", read.get("double")));
    assertEquals(-1.5e-100, AttributeDecoders.decodeDouble("small", read.get("small")));
    assertEquals(1.25e-3f, AttributeDecoders.decodeFloat("float", read.get("float")));
    assertEquals(Long.MIN_VALUE, AttributeDecoders.decodeLong("long", read.get("long")));
    assertEquals(
        0,
        new BigDecimal("-12345678901234567890.0987654321")
            .compareTo(AttributeDecoders.decodeBigDecimal("decimal", read.get("decimal"))));
    assertEquals(
        new BigInteger("99999999999999999999999999999999999999"),
        AttributeDecoders.decodeBigInteger("big", read.get("big")));
    assertEquals(
        Instant.parse("2026-03-04T05:06:07.000000001Z"), AttributeDecoders.decodeInstant("instant", read.get("instant")));
    assertEquals(LocalDate.of(2026, 2, 28), AttributeDecoders.decodeLocalDate("date", read.get("date")));
    assertEquals(new UUID(1, 2), AttributeDecoders.decodeUuid("uuid", read.get("uuid")));
    assertArrayEquals(new byte[] {0, -1, 42}, AttributeDecoders.decodeBytes("bytes", read.get("bytes")));
    assertEquals(
        Arrays.asList("a", null, "é"),
        AttributeDecoders.decodeList("list", read.get("list"), e -> AttributeDecoders.decodeString("list[]", e)));
    assertEquals(Set.of("x", "y"), AttributeDecoders.decodeStringSet("ss", read.get("ss")));
    assertEquals(Set.of(1.5, -2.0), AttributeDecoders.decodeNumberSet("ns", read.get("ns"), Double::valueOf));
    assertEquals(
        Map.of("n", 1L),
        AttributeDecoders.decodeMap("map", read.get("map"), e -> AttributeDecoders.decodeLongOrNull("map{}", e)));
    assertEquals(List.of(), AttributeDecoders.decodeList("l", AttributeValue.fromL(List.of()), e -> e));
  }
}
