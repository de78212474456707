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
class AttributeCodecsMotoTest {

  @Test
  void encodedValuesSurviveTheServer(DynamoDbClient client) {
    String table = MotoServer.uniqueTableName("codecs");
    client.createTable(
        b -> b.tableName(table)
            .billingMode(BillingMode.PAY_PER_REQUEST)
            .attributeDefinitions(
                AttributeDefinition.builder().attributeName("PK").attributeType(ScalarAttributeType.S).build())
            .keySchema(KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build()));

    Map<String, AttributeValue> item = AttributeCodecs.newItem(16);
    item.put("PK", AttributeValue.fromS("k"));
    item.put("double", AttributeCodecs.encodeDouble("double", 1e100));
    item.put("small", AttributeCodecs.encodeDouble("small", -1.5e-100));
    item.put("float", AttributeCodecs.encodeFloat("float", 1.25e-3f));
    item.put("long", AttributeCodecs.encodeLong(Long.MIN_VALUE));
    item.put("decimal", AttributeCodecs.encodeBigDecimal(new BigDecimal("-12345678901234567890.0987654321")));
    item.put("big", AttributeCodecs.encodeBigInteger(new BigInteger("99999999999999999999999999999999999999")));
    item.put("instant", AttributeCodecs.encodeInstant(Instant.parse("2026-03-04T05:06:07.000000001Z")));
    item.put("date", AttributeCodecs.encodeLocalDate(LocalDate.of(2026, 2, 28)));
    item.put("uuid", AttributeCodecs.encodeUuid(new UUID(1, 2)));
    item.put("bytes", AttributeCodecs.encodeBytes(new byte[] {0, -1, 42}));
    item.put("list", AttributeCodecs.encodeList(Arrays.asList("a", null, "é"), AttributeCodecs::encodeString));
    item.put("ss", AttributeCodecs.encodeStringSet("ss", Set.of("x", "y")));
    item.put("ns", AttributeCodecs.encodeNumberSet("ns", Set.of(1.5, -2.0)));
    item.put("map", AttributeCodecs.encodeMap(Map.of("n", 1L), AttributeCodecs::encodeLong));
    client.putItem(b -> b.tableName(table).item(item));

    Map<String, AttributeValue> read =
        client.getItem(b -> b.tableName(table).key(Map.of("PK", AttributeValue.fromS("k")))).item();
    assertEquals(1e100, AttributeCodecs.decodeDouble("double", read.get("double")));
    assertEquals(-1.5e-100, AttributeCodecs.decodeDouble("small", read.get("small")));
    assertEquals(1.25e-3f, AttributeCodecs.decodeFloat("float", read.get("float")));
    assertEquals(Long.MIN_VALUE, AttributeCodecs.decodeLong("long", read.get("long")));
    assertEquals(
        0,
        new BigDecimal("-12345678901234567890.0987654321")
            .compareTo(AttributeCodecs.decodeBigDecimal("decimal", read.get("decimal"))));
    assertEquals(
        new BigInteger("99999999999999999999999999999999999999"),
        AttributeCodecs.decodeBigInteger("big", read.get("big")));
    assertEquals(
        Instant.parse("2026-03-04T05:06:07.000000001Z"), AttributeCodecs.decodeInstant("instant", read.get("instant")));
    assertEquals(LocalDate.of(2026, 2, 28), AttributeCodecs.decodeLocalDate("date", read.get("date")));
    assertEquals(new UUID(1, 2), AttributeCodecs.decodeUuid("uuid", read.get("uuid")));
    assertArrayEquals(new byte[] {0, -1, 42}, AttributeCodecs.decodeBytes("bytes", read.get("bytes")));
    assertEquals(
        Arrays.asList("a", null, "é"),
        AttributeCodecs.decodeList("list", read.get("list"), e -> AttributeCodecs.decodeString("list[]", e)));
    assertEquals(Set.of("x", "y"), AttributeCodecs.decodeStringSet("ss", read.get("ss")));
    assertEquals(Set.of(1.5, -2.0), AttributeCodecs.decodeNumberSet("ns", read.get("ns"), Double::valueOf));
    assertEquals(
        Map.of("n", 1L),
        AttributeCodecs.decodeMap("map", read.get("map"), e -> AttributeCodecs.decodeLongOrNull("map{}", e)));
    assertEquals(List.of(), AttributeCodecs.decodeList("l", AttributeValue.fromL(List.of()), e -> e));
  }
}
