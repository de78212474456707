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
    assertEquals(Map.of("Query", 2), console.requests.counts());
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
