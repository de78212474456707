package io.edgetable.console;

import static io.edgetable.console.TestConsole.ok;
import static io.edgetable.console.TestConsole.q;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.demo.DemoChannels;
import io.edgetable.console.demo.ChannelSubscription;
import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import io.edgetable.sample.Syllabus;
import io.edgetable.sample.SyllabusDao;
import java.net.http.HttpResponse;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The JSON API against moto: every route, its answers, and its refusals. */
class ApiTest {
  private final TestConsole console = TestConsole.shared();

  @BeforeEach
  void resetCounts() {
    console.requests.reset();
  }

  private JsonNode status(int status, HttpResponse<String> response) {
    assertEquals(status, response.statusCode(), response.body());
    JsonNode json = TestConsole.json(response);
    assertTrue(json.path("error").isTextual(), response.body());
    assertFalse(response.body().contains("\tat "), "no stack trace in " + response.body());
    return json;
  }

  @Test
  void tablesListKeySchemasAndIndexes() {
    JsonNode tables = ok(console.get("/api/tables")).get("tables");
    JsonNode table = null;
    for (JsonNode t : tables) {
      if (t.get("name").asText().equals(console.table)) {
        table = t;
      }
    }
    assertNotNull(table, tables.toString());
    assertEquals("PK", table.at("/keySchema/0/attribute").asText());
    assertEquals("HASH", table.at("/keySchema/0/keyType").asText());
    assertEquals("SK", table.at("/keySchema/1/attribute").asText());
    assertEquals("GSI1", table.at("/indexes/0/name").asText());
    assertEquals("GSI1PK", table.at("/indexes/0/keySchema/0/attribute").asText());
    assertEquals("ALL", table.at("/indexes/0/projection").asText());
  }

  @Test
  void unknownTableIs404AndANameCannotReachAnotherTable() {
    JsonNode error = status(404, console.get("/api/tables/no-such-table/partition?pk=x"));
    assertTrue(error.get("error").asText().contains("no-such-table"));
    // An encoded path in the name is that (invalid) name, never the table it points at.
    int code = console.get("/api/tables/x%2F..%2F" + console.table + "/partition?pk=x")
        .statusCode();
    assertTrue(code == 404 || code == 400, "status " + code);
    status(404, console.get("/api/tables/" + q(console.table + " ") + "/partition?pk=x"));
    assertEquals(0, console.requests.count("Query"));
  }

  @Test
  void partitionOfACourseShowsTheNodeAndItsRosterFromTheIndex() {
    JsonNode page = ok(console.get(console.tablePath("/partition?pk=" + q("CRS#math204"))));
    assertEquals("Course", page.at("/node/kind").asText());
    assertEquals("4", page.at("/node/counters/studentCount").asText());
    JsonNode roster = page.at("/inverse/GSI1");
    assertEquals(4, roster.get("items").size());
    JsonNode about = roster.get("about").get(0);
    assertEquals("Enrollment", about.get("kind").asText());
    assertEquals("CRS#math204", about.at("/links/target").asText());
    assertTrue(about.at("/links/source").asText().startsWith("STU#"));
    // One Query per side that can hold it (the table, the roster on GSI1, the registrations
    // on GSI2; no kind keys GSI3 with a course); the node was on the page, so no BatchGetItem.
    assertEquals(4, page.at("/inverse/GSI2/items").size());
    assertFalse(page.at("/inverse").has("GSI3"));
    assertEquals(Map.of("Query", 3), console.requests.counts());
  }

  @Test
  void aShardedCounterIsTheSumOfItsCounterItemsReadByOneBatchGetPer100() {
    String pk = "CHAN#" + DemoChannels.POPULAR;
    JsonNode page = ok(console.get(console.tablePath("/partition?pk=" + q(pk))));
    assertEquals("Channel", page.at("/node/kind").asText());
    assertEquals(ChannelSubscription.COUNTER_SHARDS,
        page.at("/node/counterShards/subscribers").asInt());
    // Every subscription, on every shard of the inverse index, is one subscriber counted.
    Set<String> subscribers = new HashSet<>();
    String cursor = "";
    while (cursor != null) {
      JsonNode side = ok(console.get(console.tablePath("/partition?side=GSI1&pk=" + q(pk)
          + (cursor.isEmpty() ? "" : "&cursor=" + q(cursor))))).at("/inverse/GSI1");
      side.get("items").forEach(i -> subscribers.add(i.at("/PK/S").asText()));
      cursor = side.get("cursor").isNull() ? null : side.get("cursor").asText();
    }
    assertEquals(SampleData.CHANNEL_SUBSCRIBERS, subscribers.size());
    assertEquals(String.valueOf(subscribers.size()),
        page.at("/node/counters/subscribers").asText());
    // The first render: one Query for the table side, one per shard of the index, and the
    // 128 counter items in two BatchGetItems (the node item was on the page).
    console.requests.reset();
    ok(console.get(console.tablePath("/partition?pk=" + q(pk))));
    int batches = (ChannelSubscription.COUNTER_SHARDS + 99) / 100;
    assertEquals(Map.of("Query", 1 + 4, "BatchGetItem", batches), console.requests.counts());
  }

  @Test
  void aShardedIndexPartitionPagesEveryShardWithQueriesOnly() {
    JsonNode first = ok(console.get(console.tablePath("/partition?limit=10&pk="
        + q("TARGET#celeb"))));
    assertEquals(1 + 8, console.requests.count("Query"), "one per shard, one for the table");
    JsonNode side = first.at("/inverse/GSI1");
    assertEquals(8, side.get("shards").asInt());
    Set<String> followers = new HashSet<>();
    side.get("items").forEach(i -> followers.add(i.at("/PK/S").asText()));
    String cursor = side.get("cursor").asText();
    int pages = 1;
    while (cursor != null) {
      console.requests.reset();
      JsonNode next = ok(console.get(console.tablePath("/partition?limit=10&side=GSI1&pk="
          + q("TARGET#celeb") + "&cursor=" + q(cursor))));
      assertTrue(console.requests.count("Query") <= 8);
      assertEquals(0, console.requests.count("Scan"));
      JsonNode items = next.at("/inverse/GSI1/items");
      items.forEach(i -> assertTrue(followers.add(i.at("/PK/S").asText()), "repeated " + i));
      cursor = next.at("/inverse/GSI1/cursor").isNull() ? null
          : next.at("/inverse/GSI1/cursor").asText();
      pages++;
    }
    assertEquals(TestConsole.FANS + 2, followers.size());
    assertTrue(pages >= 4);
  }

  private ObjectNode betweenQuery(int limit) {
    ObjectNode body = Jsons.object();
    body.put("index", "GSI1");
    body.putObject("key").put("attribute", "GSI1PK").putObject("value")
        .put("S", "TARGET#celeb#" + TestConsole.fullestShard());
    ObjectNode sort = body.putObject("sort");
    sort.put("attribute", "GSI1SK").put("op", "BETWEEN");
    sort.putArray("values").add(value("ACTOR#a")).add(value("ACTOR#g"));
    body.put("limit", limit);
    return body;
  }

  /** A transaction body of one edit. */
  private static String oneEdit(JsonNode before, JsonNode after) {
    ObjectNode edit = Jsons.object();
    edit.set("before", before);
    edit.set("after", after);
    ObjectNode body = Jsons.object();
    body.putArray("edits").add(edit);
    return body.toString();
  }

  private static ObjectNode value(String s) {
    ObjectNode v = Jsons.object();
    v.put("S", s);
    return v;
  }

  @Test
  void aBetweenQueryOnAnIndexPagesOnThatIndex() {
    ObjectNode body = betweenQuery(1);
    JsonNode page = ok(console.send("POST", console.tablePath("/query"), body.toString()));
    assertEquals("GSI1", page.at("/request/IndexName").asText());
    assertTrue(page.at("/request/KeyConditionExpression").asText().contains("BETWEEN"));
    assertEquals(1, page.get("count").asInt());
    assertTrue(page.has("scannedCount"));
    Set<String> seen = new HashSet<>();
    page.get("items").forEach(i -> seen.add(i.at("/PK/S").asText()));
    for (int more = 0; more < 2; more++) {
      body.put("cursor", page.get("cursor").asText());
      page = ok(console.send("POST", console.tablePath("/query"), body.toString()));
      assertEquals("GSI1", page.at("/request/IndexName").asText());
      page.get("items").forEach(i -> assertTrue(seen.add(i.at("/PK/S").asText())));
    }
    assertEquals(3, console.requests.count("Query"));
    assertEquals(0, console.requests.count("Scan"));
    // A cursor of this query is refused by another query.
    ObjectNode other = betweenQuery(2);
    ((ObjectNode) other.get("sort")).putArray("values").add(value("ACTOR#b")).add(value("ACTOR#h"));
    other.put("cursor", body.get("cursor").asText());
    JsonNode error = status(400, console.send("POST", console.tablePath("/query"),
        other.toString()));
    assertTrue(error.get("error").asText().startsWith("cursor:"), error.toString());
  }

  @Test
  void queryShowsTheDaoCallOfAModelKind() {
    String body = "{\"key\": {\"attribute\": \"PK\", \"value\": {\"S\": \"STU#a91\"}},"
        + " \"sort\": {\"attribute\": \"SK\", \"op\": \"begins_with\","
        + " \"values\": [{\"S\": \"ENROLL#CRS#\"}]},"
        + " \"filters\": [{\"attribute\": \"grade\", \"op\": \"=\","
        + " \"values\": [{\"S\": \"A\"}]}]}";
    JsonNode page = ok(console.send("POST", console.tablePath("/query"), body));
    String call = page.get("daoCall").asText();
    assertTrue(call.startsWith("new EnrollmentDao(client, table).forward(\"a91\")"), call);
    assertTrue(call.contains(".where(EnrollmentFields.grade.eq(\"A\"))"), call);
    assertEquals(2, page.get("count").asInt());
    assertEquals(3, page.get("scannedCount").asInt());
  }

  @Test
  void badInputIs400NamingTheField() {
    assertTrue(status(400, console.send("POST", console.tablePath("/query"), "{\"key\": "))
        .get("error").asText().startsWith("body:"));
    String[][] cases = {
      {"{}", "key"},
      {"{\"key\": {\"value\": {\"S\": \"x\"}}, \"index\": \"GSI9\"}", "index"},
      {"{\"key\": {\"attribute\": \"SK\", \"value\": {\"S\": \"x\"}}}", "key.attribute"},
      {"{\"key\": {\"value\": {\"N\": \"x\"}}}", "key.value"},
      {"{\"key\": {\"value\": {\"S\": \"x\"}}, \"sort\": {\"op\": \"LIKE\", \"values\": []}}",
          "sort.op"},
      {"{\"key\": {\"value\": {\"S\": \"x\"}}, \"sort\": {\"op\": \"BETWEEN\","
          + " \"values\": [{\"S\": \"a\"}]}}", "sort.values"},
      {"{\"key\": {\"value\": {\"S\": \"x\"}}, \"filters\": [{\"attribute\": \"a\","
          + " \"op\": \"~\"}]}", "filters[0].op"},
      {"{\"key\": {\"value\": {\"S\": \"x\"}}, \"filters\": [{\"attribute\": \"PK\","
          + " \"op\": \"=\", \"values\": [{\"S\": \"x\"}]}]}", "filters[0].attribute"},
      {"{\"key\": {\"value\": {\"S\": \"x\"}}, \"limit\": 0}", "limit"},
    };
    for (String[] c : cases) {
      JsonNode error = status(400, console.send("POST", console.tablePath("/query"), c[0]));
      assertTrue(error.get("error").asText().startsWith(c[1] + ":"),
          c[0] + " -> " + error.get("error").asText());
    }
    JsonNode error = status(400, console.send("PUT", console.tablePath("/item"),
        "{\"before\": null, \"after\": {\"PK\": {\"S\": \"x\"}, \"SK\": {\"S\": \"y\"},"
            + " \"n\": {\"N\": \"one\"}}}"));
    assertTrue(error.get("error").asText().startsWith("after.n:"), error.toString());
    status(400, console.get(console.tablePath("/partition")));
    assertEquals(0, console.requests.count("Query") + console.requests.count("PutItem"));
  }

  @Test
  void everyKindOfValueRoundTripsExactly() {
    Map<String, AttributeValue> values = SampleData.valuesItem();
    Map<String, AttributeValue> item = new LinkedHashMap<>(values);
    item.put("PK", AttributeValue.fromS("RAW#roundtrip"));
    item.put("SK", AttributeValue.fromS("RAW#roundtrip"));
    ObjectNode body = Jsons.object();
    body.putNull("before");
    body.set("after", DynamoJson.item(item));
    ok(console.send("PUT", console.tablePath("/item"), body.toString()));
    String key = "{\"PK\": {\"S\": \"RAW#roundtrip\"}, \"SK\": {\"S\": \"RAW#roundtrip\"}}";
    JsonNode read = ok(console.get(console.tablePath("/item?key=" + q(key)))).get("item");
    assertEquals("12345678901234567890.123456789", read.at("/exact/N").asText());
    assertEquals("123456789012345678901234567890", read.at("/big/N").asText());
    assertEquals(item, DynamoJson.toItem(read, "item"));
    // Edited through the API and read back: still exact, sets still sets.
    ObjectNode edit = Jsons.object();
    edit.set("before", read);
    ObjectNode after = read.deepCopy();
    after.putObject("note").put("S", "edited");
    edit.set("after", after);
    ok(console.send("PUT", console.tablePath("/item"), edit.toString()));
    Map<String, AttributeValue> stored = console.client.getItem(b -> b.tableName(console.table)
        .key(Map.of("PK", item.get("PK"), "SK", item.get("SK")))).item();
    assertEquals("12345678901234567890.123456789", stored.get("exact").n());
    assertEquals(item.get("tags"), stored.get("tags"));
    assertEquals(item.get("blob"), stored.get("blob"));
    assertEquals(item.get("blobs"), stored.get("blobs"));
    assertEquals(item.get("nested"), stored.get("nested"));
    assertEquals("edited", stored.get("note").s());
  }

  @Test
  void anEditThatLostTheRaceIs409WithTheStoredItem() {
    String key = "{\"PK\": {\"S\": \"STU#c13\"}, \"SK\": {\"S\": \"STU#c13\"}}";
    JsonNode read = ok(console.get(console.tablePath("/item?key=" + q(key)))).get("item");
    console.client.updateItem(b -> b.tableName(console.table)
        .key(Map.of("PK", AttributeValue.fromS("STU#c13"), "SK", AttributeValue.fromS("STU#c13")))
        .updateExpression("SET #n = :n").expressionAttributeNames(Map.of("#n", "name"))
        .expressionAttributeValues(Map.of(":n", AttributeValue.fromS("Changed Elsewhere"))));
    ObjectNode edit = Jsons.object();
    edit.set("before", read);
    ObjectNode after = read.deepCopy();
    after.putObject("name").put("S", "My Edit");
    edit.set("after", after);
    JsonNode conflict = status(409, console.send("PUT", console.tablePath("/item"),
        edit.toString()));
    assertEquals("Changed Elsewhere", conflict.at("/current/name/S").asText());
    String stored = console.client.getItem(b -> b.tableName(console.table).key(Map.of(
        "PK", AttributeValue.fromS("STU#c13"), "SK", AttributeValue.fromS("STU#c13"))))
        .item().get("name").s();
    assertEquals("Changed Elsewhere", stored);
    // A create over an existing item is refused the same way (a create starts counters at 0).
    ObjectNode create = Jsons.object();
    create.putNull("before");
    ObjectNode fresh = after.deepCopy();
    fresh.putObject("courseCount").put("N", "0");
    create.set("after", fresh);
    assertEquals("Changed Elsewhere", status(409, console.send("PUT", console.tablePath("/item"),
        create.toString())).at("/current/name/S").asText());
  }

  @Test
  void anEditKeepsWhatAConcurrentWriterChangedElsewhereInTheItem() {
    Map<String, AttributeValue> key = Map.of(
        "PK", AttributeValue.fromS("RAW#merge"), "SK", AttributeValue.fromS("RAW#merge"));
    Map<String, AttributeValue> item = new LinkedHashMap<>(key);
    item.put("name", AttributeValue.fromS("read"));
    item.put("note", AttributeValue.fromS("to drop"));
    item.put("score", AttributeValue.fromN("1"));
    console.client.putItem(b -> b.tableName(console.table).item(item));
    JsonNode read = ok(console.get(console.tablePath("/item?key=" + q(
        DynamoJson.item(key).toString())))).get("item");
    // Between the read and the save: another writer adds an attribute and changes another.
    console.client.updateItem(b -> b.tableName(console.table).key(key)
        .updateExpression("SET added = :a, score = :s")
        .expressionAttributeValues(Map.of(
            ":a", AttributeValue.fromS("by someone else"), ":s", AttributeValue.fromN("2"))));
    ObjectNode edit = Jsons.object();
    edit.set("before", read);
    ObjectNode after = read.deepCopy();
    after.putObject("name").put("S", "edited");
    after.remove("note");
    edit.set("after", after);
    console.requests.reset();
    JsonNode saved = ok(console.send("PUT", console.tablePath("/item"), edit.toString()))
        .get("item");
    assertEquals(1, console.requests.count("UpdateItem"));
    assertEquals(0, console.requests.count("PutItem"));
    Map<String, AttributeValue> stored =
        console.client.getItem(b -> b.tableName(console.table).key(key)).item();
    assertEquals("edited", stored.get("name").s());
    assertFalse(stored.containsKey("note"), stored.toString());
    assertEquals("by someone else", stored.get("added").s());
    assertEquals("2", stored.get("score").n());
    assertEquals(stored, DynamoJson.toItem(saved, "item"));
    // Staged in a transaction: an Update action, with the same outcome.
    console.client.updateItem(b -> b.tableName(console.table).key(key)
        .updateExpression("SET later = :l")
        .expressionAttributeValues(Map.of(":l", AttributeValue.fromS("added again"))));
    ObjectNode next = saved.deepCopy();
    next.putObject("name").put("S", "edited twice");
    ok(console.send("POST", console.tablePath("/transaction"), oneEdit(saved, next)));
    stored = console.client.getItem(b -> b.tableName(console.table).key(key)).item();
    assertEquals("edited twice", stored.get("name").s());
    assertEquals("added again", stored.get("later").s());
    assertEquals("by someone else", stored.get("added").s());
    // An attribute the edit removes, changed meanwhile: a conflict, and it stays.
    console.client.updateItem(b -> b.tableName(console.table).key(key)
        .updateExpression("SET added = :a")
        .expressionAttributeValues(Map.of(":a", AttributeValue.fromS("changed again"))));
    ObjectNode drop = Jsons.object();
    drop.set("before", DynamoJson.item(stored));
    ObjectNode without = DynamoJson.item(stored).deepCopy();
    without.remove("added");
    drop.set("after", without);
    JsonNode conflict = status(409, console.send("PUT", console.tablePath("/item"),
        drop.toString()));
    assertEquals("changed again", conflict.at("/current/added/S").asText());
    // An edit that changes nothing is refused before sending.
    ObjectNode none = Jsons.object();
    none.set("before", conflict.get("current"));
    none.set("after", conflict.get("current"));
    console.requests.reset();
    assertTrue(status(400, console.send("PUT", console.tablePath("/item"), none.toString()))
        .get("error").asText().startsWith("after:"));
    assertEquals(0, console.requests.count("UpdateItem"));
  }

  @Test
  void anEditOfAVersionedRecordMovesItsVersionAsTheDaoDoes() {
    new SyllabusDao(console.client, console.table).put(new Syllabus("cs101", "week 1", 0));
    String key = "{\"PK\": {\"S\": \"SYL#cs101\"}, \"SK\": {\"S\": \"SYL#cs101\"}}";
    JsonNode read = ok(console.get(console.tablePath("/item?key=" + q(key)))).get("item");
    assertEquals("1", read.at("/version/N").asText());
    ObjectNode edit = Jsons.object();
    edit.set("before", read);
    ObjectNode after = read.deepCopy();
    after.putObject("outline").put("S", "weeks 1-2");
    edit.set("after", after);
    assertEquals("2", ok(console.send("PUT", console.tablePath("/item"), edit.toString()))
        .at("/item/version/N").asText());
    Syllabus stored = new SyllabusDao(console.client, console.table).get("cs101").orElseThrow();
    assertEquals(2, stored.version());
    assertEquals("weeks 1-2", stored.outline());
    // The same edit again read version 1: refused, the stored version is 2.
    assertEquals("2", status(409, console.send("PUT", console.tablePath("/item"),
        edit.toString())).at("/current/version/N").asText());
    // Staged in a transaction, the Update action checks and moves the version the same way.
    JsonNode second = ok(console.get(console.tablePath("/item?key=" + q(key)))).get("item");
    ObjectNode next = second.deepCopy();
    next.putObject("outline").put("S", "weeks 1-3");
    String staged = oneEdit(second, next);
    ok(console.send("POST", console.tablePath("/transaction"), staged));
    assertEquals(3, new SyllabusDao(console.client, console.table).get("cs101").orElseThrow()
        .version());
    assertEquals(0, status(409, console.send("POST", console.tablePath("/transaction"), staged))
        .get("edit").asInt());
  }

  @Test
  void stagedEditsAreOneTransactionOfAtMost100() {
    ArrayNode edits = Jsons.MAPPER.createArrayNode();
    for (int i = 0; i < 2; i++) {
      ObjectNode e = edits.addObject();
      e.putNull("before");
      ObjectNode after = e.putObject("after");
      after.putObject("PK").put("S", "TX#" + i);
      after.putObject("SK").put("S", "TX#" + i);
      after.putObject("v").put("N", "1");
    }
    ObjectNode body = Jsons.object();
    body.set("edits", edits);
    assertEquals(2, ok(console.send("POST", console.tablePath("/transaction"), body.toString()))
        .get("written").asInt());
    assertEquals(1, console.requests.count("TransactWriteItems"));
    // Again: the first edit now loses (the item exists); nothing of the second is written.
    ((ObjectNode) edits.get(1).get("after")).putObject("PK").put("S", "TX#new");
    ((ObjectNode) edits.get(1).get("after")).putObject("SK").put("S", "TX#new");
    JsonNode conflict = status(409, console.send("POST", console.tablePath("/transaction"),
        body.toString()));
    assertEquals(0, conflict.get("edit").asInt());
    assertEquals("TX#0", conflict.at("/current/PK/S").asText());
    assertTrue(console.client.getItem(b -> b.tableName(console.table).key(Map.of(
        "PK", AttributeValue.fromS("TX#new"), "SK", AttributeValue.fromS("TX#new")))).item()
        .isEmpty());
    // 101 edits are refused before anything is sent.
    ArrayNode many = Jsons.MAPPER.createArrayNode();
    for (int i = 0; i < 101; i++) {
      ObjectNode e = many.addObject();
      e.putNull("before");
      e.putObject("after").putObject("PK").put("S", "MANY#" + i);
      ((ObjectNode) e.get("after")).putObject("SK").put("S", "MANY#" + i);
    }
    body.set("edits", many);
    console.requests.reset();
    JsonNode error = status(400, console.send("POST", console.tablePath("/transaction"),
        body.toString()));
    assertTrue(error.get("error").asText().startsWith("edits:"));
    assertEquals(0, console.requests.total());
  }

  private String counter(String pk, String counter) {
    return ok(console.get(console.tablePath("/partition?limit=1&pk=" + q(pk))))
        .at("/node/counters/" + counter).asText();
  }

  @Test
  void edgesAreWrittenByTheDaoWithTheirCounters() {
    assertEquals("2", counter("STU#c13", "courseCount"));
    assertEquals("3", counter("CRS#phys150", "studentCount"));
    String body = "{\"kind\": \"Enrollment\", \"source\": \"c13\", \"target\": \"phys150\","
        + " \"attributes\": {\"grade\": {\"S\": \"B\"}, \"enrolledOn\": {\"S\": \"2026-09-09\"}}}";
    HttpResponse<String> created = console.send("POST", console.tablePath("/edges"), body);
    assertEquals(201, created.statusCode(), created.body());
    assertEquals("ENROLL#CRS#phys150", TestConsole.json(created).at("/item/SK/S").asText());
    assertEquals("3", counter("STU#c13", "courseCount"));
    assertEquals("4", counter("CRS#phys150", "studentCount"));
    JsonNode again = status(409, console.send("POST", console.tablePath("/edges"), body));
    assertEquals("B", again.at("/current/grade/S").asText());
    assertEquals("3", counter("STU#c13", "courseCount"));
    console.requests.reset();
    HttpResponse<String> deleted = console.send(console.request(console.tablePath(
        "/edges?kind=Enrollment&source=c13&target=phys150")).DELETE().build());
    assertEquals(200, deleted.statusCode(), deleted.body());
    assertEquals(1, console.requests.count("TransactWriteItems"));
    assertEquals("2", counter("STU#c13", "courseCount"));
    assertEquals("3", counter("CRS#phys150", "studentCount"));
    status(404, console.send(console.request(console.tablePath(
        "/edges?kind=Enrollment&source=c13&target=phys150")).DELETE().build()));
    status(400, console.send("POST", console.tablePath("/edges"),
        "{\"kind\": \"Student\", \"source\": \"a\", \"target\": \"b\"}"));
    status(400, console.send("POST", console.tablePath("/edges"),
        "{\"kind\": \"Nope\", \"source\": \"a\", \"target\": \"b\"}"));
    status(404, console.send("POST", console.tablePath("/edges"),
        "{\"kind\": \"Enrollment\", \"source\": \"c13\", \"target\": \"geo300\"}"));
  }

  @Test
  void awkwardKeysWorkInEveryRoute() {
    String pk = "STU#" + SampleData.AWKWARD_ID.replace("%", "%25").replace("#", "%23");
    JsonNode page = ok(console.get(console.tablePath("/partition?pk=" + q(pk))));
    assertEquals(SampleData.AWKWARD_ID, page.at("/node/id").asText());
    assertEquals(3, page.get("items").size(), "the student, an enrolment, a registration");
    assertEquals(SampleData.AWKWARD_ID, page.at("/about/0/ids/studentId").asText());
    String key = Jsons.write(DynamoJson.item(Map.of("PK", AttributeValue.fromS(pk),
        "SK", AttributeValue.fromS(pk))));
    assertEquals("Awkward Id", ok(console.get(console.tablePath("/item?key=" + q(key))))
        .at("/item/name/S").asText());
    String body = "{\"kind\": \"Enrollment\", \"source\": " + Jsons.write(
        Jsons.MAPPER.getNodeFactory().textNode(SampleData.AWKWARD_ID))
        + ", \"target\": \"cs101\"}";
    assertEquals(201, console.send("POST", console.tablePath("/edges"), body).statusCode());
    assertEquals("2", counter(pk, "courseCount"));
    assertEquals(200, console.send(console.request(console.tablePath("/edges?kind=Enrollment"
        + "&source=" + q(SampleData.AWKWARD_ID) + "&target=cs101")).DELETE().build())
        .statusCode());
    assertEquals("1", counter(pk, "courseCount"));
  }

  @Test
  void importCreatesOnlyAndExportReadsThePartition() {
    String lines = "{\"PK\": {\"S\": \"IMP#1\"}, \"SK\": {\"S\": \"IMP#1\"},"
        + " \"v\": {\"N\": \"1\"}}\n"
        + "{\"Item\": {\"PK\": {\"S\": \"IMP#1\"}, \"SK\": {\"S\": \"IMP#2\"}}}\n"
        + "{\"PK\": {\"S\": \"IMP#1\"}, \"SK\": {\"S\": \"IMP#1\"}, \"v\": {\"N\": \"2\"}}\n"
        + "not json\n";
    ObjectNode body = Jsons.object();
    body.put("lines", lines);
    JsonNode report = ok(console.send("POST", console.tablePath("/import"), body.toString()));
    assertEquals(2, report.get("created").asInt());
    assertEquals(3, report.at("/existing/0/line").asInt());
    assertEquals(4, report.at("/errors/0/line").asInt());
    HttpResponse<String> jsonl = console.get(console.tablePath("/export?pk=" + q("IMP#1")));
    assertEquals(200, jsonl.statusCode());
    assertEquals(2, jsonl.body().lines().count());
    assertTrue(jsonl.body().contains("\"v\":{\"N\":\"1\"}"), "not overwritten: " + jsonl.body());
    HttpResponse<String> csv = console.get(console.tablePath("/export?format=csv&pk="
        + q("IMP#1")));
    assertTrue(csv.body().startsWith("\"PK\",\"SK\",\"v\""), csv.body());
  }

  @Test
  void theModelListsKindsWithKeyLayouts() {
    JsonNode model = ok(console.get("/api/model"));
    JsonNode follow = null;
    for (JsonNode k : model.get("kinds")) {
      if (k.get("name").asText().equals("Follow")) {
        follow = k;
      }
    }
    assertNotNull(follow);
    assertEquals("User", follow.get("source").asText());
    assertEquals("User", follow.get("target").asText());
    assertEquals(8, follow.get("shards").asInt());
    assertEquals("TARGET#{followee}#{shard 0..7}", follow.at("/keys/GSI1PK").asText());
  }
}
