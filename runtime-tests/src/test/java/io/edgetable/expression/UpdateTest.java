package io.edgetable.expression;

import io.edgetable.expression.Update;
import io.edgetable.expression.Updates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.expression.Updates.Kind;
import io.edgetable.internal.expression.Expressions;
import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.TableNames;
import io.edgetable.internal.expression.UpdateClauses;
import io.edgetable.test.LocalDynamoDb;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Update actions render one clause each, refuse two actions on an attribute, and work on moto. */
class UpdateTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final class Item {}

  private static Update<Item> action(Kind kind, String attribute, AttributeValue value) {
    return Updates.action(kind, attribute, value);
  }

  /** An update's expression and the writer holding its placeholders. */
  private record Rendered(String expression, ExpressionWriter writer) {}

  private static Rendered render(Update<Item> update) {
    ExpressionWriter writer = new ExpressionWriter();
    UpdateClauses clauses = new UpdateClauses(writer);
    Expressions.render(update, clauses);
    return new Rendered(clauses.render(), writer);
  }

  @Test
  void rendersEachKindInItsClause() {
    Update<Item> update =
        action(Kind.DELETE, "labels", AttributeValue.fromSs(List.of("x")))
            .and(action(Kind.SET, "name", AttributeValue.fromS("Ada")))
            .and(action(Kind.REMOVE, "note", null))
            .and(action(Kind.ADD, "count", AttributeValue.fromN("1")))
            .and(action(Kind.SET_IF_ABSENT, "since", AttributeValue.fromS("2026")))
            .and(action(Kind.APPEND, "tags", AttributeValue.fromL(List.of())));
    Rendered clauses = render(update);
    assertEquals(
        "SET #n1 = :v1, #n4 = if_not_exists(#n4, :v3), #n5 = list_append(if_not_exists(#n5, :v4),"
            + " :v5) REMOVE #n2 ADD #n3 :v2 DELETE #n0 :v0",
        clauses.expression());
    assertEquals(
        Map.of("#n0", "labels", "#n1", "name", "#n2", "note", "#n3", "count", "#n4", "since",
            "#n5", "tags"),
        clauses.writer().names());
  }

  @Test
  void twoActionsOnOneAttributeAreRefusedNamingBoth() {
    Update<Item> twice =
        action(Kind.SET, "name", AttributeValue.fromS("a"))
            .and(action(Kind.REMOVE, "name", null));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> render(twice));
    assertTrue(e.getMessage().contains("'name' (set and remove)"), e.getMessage());
  }

  @Test
  void aValueIsRequiredExceptForRemove() {
    assertThrows(IllegalArgumentException.class, () -> action(Kind.SET, "name", null));
    assertThrows(
        IllegalArgumentException.class,
        () -> action(Kind.REMOVE, "name", AttributeValue.fromS("x")));
  }

  @Test
  void everyActionDoesWhatItSaysOnARealServer() {
    DynamoDbClient client = db.client();
    String table = TableNames.unique("updates");
    client.createTable(
        b -> b.tableName(table)
            .billingMode(BillingMode.PAY_PER_REQUEST)
            .attributeDefinitions(
                AttributeDefinition.builder()
                    .attributeName("PK")
                    .attributeType(ScalarAttributeType.S)
                    .build())
            .keySchema(
                KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build()));
    Map<String, AttributeValue> key = Map.of("PK", AttributeValue.fromS("item"));
    client.putItem(
        b -> b.tableName(table)
            .item(
                Map.of(
                    "PK", AttributeValue.fromS("item"),
                    "status", AttributeValue.fromS("old"),
                    "since", AttributeValue.fromS("2020"),
                    "note", AttributeValue.fromS("remove me"),
                    "labels", AttributeValue.fromSs(List.of("x", "y")))));
    AttributeValue t = AttributeValue.fromS("t");
    Update<Item> update =
        action(Kind.SET, "status", AttributeValue.fromS("new"))
            .and(action(Kind.SET_IF_ABSENT, "since", AttributeValue.fromS("2026")))
            .and(action(Kind.SET_IF_ABSENT, "first", AttributeValue.fromS("2026")))
            .and(action(Kind.REMOVE, "note", null))
            .and(action(Kind.ADD, "count", AttributeValue.fromN("2")))
            .and(action(Kind.APPEND, "tags", AttributeValue.fromL(List.of(t))))
            .and(action(Kind.DELETE, "labels", AttributeValue.fromSs(List.of("x"))));
    Rendered clauses = render(update);
    Map<String, AttributeValue> after =
        client
            .updateItem(
                b -> b.tableName(table)
                    .key(key)
                    .updateExpression(clauses.expression())
                    .expressionAttributeNames(clauses.writer().names())
                    .expressionAttributeValues(clauses.writer().values())
                    .returnValues(ReturnValue.ALL_NEW))
            .attributes();
    assertEquals("new", after.get("status").s());
    assertEquals("2020", after.get("since").s(), "if_not_exists keeps a stored value");
    assertEquals("2026", after.get("first").s(), "if_not_exists writes an absent one");
    assertFalse(after.containsKey("note"));
    assertEquals("2", after.get("count").n(), "ADD starts an absent number at 0");
    assertEquals(List.of(AttributeValue.fromS("t")), after.get("tags").l(), "append to absent");
    assertEquals(List.of("y"), after.get("labels").ss());
  }
}
