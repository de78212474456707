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
import io.edgetable.console.table.QuerySpec;
import io.edgetable.console.table.QuerySpecReader;
import io.edgetable.console.table.TableInfo;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
    String format = format(ctx);
    if (pk == null || pk.isEmpty()) {
      throw new BadJsonException("pk", "is required: the partition key value to export");
    }
    IndexInfo index = side == null || side.equals("table") ? table.base()
        : table.index(side).orElseThrow(() -> new BadJsonException("side",
            "is \"table\" or an index of " + table.name()));
    List<AttributeValue> shards = new ArrayList<>();
    for (String value : services.model().shardsOf(String.valueOf(index.name()), pk)) {
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
    String name = table.name() + "_" + pk + (index.name() == null ? "" : "_" + index.name());
    send(ctx, table, items, cursor == null, name, format);
  }

  /**
   * {@code POST /api/tables/{t}/query/export?format=jsonl|csv} with a query's body: every page of
   * the query from its first (one Query each of the query's {@code limit}, as "load more" sends
   * them) up to {@link #MAX_EXPORT} items; the headers say how many items it holds and whether
   * that is the whole result.
   */
  void queryExport(Context ctx) {
    TableInfo table = services.catalog().table(ctx.pathParam("t"));
    String format = format(ctx);
    ObjectNode body = (ObjectNode) Jsons.parse(ctx.body());
    // From the first page on, each page as "load more" reads it (the query's own limit).
    body.remove("cursor");
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    String cursor = null;
    QuerySpec spec = null;
    do {
      if (cursor != null) {
        body.put("cursor", cursor);
      }
      spec = QuerySpecReader.read(table, body, services.rules());
      ObjectNode page = services.queries().run(spec);
      for (JsonNode item : page.get("items")) {
        items.add(DynamoJson.toItem(item, "item"));
      }
      cursor = page.get("cursor").isNull() ? null : page.get("cursor").textValue();
    } while (cursor != null && items.size() < MAX_EXPORT);
    String name = table.name() + "_" + KeyValues.text(spec.keyValue())
        + (spec.index() == null ? "" : "_" + spec.index()) + "_query";
    send(ctx, table, items, cursor == null, name, format);
  }

  private static String format(Context ctx) {
    String format = ctx.queryParam("format") == null ? "jsonl" : ctx.queryParam("format");
    if (!format.equals("jsonl") && !format.equals("csv")) {
      throw new BadJsonException("format", "is jsonl or csv");
    }
    return format;
  }

  /** The items as a download named after {@code name}, with how many and whether complete. */
  private static void send(Context ctx, TableInfo table, List<Map<String, AttributeValue>> items,
      boolean complete, String name, String format) {
    ctx.header("Content-Disposition", ExportFiles.disposition(name, format));
    ctx.header("Cache-Control", "no-store");
    ctx.header("X-EdgeTable-Export-Items", Integer.toString(items.size()));
    ctx.header("X-EdgeTable-Export-Complete", Boolean.toString(complete));
    if (!complete) {
      ctx.header("X-EdgeTable-Export-Notice", "holds the first " + items.size()
          + " items only: an export stops at " + MAX_EXPORT + "; narrow the query for the rest");
    }
    List<String> columns = ExportFiles.columns(table, items);
    if (format.equals("csv")) {
      ctx.contentType("text/csv; charset=utf-8");
      ctx.result(Csv.of(columns, items));
    } else {
      StringBuilder lines = new StringBuilder();
      for (Map<String, AttributeValue> item : items) {
        Map<String, AttributeValue> ordered = new LinkedHashMap<>();
        columns.stream().filter(item::containsKey).forEach(c -> ordered.put(c, item.get(c)));
        lines.append(Jsons.write(DynamoJson.item(ordered))).append('\n');
      }
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
        Edit edit = new Edit(null, DynamoJson.toItem(item, field));
        services.rules().check(table, edit, field, false);
        services.items().put(table, edit);
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

  /**
   * Items as CSV: one column per attribute (key attributes first); strings and numbers as their
   * exact text, other values as DynamoDB JSON. Every cell is quoted and kept as stored: a value
   * that starts with {@code =}, {@code +}, {@code -} or {@code @} is not rewritten (see the
   * console guide for opening such a file in a spreadsheet as text).
   */
  static final class Csv {
    private Csv() {}

    static String of(List<String> columns, List<Map<String, AttributeValue>> items) {
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

    static String cell(String text) {
      return "\"" + text.replace("\"", "\"\"") + "\"";
    }
  }
}
