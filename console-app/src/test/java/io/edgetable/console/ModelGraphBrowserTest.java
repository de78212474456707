package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.Projection;
import io.edgetable.console.doctor.ModelDoctor;
import io.edgetable.console.model.GeneratedClasses;
import io.edgetable.console.model.Kind;
import io.edgetable.console.model.KeyPattern;
import io.edgetable.console.model.Model;
import io.edgetable.console.web.ConsoleServer;
import io.edgetable.console.web.ConsoleSettings;
import io.edgetable.schema.EdgeSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The model graph of 20 record kinds (8 nodes, 12 edges: parallel edges both ways, self-edges,
 * sharded inverse indexes, long names), measured in the browser: every arrowhead lies outside
 * every node box, no two labels overlap, no label overlaps a node, and nothing is outside the
 * drawing. Then a person clicks a node and an edge.
 */
class ModelGraphBrowserTest {
  private static Chromium browser;
  private static ConsoleServer server;

  /** A record class for the kinds built here: the graph reads none of its components. */
  record Plain(String id) {}

  private static Kind node(String name, String prefix, List<String> counters) {
    EdgeSchema schema = EdgeSchema.node(name).withKeys(prefix + "#{id}", prefix + "#{id}");
    return new Kind(name, schema, true, KeyPattern.of(prefix + "#{id}"),
        KeyPattern.of(prefix + "#{id}"), Optional.empty(), Optional.empty(), counters, Map.of(),
        Optional.empty(), Optional.empty(), Optional.empty(), "id", "id", false,
        new GeneratedClasses(Plain.class, Object.class));
  }

  private static Kind edge(String name, String source, String target, int shards,
      boolean counted) {
    String sp = source.toUpperCase(java.util.Locale.ROOT);
    String tp = target.toUpperCase(java.util.Locale.ROOT) + "#" + name.toUpperCase(
        java.util.Locale.ROOT);
    EdgeSchema schema = EdgeSchema.edge(name, "GSI" + (1 + name.length() % 3), Projection.ALL,
        List.of(), shards).withKeys(sp + "#{from}", tp + "#{to}")
        .withInverseKeys(tp + "#{to}", sp + "#{from}");
    return new Kind(name, schema, false, KeyPattern.of(sp + "#{from}"),
        KeyPattern.of(tp + "#{to}"), Optional.of(KeyPattern.of(tp + "#{to}")),
        Optional.of(KeyPattern.of(sp + "#{from}")), List.of(), Map.of(), Optional.empty(),
        Optional.of(source), Optional.of(target), "from", "to", counted,
        new GeneratedClasses(Plain.class, Object.class));
  }

  static Model twentyKinds() {
    List<Kind> kinds = new ArrayList<>();
    String[] nodes = {"Student", "Course", "Teacher", "Department", "Building",
        "RoomWithAVeryLongRecordName", "Exam", "Club"};
    for (String n : nodes) {
      kinds.add(node(n, n.substring(0, 3).toUpperCase(java.util.Locale.ROOT),
          List.of("count")));
    }
    kinds.add(edge("Enrollment", "Student", "Course", 1, true));
    kinds.add(edge("Invitation", "Course", "Student", 1, false));
    kinds.add(edge("Teaches", "Teacher", "Course", 4, true));
    kinds.add(edge("Mentors", "Teacher", "Teacher", 1, false));
    kinds.add(edge("Follows", "Student", "Student", 8, true));
    kinds.add(edge("BelongsTo", "Teacher", "Department", 1, true));
    kinds.add(edge("HousedIn", "Department", "Building", 1, false));
    kinds.add(edge("ScheduledIn", "Course", "RoomWithAVeryLongRecordName", 2, false));
    kinds.add(edge("Sits", "Student", "Exam", 16, true));
    kinds.add(edge("Covers", "Exam", "Course", 1, false));
    kinds.add(edge("MemberOf", "Student", "Club", 4, true));
    kinds.add(edge("MeetsIn", "Club", "RoomWithAVeryLongRecordName", 1, false));
    assertEquals(20, kinds.size());
    return new Model(kinds);
  }

  @BeforeAll
  static void start() {
    browser = Chromium.start(1366, 900);
    TestConsole shared = TestConsole.shared();
    Model model = twentyKinds();
    server = ConsoleServer.start(shared.client, model, new ModelDoctor(shared.client, model),
        new ConsoleSettings("127.0.0.1", 0, true, shared.table, "test"));
    browser.driver.get(server.url().toString());
    browser.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#nav a")));
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.quit();
    }
    if (server != null) {
      server.close();
    }
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Number>> boxes(String css) {
    return (List<Map<String, Number>>) browser.js("const svg = document.getElementById("
        + "'model-graph').getBoundingClientRect();"
        + "return [...document.querySelectorAll(arguments[0])].map(e => {"
        + " const r = e.getBoundingClientRect();"
        + " return {left: r.left - svg.left, top: r.top - svg.top, right: r.right - svg.left,"
        + " bottom: r.bottom - svg.top}; })", css);
  }

  private static boolean overlap(Map<String, Number> a, Map<String, Number> b) {
    return a.get("left").doubleValue() < b.get("right").doubleValue() - 0.5
        && b.get("left").doubleValue() < a.get("right").doubleValue() - 0.5
        && a.get("top").doubleValue() < b.get("bottom").doubleValue() - 0.5
        && b.get("top").doubleValue() < a.get("bottom").doubleValue() - 0.5;
  }

  @Test
  void twentyKindsAreDrawnWithArrowsOutsideTheBoxesAndNoLabelOverlappingOrClipped() {
    browser.driver.get("http://127.0.0.1:" + server.port() + "/#/model");
    browser.wait.until(d -> d.findElements(By.cssSelector("#model-graph g.node")).size() == 8);
    assertEquals(12, browser.driver.findElements(By.cssSelector("#model-graph g.edge-label"))
        .size());
    assertEquals(12, browser.driver.findElements(By.cssSelector("#model-graph .arrowhead"))
        .size());
    browser.screenshot("console-model-20-kinds.png");
    List<Map<String, Number>> nodes = boxes("#model-graph g.node rect");
    List<Map<String, Number>> labels = boxes("#model-graph g.edge-label rect");
    List<Map<String, Number>> texts = boxes("#model-graph text");
    Map<String, Number> drawing = boxes("#model-graph").get(0);
    for (int i = 0; i < labels.size(); i++) {
      for (int j = i + 1; j < labels.size(); j++) {
        assertTrue(!overlap(labels.get(i), labels.get(j)), "labels " + i + " and " + j
            + " overlap: " + labels.get(i) + " " + labels.get(j));
      }
      for (Map<String, Number> n : nodes) {
        assertTrue(!overlap(labels.get(i), n), "label " + i + " is on a node: " + n);
      }
    }
    // Every text lies inside the drawing and inside its own box (nothing clipped: "4 sha").
    @SuppressWarnings("unchecked")
    List<String> clipped = (List<String>) browser.js("const svg = document.getElementById("
        + "'model-graph').getBoundingClientRect();"
        + "return [...document.querySelectorAll('#model-graph text')].filter(t => {"
        + " const r = t.getBoundingClientRect();"
        + " const box = t.parentNode.querySelector('rect').getBoundingClientRect();"
        + " return r.left < box.left || r.right > box.right || r.top < box.top"
        + " || r.bottom > box.bottom || r.left < svg.left || r.right > svg.right"
        + " || r.top < svg.top || r.bottom > svg.bottom; }).map(t => t.textContent)");
    assertEquals(List.of(), clipped);
    assertTrue(texts.size() >= 8 * 2 + 12 * 3, texts.size() + " texts");
    assertTrue(drawing.get("right").doubleValue() > 0);
    // Every arrowhead's outline (sampled along it) lies outside every node box.
    @SuppressWarnings("unchecked")
    List<String> inside = (List<String>) browser.js("const rects = [...document"
        + ".querySelectorAll('#model-graph g.node rect')].map(r => r.getBBox());"
        + "const bad = [];"
        + "for (const a of document.querySelectorAll('#model-graph .arrowhead')) {"
        + " const length = a.getTotalLength();"
        + " for (let i = 0; i <= 40; i++) { const p = a.getPointAtLength(length * i / 40);"
        + "  for (const r of rects) { if (p.x > r.x + 0.2 && p.x < r.x + r.width - 0.2"
        + "   && p.y > r.y + 0.2 && p.y < r.y + r.height - 0.2) {"
        + "   bad.push(a.parentNode.dataset.kind + ' at ' + p.x + ',' + p.y); } } } }"
        + "return bad;");
    assertEquals(List.of(), inside);
    // Each edge shows its index, projection, shards and counters.
    WebElement sits = browser.driver.findElement(By.cssSelector(
        "#model-graph g.edge-label[data-kind='Sits']"));
    assertTrue(sits.getText().contains("16 shards"), sits.getText());
    assertTrue(sits.getText().contains("ALL"), sits.getText());
    assertTrue(sits.getText().contains("counters"), sits.getText());
  }

  @Test
  void aNodeAndAnEdgeOpenTheirKeyLayouts() {
    browser.driver.get("http://127.0.0.1:" + server.port() + "/#/model");
    browser.wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(
        "#model-graph g.node[data-kind='Exam']"))).click();
    assertTrue(browser.wait.until(ExpectedConditions.visibilityOfElementLocated(
        By.id("kind-card"))).getText().contains("PK = EXA#{id}"));
    browser.driver.findElement(By.cssSelector("#model-graph g.edge-label[data-kind='Mentors']"))
        .click();
    browser.wait.until(d -> d.findElement(By.id("kind-card")).getText()
        .startsWith("Mentors (edge Teacher \u2192 Teacher)"));
    assertEquals(List.of(), browser.errors());
  }
}
