package io.edgetable.console.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.BadJsonException;
import io.edgetable.console.json.DynamoJson;
import io.edgetable.console.json.Jsons;
import io.edgetable.console.table.ConflictException;
import io.edgetable.console.table.Edit;
import io.edgetable.console.table.IndexInfo;
import io.edgetable.console.table.KeyValues;
import io.edgetable.console.table.TableInfo;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code GET /api/tables/{t}/export?pk=V[&side=S][&format=jsonl|csv]}: one side of a partition,
 * page by page (Queries, never a Scan), as DynamoDB JSON lines or CSV; and
 * {@code POST /api/tables/{t}/import} with {@code {"lines": "..."}}: DynamoDB JSON lines, each
 * created only if absent (an existing item is reported, never overwritten).
 */
final class TransferRoutes {
  static final int MAX_EXPORT = 100_000;
  static final int MAX_IMPORT = 10_000;
  private final Services services;

  TransferRoutes(Services services) {
    this.services = services;
  }

  void export(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    String pk = ctx.queryParam("pk");
    String side = ctx.queryParam("side");
    String format = ctx.queryParam("format") == null ? "jsonl" : ctx.queryParam("format");
    if (!format.equals("jsonl") && !format.equals("csv")) {
      throw new BadJsonException("format", "is jsonl or csv");
    }
    IndexInfo index = side == null || side.equals("table") ? table.base()
        : table.index(side).orElseThrow(() -> new BadJsonException("side",
            "is \"table\" or an index of " + table.name()));
    List<AttributeValue> shards = new ArrayList<>();
    String partition = pk == null ? "" : pk;
    for (String value : services.model().shardsOf(String.valueOf(index.name()), partition)) {
      shards.add(KeyValues.of(index.hashKey().orElseThrow(), value, "pk"));
    }
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    String cursor = null;
    do {
      ObjectNode page = services.partitions().page(table, index, shards, 1000, cursor);
      for (JsonNode item : page.get("items")) {
        items.add(DynamoJson.toItem(item, "item"));
      }
      cursor = page.get("cursor").isNull() ? null : page.get("cursor").textValue();
    } while (cursor != null && items.size() < MAX_EXPORT);
    ctx.header("Content-Disposition", "attachment; filename=\"" + table.name() + "-partition."
        + format + "\"");
    ctx.header("Cache-Control", "no-store");
    if (format.equals("csv")) {
      ctx.contentType("text/csv; charset=utf-8");
      ctx.result(Csv.of(items));
    } else {
      StringBuilder lines = new StringBuilder();
      items.forEach(i -> lines.append(Jsons.write(DynamoJson.item(i))).append('\n'));
      ctx.contentType("application/x-ndjson; charset=utf-8");
      ctx.result(lines.toString());
    }
  }

  void importLines(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    JsonNode lines = Jsons.parse(ctx.body()).get("lines");
    if (lines == null || !lines.isTextual()) {
      throw new BadJsonException("lines", "is required: DynamoDB JSON items, one per line");
    }
    List<String> all = lines.textValue().lines().toList();
    if (all.size() > MAX_IMPORT) {
      throw new BadJsonException("lines", all.size() + " lines; import at most " + MAX_IMPORT
          + " at once");
    }
    int created = 0;
    ArrayNode existing = Jsons.MAPPER.createArrayNode();
    ArrayNode errors = Jsons.MAPPER.createArrayNode();
    for (int n = 0; n < all.size(); n++) {
      String line = all.get(n).strip();
      if (line.isEmpty()) {
        continue;
      }
      String field = "lines[" + (n + 1) + "]";
      try {
        JsonNode json = Jsons.parse(line);
        JsonNode item = json.size() == 1 && json.has("Item") ? json.get("Item") : json;
        services.items().put(table, new Edit(null, DynamoJson.toItem(item, field)));
        created++;
      } catch (ConflictException e) {
        ObjectNode exists = existing.addObject();
        exists.put("line", n + 1);
        exists.set("key", key(table, e.current()));
      } catch (BadJsonException e) {
        ObjectNode error = errors.addObject();
        error.put("line", n + 1);
        error.put("error", e.getMessage().replace("body:", field + ":"));
      }
    }
    ObjectNode answer = Jsons.object();
    answer.put("created", created);
    answer.set("existing", existing);
    answer.set("errors", errors);
    Replies.json(ctx, answer);
  }

  private static ObjectNode key(TableInfo table, Map<String, AttributeValue> item) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    if (item != null) {
      table.keyAttributes().forEach(a -> key.put(a, item.get(a)));
    }
    return DynamoJson.item(key);
  }

  /** Items as CSV: one column per attribute; strings and numbers as text, others as JSON. */
  static final class Csv {
    private Csv() {}

    static String of(List<Map<String, AttributeValue>> items) {
      Set<String> columns = new LinkedHashSet<>();
      items.forEach(i -> columns.addAll(i.keySet()));
      StringBuilder csv = new StringBuilder();
      csv.append(String.join(",", columns.stream().map(Csv::cell).toList())).append("\r\n");
      for (Map<String, AttributeValue> item : items) {
        List<String> row = new ArrayList<>();
        for (String column : columns) {
          AttributeValue v = item.get(column);
          row.add(v == null ? "" : cell(v.s() != null ? v.s()
              : v.n() != null ? v.n() : Jsons.write(DynamoJson.value(v))));
        }
        csv.append(String.join(",", row)).append("\r\n");
      }
      return csv.toString();
    }

    /** A quoted cell; text a spreadsheet would run as a formula starts with an apostrophe. */
    static String cell(String text) {
      String safe = !text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0
          && !text.matches("-?[0-9.]+([eE][-+]?[0-9]+)?") ? "'" + text : text;
      return "\"" + safe.replace("\"", "\"\"") + "\"";
    }
  }
}
