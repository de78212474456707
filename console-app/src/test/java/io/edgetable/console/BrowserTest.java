package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.sample.CourseKeys;
import io.edgetable.sample.EnrollmentKeys;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The page in a real browser (headless Chromium driven by Selenium), clicking through what a user
 * does: a partition and its inverse side, an edge followed to its other end, a BETWEEN query on an
 * index with two more pages, a sorted grid, an edit in place and a conflict, an edge created and
 * deleted with both counters moving, hostile values shown as text, the doctor finding a broken
 * table and repairing it.
 */
class BrowserTest {
  private static TestConsole console;
  private static Chromium chromium;
  private static WebDriver driver;
  private static WebDriverWait wait;

  @BeforeAll
  static void openBrowser() {
    Chromium browser = Chromium.start(1500, 1000);
    console = TestConsole.another(false);
    browser.signIn(console);
    chromium = browser;
    driver = browser.driver;
    wait = browser.wait;
  }

  @AfterAll
  static void closeBrowser() {
    if (chromium != null) {
      chromium.quit();
    }
    if (console != null) {
      console.close();
    }
  }

  /** Loads the page afresh at {@code hash}, so nothing of the previous view is found. */
  private static void open(String hash) {
    driver.get("about:blank");
    driver.get(console.base() + "/" + hash);
  }

  private static String partition(String pk) {
    return "#/t/" + console.table + "/p/" + pk.replace("%", "%25").replace("#", "%23");
  }

  private static WebElement visible(By by) {
    return wait.until(ExpectedConditions.visibilityOfElementLocated(by));
  }

  private static List<WebElement> rows(String gridId) {
    return driver.findElements(By.cssSelector("table." + gridId + " tbody tr"));
  }

  private static String counter(String cls, String counter) {
    return visible(By.cssSelector("." + cls + " [data-counter='" + counter + "']")).getText();
  }

  @Test
  void aPartitionAndItsInverseSideThenAnEdgeFollowedToItsOtherEnd() throws IOException {
    open(partition("CRS#math204"));
    assertTrue(visible(By.id("node")).getText().contains("studentCount: 4"));
    wait.until(d -> rows("grid-GSI1").size() == 4);
    screenshot();
    WebElement student = rows("grid-GSI1").get(0).findElement(By.cssSelector("a.end.source"));
    String id = student.getText();
    student.click();
    wait.until(d -> ((String) ((JavascriptExecutor) d).executeScript("return location.hash"))
        .contains("STU%23"));
    wait.until(d -> d.findElement(By.id("node")).getText().contains("Student")
        && d.findElement(By.id("node")).getText().contains(id));
    // Its edge to math204 is on the table side; the other-side link goes back to the course.
    WebElement back = wait.until(d -> d.findElements(By.cssSelector("table.grid-table tbody tr"))
        .stream().filter(r -> r.getText().contains("math204")).findFirst().orElse(null))
        .findElement(By.cssSelector("a.other-side"));
    back.click();
    wait.until(d -> d.findElement(By.id("node")).getText().contains("Course"));
  }

  @Test
  void aBetweenQueryOnAnIndexLoadsTwoMorePages() {
    open("#/t/" + console.table + "/query");
    new Select(visible(By.id("q-index"))).selectByValue("GSI1");
    visible(By.id("q-key")).sendKeys("TARGET#celeb#" + TestConsole.fullestShard());
    new Select(driver.findElement(By.id("q-sort-op"))).selectByValue("BETWEEN");
    driver.findElement(By.id("q-sort-1")).sendKeys("ACTOR#a");
    driver.findElement(By.id("q-sort-2")).sendKeys("ACTOR#g");
    WebElement limit = driver.findElement(By.id("q-limit"));
    limit.clear();
    limit.sendKeys("1");
    driver.findElement(By.id("q-run")).click();
    wait.until(d -> rows("grid-query").size() == 1);
    assertTrue(visible(By.id("q-request")).getText().contains("\"IndexName\" : \"GSI1\"")
        || driver.findElement(By.id("q-request")).getText().contains("\"IndexName\": \"GSI1\""));
    driver.findElement(By.id("q-more")).click();
    wait.until(d -> rows("grid-query").size() == 2);
    driver.findElement(By.id("q-more")).click();
    wait.until(d -> rows("grid-query").size() == 3);
    assertTrue(driver.findElement(By.id("q-stats")).getText().contains("pages 3"));
    assertTrue(driver.findElement(By.id("q-request")).getText().contains("BETWEEN"));
    assertTrue(driver.findElement(By.id("q-request")).getText().contains("ExclusiveStartKey"));
  }

  @Test
  void theGridSorts() {
    open(partition("TARGET#celeb"));
    wait.until(d -> rows("grid-GSI1").size() >= 10);
    // The raw key attributes are one toggle away.
    assertTrue(driver.findElements(By.cssSelector("table.grid-GSI1 th[data-col='GSI1SK']"))
        .stream().noneMatch(WebElement::isDisplayed));
    driver.findElement(By.id("show-keys")).click();
    WebElement header = driver.findElement(By.cssSelector("table.grid-GSI1 th[data-col='GSI1SK']"));
    header.click();
    header.click();
    List<String> keys = new ArrayList<>();
    for (WebElement cell : driver.findElements(
        By.cssSelector("table.grid-GSI1 tbody td[data-col='GSI1SK']"))) {
      keys.add(cell.getText());
    }
    List<String> sorted = new ArrayList<>(keys);
    sorted.sort((a, b) -> b.compareTo(a));
    assertEquals(sorted, keys);
  }

  private static Map<String, AttributeValue> key(String pk) {
    return Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(pk));
  }

  private static String storedName(String pk) {
    return console.client.getItem(b -> b.tableName(console.table).key(key(pk)).consistentRead(true))
        .item().get("name").s();
  }

  private static void editName(String pk, String name) {
    open(partition(pk));
    WebElement cell = wait.until(d -> d.findElements(
        By.cssSelector("table.grid-table tbody td.editable[data-col='name']")).stream().findFirst()
        .orElse(null));
    new Actions(driver).doubleClick(cell).perform();
    WebElement input = visible(By.cssSelector("input.cell-input"));
    input.sendKeys(Keys.chord(Keys.CONTROL, "a"), name, Keys.ENTER);
    visible(By.id("commit"));
  }

  @Test
  void aCellEditsInPlaceAndAConcurrentChangeIsAConflict() {
    editName("STU#d22", "Dev P.");
    driver.findElement(By.id("commit")).click();
    wait.until(d -> d.findElement(By.id("banner")).getText().startsWith("Written"));
    assertEquals("Dev P.", storedName("STU#d22"));
    editName("STU#d22", "Dev Q.");
    console.client.updateItem(b -> b.tableName(console.table).key(key("STU#d22"))
        .updateExpression("SET #n = :n").expressionAttributeNames(Map.of("#n", "name"))
        .expressionAttributeValues(Map.of(":n", AttributeValue.fromS("Someone Else"))));
    driver.findElement(By.id("commit")).click();
    WebElement conflict = visible(By.id("conflict"));
    assertTrue(conflict.getText().contains("Someone Else"), conflict.getText());
    assertTrue(conflict.getText().contains("Dev Q."), conflict.getText());
    assertEquals("Someone Else", storedName("STU#d22"));
    driver.findElement(By.id("conflict-discard")).click();
    wait.until(d -> d.findElement(By.id("staged")).getAttribute("hidden") != null);
  }

  @Test
  void anEditKeepsAnAttributeAddedMeanwhile() {
    editName("STU#e05", "Emma L.");
    console.client.updateItem(b -> b.tableName(console.table).key(key("STU#e05"))
        .updateExpression("SET nickname = :n")
        .expressionAttributeValues(Map.of(":n", AttributeValue.fromS("Em"))));
    driver.findElement(By.id("commit")).click();
    wait.until(d -> d.findElement(By.id("banner")).getText().startsWith("Written"));
    Map<String, AttributeValue> stored = console.client.getItem(b -> b.tableName(console.table)
        .key(key("STU#e05"))).item();
    assertEquals("Emma L.", stored.get("name").s());
    assertEquals("Em", stored.get("nickname").s());
    // The view read again after the commit shows the attribute the other writer added.
    visible(By.cssSelector("table.grid-table td[data-col='nickname']"));
  }

  @Test
  void anEdgeIsCreatedAndDeletedWithBothCountersMoving() {
    open("#/t/" + console.table + "/edges?kind=Enrollment");
    visible(By.id("e-source")).sendKeys("e05");
    driver.findElement(By.id("e-target")).sendKeys("cs101");
    driver.findElement(By.id("e-create")).click();
    wait.until(d -> d.findElements(By.cssSelector(".counters-source")).size() == 2);
    List<WebElement> source = driver.findElements(By.cssSelector(".counters-source"));
    List<WebElement> target = driver.findElements(By.cssSelector(".counters-target"));
    assertTrue(source.get(0).getText().contains("courseCount = 2"), source.get(0).getText());
    assertTrue(source.get(1).getText().contains("courseCount = 3"), source.get(1).getText());
    assertTrue(target.get(0).getText().contains("studentCount = 3"), target.get(0).getText());
    assertTrue(target.get(1).getText().contains("studentCount = 4"), target.get(1).getText());
    driver.findElement(By.id("e-delete")).click();
    visible(By.id("confirm-ok")).click();
    wait.until(d -> d.findElements(By.cssSelector(".counters-source")).size() == 2
        && d.findElements(By.cssSelector(".counters-source")).get(1).getText()
            .contains("courseCount = 2"));
    assertTrue(driver.findElements(By.cssSelector(".counters-target")).get(1).getText()
        .contains("studentCount = 3"));
  }

  @Test
  void hostileValuesAndNamesAreShownAsText() {
    open(partition("RAW#values"));
    WebElement header = visible(By.cssSelector("table.grid-table th[data-col='\"><img src=x"
        + " onerror=alert(2)>']"));
    assertEquals("\"><img src=x onerror=alert(2)>", header.getText());
    assertEquals("<script>alert(1)</script>", driver.findElement(
        By.cssSelector("table.grid-table td[data-col='note']")).getText());
    assertTrue(driver.findElement(By.cssSelector("table.grid-table td[data-col='exact']"))
        .getText().startsWith("12345678901234567890.123456789"));
    assertTrue(driver.findElements(By.cssSelector("#view img, #view script")).isEmpty());
    assertThrows(NoAlertPresentException.class, () -> driver.switchTo().alert());
    @SuppressWarnings("unchecked")
    List<String> resources = (List<String>) ((JavascriptExecutor) driver).executeScript(
        "return performance.getEntriesByType('resource').map(e => e.name)");
    for (String resource : resources) {
      assertTrue(resource.startsWith(console.base()), "off the machine: " + resource);
    }
  }

  @Test
  void theDoctorFindsWhatWasBrokenLinksItAndRepairsIt() {
    // A console and table of its own: the other tests' edits must not become findings here.
    TestConsole doctor = TestConsole.another(false);
    try {
      doctor.client.deleteItem(b -> b.tableName(doctor.table).key(Map.of(
          "PK", AttributeValue.fromS("RAW#values"), "SK", AttributeValue.fromS("RAW#values"))));
      doctor.client.updateItem(b -> b.tableName(doctor.table).key(CourseKeys.key("math204"))
          .updateExpression("ADD studentCount :three")
          .expressionAttributeValues(Map.of(":three", AttributeValue.fromN("3"))));
      doctor.client.updateItem(b -> b.tableName(doctor.table)
          .key(EnrollmentKeys.key("b07", "math204"))
          .updateExpression("SET GSI1PK = :other")
          .expressionAttributeValues(Map.of(":other", AttributeValue.fromS("CRS#cs101"))));
      driver.get(doctor.server.url().toString());
      wait.until(ExpectedConditions.presenceOfElementLocated(By.id("tables")));
      String view = doctor.base() + "/#/t/" + doctor.table + "/doctor";
      driver.get(view);
      visible(By.id("doctor-run")).click();
      wait.until(d -> d.findElements(By.cssSelector("#findings tbody tr")).size() == 2);
      assertTrue(visible(By.id("doctor-status")).getText().matches("done: \\d+ items read, 2"
          + " findings"), driver.findElement(By.id("doctor-status")).getText());
      assertEquals("2 findings", driver.findElement(By.id("doctor-summary")).getText());
      WebElement drift = driver.findElement(By.cssSelector(
          "#findings tr[data-kind='CounterDrift'] a.finding-item"));
      assertEquals("CRS#math204", drift.getText());
      assertTrue(driver.findElement(By.cssSelector(
          "#findings tr[data-kind='IndexKeyMismatch'] a.finding-item")).getText()
          .equals("STU#b07"));
      drift.click();
      wait.until(d -> d.findElement(By.id("node")).getText().contains("studentCount: 7"));

      driver.get("about:blank");
      driver.get(view);
      visible(By.id("doctor-run")).click();
      visible(By.id("repair")).click();
      wait.until(d -> d.findElement(By.id("doctor-summary")).getText()
          .equals("No findings: the table is consistent with the model."));
      assertTrue(driver.findElement(By.id("repair-result")).getText()
          .startsWith("2 repaired, 0 skipped"), driver.findElement(By.id("repair-result"))
          .getText());
      assertTrue(driver.findElements(By.cssSelector("#findings tbody tr")).isEmpty());
      assertEquals("4", doctor.client.getItem(b -> b.tableName(doctor.table)
          .key(CourseKeys.key("math204")).consistentRead(true)).item().get("studentCount").n());
    } finally {
      doctor.close();
      // Both consoles are on 127.0.0.1: the token cookie goes back to the shared console's.
      driver.get(console.server.url().toString());
      wait.until(ExpectedConditions.presenceOfElementLocated(By.id("tables")));
    }
  }

  private static void screenshot() throws IOException {
    String target = System.getProperty("console.screenshot");
    if (target == null || target.isBlank()) {
      return;
    }
    Path file = Path.of(target);
    Files.createDirectories(file.getParent());
    try {
      Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }
}
