package io.edgetable.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The page's files as the browser gets them: each module of the page and the graph library with
 * a JavaScript type, nothing else under their paths, and no way out of the page's folder.
 */
class AssetsTest {
  private final TestConsole console = TestConsole.shared();

  @Test
  void theModulesAndTheGraphLibraryAreServedAsJavaScript() {
    for (String path : List.of("/js/main.js", "/js/views/partition.js", "/js/graph.js",
        "/vendor/dagre.min.js")) {
      HttpResponse<String> response = console.get(path);
      assertEquals(200, response.statusCode(), path);
      assertTrue(response.headers().firstValue("Content-Type").orElse("")
          .startsWith("text/javascript"), path);
      assertTrue(response.headers().firstValue("Content-Security-Policy").orElse("")
          .contains("script-src 'self'"), path);
    }
    assertTrue(console.get("/vendor/dagre.min.js").body().contains("graphlib"));
    System.out.println("page files: " + console.server.pageWeight() + " bytes; graph library: "
        + console.server.graphLibraryWeight() + " bytes");
  }

  @Test
  void anyOtherFileIsNotFound() {
    for (String path : List.of("/js/nothing.js", "/js/views/nothing.js", "/js/..%2Fapp.css",
        "/js/views/..%2F..%2Findex.html", "/vendor/other.js", "/app.js")) {
      HttpResponse<String> response = console.get(path);
      assertEquals(404, response.statusCode(), path);
      assertTrue(response.body().startsWith("{\"error\""), path + ": " + response.body());
    }
  }
}
