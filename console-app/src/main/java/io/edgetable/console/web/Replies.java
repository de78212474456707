package io.edgetable.console.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.Jsons;
import io.javalin.http.Context;

/** Writes JSON answers (with Jackson) and error bodies {@code {"error": ...}}. */
final class Replies {
  private Replies() {}

  static void json(Context ctx, int status, JsonNode body) {
    ctx.status(status);
    ctx.contentType("application/json; charset=utf-8");
    ctx.header("Cache-Control", "no-store");
    ctx.result(Jsons.write(body));
  }

  static void json(Context ctx, JsonNode body) {
    json(ctx, 200, body);
  }

  static void error(Context ctx, int status, String message) {
    ObjectNode body = Jsons.object();
    body.put("error", message);
    json(ctx, status, body);
  }
}
