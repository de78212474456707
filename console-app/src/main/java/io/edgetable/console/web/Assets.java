package io.edgetable.console.web;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The page, served from the jar: {@code index.html}, {@code app.css} and the native ES modules
 * under {@code /js/} (no build step), and the graph-layout library under {@code /vendor/} (dagre,
 * from its webjar). Nothing is fetched from anywhere else, and the Content-Security-Policy says
 * so to the browser: scripts and styles only from this origin, no inline script, no frames.
 */
final class Assets {
  static final String POLICY = "default-src 'none'; script-src 'self'; style-src 'self';"
      + " img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none';"
      + " frame-ancestors 'none'";

  /** The page's own files, by the path they are served at. */
  private static final List<String> PAGE = List.of(
      "index.html", "app.css",
      "js/main.js", "js/routes.js", "js/api.js", "js/dom.js", "js/state.js", "js/values.js",
      "js/staged.js", "js/grid.js", "js/recent.js", "js/exports.js", "js/graph.js",
      "js/views/tables.js", "js/views/partition.js", "js/views/query.js", "js/views/item.js",
      "js/views/edges.js", "js/views/doctor.js", "js/views/transfer.js", "js/views/model.js");

  /** The version of the dagre webjar in the pom: its one-file build lays out the model graph. */
  static final String DAGRE = "/META-INF/resources/webjars/dagre/0.8.4/dist/dagre.min.js";

  private final Map<String, byte[]> files = new LinkedHashMap<>();
  private final byte[] dagre;

  Assets() {
    for (String name : PAGE) {
      files.put(name, read("/io/edgetable/console/web/" + name));
    }
    this.dagre = read(DAGRE);
  }

  /** Serves the page file at {@code name}, or answers 404 for any other name. */
  void serve(Context ctx, String name) {
    byte[] bytes = files.get(name);
    if (bytes == null) {
      throw new ApiError(404, "no such file: /" + name);
    }
    ctx.contentType(type(name));
    ctx.header("Cache-Control", "no-cache");
    ctx.result(bytes);
  }

  void serveGraphLibrary(Context ctx) {
    ctx.contentType("text/javascript; charset=utf-8");
    ctx.header("Cache-Control", "max-age=86400");
    ctx.result(dagre);
  }

  /** The bytes of every file of the page (the graph library apart), for the page-weight check. */
  int weight() {
    return files.values().stream().mapToInt(b -> b.length).sum();
  }

  /** The bytes of the graph library. */
  int libraryWeight() {
    return dagre.length;
  }

  private static String type(String name) {
    if (name.endsWith(".html")) {
      return "text/html; charset=utf-8";
    }
    return name.endsWith(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8";
  }

  private static byte[] read(String resource) {
    try (InputStream in = Assets.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException(resource + " is missing from the console's class path");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
