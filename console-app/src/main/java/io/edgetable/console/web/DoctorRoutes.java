package io.edgetable.console.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.doctor.DoctorService.Progress;
import io.edgetable.console.json.Jsons;
import io.edgetable.console.table.TableInfo;
import io.javalin.http.Context;
import java.util.Optional;

/**
 * {@code GET /api/tables/{t}/doctor} (a check), {@code POST .../doctor/repair} (a fresh check,
 * its repair, and a check after it) and {@code GET .../doctor/progress?run=ID}: the check and
 * the repair answer when done; given {@code run=ID} (the check's query, the repair's body) they
 * report how far they are under that id meanwhile.
 */
final class DoctorRoutes {
  private final Services services;
  private final DoctorRuns runs = new DoctorRuns();

  DoctorRoutes(Services services) {
    this.services = services;
  }

  void check(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    Progress progress = runs.start(DoctorRuns.id(ctx.queryParam("run")), table.name(),
        table.itemCount());
    Replies.json(ctx, services.doctor().check(table.name(), progress));
  }

  void repair(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    String body = ctx.body();
    JsonNode options = body == null || body.isBlank() ? Jsons.object() : Jsons.parse(body);
    boolean dangling = options.path("deleteDanglingEdges").asBoolean(false);
    JsonNode run = options.get("run");
    Progress progress = runs.start(DoctorRuns.id(run == null ? null : run.asText()),
        table.name(), table.itemCount());
    Replies.json(ctx, services.doctor().repair(table.name(), dangling, progress));
  }

  void progress(Context ctx) {
    String id = DoctorRuns.id(ctx.queryParam("run")).orElseThrow(
        () -> new ApiError(400, "run: required, the id the check or repair was given"));
    Optional<ObjectNode> run = runs.get(id);
    Replies.json(ctx, run.orElseThrow(
        () -> new ApiError(404, "no doctor run '" + id + "' (not started yet, or long done)")));
  }
}
