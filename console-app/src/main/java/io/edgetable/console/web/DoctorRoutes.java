package io.edgetable.console.web;

import com.fasterxml.jackson.databind.JsonNode;
import io.edgetable.console.json.Jsons;
import io.javalin.http.Context;

/** {@code GET /api/tables/{t}/doctor} and {@code POST /api/tables/{t}/doctor/repair}. */
final class DoctorRoutes {
  private final Services services;

  DoctorRoutes(Services services) {
    this.services = services;
  }

  void check(Context ctx) {
    String table = services.catalog().table(ctx.pathParam("t")).name();
    Replies.json(ctx, services.doctor().check(table, (read, findings) -> { }));
  }

  void repair(Context ctx) {
    String table = services.catalog().table(ctx.pathParam("t")).name();
    String body = ctx.body();
    boolean dangling = false;
    if (body != null && !body.isBlank()) {
      JsonNode options = Jsons.parse(body);
      dangling = options.path("deleteDanglingEdges").asBoolean(false);
    }
    Replies.json(ctx, services.doctor().repair(table, dangling));
  }
}
