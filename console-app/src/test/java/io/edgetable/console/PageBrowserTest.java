package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.console.doctor.ModelDoctor;
import io.edgetable.console.model.Model;
import io.edgetable.console.web.ConsoleServer;
import io.edgetable.console.web.ConsoleSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.ExpectedConditions;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The second round of the page, in a 1366 px wide browser, as a person uses it: finding a
 * partition by kind and id, the recent list and a sample; a node with its other-prefix
 * partitions on one screen; rows that read at 1366 px; typed edits and guarded counters; a
 * delete that asks first; the keyboard alone; the raw mode without a stray "null"; a doctor run
 * reached again by its address; exports named by partition; every view without a console error
 * or a request off the machine.
 */
class PageBrowserTest {
  private static TestConsole console;
  private static Chromium browser;

  @BeforeAll
  static void openBrowser() {
    browser = Chromium.start(1366, 900);
    console = TestConsole.another(false);
    browser.signIn(console);
  }

  @AfterAll
  static void closeBrowser() {
    if (browser != null) {
      browser.quit();
    }
    if (console != null) {
      console.close();
    }
  }

  private static WebElement visible(By by) {
    return browser.wait.until(ExpectedConditions.visibilityOfElementLocated(by));
  }

  private static String hash() {
    return (String) browser.js("return decodeURIComponent(location.hash)");
  }

  @Test
  void aPartitionIsFoundByKindAndIdAndListedAsRecent() {
    browser.open("#/");
    WebElement id = visible(By.cssSelector("input.find-id[data-kind='User']"));
    id.sendKeys("celeb");
    browser.screenshot("console-find.png");
    id.sendKeys(Keys.ENTER);
    browser.wait.until(d -> hash().endsWith("/p/USER#celeb"));
    browser.wait.until(d -> d.findElement(By.id("node")).getText().contains("celeb"));
    browser.open("#/t/" + console.table);
    WebElement recent = visible(By.cssSelector("#recent a.recent-link"));
    assertEquals("USER#celeb", recent.getText());
    recent.click();
    browser.wait.until(d -> hash().endsWith("/p/USER#celeb"));
  }

  @Test
  void aSampleIsALabelledScanWithItsReadUnits() {
    Assumptions.assumeFalse(console.get(console.tablePath("/sample")).body()
        .contains("no such route"), "this console has no sample route yet");
    browser.open("#/t/" + console.table);
    visible(By.id("sample-run")).click();
    WebElement label = visible(By.id("sample-label"));
    assertTrue(label.getText().startsWith("A Scan of at most 25 items"), label.getText());
    assertTrue(label.getText().contains("read units"), label.getText());
    int rows = browser.driver.findElements(By.cssSelector("table.grid-sample tbody tr")).size();
    assertTrue(rows > 0 && rows <= 25, rows + " rows");
  }

  @Test
  void aNodeShowsItsOtherPrefixPartitionsAndTheirInverseSideOnOneScreen() {
    browser.open(browser.partition("USER#celeb"));
    // The celebrity's followers (alice, bob and the fans), all on the first page.
    browser.wait.until(d -> d.findElements(
        By.cssSelector("section[data-pk='TARGET#celeb'] table.rel-grid-GSI1 tbody tr")).size()
        == TestConsole.FANS + 2);
    browser.screenshot("console-node.png");
    assertEquals(1, browser.driver.findElements(By.cssSelector("section[data-pk='ACTOR#celeb']"))
        .size());
    assertEquals(1, browser.driver.findElements(
        By.cssSelector("section[data-pk='USER#celeb'] table.grid-table tbody tr")).size());
    // Each follower row links to the follower's partition; the first page merged 8 shards.
    WebElement follower = browser.driver.findElement(By.cssSelector(
        "section[data-pk='TARGET#celeb'] table.rel-grid-GSI1 tbody tr a.end.source"));
    assertTrue(browser.driver.findElement(By.cssSelector("section[data-pk='TARGET#celeb']"))
        .getText().contains("8 shards merged"));
    String fan = follower.getText();
    follower.click();
    browser.wait.until(d -> hash().endsWith("/p/USER#" + fan));
    Number rendered = (Number) browser.js("return performance.getEntriesByName("
        + "'partition-rendered')[0].startTime");
    assertNotNull(rendered);
    System.out.printf("first render of USER#celeb (the node, its related partitions, its"
        + " followers on 8 shards): %.0f ms after navigation start%n", rendered.doubleValue());
  }

  @Test
  void anOrderedIndexIsQueriedWithEqualityOnItsLeadingSortAttribute() {
    browser.open("#/t/" + console.table + "/query");
    new Select(visible(By.id("q-index"))).selectByValue("GSI2");
    visible(By.id("q-key")).sendKeys("CRS#math204");
    List<WebElement> ops = browser.driver.findElements(By.cssSelector("select.q-sort-op"));
    assertEquals(2, ops.size());
    assertEquals("enrolledOn", ops.get(0).getAttribute("data-attr"));
    new Select(ops.get(0)).selectByValue("BETWEEN");
    // A condition on GSI2SK needs equality on enrolledOn first.
    assertFalse(ops.get(1).isEnabled());
    List<WebElement> firsts = browser.driver.findElements(By.cssSelector("input.q-sort-1"));
    List<WebElement> seconds = browser.driver.findElements(By.cssSelector("input.q-sort-2"));
    firsts.get(0).sendKeys("2026-08-28");
    seconds.get(0).sendKeys("2026-08-31");
    browser.driver.findElement(By.id("q-run")).click();
    browser.wait.until(d -> d.findElements(By.cssSelector("table.grid-query tbody tr")).size()
        == 2);
    new Select(ops.get(0)).selectByValue("=");
    assertTrue(ops.get(1).isEnabled());
    firsts.get(0).clear();
    firsts.get(0).sendKeys("2026-08-31");
    new Select(ops.get(1)).selectByValue("begins_with");
    firsts.get(1).sendKeys("REG#STU#b");
    browser.driver.findElement(By.id("q-run")).click();
    browser.wait.until(d -> d.findElements(By.cssSelector("table.grid-query tbody tr")).size()
        == 1);
    String request = visible(By.id("q-request")).getText();
    assertTrue(request.contains("= :v1 AND begins_with("), request);
    browser.screenshot("console-query.png");
  }

  @Test
  void rowsReadAt1366PixelsWithNoIdWrappedAndLongValuesCut() {
    String longText = "a long note ".repeat(30).trim();
    console.client.putItem(b -> b.tableName(console.table).item(Map.of(
        "PK", AttributeValue.fromS("STU#a91"), "SK", AttributeValue.fromS("NOTE#1"),
        "note", AttributeValue.fromS(longText))));
    for (String pk : List.of("TARGET#celeb", "CRS#math204", "STU#a91")) {
      browser.open(browser.partition(pk));
      browser.wait.until(d -> d.findElements(By.cssSelector("table.grid tbody tr")).size() > 0);
      @SuppressWarnings("unchecked")
      List<String> wrapped = (List<String>) browser.js("return [...document.querySelectorAll("
          + "'#view .id, #view a.end, #view .badge, #view td.keycol')]"
          + ".filter(e => e.getClientRects().length > 1).map(e => e.textContent)");
      assertEquals(List.of(), wrapped, pk);
      Number width = (Number) browser.js("return document.documentElement.scrollWidth");
      assertTrue(width.intValue() <= 1366, pk + ": the page is " + width + " px wide");
    }
    WebElement cut = browser.driver.findElement(By.cssSelector(
        "table.grid-table td[data-col='note'] .cut"));
    assertEquals(longText, cut.getAttribute("title"));
    assertTrue(cut.getText().length() < 60 && cut.getText().endsWith("\u2026"), cut.getText());
    // Raw key attributes are one toggle away.
    WebElement sk = browser.driver.findElement(By.cssSelector("table.grid-table th[data-col='SK']"));
    assertFalse(sk.isDisplayed());
    browser.driver.findElement(By.id("show-keys")).click();
    assertTrue(sk.isDisplayed());
    browser.driver.findElement(By.id("show-keys")).click();
  }

  private static void startEdit(WebElement cell) {
    new Actions(browser.driver).doubleClick(cell).perform();
  }

  private static WebElement cell(String column) {
    return browser.wait.until(d -> d.findElements(By.cssSelector(
        "table.grid-table tbody td.editable[data-col='" + column + "']")).stream().findFirst()
        .orElse(null));
  }

  @Test
  void countersAreReadOnlyUnlessEditedAnywayAndANumberIsChecked() {
    browser.open(browser.partition("STU#b07"));
    WebElement count = cell("courseCount");
    startEdit(count);
    assertTrue(visible(By.id("banner")).getText().contains("edit anyway"));
    assertTrue(browser.driver.findElements(By.cssSelector("input.cell-input")).isEmpty());
    browser.driver.findElement(By.id("edit-anyway")).click();
    startEdit(cell("courseCount"));
    visible(By.cssSelector("input.cell-input")).sendKeys(Keys.chord(Keys.CONTROL, "a"), "two",
        Keys.ENTER);
    assertTrue(visible(By.id("banner")).getText().contains("is not a number"));
    assertTrue(browser.driver.findElement(By.id("staged")).getAttribute("hidden") != null);
    startEdit(cell("courseCount"));
    visible(By.cssSelector("input.cell-input")).sendKeys(Keys.chord(Keys.CONTROL, "a"), "5",
        Keys.ENTER);
    visible(By.id("commit")).click();
    browser.wait.until(d -> d.findElement(By.id("banner")).getText().startsWith("Written"));
    AttributeValue stored = console.client.getItem(b -> b.tableName(console.table)
        .key(Map.of("PK", AttributeValue.fromS("STU#b07"), "SK", AttributeValue.fromS("STU#b07")))
        .consistentRead(true)).item().get("courseCount");
    assertEquals(AttributeValue.fromN("5"), stored);
  }

  @Test
  void anEnumIsChosenFromItsConstantsAnInstantIsCheckedAndABooleanIsACheckbox() {
    browser.open(browser.partition("CHAN#viewer001"));
    WebElement role = cell("role");
    assertEquals("MODERATOR", role.getText());
    role.sendKeys(Keys.ENTER);
    Select constants = new Select(visible(By.cssSelector("select.cell-input")));
    assertTrue(constants.getOptions().stream().map(WebElement::getText).toList()
        .containsAll(List.of("MEMBER", "MODERATOR")));
    constants.selectByValue("MEMBER");
    browser.driver.findElement(By.cssSelector("select.cell-input")).sendKeys(Keys.ENTER);
    visible(By.id("commit"));
    startEdit(cell("since"));
    visible(By.cssSelector("input.cell-input")).sendKeys(Keys.chord(Keys.CONTROL, "a"),
        "yesterday", Keys.ENTER);
    assertTrue(visible(By.id("banner")).getText().contains("is not an instant"));
    startEdit(cell("alerts"));
    WebElement box = visible(By.cssSelector("input.cell-input[type='checkbox']"));
    assertFalse(box.isSelected());
    box.sendKeys(Keys.SPACE);
    box.sendKeys(Keys.ENTER);
    browser.driver.findElement(By.id("commit")).click();
    browser.wait.until(d -> d.findElement(By.id("banner")).getText().startsWith("Written"));
    Map<String, AttributeValue> stored = console.client.getItem(b -> b.tableName(console.table)
        .key(Map.of("PK", AttributeValue.fromS("CHAN#viewer001"),
            "SK", AttributeValue.fromS("SUB#CHAN#popular"))).consistentRead(true)).item();
    assertEquals(AttributeValue.fromS("MEMBER"), stored.get("role"));
    assertEquals(AttributeValue.fromBool(true), stored.get("alerts"));
  }

  @Test
  void aBooleanCellIsACheckbox() {
    browser.open(browser.partition("RAW#values"));
    WebElement flag = cell("flag");
    assertTrue(flag.findElement(By.cssSelector("input[type='checkbox']")).isSelected());
    startEdit(flag);
    WebElement box = visible(By.cssSelector("input.cell-input[type='checkbox']"));
    box.sendKeys(Keys.SPACE);
    box.sendKeys(Keys.ENTER);
    visible(By.id("staged"));
    browser.driver.findElement(By.id("discard")).click();
    browser.wait.until(d -> d.findElement(By.id("staged")).getAttribute("hidden") != null);
  }

  private static boolean stored(String pk) {
    return console.client.getItem(b -> b.tableName(console.table).key(Map.of(
        "PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(pk))).consistentRead(true))
        .hasItem();
  }

  @Test
  void anItemIsDeletedOnlyAfterTheConfirmation() {
    console.client.putItem(b -> b.tableName(console.table).item(Map.of(
        "PK", AttributeValue.fromS("TMP#gone"), "SK", AttributeValue.fromS("TMP#gone"),
        "what", AttributeValue.fromS("to delete"))));
    browser.open("#/t/" + console.table + "/item?key=" + java.net.URLEncoder.encode(
        "{\"PK\":{\"S\":\"TMP#gone\"},\"SK\":{\"S\":\"TMP#gone\"}}",
        java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20"));
    visible(By.id("item-delete")).click();
    visible(By.id("commit")).click();
    visible(By.id("confirm"));
    browser.driver.findElement(By.id("confirm-cancel")).click();
    assertTrue(stored("TMP#gone"));
    browser.driver.findElement(By.id("commit")).click();
    assertTrue(visible(By.id("confirm")).getText().contains("TMP#gone"));
    browser.driver.findElement(By.id("confirm-ok")).click();
    visible(By.id("item-missing"));
    assertTrue(browser.driver.findElement(By.id("banner")).getText().contains("1 deleted"));
    assertFalse(stored("TMP#gone"));
  }

  /** Presses Tab until the focused element matches {@code css} (at most 400 times). */
  private static WebElement tabTo(String css) {
    for (int i = 0; i < 400; i++) {
      WebElement active = browser.driver.switchTo().activeElement();
      if ((Boolean) browser.js("return arguments[0].matches(arguments[1])", active, css)) {
        return active;
      }
      new Actions(browser.driver).sendKeys(Keys.TAB).perform();
    }
    throw new AssertionError("Tab never reached " + css);
  }

  @Test
  void theKeyboardAloneSortsEditsCancelsAndOpens() {
    browser.open(browser.partition("STU#c13"));
    cell("name");
    WebElement header = tabTo("table.grid-table th[data-col='name']");
    header.sendKeys(Keys.ENTER);
    browser.wait.until(d -> d.findElement(By.cssSelector("table.grid-table th[data-col='name']"))
        .getAttribute("class").contains("sorted-asc"));
    WebElement name = tabTo("table.grid-table td.editable[data-col='name']");
    String before = name.getText();
    name.sendKeys(Keys.ENTER);
    WebElement input = visible(By.cssSelector("input.cell-input"));
    input.sendKeys("changed", Keys.ESCAPE);
    browser.wait.until(d -> d.findElements(By.cssSelector("input.cell-input")).isEmpty());
    assertEquals(before, cell("name").getText());
    assertTrue(browser.driver.findElement(By.id("staged")).getAttribute("hidden") != null);
    // Enter on a cell that is not edited opens the item.
    WebElement kind = tabTo("table.grid-table td[data-col='@kind']");
    kind.sendKeys(Keys.ENTER);
    browser.wait.until(d -> hash().contains("/item?key="));
    visible(By.id("item-grid"));
    // A node of the model graph is reached by Tab and opened by Enter.
    browser.open("#/model");
    visible(By.cssSelector("#model-graph g.node"));
    WebElement node = tabTo("#model-graph g.node[data-kind='Course']");
    node.sendKeys(Keys.ENTER);
    assertTrue(visible(By.id("kind-card")).getText().startsWith("Course (node)"));
    browser.js("window.scrollTo(0, 0)");
    browser.screenshot("console-model.png");
  }

  @Test
  void theRawModeShowsNoStrayNull() {
    ConsoleServer raw = ConsoleServer.start(console.client, Model.none(),
        new ModelDoctor(console.client, Model.none()),
        new ConsoleSettings("127.0.0.1", 0, false, "no-such-table", "raw"));
    try {
      browser.driver.get(raw.url().toString());
      visible(By.id("tables"));
      String nav = browser.driver.findElement(By.tagName("header")).getText();
      assertFalse(nav.matches("(?s).*\\bnull\\b.*"), nav);
      browser.driver.get("http://127.0.0.1:" + raw.port() + "/#/t/" + console.table + "/query");
      visible(By.id("q-key")).sendKeys("CRS#math204");
      browser.driver.findElement(By.id("q-run")).click();
      browser.wait.until(d -> d.findElements(By.cssSelector("table.grid-query tbody tr")).size()
          > 0);
      String page = browser.driver.findElement(By.tagName("body")).getText();
      assertFalse(page.matches("(?s).*\\bnull\\b.*"), page);
    } finally {
      raw.close();
      browser.signIn(console);
    }
  }

  @Test
  void aDoctorRunIsReachedAgainByItsAddressAfterAReload() {
    browser.open("#/t/" + console.table + "/doctor");
    visible(By.id("doctor-run")).click();
    String summary = browser.wait.until(d -> d.findElements(By.id("doctor-summary")).stream()
        .findFirst().map(WebElement::getText).orElse(null));
    String url = browser.driver.getCurrentUrl();
    assertTrue(url.contains("/doctor?run="), url);
    browser.driver.navigate().refresh();
    assertEquals(summary, visible(By.id("doctor-summary")).getText());
  }

  /** Waits for a finished download whose name matches {@code pattern}. */
  private static Path downloaded(String pattern) {
    return browser.wait.until(d -> {
      try (var files = Files.list(browser.downloads)) {
        return files.filter(f -> f.getFileName().toString().matches(pattern)).findFirst()
            .orElse(null);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
  }

  @Test
  void exportsAreNamedByTheirPartitionAndHoldEveryPage() throws IOException {
    browser.open(browser.partition("TARGET#celeb"));
    visible(By.cssSelector("table.grid-GSI1 tbody tr"));
    browser.open("#/t/" + console.table + "/transfer?pk=TARGET%23celeb");
    new Select(visible(By.id("x-side"))).selectByValue("GSI1");
    browser.driver.findElement(By.id("x-link")).click();
    Path partition = downloaded(".*TARGET.*celeb.*GSI1.*\\.jsonl");
    browser.wait.until(d -> lines(partition) == TestConsole.FANS + 2);
    // A query's export runs every page again, not only the rows loaded.
    browser.open("#/t/" + console.table + "/query");
    new Select(visible(By.id("q-index"))).selectByValue("GSI1");
    visible(By.id("q-key")).sendKeys("TARGET#celeb#" + TestConsole.fullestShard());
    WebElement limit = browser.driver.findElement(By.id("q-limit"));
    limit.clear();
    limit.sendKeys("2");
    browser.driver.findElement(By.id("q-run")).click();
    browser.wait.until(d -> d.findElements(By.cssSelector("table.grid-query tbody tr")).size()
        == 2);
    browser.driver.findElement(By.id("q-export-jsonl")).click();
    Path query = downloaded(".*TARGET.*celeb.*" + TestConsole.fullestShard()
        + ".*query.*\\.jsonl");
    browser.wait.until(d -> lines(query) > 2);
    assertTrue(visible(By.id("q-export-note")).getText().contains("every page"));
  }

  private static long lines(Path file) {
    try {
      return Files.readAllLines(file).stream().filter(l -> !l.isBlank()).count();
    } catch (IOException e) {
      return -1;
    }
  }

  @Test
  void everyViewRendersWithoutAnErrorOrARequestOffTheMachine() {
    browser.errors();
    Map<String, String> views = new LinkedHashMap<>();
    views.put("tables", "#/");
    views.put("table", "#/t/" + console.table);
    views.put("partition", browser.partition("CRS#math204"));
    views.put("node with related partitions", browser.partition("USER#celeb"));
    views.put("query", "#/t/" + console.table + "/query?q=" + java.net.URLEncoder.encode(
        "{\"key\":\"STU#a91\"}", java.nio.charset.StandardCharsets.UTF_8));
    views.put("item", "#/t/" + console.table + "/item?key=" + java.net.URLEncoder.encode(
        "{\"PK\":{\"S\":\"STU#a91\"},\"SK\":{\"S\":\"STU#a91\"}}",
        java.nio.charset.StandardCharsets.UTF_8));
    views.put("edges", "#/t/" + console.table + "/edges");
    views.put("doctor", "#/t/" + console.table + "/doctor");
    views.put("transfer", "#/t/" + console.table + "/transfer");
    views.put("model", "#/model");
    List<String> counts = new ArrayList<>();
    for (Map.Entry<String, String> v : views.entrySet()) {
      browser.open(v.getValue());
      browser.wait.until(d -> !d.findElement(By.id("view")).getText().startsWith("Loading"));
      browser.wait.until(d -> d.findElements(By.cssSelector("#view h1")).size() > 0);
      if (v.getKey().equals("model")) {
        visible(By.cssSelector("#model-graph g.node"));
      }
      List<Map<String, Object>> resources = browser.resources();
      for (Map<String, Object> r : resources) {
        assertTrue(((String) r.get("name")).startsWith(console.base() + "/"),
            "off the machine: " + r.get("name"));
      }
      long api = resources.stream().filter(r -> ((String) r.get("name")).contains("/api/"))
          .count();
      counts.add(v.getKey() + " " + resources.size() + " (" + api + " API)");
      assertEquals(List.of(), browser.errors(), v.getKey());
      assertTrue(browser.driver.findElement(By.id("banner")).getAttribute("hidden") != null,
          v.getKey() + ": " + browser.driver.findElement(By.id("banner")).getText());
    }
    System.out.println("requests per view (page files, library and API, on a fresh load): "
        + String.join(", ", counts));
  }
}
