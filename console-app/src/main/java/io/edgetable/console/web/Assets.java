package io.edgetable.console.web;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * The page: {@code index.html}, {@code app.css} and {@code app.js}, served from the jar. Nothing
 * is fetched from anywhere else, and the Content-Security-Policy says so to the browser: scripts
 * and styles only from this origin, no inline script, no frames.
 */
final class Assets {
  static final String POLICY = "default-src 'none'; script-src 'self'; style-src 'self';"
      + " img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none';"
      + " frame-ancestors 'none'";

  private static final Map<String, String> TYPES = Map.of(
      "index.html", "text/html; charset=utf-8",
      "app.css", "text/css; charset=utf-8",
      "app.js", "text/javascript; charset=utf-8");

  private final Map<String, byte[]> files;

  Assets() {
    this.files = Map.of(
        "index.html", read("index.html"), "app.css", read("app.css"), "app.js", read("app.js"));
  }

  void serve(Context ctx, String name) {
    ctx.contentType(TYPES.get(name));
    ctx.header("Cache-Control", "no-cache");
    ctx.result(files.get(name));
  }

  /** The bytes of every file of the page, for the page-weight check. */
  int weight() {
    return files.values().stream().mapToInt(b -> b.length).sum();
  }

  private static byte[] read(String name) {
    try (InputStream in = Assets.class.getResourceAsStream("/io/edgetable/console/web/" + name)) {
      if (in == null) {
        throw new IllegalStateException(name + " is missing from the console's jar");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
