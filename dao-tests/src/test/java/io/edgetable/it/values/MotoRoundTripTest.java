package io.edgetable.it.values;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.edgetable.expression.Condition;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.expression.Expressions;
import io.edgetable.test.LocalDynamoDb;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Items of generated marshallers survive a real DynamoDB API server unchanged. */
class MotoRoundTripTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static String createTable(DynamoDbClient client) {
    String table = "values-" + UUID.randomUUID();
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

  private static Map<String, AttributeValue> putAndGet(
      DynamoDbClient client, String table, Map<String, AttributeValue> item) {
    client.putItem(b -> b.tableName(table).item(item));
    Map<String, AttributeValue> key = Map.of("PK", item.get("PK"), "SK", item.get("SK"));
    return client.getItem(b -> b.tableName(table).key(key).consistentRead(true)).item();
  }

  @Test
  void everySupportedTypeSurvivesTheServer() {
    DynamoDbClient client = db.client();
    String table = createTable(client);
    KitchenSink sink = MarshallerRoundTripTest.fullSink("moto ✓ #1");
    Map<String, AttributeValue> stored =
        putAndGet(client, table, KitchenSinkMarshaller.INSTANCE.toItem(sink));
    MarshallerRoundTripTest.assertSameSink(sink, KitchenSinkMarshaller.INSTANCE.fromItem(stored));

    KitchenSink empty = MarshallerRoundTripTest.emptySink("moto empty");
    Map<String, AttributeValue> storedEmpty =
        putAndGet(client, table, KitchenSinkMarshaller.INSTANCE.toItem(empty));
    MarshallerRoundTripTest.assertSameSink(
        empty, KitchenSinkMarshaller.INSTANCE.fromItem(storedEmpty));
  }

  @Test
  void enrollmentIsStoredWithTheSpecKeys() {
    DynamoDbClient client = db.client();
    String table = createTable(client);
    Enrollment enrollment = new Enrollment("a91", "math204", "A", LocalDate.of(2026, 9, 1));
    Map<String, AttributeValue> stored =
        putAndGet(client, table, EnrollmentMarshaller.INSTANCE.toItem(enrollment));
    assertEquals(AttributeValue.fromS("STU#a91"), stored.get("PK"));
    assertEquals(AttributeValue.fromS("ENROLL#CRS#math204"), stored.get("SK"));
    assertEquals(AttributeValue.fromS("CRS#math204"), stored.get("GSI1PK"));
    assertEquals(AttributeValue.fromS("ENROLL#STU#a91"), stored.get("GSI1SK"));
    assertEquals(enrollment, EnrollmentMarshaller.INSTANCE.fromItem(stored));

    Student student = new Student("a91", "Ada", 1);
    assertEquals(
        student,
        StudentMarshaller.INSTANCE.fromItem(
            putAndGet(client, table, StudentMarshaller.INSTANCE.toItem(student))));
  }

  @Test
  void renderedConditionsAreAcceptedWithReservedWords() {
    DynamoDbClient client = db.client();
    String table = createTable(client);
    UUID id = UUID.fromString("00000000-0000-0000-0000-000000000001");
    Gadget gadget = new Gadget(id, "lamp", "new", 2, 10L, List.of("bright"));
    client.putItem(b -> b.tableName(table).item(GadgetMarshaller.INSTANCE.toItem(gadget)));

    Condition<Gadget> holds =
        GadgetFields.status
            .eq("new")
            .and(GadgetFields.count.gt(1).or(GadgetFields.size.between(100L, 200L)))
            .and(Condition.not(GadgetFields.name.beginsWith("x")))
            .and(GadgetFields.comment.contains("bright"))
            .and(GadgetFields.comment.size().eq(1));
    Gadget updated = new Gadget(id, "lamp", "used", 3, 10L, List.of());
    putIf(client, table, GadgetMarshaller.INSTANCE.toItem(updated), holds);
    Map<String, AttributeValue> key = GadgetKeys.key(id);
    assertEquals(
        updated,
        GadgetMarshaller.INSTANCE.fromItem(
            client.getItem(b -> b.tableName(table).key(key)).item()));

    Condition<Gadget> fails = GadgetFields.status.eq("new").or(GadgetFields.count.lt(0));
    assertThrows(
        ConditionalCheckFailedException.class,
        () -> putIf(client, table, GadgetMarshaller.INSTANCE.toItem(gadget), fails));
    assertEquals(
        updated,
        GadgetMarshaller.INSTANCE.fromItem(
            client.getItem(b -> b.tableName(table).key(key)).item()));
  }

  @Test
  void fieldValuesAreEncodedExactlyAsTheMarshallerStoresThem() {
    DynamoDbClient client = db.client();
    String table = createTable(client);
    KitchenSink sink = MarshallerRoundTripTest.fullSink("fields");
    Map<String, AttributeValue> item = KitchenSinkMarshaller.INSTANCE.toItem(sink);
    client.putItem(b -> b.tableName(table).item(item));

    List<Condition<KitchenSink>> holding =
        List.of(
            KitchenSinkFields.text.eq(sink.text()),
            KitchenSinkFields.flag.eq(true),
            KitchenSinkFields.boxedFlag.eq(false),
            KitchenSinkFields.b.eq(sink.b()),
            KitchenSinkFields.boxedS.between((short) 0, (short) 12),
            KitchenSinkFields.l.eq(Long.MIN_VALUE),
            KitchenSinkFields.f.eq(sink.f()),
            KitchenSinkFields.d.gt(2.7),
            KitchenSinkFields.c.eq('ß'),
            KitchenSinkFields.decimal.eq(sink.decimal()),
            KitchenSinkFields.big.lt(java.math.BigInteger.ZERO),
            KitchenSinkFields.at.eq(sink.at()),
            KitchenSinkFields.at.gt(sink.at().minusNanos(1)),
            KitchenSinkFields.at.lt(sink.at().plusMillis(1)),
            KitchenSinkFields.day.between(
                java.time.LocalDate.of(1999, 1, 1), java.time.LocalDate.of(1999, 12, 31)),
            KitchenSinkFields.uuid.eq(sink.uuid()),
            KitchenSinkFields.mood.eq(Mood.HAPPY),
            KitchenSinkFields.bytes.eq(sink.bytes()),
            KitchenSinkFields.strings.eq(sink.strings()),
            KitchenSinkFields.strings.contains("three"),
            KitchenSinkFields.moods.contains(Mood.GRUMPY),
            KitchenSinkFields.tags.contains("😀"),
            KitchenSinkFields.ints.contains(-1),
            KitchenSinkFields.weights.contains(new java.math.BigDecimal("0.1")),
            KitchenSinkFields.tags.size().eq(3),
            KitchenSinkFields.grid.size().eq(3),
            KitchenSinkFields.home.eq(sink.home()),
            KitchenSinkFields.addresses.contains(sink.home()),
            KitchenSinkFields.counts.eq(sink.counts()),
            KitchenSinkFields.text.size().gt(3),
            KitchenSinkFields.boxedC.exists(),
            KitchenSinkFields.mood.in(List.of(Mood.GRUMPY, Mood.HAPPY)),
            KitchenSinkFields.decimal.in(List.of(java.math.BigDecimal.ONE, sink.decimal())),
            Condition.not(KitchenSinkFields.text.beginsWith("x")));
    for (Condition<KitchenSink> condition : holding) {
      ExpressionWriter writer = new ExpressionWriter();
      String expression = Expressions.render(condition, writer);
      try {
        client.putItem(
            b ->
                b.tableName(table)
                    .item(item)
                    .conditionExpression(expression)
                    .expressionAttributeNames(writer.namesOrNull())
                    .expressionAttributeValues(writer.valuesOrNull()));
      } catch (ConditionalCheckFailedException e) {
        throw new AssertionError(
            "does not hold: " + expression + " " + writer.names() + " " + writer.values(), e);
      }
    }
  }

  private static void putIf(
      DynamoDbClient client,
      String table,
      Map<String, AttributeValue> item,
      Condition<Gadget> condition) {
    ExpressionWriter writer = new ExpressionWriter();
    String expression = Expressions.render(condition, writer);
    client.putItem(
        b ->
            b.tableName(table)
                .item(item)
                .conditionExpression(expression)
                .expressionAttributeNames(writer.namesOrNull())
                .expressionAttributeValues(writer.valuesOrNull()));
  }
}
