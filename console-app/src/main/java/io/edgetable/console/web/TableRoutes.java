package io.edgetable.console.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.Jsons;
import io.edgetable.console.json.BadJsonException;
import io.edgetable.console.model.IdValues;
import io.edgetable.console.model.Kind;
import io.edgetable.console.model.ModelJson;
import io.edgetable.console.table.IndexInfo;
import io.edgetable.console.table.KeyAttribute;
import io.edgetable.console.table.TableInfo;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;

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

  /**
   * {@code GET /api/model/partition?kind=K&id=V}: the partition key of node kind {@code K} with
   * id {@code V} ({@code User}, {@code celeb} → {@code USER#celeb}), the id checked against the
   * id's type and escaped as the DAOs escape it.
   */
  void nodePartition(Context ctx) {
    String name = ctx.queryParam("kind");
    String id = ctx.queryParam("id");
    Kind kind = services.model().kind(name == null ? "" : name).filter(Kind::node)
        .orElseThrow(() -> new BadJsonException("kind", "\"" + name + "\" is not a node kind"
            + " of the model; its node kinds are " + services.model().kinds().stream()
                .filter(Kind::node).map(Kind::name).toList()));
    // Refused unless the id's type reads it (a number id takes digits only, a UUID a UUID).
    IdValues.parse(kind.classes().componentType(kind.sourceComponent()), id, "id");
    ObjectNode body = Jsons.object();
    body.put("kind", kind.name());
    body.put("id", id);
    body.put("pk", kind.pk().fill(Map.of(kind.sourceComponent(), id), 0));
    Replies.json(ctx, body);
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
