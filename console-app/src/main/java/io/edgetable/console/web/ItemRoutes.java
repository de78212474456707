package io.edgetable.console.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.BadJsonException;
import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import io.edgetable.console.table.Edit;
import io.edgetable.console.table.TableInfo;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code PUT /api/tables/{t}/item} (one conditional write), {@code POST .../transaction} (staged
 * edits in one TransactWriteItems) and {@code GET .../item?key=} (the stored item, read strongly
 * consistent).
 */
final class ItemRoutes {
  private final Services services;

  ItemRoutes(Services services) {
    this.services = services;
  }

  void put(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    JsonNode body = Jsons.parse(ctx.body());
    if (!body.has("after")) {
      throw new BadJsonException("after", "is required: the item as it should be stored");
    }
    if (!body.has("before")) {
      throw new BadJsonException("before", "is required: the item as it was read, or null to"
          + " create");
    }
    Edit edit = edit(body, "", 0);
    List<String> warnings = services.rules().check(table, edit, "", editAnyway(body, ""));
    Map<String, AttributeValue> stored = services.items().put(table, edit);
    ObjectNode answer = Jsons.object();
    answer.set("item", DynamoJson.item(stored));
    answer.set("warnings", Jsons.MAPPER.valueToTree(warnings));
    Replies.json(ctx, answer);
  }

  void transaction(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    JsonNode body = Jsons.parse(ctx.body());
    JsonNode edits = body.get("edits");
    boolean all = editAnyway(body, "");
    if (edits == null || !edits.isArray()) {
      throw new BadJsonException("edits", "is required: a list of {\"before\", \"after\"}");
    }
    List<Edit> staged = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    for (int i = 0; i < edits.size(); i++) {
      JsonNode edit = edits.get(i);
      if (!edit.isObject()) {
        throw new BadJsonException("edits[" + i + "]", "must be {\"before\", \"after\"}");
      }
      Edit one = edit(edit, "edits[" + i + "].", i);
      warnings.addAll(services.rules().check(table, one, "edits[" + i + "]",
          all || editAnyway(edit, "edits[" + i + "].")));
      staged.add(one);
    }
    int written = services.items().transaction(table, staged);
    ObjectNode answer = Jsons.object();
    answer.put("written", written);
    answer.set("warnings", Jsons.MAPPER.valueToTree(warnings));
    Replies.json(ctx, answer);
  }

  void get(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    String key = ctx.queryParam("key");
    if (key == null) {
      throw new BadJsonException("key", "is required: the item's key in DynamoDB JSON");
    }
    JsonNode json;
    try {
      json = Jsons.parse(key);
    } catch (BadJsonException e) {
      throw new BadJsonException("key", "is not a JSON object of key attributes");
    }
    Map<String, AttributeValue> item = services.items().read(table, DynamoJson.toItem(json, "key"));
    if (item == null) {
      throw new ApiError(404, "no item with this key in " + table.name());
    }
    ObjectNode answer = Jsons.object();
    answer.set("item", DynamoJson.item(item));
    Replies.json(ctx, answer);
  }

  /** {@code "editAnyway": true}: counters and the version may change (with a warning). */
  private static boolean editAnyway(JsonNode body, String prefix) {
    JsonNode flag = body.get("editAnyway");
    if (flag == null || flag.isNull()) {
      return false;
    }
    if (!flag.isBoolean()) {
      throw new BadJsonException(prefix + "editAnyway", "must be true or false");
    }
    return flag.booleanValue();
  }

  private static Edit edit(JsonNode body, String prefix, int index) {
    return new Edit(side(body.get("before"), prefix + "before"),
        side(body.get("after"), prefix + "after"));
  }

  private static Map<String, AttributeValue> side(JsonNode json, String field) {
    return json == null || json.isNull() ? null : DynamoJson.toItem(json, field);
  }
}
