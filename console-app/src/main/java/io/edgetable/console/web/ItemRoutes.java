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
    Map<String, AttributeValue> stored = services.items().put(table, edit(body, "", 0));
    ObjectNode answer = Jsons.object();
    answer.set("item", DynamoJson.item(stored));
    Replies.json(ctx, answer);
  }

  void transaction(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    JsonNode edits = Jsons.parse(ctx.body()).get("edits");
    if (edits == null || !edits.isArray()) {
      throw new BadJsonException("edits", "is required: a list of {\"before\", \"after\"}");
    }
    List<Edit> all = new ArrayList<>();
    for (int i = 0; i < edits.size(); i++) {
      JsonNode edit = edits.get(i);
      if (!edit.isObject()) {
        throw new BadJsonException("edits[" + i + "]", "must be {\"before\", \"after\"}");
      }
      all.add(edit(edit, "edits[" + i + "].", i));
    }
    int written = services.items().transaction(table, all);
    ObjectNode answer = Jsons.object();
    answer.put("written", written);
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

  private static Edit edit(JsonNode body, String prefix, int index) {
    return new Edit(side(body.get("before"), prefix + "before"),
        side(body.get("after"), prefix + "after"));
  }

  private static Map<String, AttributeValue> side(JsonNode json, String field) {
    return json == null || json.isNull() ? null : DynamoJson.toItem(json, field);
  }
}
