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
 * report how far they are under that id meanwhile (a run not named gets an id). Each answer
 * carries {@code run} and {@code url}: {@code GET .../doctor/runs/ID} shows it again while the
 * console runs (the last 64 runs).
 */
final class DoctorRoutes {
  private final Services services;
  private final DoctorRuns runs = new DoctorRuns();

  DoctorRoutes(Services services) {
    this.services = services;
  }

  void check(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    String id = DoctorRuns.id(ctx.queryParam("run")).orElseGet(DoctorRuns::newId);
    Progress progress = runs.start(Optional.of(id), table.name(), table.itemCount());
    Replies.json(ctx, finish(table, id, "check", services.doctor().check(table.name(),
        progress)));
  }

  /** The answer with its run's id and URL, kept for that URL. */
  private ObjectNode finish(TableInfo table, String id, String what, ObjectNode answer) {
    answer.put("run", id);
    answer.put("operation", what);
    answer.put("table", table.name());
    answer.put("finishedAt", java.time.Instant.now().toString());
    answer.put("url", "/api/tables/" + java.net.URLEncoder.encode(table.name(),
        java.nio.charset.StandardCharsets.UTF_8) + "/doctor/runs/" + id);
    runs.finish(id, answer);
    return answer;
  }

  /** {@code GET /api/tables/{t}/doctor/runs/{id}}: a finished run's answer, as it answered. */
  void result(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    String id = DoctorRuns.id(ctx.pathParam("id")).orElseThrow();
    ObjectNode answer = runs.result(id).filter(a -> a.path("table").asText()
        .equals(table.name())).orElseThrow(() -> new ApiError(404, "no finished doctor run '"
            + id + "' of " + table.name() + " (the console keeps the last 64 runs, until it"
            + " stops)"));
    Replies.json(ctx, answer);
  }

  void repair(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    String body = ctx.body();
    JsonNode options = body == null || body.isBlank() ? Jsons.object() : Jsons.parse(body);
    boolean dangling = options.path("deleteDanglingEdges").asBoolean(false);
    JsonNode run = options.get("run");
    String id = DoctorRuns.id(run == null ? null : run.asText()).orElseGet(DoctorRuns::newId);
    Progress progress = runs.start(Optional.of(id), table.name(), table.itemCount());
    Replies.json(ctx, finish(table, id, "repair", services.doctor().repair(table.name(),
        dangling, progress)));
  }

  void progress(Context ctx) {
    String id = DoctorRuns.id(ctx.queryParam("run")).orElseThrow(
        () -> new ApiError(400, "run: required, the id the check or repair was given"));
    Optional<ObjectNode> run = runs.get(id);
    Replies.json(ctx, run.orElseThrow(
        () -> new ApiError(404, "no doctor run '" + id + "' (not started yet, or long done)")));
  }
}
