package io.edgetable.console;

import static io.edgetable.console.TestConsole.ok;
import static io.edgetable.console.TestConsole.q;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.edgetable.console.model.Model;
import io.edgetable.console.model.ModelLoader;
import io.edgetable.console.table.ReadUnits;
import io.edgetable.internal.codec.ItemSize;
import io.edgetable.sample.Subscription;
import java.net.URISyntaxException;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Finding data before knowing a key (a sample Scan, a node's key from its kind and id, the
 * model's typed components), a node's related partitions in one answer, doctor runs with a URL,
 * and the model loaded from the sample app's jar.
 */
class FindAndStayTest {
  private final TestConsole console = TestConsole.shared();

  @BeforeEach
  void reset() {
    console.requests.reset();
  }

  @Test
  void aSampleIsOneScanOfAtMost25ItemsWithWhatItCost() {
    // A table's first request reads its description once, and the console keeps it: counted
    // apart, so the count below holds whichever test ran first.
    ok(console.get(console.tablePath("/sample?limit=1")));
    console.requests.reset();
    JsonNode sample = ok(console.get(console.tablePath("/sample")));
    assertEquals("Scan", sample.get("operation").asText());
    assertEquals(25, sample.get("items").size());
    assertEquals(25, sample.get("count").asInt());
    assertTrue(sample.get("scannedCount").asInt() >= 25);
    assertTrue(sample.get("more").asBoolean());
    assertEquals(Map.of("Scan", 1), console.requests.counts());
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    sample.get("items").forEach(i -> items.add(
        io.edgetable.console.json.DynamoJson.toItem(i, "item")));
    double units = sample.get("readUnits").asDouble();
    if (sample.get("readUnitsSource").asText().equals("computed")) {
      assertEquals(ReadUnits.of(items, false), units);
    }
    assertTrue(units >= 0.5, sample.toString());
    assertEquals(25, sample.get("about").size(), "annotated with the model's kinds");
    assertEquals(400, console.get(console.tablePath("/sample?limit=26")).statusCode());
    JsonNode few = ok(console.get(console.tablePath("/sample?limit=3")));
    assertEquals(3, few.get("items").size());
  }

  @Test
  void readUnitsFollowDynamoDbsRule() {
    Map<String, AttributeValue> small = Map.of("PK", AttributeValue.fromS("a"));
    assertEquals(0.5, ReadUnits.of(List.of(), false));
    assertEquals(0.5, ReadUnits.of(List.of(small), false));
    assertEquals(1.0, ReadUnits.of(List.of(small), true));
    // "PK" 2 and 4,094 bytes: 4 KB.
    Map<String, AttributeValue> big = Map.of("PK", AttributeValue.fromS("x".repeat(4094)));
    assertEquals(0.5, ReadUnits.of(List.of(big), false));
    assertEquals(1.0, ReadUnits.of(List.of(big, small), false), "4 KB and 3 bytes: 2 steps");
    // "PK" 2; a list 3, its 2 elements 1 each, "x" 1 and 4,090 bytes: 4,098 bytes, 2 steps
    // (4,096 and 1 step if the elements' bytes were not counted).
    Map<String, AttributeValue> list =
        Map.of(
            "PK",
            AttributeValue.fromL(
                List.of(AttributeValue.fromS("x"), AttributeValue.fromS("x".repeat(4090)))));
    assertEquals(4098, ItemSize.of(list));
    assertEquals(2.0, ReadUnits.of(List.of(list), true));
    assertEquals(1.0, ReadUnits.of(List.of(list), false));
  }

  @Test
  void aNodesKeyComesFromItsKindAndId() {
    JsonNode user = ok(console.get("/api/model/partition?kind=User&id=celeb"));
    assertEquals("USER#celeb", user.get("pk").asText());
    JsonNode awkward = ok(console.get("/api/model/partition?kind=Student&id="
        + q(SampleData.AWKWARD_ID)));
    assertEquals("STU#" + SampleData.AWKWARD_ID.replace("%", "%25").replace("#", "%23"),
        awkward.get("pk").asText());
    assertEquals(400, console.get("/api/model/partition?kind=Follow&id=x").statusCode());
    assertEquals(400, console.get("/api/model/partition?kind=User").statusCode());
    assertEquals(0, console.requests.total());
  }

  @Test
  void theModelGivesWhatTypedEditsNeed() {
    JsonNode model = ok(console.get("/api/model"));
    Map<String, JsonNode> kinds = new HashMap<>();
    model.get("kinds").forEach(k -> kinds.put(k.get("name").asText(), k));
    assertEquals("USER#{handle}", kinds.get("User").at("/partition/pattern").asText());
    assertEquals("handle", kinds.get("User").at("/partition/id").asText());
    Map<String, JsonNode> components = new HashMap<>();
    kinds.get("ChannelSubscription").get("components")
        .forEach(c -> components.put(c.get("name").asText(), c));
    assertEquals("[\"MEMBER\",\"MODERATOR\"]", components.get("role").get("constants")
        .toString());
    assertEquals("BOOL", components.get("alerts").get("type").asText());
    assertEquals("INSTANT", components.get("since").get("format").asText());
    Map<String, JsonNode> course = new HashMap<>();
    kinds.get("Course").get("components").forEach(c -> course.put(c.get("name").asText(), c));
    assertEquals("counter", course.get("studentCount").get("role").asText());
    assertTrue(course.get("studentCount").get("readOnly").asBoolean());
    JsonNode syllabus = kinds.get("Syllabus");
    syllabus.get("components").forEach(c -> {
      if (c.get("name").asText().equals("version")) {
        assertEquals("version", c.get("role").asText());
      }
    });
    JsonNode registration = kinds.get("Registration");
    assertEquals("enrolledOn", registration.get("sortBy").asText());
    assertEquals("S", registration.at("/keyAttributes/enrolledOn").asText());
    assertEquals("S", registration.at("/keyAttributes/GSI2PK").asText());
    assertEquals("User", kinds.get("Subscription").get("source").asText());
    assertEquals("User", kinds.get("Subscription").get("target").asText());
  }

  @Test
  void aUsersPartitionCarriesEveryPartitionOfItsUnderOtherPrefixes() {
    JsonNode page = ok(console.get(console.tablePath("/partition?pk=" + q("USER#celeb"))));
    Map<String, JsonNode> related = new HashMap<>();
    page.get("related").forEach(r -> related.put(r.get("pk").asText() + " "
        + r.get("side").asText(), r));
    JsonNode followers = related.get("TARGET#celeb GSI1");
    assertNotNull(followers, page.get("related").toString());
    assertEquals(8, followers.get("shards").asInt());
    assertEquals(TestConsole.FANS + 2, followers.get("items").size(), "alice, bob, the fans");
    assertEquals("Follow", followers.get("kind").asText());
    assertEquals("Follow", followers.at("/about/0/kind").asText());
    JsonNode following = related.get("ACTOR#celeb table");
    assertNotNull(following);
    assertEquals(0, following.get("items").size(), "the celebrity follows no one");
    JsonNode subscribers = related.get("CREATOR#celeb GSI3");
    assertNotNull(subscribers, page.get("related").toString());
    assertTrue(related.containsKey("SUBSCRIBER#celeb table"));
    // One Query for the node's partition, one per related partition (every shard of a sharded
    // one), none on an index that no kind keys with USER#...
    int queries = 1 + 1 + 8 + 1 + 8;
    assertEquals(queries, console.requests.count("Query"), console.requests.counts().toString());
    assertFalse(page.get("inverse").has("GSI1"));
    long expected = new io.edgetable.sample.SubscriptionDao(console.client, console.table)
        .inverse("celeb").stream().count();
    assertEquals(expected, subscribers.get("items").size());
  }

  @Test
  void doctorRunsHaveAUrl() {
    JsonNode check = ok(console.get(console.tablePath("/doctor")));
    String url = check.get("url").asText();
    assertTrue(url.startsWith("/api/tables/" + console.table + "/doctor/runs/"), url);
    JsonNode again = ok(console.get(url));
    assertEquals(check.get("findings"), again.get("findings"));
    assertEquals(check.get("run"), again.get("run"));
    assertEquals(404, console.get(console.tablePath("/doctor/runs/never")).statusCode());
    JsonNode named = ok(console.get(console.tablePath("/doctor?run=named-1")));
    assertEquals(console.tablePath("/doctor/runs/named-1"), named.get("url").asText());
  }

  @Test
  void theSampleAppsJarLoadsEveryEdgeWithItsEnds() throws URISyntaxException {
    Path jar = Path.of(Subscription.class.getProtectionDomain().getCodeSource().getLocation()
        .toURI());
    Model model = ModelLoader.load(List.of(jar), console.client);
    assertEquals("User", model.kind("Subscription").orElseThrow().sourceKind().orElseThrow());
    assertEquals("User", model.kind("Subscription").orElseThrow().targetKind().orElseThrow());
    assertEquals("Course", model.kind("Registration").orElseThrow().targetKind()
        .orElseThrow());
    assertEquals("User", model.kind("Follow").orElseThrow().sourceKind().orElseThrow());
  }
}
