package io.edgetable.console;

import static io.edgetable.console.TestConsole.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.edgetable.console.doctor.ModelDoctor;
import io.edgetable.console.model.Model;
import io.edgetable.console.web.ConsoleServer;
import io.edgetable.console.web.ConsoleSettings;
import io.edgetable.sample.CourseKeys;
import io.edgetable.sample.EnrollmentKeys;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The doctor through the API, on a table of its own broken on purpose with raw writes: a course's
 * counter 3 too high, an enrolment whose {@code GSI1PK} names another course. The check lists
 * exactly those, read-only refuses the repair, the repair leaves the table clean.
 */
class DoctorApiTest {
  private static TestConsole console;
  private static TestConsole readOnly;

  @BeforeAll
  static void start() {
    console = TestConsole.another(false);
    readOnly = console.alongside(true);
    // The sample's raw item of every kind of value is of no kind: the doctor would report it.
    console.client.deleteItem(b -> b.tableName(console.table).key(Map.of(
        "PK", AttributeValue.fromS("RAW#values"), "SK", AttributeValue.fromS("RAW#values"))));
  }

  @AfterAll
  static void stop() {
    readOnly.close();
    console.close();
  }

  private static Set<String> kindsAndKeys(JsonNode findings) {
    Set<String> all = new TreeSet<>();
    for (JsonNode f : findings) {
      all.add(f.get("kind").asText() + " " + f.at("/key/PK/S").asText() + " / "
          + f.at("/key/SK/S").asText());
    }
    return all;
  }

  private static Map<String, AttributeValue> stored(Map<String, AttributeValue> key) {
    return console.client.getItem(b -> b.tableName(console.table).key(key).consistentRead(true))
        .item();
  }

  @Test
  void aBrokenTableIsFoundExactlyAndRepairedClean() {
    assertEquals(0, ok(console.get(console.tablePath("/doctor"))).get("findings").size());
    Map<String, AttributeValue> course = CourseKeys.key("math204");
    Map<String, AttributeValue> enrollment = EnrollmentKeys.key("b07", "math204");
    console.client.updateItem(b -> b.tableName(console.table).key(course)
        .updateExpression("ADD studentCount :three")
        .expressionAttributeValues(Map.of(":three", AttributeValue.fromN("3"))));
    console.client.updateItem(b -> b.tableName(console.table).key(enrollment)
        .updateExpression("SET GSI1PK = :other")
        .expressionAttributeValues(Map.of(":other", AttributeValue.fromS("CRS#cs101"))));

    JsonNode check = ok(console.get(console.tablePath("/doctor?run=api-check")));
    assertEquals(Set.of("CounterDrift CRS#math204 / CRS#math204",
        "IndexKeyMismatch STU#b07 / ENROLL#CRS#math204"), kindsAndKeys(check.get("findings")),
        check.toString());
    for (JsonNode f : check.get("findings")) {
      assertTrue(f.get("message").asText().contains(f.at("/key/PK/S").asText()), f.toString());
    }
    JsonNode progress = ok(console.get(console.tablePath("/doctor/progress?run=api-check")));
    assertEquals("done", progress.get("phase").asText());
    assertEquals(2, progress.get("findings").asInt());
    assertEquals(check.get("itemsRead").asLong(), progress.get("itemsRead").asLong());

    // Read-only: the check runs, the repair is refused before anything is written.
    assertEquals(2, ok(readOnly.get(readOnly.tablePath("/doctor"))).get("findings").size());
    HttpResponse<String> refused = readOnly.send("POST", readOnly.tablePath("/doctor/repair"),
        "{}");
    assertEquals(403, refused.statusCode(), refused.body());
    assertTrue(refused.body().contains("--read-only"), refused.body());
    assertEquals("7", stored(course).get("studentCount").n());

    JsonNode repair = ok(console.send("POST", console.tablePath("/doctor/repair"),
        "{\"run\": \"api-repair\"}"));
    assertEquals(0, repair.get("findings").size(), repair.toString());
    assertEquals(kindsAndKeys(check.get("findings")), kindsAndKeys(repair.get("found")));
    assertEquals(kindsAndKeys(check.get("findings")), kindsAndKeys(repair.get("repaired")));
    assertEquals(0, repair.get("skipped").size());
    assertEquals(0, repair.get("notRepaired").size());
    assertEquals("done", ok(console.get(console.tablePath("/doctor/progress?run=api-repair")))
        .get("phase").asText());
    assertEquals("4", stored(course).get("studentCount").n());
    assertEquals("CRS#math204", stored(enrollment).get("GSI1PK").s());
    assertEquals(0, ok(console.get(console.tablePath("/doctor"))).get("findings").size());
  }

  @Test
  void aCheckReportsItsProgressPageByPage() {
    List<String> updates = new ArrayList<>();
    JsonNode answer = new ModelDoctor(console.client, SampleData.model(console.client))
        .check(console.table, (phase, read, findings) -> updates.add(phase + " " + read));
    long read = answer.get("itemsRead").asLong();
    // One update a page of each of the 4 Scan segments, then the total, then done.
    assertTrue(updates.size() >= 5, updates.toString());
    assertEquals("DONE " + read, updates.get(updates.size() - 1));
    assertTrue(updates.subList(0, updates.size() - 1).stream()
        .allMatch(u -> u.startsWith("CHECKING ")), updates.toString());
    assertTrue(updates.stream().anyMatch(u -> !u.endsWith(" " + read)), updates.toString());
  }

  @Test
  void progressOfAnUnknownOrMalformedRunIsRefused() {
    assertEquals(404, console.get(console.tablePath("/doctor/progress?run=never")).statusCode());
    assertEquals(400, console.get(console.tablePath("/doctor/progress?run=a%20b")).statusCode());
    assertEquals(400, console.get(console.tablePath("/doctor?run=a%20b")).statusCode());
    assertEquals(404, console.get("/api/tables/no-such-table/doctor").statusCode());
  }

  @Test
  void withoutAModelTheDoctorSaysWhatItNeeds() {
    ConsoleServer raw = ConsoleServer.start(console.client, Model.none(),
        new ModelDoctor(console.client, Model.none()),
        new ConsoleSettings("127.0.0.1", 0, false, console.table, "moto"));
    try {
      HttpResponse<String> answer = console.send(HttpRequest.newBuilder(
          URI.create("http://127.0.0.1:" + raw.port() + console.tablePath("/doctor")))
          .header("X-EdgeTable-Token", raw.token()).build());
      assertEquals(501, answer.statusCode(), answer.body());
      assertTrue(answer.body().contains("--model"), answer.body());
    } finally {
      raw.close();
    }
  }
}
