package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The figures the console is held to: requests per view, the page's weight, and the time to
 * first render of a partition with a very large inverse side. The large partition takes minutes
 * to write on moto, so it runs only when asked: {@code -Dconsole.measure=100000} (its edge count).
 */
class MeasurementTest {
  private static final int PAGE_WEIGHT_GOAL = 200 * 1024;

  @Test
  void thePageWeighsUnder200Kilobytes() {
    TestConsole console = TestConsole.shared();
    int weight = console.server.pageWeight();
    System.out.println("console page weight (HTML+CSS+JS): " + weight + " bytes");
    assertTrue(weight < PAGE_WEIGHT_GOAL, weight + " bytes");
  }

  @Test
  void aPartitionViewSendsOneQueryPerSidePerShard() {
    TestConsole console = TestConsole.shared();
    console.get(console.tablePath("/partition?pk=warm-up")); // describes the table once
    console.requests.reset();
    assertEquals(200, console.get(console.tablePath("/partition?pk=USER%23celeb")).statusCode());
    System.out.println("partition USER#celeb first render: " + console.requests.counts());
    // Its own partition, then its related ones: ACTOR#celeb, TARGET#celeb on 8 shards,
    // SUBSCRIBER#celeb, CREATOR#celeb on 8 shards. No index keys a USER#... value.
    assertEquals(Map.of("Query", 1 + 1 + 8 + 1 + 8), console.requests.counts());
    console.requests.reset();
    assertEquals(200, console.get(console.tablePath("/partition?pk=TARGET%23celeb"))
        .statusCode());
    System.out.println("partition TARGET#celeb first render: " + console.requests.counts());
    assertEquals(Map.of("Query", 1 + 8), console.requests.counts());
    console.requests.reset();
    assertEquals(200, console.get(console.tablePath("/partition?pk=CHAN%23popular"))
        .statusCode());
    System.out.println("partition CHAN#popular first render: " + console.requests.counts());
    assertEquals(Map.of("Query", 1 + 4, "BatchGetItem", 2), console.requests.counts());
  }

  @Test
  void requestsPerViewEndpoint() {
    TestConsole console = TestConsole.shared();
    console.get(console.tablePath("/partition?pk=warm-up")); // describes the table once
    Map<String, Map<String, Integer>> counts = new java.util.LinkedHashMap<>();
    java.util.function.BiConsumer<String, HttpResponse<String>> count = (view, answer) -> {
      assertEquals(200, answer.statusCode(), view + ": " + answer.body());
      counts.put(view, console.requests.counts());
      console.requests.reset();
    };
    console.requests.reset();
    count.accept("GET /api/tables", console.get("/api/tables"));
    count.accept("GET /api/model", console.get("/api/model"));
    count.accept("GET /api/model/partition", console.get(
        "/api/model/partition?kind=User&id=celeb"));
    count.accept("GET sample", console.get(console.tablePath("/sample")));
    count.accept("GET partition CRS#math204", console.get(console.tablePath(
        "/partition?pk=CRS%23math204")));
    count.accept("GET partition USER#celeb", console.get(console.tablePath(
        "/partition?pk=USER%23celeb")));
    count.accept("GET partition CHAN#popular", console.get(console.tablePath(
        "/partition?pk=CHAN%23popular")));
    count.accept("POST query GSI2", console.send("POST", console.tablePath("/query"),
        "{\"index\": \"GSI2\", \"key\": {\"attribute\": \"GSI2PK\", \"value\":"
            + " {\"S\": \"CRS#math204\"}}, \"sort\": {\"op\": \">=\", \"values\":"
            + " [{\"S\": \"2026-08-01\"}]}}"));
    count.accept("GET doctor", console.get(console.tablePath("/doctor")));
    counts.forEach((view, sent) -> System.out.println("requests of " + view + ": " + sent));
    assertEquals(Map.of(), counts.get("GET /api/model"));
    assertEquals(Map.of(), counts.get("GET /api/model/partition"));
    assertEquals(Map.of("Scan", 1), counts.get("GET sample"));
    assertEquals(Map.of("Query", 3), counts.get("GET partition CRS#math204"));
    assertEquals(Map.of("Query", 1), counts.get("POST query GSI2"));
  }

  /**
   * The partition of a user followed by 300 (the console's own sample, 8 shards): its first
   * render, timed. Writing 300 follows through the DAO takes a while on moto, so it runs only
   * when asked: {@code -Dconsole.measure.celebrity=true}.
   */
  @Test
  void aCelebrityWith300FollowersOn8Shards() {
    Assumptions.assumeTrue(Boolean.getBoolean("console.measure.celebrity"),
        "measured with -Dconsole.measure.celebrity=true");
    TestConsole console = TestConsole.shared();
    String table = "console-celebrity";
    SampleData.write(console.client, table, Console.FANS);
    String path = "/api/tables/" + table + "/partition?pk=USER%23celeb";
    console.get(path); // describes the table once
    long best = Long.MAX_VALUE;
    JsonNode json = null;
    for (int i = 0; i < 5; i++) {
      console.requests.reset();
      long start = System.nanoTime();
      HttpResponse<String> page = console.get(path);
      best = Math.min(best, System.nanoTime() - start);
      assertEquals(200, page.statusCode(), page.body());
      json = TestConsole.json(page);
    }
    int followers = 0;
    for (JsonNode related : json.get("related")) {
      if (related.get("pk").asText().equals("TARGET#celeb")) {
        followers = related.get("items").size();
      }
    }
    System.out.printf("partition USER#celeb with %d followers on 8 shards: best of 5 %.0f ms,"
        + " requests %s, %d bytes%n", Console.FANS + 2, best / 1e6, console.requests.counts(),
        json.toString().length());
    assertEquals(50, followers, "the first page of followers");
  }

  @Test
  void aHugePartitionRendersItsFirstPageQuickly() {
    String size = System.getProperty("console.measure");
    Assumptions.assumeTrue(size != null && !size.isBlank(),
        "the large partition is measured with -Dconsole.measure=EDGES");
    int edges = Integer.parseInt(size);
    TestConsole console = TestConsole.shared();
    long writing = System.nanoTime();
    write(console, edges);
    System.out.printf("wrote %d edges in %.1f s%n", edges, (System.nanoTime() - writing) / 1e9);
    console.get(console.tablePath("/partition?pk=warm-up")); // describes the table once
    console.requests.reset();
    long start = System.nanoTime();
    HttpResponse<String> page = console.get(console.tablePath("/partition?pk=CRS%23huge"));
    double millis = (System.nanoTime() - start) / 1e6;
    assertEquals(200, page.statusCode(), page.body());
    JsonNode json = TestConsole.json(page);
    System.out.printf("first render of a %d-edge partition: %.0f ms, %d bytes, requests %s%n",
        edges, millis, page.body().length(), console.requests.counts());
    assertEquals(50, json.at("/inverse/GSI1/items").size());
    assertTrue(json.at("/inverse/GSI1/cursor").isTextual());
    // One Query per side, and one BatchGetItem for the course's node item (not on the page).
    assertEquals(2, console.requests.count("Query"));
    assertTrue(console.requests.count("BatchGetItem") <= 1);
    assertEquals(console.requests.total(), 2 + console.requests.count("BatchGetItem"));
    long raw = System.nanoTime();
    console.client.query(b -> b.tableName(console.table).indexName("GSI1").limit(50)
        .keyConditionExpression("#k = :k").expressionAttributeNames(Map.of("#k", "GSI1PK"))
        .expressionAttributeValues(Map.of(":k", AttributeValue.fromS("CRS#huge"))));
    System.out.printf("the same index Query sent directly with the SDK: %.0f ms%n",
        (System.nanoTime() - raw) / 1e6);
    console.requests.reset();
    start = System.nanoTime();
    page = console.get(console.tablePath("/partition?side=GSI1&pk=CRS%23huge&cursor="
        + json.at("/inverse/GSI1/cursor").asText()));
    System.out.printf("load more: %.0f ms, requests %s%n", (System.nanoTime() - start) / 1e6,
        console.requests.counts());
  }

  private static void write(TestConsole console, int edges) {
    List<WriteRequest> batch = new ArrayList<>();
    for (int i = 0; i < edges; i++) {
      String student = String.format("s%06d", i);
      batch.add(WriteRequest.builder().putRequest(PutRequest.builder().item(Map.of(
          "PK", AttributeValue.fromS("STU#" + student),
          "SK", AttributeValue.fromS("ENROLL#CRS#huge"),
          "GSI1PK", AttributeValue.fromS("CRS#huge"),
          "GSI1SK", AttributeValue.fromS("ENROLL#STU#" + student),
          "grade", AttributeValue.fromS("A"))).build()).build());
      if (batch.size() == 25 || i == edges - 1) {
        List<WriteRequest> send = batch;
        while (!send.isEmpty()) {
          List<WriteRequest> now = send;
          BatchWriteItemResponse response = console.client.batchWriteItem(b -> b.requestItems(
              Map.of(console.table, now)));
          send = response.unprocessedItems().getOrDefault(console.table, List.of());
        }
        batch = new ArrayList<>();
      }
    }
  }
}
