package io.edgetable.console.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.BadJsonException;
import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import io.edgetable.console.model.EdgeWriter;
import io.edgetable.console.table.ConflictException;
import io.edgetable.console.table.TableInfo;
import io.javalin.http.Context;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code POST /api/tables/{t}/edges} and {@code DELETE /api/tables/{t}/edges?kind&source&target}:
 * an edge of a model kind written by its DAO, with its counters in the same transaction.
 */
final class EdgeRoutes {
  private final Services services;

  EdgeRoutes(Services services) {
    this.services = services;
  }

  void create(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    JsonNode body = Jsons.parse(ctx.body());
    JsonNode attributes = body.get("attributes");
    Map<String, AttributeValue> values = attributes == null || attributes.isNull()
        ? Map.of() : DynamoJson.toItem(attributes, "attributes");
    EdgeWriter.Outcome outcome = services.edges().create(table.name(), text(body, "kind"),
        text(body, "source"), text(body, "target"), values);
    Map<String, AttributeValue> stored = services.items().read(table, outcome.key());
    if (!outcome.written()) {
      throw new ConflictException("the edge already exists; nothing was written", stored, -1);
    }
    ObjectNode answer = Jsons.object();
    answer.set("item", stored == null ? null : DynamoJson.item(stored));
    Replies.json(ctx, 201, answer);
  }

  void delete(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    EdgeWriter.Outcome outcome = services.edges().delete(table.name(), ctx.queryParam("kind"),
        ctx.queryParam("source"), ctx.queryParam("target"));
    if (!outcome.written()) {
      throw new ApiError(404, "no such edge: nothing was deleted");
    }
    ObjectNode answer = Jsons.object();
    answer.put("deleted", true);
    Replies.json(ctx, answer);
  }

  private static String text(JsonNode body, String field) {
    JsonNode v = body.get(field);
    if (v == null || v.isNull()) {
      throw new BadJsonException(field, "is required");
    }
    if (!v.isTextual() && !v.isNumber()) {
      throw new BadJsonException(field, "must be a string (the id as the record holds it)");
    }
    return v.asText();
  }
}
