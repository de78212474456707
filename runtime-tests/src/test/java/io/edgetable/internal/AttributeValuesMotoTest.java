package io.edgetable.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.edgetable.expression.ComparableField;
import io.edgetable.expression.Condition;
import io.edgetable.internal.codec.AttributeDecoders;
import io.edgetable.internal.codec.AttributeEncoders;
import io.edgetable.internal.codec.FieldEncoders;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.expression.Expressions;
import io.edgetable.test.LocalDynamoDb;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** What the encoders write is accepted by a DynamoDB API server and decodes back equal. */
class AttributeValuesMotoTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  /** Stands for a user record with an {@code Instant} component, as {@code FooFields} has it. */
  record Event(String name, Instant at) {}

  static final ComparableField<Event, Instant> AT =
      new ComparableField<>("at", FieldEncoders.INSTANT);

  /** Today, the ends of Instant's range ("never" sentinels), and the edges of years 0000-9999. */
  static final Map<String, Instant> EVENTS = new LinkedHashMap<>();

  static {
    EVENTS.put("min", Instant.MIN);
    EVENTS.put("endOfYearMinus1", Instant.parse("-0001-12-31T23:59:59.999999999Z"));
    EVENTS.put("year0", Instant.parse("0000-01-01T00:00:00Z"));
    EVENTS.put("epoch", Instant.EPOCH);
    EVENTS.put("today", Instant.parse("2026-03-04T05:06:07Z"));
    EVENTS.put("endOfYear9999", Instant.parse("9999-12-31T23:59:59.999999999Z"));
    EVENTS.put("year10000", Instant.parse("+10000-01-01T00:00:00Z"));
    EVENTS.put("max", Instant.MAX);
  }

  @Test
  void encodedValuesSurviveTheServer() {
    DynamoDbClient client = db.client();
    String table = TableNames.unique("codecs");
    client.createTable(
        b ->
            b.tableName(table)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                    AttributeDefinition.builder()
                        .attributeName("PK")
                        .attributeType(ScalarAttributeType.S)
                        .build())
                .keySchema(
                    KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build()));

    Map<String, AttributeValue> item = AttributeEncoders.newItem(16);
    item.put("PK", AttributeValue.fromS("k"));
    item.put("double", AttributeEncoders.encodeDouble("double", 1e100));
    item.put("small", AttributeEncoders.encodeDouble("small", -1.5e-100));
    item.put("float", AttributeEncoders.encodeFloat("float", 1.25e-3f));
    item.put("long", AttributeEncoders.encodeLong(Long.MIN_VALUE));
    item.put(
        "decimal",
        AttributeEncoders.encodeBigDecimal(new BigDecimal("-12345678901234567890.0987654321")));
    item.put(
        "big",
        AttributeEncoders.encodeBigInteger(
            new BigInteger("99999999999999999999999999999999999999")));
    item.put(
        "instant",
        AttributeEncoders.encodeInstant(Instant.parse("2026-03-04T05:06:07.000000001Z")));
    item.put("date", AttributeEncoders.encodeLocalDate(LocalDate.of(2026, 2, 28)));
    item.put("uuid", AttributeEncoders.encodeUuid(new UUID(1, 2)));
    item.put("bytes", AttributeEncoders.encodeBytes(new byte[] {0, -1, 42}));
    item.put(
        "list",
        AttributeEncoders.encodeList(
            Arrays.asList("a", null, "é"), AttributeEncoders::encodeString));
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
        Instant.parse("2026-03-04T05:06:07.000000001Z"),
        AttributeDecoders.decodeInstant("instant", read.get("instant")));
    assertEquals(
        LocalDate.of(2026, 2, 28), AttributeDecoders.decodeLocalDate("date", read.get("date")));
    assertEquals(new UUID(1, 2), AttributeDecoders.decodeUuid("uuid", read.get("uuid")));
    assertArrayEquals(
        new byte[] {0, -1, 42}, AttributeDecoders.decodeBytes("bytes", read.get("bytes")));
    assertEquals(
        Arrays.asList("a", null, "é"),
        AttributeDecoders.decodeList(
            "list", read.get("list"), e -> AttributeDecoders.decodeString("list[]", e)));
    assertEquals(Set.of("x", "y"), AttributeDecoders.decodeStringSet("ss", read.get("ss")));
    assertEquals(
        Set.of(1.5, -2.0),
        AttributeDecoders.decodeNumberSet("ns", read.get("ns"), Double::valueOf));
    assertEquals(
        Map.of("n", 1L),
        AttributeDecoders.decodeMap(
            "map", read.get("map"), e -> AttributeDecoders.decodeLongOrNull("map{}", e)));
    assertEquals(
        List.of(), AttributeDecoders.decodeList("l", AttributeValue.fromL(List.of()), e -> e));
  }

  @Test
  void instantRangeConditionsSeeTheWholeRangeOnTheServer() {
    DynamoDbClient client = db.client();
    String table = createTableWithSortKey(client);
    for (Map.Entry<String, Instant> event : EVENTS.entrySet()) {
      Map<String, AttributeValue> item = AttributeEncoders.newItem(3);
      item.put("PK", AttributeValue.fromS("events"));
      item.put("SK", AttributeValue.fromS(event.getKey()));
      item.put("at", AttributeEncoders.encodeInstant(event.getValue()));
      client.putItem(b -> b.tableName(table).item(item));
    }
    Instant today = EVENTS.get("today");
    assertEquals(
        Set.of("endOfYear9999", "year10000", "max"), eventsWhere(client, table, AT.gt(today)));
    assertEquals(Set.of("max"), eventsWhere(client, table, AT.gt(Instant.MAX.minusNanos(1))));
    assertEquals(Set.of("max"), eventsWhere(client, table, AT.ge(Instant.MAX)));
    assertEquals(
        Set.of("year10000", "max"),
        eventsWhere(client, table, AT.between(EVENTS.get("year10000"), Instant.MAX)));
    assertEquals(
        Set.of("min", "endOfYearMinus1"), eventsWhere(client, table, AT.lt(EVENTS.get("year0"))));
    assertEquals(
        Set.of("endOfYearMinus1", "year0", "epoch"),
        eventsWhere(client, table, AT.between(EVENTS.get("endOfYearMinus1"), Instant.EPOCH)));
    assertEquals(Set.of("min"), eventsWhere(client, table, AT.le(Instant.MIN)));
    assertEquals(EVENTS.keySet(), eventsWhere(client, table, AT.ge(Instant.MIN)));
    assertEquals(
        Set.of("min", "endOfYearMinus1", "year0", "epoch", "today", "endOfYear9999"),
        eventsWhere(client, table, Condition.not(AT.gt(EVENTS.get("endOfYear9999")))));
  }

  @Test
  void instantsAsSortKeysComeBackInTimeOrder() {
    DynamoDbClient client = db.client();
    String table = createTableWithSortKey(client);
    for (Instant instant : EVENTS.values()) {
      Map<String, AttributeValue> item = AttributeEncoders.newItem(2);
      item.put("PK", AttributeValue.fromS("timeline"));
      item.put("SK", AttributeEncoders.encodeInstant(instant));
      client.putItem(b -> b.tableName(table).item(item));
    }
    List<Instant> inTimeOrder = new ArrayList<>(new TreeSet<>(EVENTS.values()));
    assertEquals(inTimeOrder, timeline(client, table, "#pk = :pk", Map.of()));
    assertEquals(
        inTimeOrder.subList(5, 8),
        timeline(
            client,
            table,
            "#pk = :pk AND #sk > :after",
            Map.of(":after", AttributeEncoders.encodeInstant(EVENTS.get("today")))));
  }

  private static String createTableWithSortKey(DynamoDbClient client) {
    String table = TableNames.unique("instants");
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

  /** The names of the events the server's filter keeps (one Query, one page: 8 small items). */
  private static Set<String> eventsWhere(
      DynamoDbClient client, String table, Condition<Event> condition) {
    ExpressionWriter writer = new ExpressionWriter();
    String key = writer.name("PK") + " = " + writer.value(AttributeValue.fromS("events"));
    String filter = Expressions.render(condition, writer);
    QueryResponse response =
        client.query(
            b ->
                b.tableName(table)
                    .keyConditionExpression(key)
                    .filterExpression(filter)
                    .expressionAttributeNames(writer.names())
                    .expressionAttributeValues(writer.values()));
    assertFalse(response.hasLastEvaluatedKey());
    Set<String> names = new TreeSet<>();
    for (Map<String, AttributeValue> item : response.items()) {
      assertEquals(
          EVENTS.get(item.get("SK").s()), AttributeDecoders.decodeInstant("at", item.get("at")));
      names.add(item.get("SK").s());
    }
    return names;
  }

  /** The sort keys of the timeline partition, read back as instants in the server's order. */
  private static List<Instant> timeline(
      DynamoDbClient client, String table, String keyCondition, Map<String, AttributeValue> more) {
    Map<String, AttributeValue> values = new LinkedHashMap<>(more);
    values.put(":pk", AttributeValue.fromS("timeline"));
    Map<String, String> names = new LinkedHashMap<>();
    names.put("#pk", "PK");
    if (keyCondition.contains("#sk")) {
      names.put("#sk", "SK");
    }
    QueryResponse response =
        client.query(
            b ->
                b.tableName(table)
                    .keyConditionExpression(keyCondition)
                    .expressionAttributeNames(names)
                    .expressionAttributeValues(values));
    List<Instant> read = new ArrayList<>();
    for (Map<String, AttributeValue> item : response.items()) {
      read.add(AttributeDecoders.decodeInstant("SK", item.get("SK")));
    }
    return read;
  }
}
