package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.edgetable.console.json.Jsons;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Deleting an item, what --read-only refuses (writes, not reads sent with POST), method overrides
 * refused, and errors of unknown routes as JSON.
 */
class GuardAndDeleteTest {
  private static TestConsole console;
  private static TestConsole readOnly;

  @BeforeAll
  static void start() {
    console = TestConsole.another(false);
    readOnly = console.alongside(true);
  }

  @AfterAll
  static void stop() {
    console.close();
    readOnly.close();
  }

  private static String rawItem(String id, String note) {
    return "{\"PK\": {\"S\": \"RAW#" + id + "\"}, \"SK\": {\"S\": \"RAW#" + id + "\"},"
        + " \"note\": {\"S\": \"" + note + "\"}}";
  }

  private static Map<String, AttributeValue> stored(String id) {
    Map<String, AttributeValue> item = console.client.getItem(b -> b.tableName(console.table)
        .key(Map.of("PK", AttributeValue.fromS("RAW#" + id), "SK",
            AttributeValue.fromS("RAW#" + id))).consistentRead(true)).item();
    return item == null || item.isEmpty() ? null : item;
  }

  @Test
  void aTransactionDeletesAnItemConditionallyOnTheItemAsRead() {
    HttpResponse<String> created = console.send("PUT", console.tablePath("/item"),
        "{\"before\": null, \"after\": " + rawItem("del1", "one") + "}");
    assertEquals(200, created.statusCode(), created.body());
    // A delete of the item as it no longer is: a conflict that deletes nothing.
    console.client.updateItem(b -> b.tableName(console.table)
        .key(Map.of("PK", AttributeValue.fromS("RAW#del1"), "SK",
            AttributeValue.fromS("RAW#del1")))
        .updateExpression("SET note = :n").expressionAttributeValues(
            Map.of(":n", AttributeValue.fromS("two"))));
    HttpResponse<String> lost = console.send("POST", console.tablePath("/transaction"),
        "{\"edits\": [{\"before\": " + rawItem("del1", "one") + ", \"after\": null}]}");
    assertEquals(409, lost.statusCode(), lost.body());
    assertEquals("two", TestConsole.json(lost).at("/current/note/S").asText());
    assertEquals("two", stored("del1").get("note").s());
    HttpResponse<String> deleted = console.send("POST", console.tablePath("/transaction"),
        "{\"edits\": [{\"before\": " + rawItem("del1", "two") + ", \"after\": null}]}");
    assertEquals(200, deleted.statusCode(), deleted.body());
    assertEquals(1, TestConsole.json(deleted).get("written").asInt());
    assertNull(stored("del1"));
  }

  @Test
  void deletingAModelItemWithAVersionWorksToo() {
    // A node of the model (a course): its kind is known from "before" alone.
    HttpResponse<String> created = console.send("PUT", console.tablePath("/item"),
        "{\"before\": null, \"after\": {\"PK\": {\"S\": \"CRS#gone1\"}, \"SK\": {\"S\":"
            + " \"CRS#gone1\"}, \"title\": {\"S\": \"Gone\"}, \"studentCount\": {\"N\": \"0\"}}}");
    assertEquals(200, created.statusCode(), created.body());
    JsonNode item = TestConsole.json(created).get("item");
    HttpResponse<String> deleted = console.send("POST", console.tablePath("/transaction"),
        "{\"edits\": [{\"before\": " + Jsons.write(item) + ", \"after\": null}]}");
    assertEquals(200, deleted.statusCode(), deleted.body());
  }

  @Test
  void readOnlyRunsQueriesAndExportsButNoWrite() {
    String query = "{\"key\": {\"attribute\": \"PK\", \"value\": {\"S\": \"CRS#math204\"}}}";
    HttpResponse<String> answer = readOnly.send("POST", readOnly.tablePath("/query"), query);
    assertEquals(200, answer.statusCode(), answer.body());
    assertEquals(1, TestConsole.json(answer).get("count").asInt());
    HttpResponse<String> export = readOnly.send("POST",
        readOnly.tablePath("/query/export?format=jsonl"), query);
    assertEquals(200, export.statusCode(), export.body());
    assertEquals(1, export.body().lines().count());
    assertEquals(200, readOnly.get(readOnly.tablePath("/doctor")).statusCode());
    HttpResponse<String> write = readOnly.send("PUT", readOnly.tablePath("/item"),
        "{\"before\": null, \"after\": " + rawItem("ro1", "x") + "}");
    assertEquals(403, write.statusCode(), write.body());
    assertNull(stored("ro1"));
  }

  @Test
  void aMethodOverrideIsRefusedAndAGetNeverWrites() {
    String key = "{\"PK\": {\"S\": \"RAW#values\"}, \"SK\": {\"S\": \"RAW#values\"}}";
    String cookie = "edgetable_token=" + console.server.token();
    for (String method : List.of("DELETE", "PUT", "POST")) {
      for (boolean byCookie : List.of(true, false)) {
        HttpRequest.Builder get = HttpRequest.newBuilder(URI.create(console.base()
            + console.tablePath("/edges?kind=Enrollment&source=a91&target=math204")))
            .header("X-HTTP-Method-Override", method).GET();
        get = byCookie ? get.header("Cookie", cookie)
            : get.header("X-EdgeTable-Token", console.server.token());
        HttpResponse<String> answer = console.send(get.build());
        assertEquals(400, answer.statusCode(), answer.body());
        assertTrue(answer.body().contains("X-HTTP-Method-Override"), answer.body());
      }
    }
    HttpResponse<String> param = console.get(console.tablePath(
        "/edges?kind=Enrollment&source=a91&target=math204&_method=DELETE"));
    assertEquals(400, param.statusCode(), param.body());
    // The edge and the item are still there.
    assertEquals(200, console.get(console.tablePath("/item?key="
        + java.net.URLEncoder.encode(key, java.nio.charset.StandardCharsets.UTF_8)))
        .statusCode());
    assertEquals(1, console.client.getItem(b -> b.tableName(console.table).key(Map.of(
        "PK", AttributeValue.fromS("STU#a91"), "SK", AttributeValue.fromS("ENROLL#CRS#math204"))))
        .item().size() > 0 ? 1 : 0);
  }

  @Test
  void unknownApiRoutesAnswerJson404() {
    for (String path : List.of("/api/nothing", "/api/tables/" + console.table + "/nothing",
        "/nothing")) {
      HttpResponse<String> answer = console.get(path);
      assertEquals(404, answer.statusCode(), answer.body());
      assertTrue(TestConsole.json(answer).get("error").isTextual(), answer.body());
      assertTrue(answer.headers().firstValue("Content-Type").orElse("")
          .startsWith("application/json"));
    }
    HttpResponse<String> wrongMethod = console.send("PATCH", console.tablePath("/item"), "{}");
    assertTrue(wrongMethod.statusCode() == 404 || wrongMethod.statusCode() == 405);
    assertTrue(TestConsole.json(wrongMethod).get("error").isTextual(), wrongMethod.body());
    assertFalse(wrongMethod.body().contains("Exception"), wrongMethod.body());
  }
}
