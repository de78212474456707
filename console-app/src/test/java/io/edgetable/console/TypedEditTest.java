package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Edits and query values checked against the model and the key schema (ValueRules): index key
 * types, enum constants, number ranges, dates, booleans, counters and versions read-only unless
 * "edit anyway"; refused with 400 before anything is sent.
 */
class TypedEditTest {
  private static TestConsole console;

  @BeforeAll
  static void start() {
    console = TestConsole.another(false);
  }

  @AfterAll
  static void stop() {
    console.close();
  }

  @BeforeEach
  void reset() {
    console.requests.reset();
  }

  private ObjectNode read(String pk, String sk) {
    String key = Jsons.write(DynamoJson.item(Map.of("PK", AttributeValue.fromS(pk),
        "SK", AttributeValue.fromS(sk))));
    HttpResponse<String> answer = console.get(console.tablePath("/item?key="
        + URLEncoder.encode(key, StandardCharsets.UTF_8)));
    assertEquals(200, answer.statusCode(), answer.body());
    return (ObjectNode) TestConsole.json(answer).get("item");
  }

  private HttpResponse<String> put(JsonNode before, JsonNode after, boolean editAnyway) {
    return console.send("PUT", console.tablePath("/item"), "{\"before\": " + Jsons.write(before)
        + ", \"after\": " + Jsons.write(after) + (editAnyway ? ", \"editAnyway\": true" : "")
        + "}");
  }

  private String refused(HttpResponse<String> answer) {
    assertEquals(400, answer.statusCode(), answer.body());
    assertEquals(0, console.requests.count("UpdateItem") + console.requests.count("PutItem"),
        "refused before sending");
    return TestConsole.json(answer).get("error").asText();
  }

  private static ObjectNode with(ObjectNode item, String attribute, String type, Object value) {
    ObjectNode copy = item.deepCopy();
    ObjectNode v = copy.putObject(attribute);
    if (value instanceof Boolean b) {
      v.put(type, b);
    } else {
      v.put(type, String.valueOf(value));
    }
    return copy;
  }

  @Test
  void indexKeyAttributesKeepTheirDefinedTypeEvenInRawItems() {
    ObjectNode raw = Jsons.object();
    raw.putObject("PK").put("S", "RAW#typed");
    raw.putObject("SK").put("S", "RAW#typed");
    String error = refused(console.send("PUT", console.tablePath("/item"),
        "{\"before\": null, \"after\": " + Jsons.write(with(raw, "enrolledOn", "N", 20260901))
            + "}"));
    assertTrue(error.contains("enrolledOn is a key attribute of index GSI2 of type S"), error);
    error = refused(console.send("POST", console.tablePath("/transaction"),
        "{\"edits\": [{\"before\": null, \"after\": "
            + Jsons.write(with(raw, "GSI1PK", "N", 1)) + "}]}"));
    assertTrue(error.startsWith("edits[0].after.GSI1PK"), error);
  }

  @Test
  void anEnumTakesItsConstantsAndABooleanOnlyTrueOrFalse() {
    ObjectNode sub = read("CHAN#viewer002", "SUB#CHAN#popular");
    String error = refused(put(sub, with(sub, "role", "S", "BOSS"), false));
    assertTrue(error.contains("role of ChannelSubscription must be one of the constants"
        + " [MEMBER, MODERATOR]"), error);
    error = refused(put(sub, with(sub, "alerts", "S", "True"), false));
    assertTrue(error.contains("alerts of ChannelSubscription is stored as BOOL, not S"), error);
    HttpResponse<String> ok = put(sub, with(with(sub, "role", "S", "MODERATOR"), "alerts",
        "BOOL", !sub.at("/alerts/BOOL").asBoolean()), false);
    assertEquals(200, ok.statusCode(), ok.body());
    assertEquals("MODERATOR", TestConsole.json(ok).at("/item/role/S").asText());
  }

  @Test
  void datesAndNumberRangesAreChecked() {
    ObjectNode registration = read("STU#a91", "REG#CRS#math204");
    String error = refused(put(registration, with(registration, "enrolledOn", "S",
        "2026-13-45"), false));
    assertTrue(error.contains("enrolledOn of Registration must be an ISO-8601 date"), error);
    ObjectNode without = registration.deepCopy();
    without.remove("enrolledOn");
    error = refused(put(registration, without, false));
    assertTrue(error.contains("index GSI2 sorts Registration by it"), error);
    ObjectNode course = read("CRS#math204", "CRS#math204");
    error = refused(put(course, with(course, "studentCount", "N", "99999999999999999999"),
        true));
    assertTrue(error.contains("must be a long"), error);
  }

  @Test
  void countersAndVersionsAreReadOnlyUnlessEditAnyway() {
    ObjectNode course = read("CRS#art120", "CRS#art120");
    String count = course.at("/studentCount/N").asText();
    String error = refused(put(course, with(course, "studentCount", "N", 99), false));
    assertTrue(error.contains("studentCount is a counter") && error.contains("editAnyway"),
        error);
    HttpResponse<String> forced = put(course, with(course, "studentCount", "N", 99), true);
    assertEquals(200, forced.statusCode(), forced.body());
    assertTrue(TestConsole.json(forced).at("/warnings/0").asText().contains("CounterDrift"),
        forced.body());
    // Put it back, so the table checks clean again.
    ObjectNode now = read("CRS#art120", "CRS#art120");
    assertEquals(200, put(now, with(now, "studentCount", "N", count), true).statusCode());

    ObjectNode syllabus = Jsons.object();
    syllabus.putObject("PK").put("S", "SYL#art120");
    syllabus.putObject("SK").put("S", "SYL#art120");
    syllabus.putObject("outline").put("S", "week 1: lines");
    HttpResponse<String> created = console.send("PUT", console.tablePath("/item"),
        "{\"before\": null, \"after\": " + Jsons.write(syllabus) + "}");
    assertEquals(200, created.statusCode(), created.body());
    ObjectNode stored = read("SYL#art120", "SYL#art120");
    assertEquals("1", stored.at("/version/N").asText());
    console.requests.reset();
    error = refused(put(stored, with(stored, "version", "N", 7), false));
    assertTrue(error.contains("version is the @Version"), error);
    HttpResponse<String> edited = put(stored, with(stored, "outline", "S", "week 1: shapes"),
        false);
    assertEquals(200, edited.statusCode(), edited.body());
    assertEquals("2", TestConsole.json(edited).at("/item/version/N").asText());
    assertEquals(0, TestConsole.json(edited).get("warnings").size());
  }

  @Test
  void queryValuesTakeTheTypeTheModelStoresTheAttributeWith() {
    HttpResponse<String> answer = console.send("POST", console.tablePath("/query"),
        "{\"key\": {\"attribute\": \"PK\", \"value\": {\"S\": \"STU#a91\"}}, \"filters\":"
            + " [{\"attribute\": \"courseCount\", \"op\": \">=\", \"values\": [{\"S\": \"1\"}]}]}");
    assertEquals(200, answer.statusCode(), answer.body());
    JsonNode values = TestConsole.json(answer).at("/request/ExpressionAttributeValues");
    boolean sentAsNumber = false;
    for (JsonNode v : values) {
      sentAsNumber |= v.has("N") && v.get("N").asText().equals("1");
    }
    assertTrue(sentAsNumber, values.toString());
    assertEquals(1, TestConsole.json(answer).get("count").asInt(), "the student item");
    console.requests.reset();
    String error = refused(console.send("POST", console.tablePath("/query"),
        "{\"key\": {\"attribute\": \"PK\", \"value\": {\"S\": \"STU#a91\"}}, \"filters\":"
            + " [{\"attribute\": \"courseCount\", \"op\": \"=\", \"values\": [{\"S\": \"x\"}]}]}"));
    assertTrue(error.contains("courseCount is a number"), error);
    error = refused(console.send("POST", console.tablePath("/query"),
        "{\"key\": {\"attribute\": \"PK\", \"value\": {\"S\": \"CHAN#viewer002\"}}, \"filters\":"
            + " [{\"attribute\": \"role\", \"op\": \"=\", \"values\": [{\"S\": \"BOSS\"}]}]}"));
    assertTrue(error.contains("role is one of the constants"), error);
    assertEquals(0, console.requests.count("Query"));
  }
}
