package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.edgetable.EdgeKey;
import io.edgetable.console.model.DaoCalls;
import io.edgetable.query.KeyRange;
import io.edgetable.sample.RegistrationDao;
import java.net.http.HttpResponse;
import java.time.LocalDate;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Queries of an ordered inverse (GSI2: partition GSI2PK, sort enrolledOn then GSI2SK): equality on
 * the leading sort attributes and any operator on the next, as DynamoDB takes them, with the DAO
 * call that sends the same; and DAO calls that compile for typed ids and single shards.
 */
class MultiAttributeKeyTest {
  private final TestConsole console = TestConsole.shared();

  @BeforeEach
  void reset() {
    console.requests.reset();
  }

  private JsonNode query(String sort) {
    HttpResponse<String> answer = console.send("POST", console.tablePath("/query"),
        "{\"index\": \"GSI2\", \"key\": {\"attribute\": \"GSI2PK\", \"value\": {\"S\":"
            + " \"CRS#math204\"}}, \"sort\": " + sort + "}");
    assertEquals(200, answer.statusCode(), answer.body());
    return TestConsole.json(answer);
  }

  private String refused(String sort) {
    HttpResponse<String> answer = console.send("POST", console.tablePath("/query"),
        "{\"index\": \"GSI2\", \"key\": {\"attribute\": \"GSI2PK\", \"value\": {\"S\":"
            + " \"CRS#math204\"}}, \"sort\": " + sort + "}");
    assertEquals(400, answer.statusCode(), answer.body());
    return TestConsole.json(answer).get("error").asText();
  }

  private static Set<String> students(JsonNode result) {
    Set<String> keys = new TreeSet<>();
    result.get("items").forEach(i -> keys.add(i.at("/PK/S").asText()));
    return keys;
  }

  private Set<String> byDao(KeyRange<LocalDate> range) {
    return new RegistrationDao(console.client, console.table).inverse("math204", range).stream()
        .map(EdgeKey::source).map(s -> "STU#" + s.replace("%", "%25").replace("#", "%23"))
        .collect(Collectors.toCollection(TreeSet::new));
  }

  @Test
  void betweenOnTheFirstSortAttributeIsAKeyCondition() {
    JsonNode result = query("{\"attribute\": \"enrolledOn\", \"op\": \"BETWEEN\", \"values\":"
        + " [{\"S\": \"2026-08-29\"}, {\"S\": \"2026-09-01\"}]}");
    console.requests.reset();
    Set<String> expected = byDao(KeyRange.between(LocalDate.parse("2026-08-29"),
        LocalDate.parse("2026-09-01")));
    assertTrue(expected.size() >= 2 && expected.size() < 4, expected.toString());
    assertEquals(expected, students(result));
    assertTrue(result.at("/request/KeyConditionExpression").asText().contains("BETWEEN"));
    assertEquals(result.get("count").asInt(), result.get("scannedCount").asInt(),
        "a key condition, not a filter: nothing scanned is left out");
    assertEquals("new RegistrationDao(client, table).inverse(\"math204\", KeyRange.between("
        + "LocalDate.parse(\"2026-08-29\"), LocalDate.parse(\"2026-09-01\")))",
        result.get("daoCall").asText().lines().findFirst().orElseThrow());
  }

  @Test
  void oneConditionWithoutANameIsOnTheFirstSortAttribute() {
    JsonNode result = query("{\"op\": \">=\", \"values\": [{\"S\": \"2026-08-31\"}]}");
    assertEquals(byDao(KeyRange.atLeast(LocalDate.parse("2026-08-31"))), students(result));
  }

  @Test
  void equalityOnTheLeadingAttributeThenAnyOperatorOnTheNext() {
    Set<String> onDay = byDao(KeyRange.equalTo(LocalDate.parse("2026-09-01")));
    assertEquals(1, onDay.size(), onDay.toString());
    JsonNode result = query("[{\"attribute\": \"enrolledOn\", \"op\": \"=\", \"values\":"
        + " [{\"S\": \"2026-09-01\"}]}, {\"attribute\": \"GSI2SK\", \"op\": \"begins_with\","
        + " \"values\": [{\"S\": \"REG#STU#\"}]}]");
    assertEquals(onDay, students(result));
    JsonNode none = query("[{\"attribute\": \"enrolledOn\", \"op\": \"=\", \"values\":"
        + " [{\"S\": \"2026-09-01\"}]}, {\"attribute\": \"GSI2SK\", \"op\": \">\","
        + " \"values\": [{\"S\": \"REG#STU#zzz\"}]}]");
    assertEquals(0, none.get("count").asInt());
  }

  @Test
  void conditionsOutOfKeyOrderAreRefusedNamingTheRule() {
    String skipped = refused("{\"attribute\": \"GSI2SK\", \"op\": \"begins_with\", \"values\":"
        + " [{\"S\": \"REG#\"}]}");
    assertTrue(skipped.contains("needs equality on [enrolledOn] first"), skipped);
    String rangeFirst = refused("[{\"attribute\": \"enrolledOn\", \"op\": \">\", \"values\":"
        + " [{\"S\": \"2026-08-01\"}]}, {\"attribute\": \"GSI2SK\", \"op\": \"=\","
        + " \"values\": [{\"S\": \"REG#STU#a91\"}]}]");
    assertTrue(rangeFirst.contains("takes ="), rangeFirst);
    String typed = refused("{\"attribute\": \"enrolledOn\", \"op\": \"=\", \"values\":"
        + " [{\"N\": \"20260901\"}]}");
    assertTrue(typed.contains("enrolledOn is of type S"), typed);
    assertEquals(0, console.requests.count("Query"), "refused before sending");
  }

  @Test
  void oneShardOfAShardedInverseIsNotShownAsTheAllShardsCall() {
    HttpResponse<String> answer = console.send("POST", console.tablePath("/query"),
        "{\"index\": \"GSI1\", \"key\": {\"attribute\": \"GSI1PK\", \"value\": {\"S\":"
            + " \"TARGET#celeb#" + TestConsole.fullestShard() + "\"}}}");
    assertEquals(200, answer.statusCode(), answer.body());
    String call = TestConsole.json(answer).get("daoCall").asText();
    assertTrue(call.startsWith("// one shard (" + TestConsole.fullestShard() + " of 8)"), call);
    HttpResponse<String> all = console.send("POST", console.tablePath("/query"),
        "{\"index\": \"GSI1\", \"key\": {\"attribute\": \"GSI1PK\", \"value\": {\"S\":"
            + " \"TARGET#celeb\"}}}");
    assertTrue(TestConsole.json(all).get("daoCall").asText()
        .startsWith("new FollowDao(client, table).inverse(\"celeb\")"), all.body());
  }

  /** A typed id, as a user's model declares one. */
  record RepoId(String value) {}

  enum Visibility { PUBLIC }

  @Test
  void typedIdsAndValuesAreWrittenAsTheGeneratedApiTakesThem() {
    assertEquals("new RepoId(\"rust-lang/rust\")", DaoCalls.typed(RepoId.class, "rust-lang/rust"));
    assertEquals("LocalDate.parse(\"2026-09-01\")", DaoCalls.typed(LocalDate.class,
        "2026-09-01"));
    assertEquals("42L", DaoCalls.typed(long.class, "42"));
    assertEquals("Visibility.PUBLIC", DaoCalls.typed(Visibility.class, "PUBLIC"));
    assertEquals("\"a\\\"b\"", DaoCalls.typed(String.class, "a\"b"));
  }
}
