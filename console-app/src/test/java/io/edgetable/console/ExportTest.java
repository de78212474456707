package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Exports: every page of a result, key attributes first then the others by name, values as
 * stored (no rewriting of text a spreadsheet would run), the table and partition in the name.
 */
class ExportTest {
  private static final String PK = "RAW#export, \"x\"";
  private static final int ITEMS = 10;
  private final TestConsole console = TestConsole.shared();

  @BeforeAll
  static void items() {
    TestConsole console = TestConsole.shared();
    for (int i = 0; i < ITEMS; i++) {
      Map<String, AttributeValue> item = new LinkedHashMap<>();
      item.put("zeta", AttributeValue.fromS("last by name"));
      item.put("formula", AttributeValue.fromS(i % 2 == 0 ? "=1+2" : "-3"));
      item.put("at", AttributeValue.fromS("@home"));
      item.put("n", AttributeValue.fromN("12345678901234567890.5"));
      item.put("SK", AttributeValue.fromS(String.format("item%02d", i)));
      item.put("PK", AttributeValue.fromS(PK));
      item.put("GSI1PK", AttributeValue.fromS("RAW#export-index"));
      item.put("GSI1SK", AttributeValue.fromS(String.format("at%02d", i)));
      console.client.putItem(b -> b.tableName(console.table).item(item));
    }
  }

  @BeforeEach
  void reset() {
    console.requests.reset();
  }

  private static String query(int limit) {
    return "{\"key\": {\"attribute\": \"PK\", \"value\": {\"S\": \"RAW#export, \\\"x\\\"\"}},"
        + " \"limit\": " + limit + "}";
  }

  @Test
  void aResultExportHoldsEveryPageNotOnlyTheLoadedOne() {
    HttpResponse<String> export = console.send("POST",
        console.tablePath("/query/export?format=jsonl"), query(3));
    assertEquals(200, export.statusCode(), export.body());
    assertEquals(ITEMS, export.body().lines().count());
    assertEquals("10", export.headers().firstValue("X-EdgeTable-Export-Items").orElseThrow());
    assertEquals("true", export.headers().firstValue("X-EdgeTable-Export-Complete")
        .orElseThrow());
    // Pages of 3, as "load more" reads them: 4 Queries (the last one finds the end).
    assertEquals(4, console.requests.count("Query"));
    String first = export.body().lines().findFirst().orElseThrow();
    assertTrue(first.startsWith("{\"PK\":{\"S\":\"RAW#export, \\\"x\\\"\"},\"SK\":"
        + "{\"S\":\"item00\"},\"GSI1PK\":"), first);
  }

  @Test
  void csvColumnsAreKeysFirstThenByNameAndValuesAreKeptAsStored() {
    HttpResponse<String> export = console.send("POST",
        console.tablePath("/query/export?format=csv"), query(50));
    assertEquals(200, export.statusCode(), export.body());
    List<String> lines = export.body().lines().toList();
    assertEquals("\"PK\",\"SK\",\"GSI1PK\",\"GSI1SK\",\"at\",\"formula\",\"n\",\"zeta\"",
        lines.get(0));
    assertEquals("\"RAW#export, \"\"x\"\"\",\"item00\",\"RAW#export-index\",\"at00\","
        + "\"@home\",\"=1+2\",\"12345678901234567890.5\",\"last by name\"", lines.get(1));
    assertTrue(lines.get(2).contains(",\"-3\","), lines.get(2));
    String disposition = export.headers().firstValue("Content-Disposition").orElseThrow();
    assertTrue(disposition.contains("filename=\"" + console.table + "_RAW_export___x__query.csv\""),
        disposition);
    assertTrue(disposition.contains("filename*=UTF-8''" + console.table + "_"
        + URLEncoder.encode(PK, StandardCharsets.UTF_8).replace("+", "%20") + "_query.csv"),
        disposition);
  }

  @Test
  void aPartitionExportIsNamedAfterItsPartitionAndSide() {
    HttpResponse<String> export = console.get(console.tablePath("/export?format=csv&side=GSI1&pk="
        + URLEncoder.encode("RAW#export-index", StandardCharsets.UTF_8)));
    assertEquals(200, export.statusCode(), export.body());
    assertEquals(ITEMS + 1, export.body().lines().count());
    assertTrue(export.headers().firstValue("Content-Disposition").orElseThrow()
        .contains("filename=\"" + console.table + "_RAW_export-index_GSI1.csv\""));
  }
}
