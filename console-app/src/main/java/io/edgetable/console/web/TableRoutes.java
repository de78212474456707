package io.edgetable.console.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.Jsons;
import io.edgetable.console.model.ModelJson;
import io.edgetable.console.table.IndexInfo;
import io.edgetable.console.table.KeyAttribute;
import io.edgetable.console.table.TableInfo;
import io.javalin.http.Context;
import java.util.List;

/** {@code GET /api/tables}, {@code GET /api/info} and {@code GET /api/model}. */
final class TableRoutes {
  private final Services services;
  private final ConsoleSettings settings;

  TableRoutes(Services services, ConsoleSettings settings) {
    this.services = services;
    this.settings = settings;
  }

  void tables(Context ctx) {
    ObjectNode body = Jsons.object();
    ArrayNode tables = body.putArray("tables");
    for (TableInfo table : services.catalog().tables()) {
      ObjectNode t = tables.addObject();
      t.put("name", table.name());
      t.set("keySchema", keySchema(table.keySchema()));
      ArrayNode indexes = t.putArray("indexes");
      for (IndexInfo index : table.indexes()) {
        ObjectNode i = indexes.addObject();
        i.put("name", index.name());
        i.set("keySchema", keySchema(index.keySchema()));
        i.put("projection", index.projection());
        i.set("include", Jsons.MAPPER.valueToTree(index.include()));
      }
      t.put("itemCount", table.itemCount());
    }
    Replies.json(ctx, body);
  }

  void info(Context ctx) {
    ObjectNode body = Jsons.object();
    body.put("readOnly", settings.readOnly());
    body.put("table", settings.table());
    body.put("endpoint", settings.endpoint());
    body.put("model", !services.model().isEmpty());
    body.put("doctor", services.doctor().available());
    Replies.json(ctx, body);
  }

  void model(Context ctx) {
    Replies.json(ctx, ModelJson.of(services.model()));
  }

  private static ArrayNode keySchema(List<KeyAttribute> keys) {
    ArrayNode schema = Jsons.MAPPER.createArrayNode();
    for (KeyAttribute key : keys) {
      ObjectNode k = schema.addObject();
      k.put("attribute", key.attribute());
      k.put("keyType", key.keyType());
      k.put("type", key.type());
    }
    return schema;
  }
}
