package io.edgetable.internal;

import static io.edgetable.internal.Fixtures.key;
import static io.edgetable.internal.Fixtures.n;
import static io.edgetable.internal.Fixtures.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.ItemTooLargeException;
import io.edgetable.expression.Condition;
import io.edgetable.expression.Field;
import io.edgetable.internal.codec.ItemSize;
import io.edgetable.test.LocalDynamoDb;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

class ItemsTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private final RequestCounter requests = new RequestCounter();
  private DynamoDbClient client;

  /** Reads the table for assertions without being counted. */
  private DynamoDbClient check;

  private String table;

  @BeforeEach
  void setUp() {
    client = db.client(requests);
    check = db.client();
    table = Fixtures.createTable(client);
    requests.reset();
  }

  @AfterEach
  void closeClient() {
    client.close();
  }

  /** {@code status = :v}: "status" is a reserved word, so this only works through placeholders. */
  private static Condition<Object> statusIs(String status) {
    return new Field<Object, String>("status", AttributeValue::fromS).eq(status);
  }

  private static Map<String, AttributeValue> course(String id, String status) {
    Map<String, AttributeValue> item = key("CRS#" + id, "CRS#" + id);
    item.put("status", s(status));
    item.put("title", s("Course " + id));
    return item;
  }

  private Map<String, AttributeValue> stored(String id) {
    return Fixtures.scan(check, table).stream()
        .filter(i -> i.get("PK").s().equals("CRS#" + id))
        .findFirst()
        .orElse(Map.of());
  }

  @Test
  void putIfAbsentCreatesOnceInOneRequestEach() {
    assertTrue(OnClient.Items.putIfAbsent(client, table, course("m1", "open")));
    assertFalse(OnClient.Items.putIfAbsent(client, table, course("m1", "closed")));
    assertEquals(2, requests.count("PutItem"));
    assertEquals(2, requests.total());
    assertEquals(s("open"), stored("m1").get("status"));
  }

  @Test
  void replaceIfExistsNeedsTheItemAndTheCondition() {
    assertFalse(OnClient.Items.replaceIfExists(client, table, course("m2", "open"), null));
    assertEquals(Map.of(), stored("m2"));
    OnClient.Items.putIfAbsent(client, table, course("m2", "open"));
    requests.reset();

    assertFalse(
        OnClient.Items.replaceIfExists(
            client, table, course("m2", "archived"), statusIs("closed")));
    assertEquals(s("open"), stored("m2").get("status"));
    assertTrue(
        OnClient.Items.replaceIfExists(client, table, course("m2", "closed"), statusIs("open")));
    assertEquals(s("closed"), stored("m2").get("status"));
    assertTrue(OnClient.Items.replaceIfExists(client, table, course("m2", "again"), null));
    assertEquals(s("again"), stored("m2").get("status"));
    assertEquals(3, requests.count("PutItem"));
    assertEquals(3, requests.total());
  }

  @Test
  void upsertPreservingCreatesUpdatesAndNeverOverwritesCounters() {
    Map<String, AttributeValue> user = key("USER#ann", "USER#ann");
    user.put("name", s("Ann"));
    user.put("bio", s("hi"));
    user.put("followers", n(0));
    List<String> counters = List.of("followers");
    List<String> optional = List.of("bio", "name");

    OnClient.Items.upsertPreserving(client, table, user, counters, optional);
    Map<String, AttributeValue> created = Fixtures.scan(check, table).get(0);
    assertEquals(s("Ann"), created.get("name"));
    assertEquals(n(0), created.get("followers"));

    client.updateItem(
        b ->
            b.tableName(table)
                .key(key("USER#ann", "USER#ann"))
                .updateExpression("ADD followers :one")
                .expressionAttributeValues(Map.of(":one", n(1))));
    requests.reset();

    Map<String, AttributeValue> renamed = new LinkedHashMap<>(key("USER#ann", "USER#ann"));
    renamed.put("name", s("Annie"));
    renamed.put("followers", n(0));
    OnClient.Items.upsertPreserving(client, table, renamed, counters, optional);

    Map<String, AttributeValue> updated = Fixtures.scan(check, table).get(0);
    assertEquals(s("Annie"), updated.get("name"));
    assertEquals(n(1), updated.get("followers"), "the counter moved by an edge must survive");
    assertFalse(updated.containsKey("bio"), "an absent optional attribute is removed");
    assertEquals(1, requests.total());
    UpdateItemRequest sent = (UpdateItemRequest) requests.requests().get(0);
    assertFalse(sent.updateExpression().contains("PK"));
    assertTrue(sent.updateExpression().contains("if_not_exists"), sent.updateExpression());
  }

  @Test
  void upsertOfAKeyOnlyItemStillCreatesIt() {
    OnClient.Items.upsertPreserving(
        client, table, key("TAG#x", "TAG#x"), List.of(), List.of("label"));
    assertTrue(Fixtures.exists(check, table, key("TAG#x", "TAG#x")));
  }

  @Test
  void getReadsWithTheRequestedConsistency() {
    OnClient.Items.putIfAbsent(client, table, course("m3", "open"));
    requests.reset();
    Optional<Map<String, AttributeValue>> found =
        OnClient.Items.get(client, table, key("CRS#m3", "CRS#m3"), true);
    assertEquals(s("Course m3"), found.orElseThrow().get("title"));
    assertTrue(OnClient.Items.get(client, table, key("CRS#none", "CRS#none"), false).isEmpty());
    assertEquals(2, requests.count("GetItem"));
    assertEquals(true, ((GetItemRequest) requests.requests().get(0)).consistentRead());
    assertEquals(false, ((GetItemRequest) requests.requests().get(1)).consistentRead());
  }

  @Test
  void existsProjectsOnlyTheKey() {
    OnClient.Items.putIfAbsent(client, table, course("m4", "open"));
    requests.reset();
    assertTrue(OnClient.Items.exists(client, table, key("CRS#m4", "CRS#m4")));
    assertFalse(OnClient.Items.exists(client, table, key("CRS#m5", "CRS#m5")));
    assertEquals(2, requests.count("GetItem"));
    GetItemRequest sent = (GetItemRequest) requests.requests().get(0);
    assertEquals("PK", sent.expressionAttributeNames().get(sent.projectionExpression()));
  }

  @Test
  void deleteIsTrueOnlyWhenTheItemExistedAndTheConditionHeld() {
    assertFalse(OnClient.Items.delete(client, table, key("CRS#m6", "CRS#m6"), null));
    OnClient.Items.putIfAbsent(client, table, course("m6", "open"));
    requests.reset();
    assertFalse(OnClient.Items.delete(client, table, key("CRS#m6", "CRS#m6"), statusIs("closed")));
    assertTrue(Fixtures.exists(check, table, key("CRS#m6", "CRS#m6")));
    requests.reset();
    assertTrue(OnClient.Items.delete(client, table, key("CRS#m6", "CRS#m6"), statusIs("open")));
    assertFalse(OnClient.Items.delete(client, table, key("CRS#m6", "CRS#m6"), null));
    assertEquals(2, requests.count("DeleteItem"));
    assertEquals(2, requests.total());
  }

  @Test
  void tooLargeItemsAreRejectedBeforeAnyRequest() {
    Map<String, AttributeValue> huge = course("big", "open");
    huge.put("blob", s("x".repeat(ItemSize.MAX_ITEM_BYTES)));
    ItemTooLargeException e =
        assertThrows(
            ItemTooLargeException.class, () -> OnClient.Items.putIfAbsent(client, table, huge));
    assertTrue(e.getMessage().contains("PK=CRS#big"), e.getMessage());
    assertThrows(
        ItemTooLargeException.class,
        () -> OnClient.Items.replaceIfExists(client, table, huge, null));
    assertThrows(
        ItemTooLargeException.class,
        () -> OnClient.Items.upsertPreserving(client, table, huge, List.of(), List.of()));
    assertEquals(0, requests.total());
  }
}
