package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The token, the Host check, writes only by non-GET with the token, --read-only. */
class SecurityTest {
  private static final String ITEM = "{\"before\": null, \"after\": {\"PK\": {\"S\": \"SEC#1\"},"
      + " \"SK\": {\"S\": \"SEC#1\"}}}";
  private static TestConsole readOnly;
  private final TestConsole console = TestConsole.shared();

  @BeforeAll
  static void startReadOnly() {
    readOnly = TestConsole.another(true);
  }

  @AfterAll
  static void stopReadOnly() {
    readOnly.close();
  }

  private HttpResponse<String> without(String path) {
    return console.send(HttpRequest.newBuilder(URI.create(console.base() + path)).GET().build());
  }

  private boolean written(TestConsole on) {
    return !on.client.getItem(b -> b.tableName(on.table).key(Map.of(
        "PK", AttributeValue.fromS("SEC#1"), "SK", AttributeValue.fromS("SEC#1")))).item()
        .isEmpty();
  }

  @Test
  void noTokenIs401AndNoData() {
    for (String path : List.of("/", "/js/main.js", "/vendor/dagre.min.js", "/api/tables",
        "/api/model", console.tablePath("/partition?pk=CRS%23math204"))) {
      HttpResponse<String> response = without(path);
      assertEquals(401, response.statusCode(), path);
      assertFalse(response.body().contains("math204"), path);
      assertFalse(response.body().contains(console.table), path);
    }
    HttpResponse<String> wrong = console.send(HttpRequest.newBuilder(URI.create(console.base()
        + "/api/tables")).header("X-EdgeTable-Token", "guess").GET().build());
    assertEquals(401, wrong.statusCode());
    assertEquals(401, without("/?token=guess").statusCode());
  }

  @Test
  void theFirstPageSetsAStrictHttpOnlyCookie() {
    HttpResponse<String> first = without("/?token=" + console.server.token());
    assertEquals(303, first.statusCode());
    assertEquals("/", first.headers().firstValue("Location").orElse(""));
    String cookie = first.headers().firstValue("Set-Cookie").orElse("");
    assertTrue(cookie.contains("HttpOnly"), cookie);
    assertTrue(cookie.contains("SameSite=Strict"), cookie);
    String value = cookie.substring(0, cookie.indexOf(';'));
    HttpResponse<String> page = console.send(HttpRequest.newBuilder(URI.create(console.base()
        + "/")).header("Cookie", value).GET().build());
    assertEquals(200, page.statusCode());
    assertTrue(page.headers().firstValue("Content-Security-Policy").orElse("")
        .contains("script-src 'self'"));
  }

  @Test
  void aForeignHostIsRefused() {
    for (String host : List.of("evil.example:" + console.server.port(), "127.0.0.1:1",
        "rebound.example")) {
      HttpResponse<String> response = console.send(console.request("/api/tables")
          .header("Host", host).GET().build());
      assertEquals(403, response.statusCode(), host);
      assertFalse(response.body().contains(console.table));
    }
    assertEquals(200, console.send(console.request("/api/tables")
        .header("Host", "localhost:" + console.server.port()).GET().build()).statusCode());
  }

  @Test
  void writesNeedANonGetMethodAndTheToken() {
    assertFalse(written(console));
    HttpResponse<String> byGet = console.get(console.tablePath("/item?before=null&after=x"));
    assertEquals(400, byGet.statusCode(), "GET only reads: " + byGet.body());
    HttpResponse<String> noToken = console.send(HttpRequest.newBuilder(URI.create(
        console.base() + console.tablePath("/item"))).header("Content-Type", "application/json")
        .PUT(HttpRequest.BodyPublishers.ofString(ITEM)).build());
    assertEquals(401, noToken.statusCode());
    HttpResponse<String> form = console.send(console.request(console.tablePath("/item"))
        .header("Content-Type", "text/plain").PUT(HttpRequest.BodyPublishers.ofString(ITEM))
        .build());
    assertEquals(415, form.statusCode());
    HttpResponse<String> foreign = console.send(console.request(console.tablePath("/item"))
        .header("Content-Type", "application/json").header("Origin", "http://evil.example")
        .PUT(HttpRequest.BodyPublishers.ofString(ITEM)).build());
    assertEquals(403, foreign.statusCode());
    assertFalse(written(console));
  }

  @Test
  void readOnlyRefusesEveryWrite() {
    List<HttpResponse<String>> answers = List.of(
        readOnly.send("PUT", readOnly.tablePath("/item"), ITEM),
        readOnly.send("POST", readOnly.tablePath("/transaction"), "{\"edits\": [" + ITEM + "]}"),
        readOnly.send("POST", readOnly.tablePath("/edges"),
            "{\"kind\": \"Enrollment\", \"source\": \"c13\", \"target\": \"math204\"}"),
        readOnly.send(readOnly.request(readOnly.tablePath(
            "/edges?kind=Enrollment&source=a91&target=math204")).DELETE().build()),
        readOnly.send("POST", readOnly.tablePath("/import"), "{\"lines\": \"\"}"),
        readOnly.send("POST", readOnly.tablePath("/doctor/repair"), "{}"));
    for (HttpResponse<String> answer : answers) {
      assertEquals(403, answer.statusCode(), answer.body());
      assertTrue(answer.body().contains("--read-only"), answer.body());
    }
    assertFalse(written(readOnly));
    assertEquals(200, readOnly.get(readOnly.tablePath("/partition?pk=CRS%23math204"))
        .statusCode());
  }

  @Test
  void noRouteDeletesATable() {
    for (String method : List.of("DELETE", "POST", "PUT")) {
      HttpResponse<String> response = console.send(method, "/api/tables/" + console.table, "{}");
      assertTrue(response.statusCode() == 404 || response.statusCode() == 405,
          method + " " + response.statusCode());
    }
    assertEquals(200, console.get(console.tablePath("/partition?pk=x")).statusCode());
  }
}
