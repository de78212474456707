package io.edgetable.console.model;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.Jsons;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The model for the page's model view: each kind with its key layout, attributes, counters,
 * version and TTL; each edge with its ends, label, inverse index, projection and shards; and an
 * example item built from the key patterns.
 */
public final class ModelJson {
  private ModelJson() {}

  public static ObjectNode of(Model model) {
    ObjectNode json = Jsons.object();
    ArrayNode kinds = json.putArray("kinds");
    for (Kind kind : model.kinds()) {
      ObjectNode k = kinds.addObject();
      k.put("name", kind.name());
      k.put("node", kind.node());
      ObjectNode keys = k.putObject("keys");
      kind.schema().keyPatterns().forEach(keys::put);
      ObjectNode attributes = k.putObject("attributes");
      kind.schema().attributes().forEach((n, t) -> attributes.put(n, t.toString()));
      k.set("counters", Jsons.MAPPER.valueToTree(kind.counters()));
      k.set("counterShards", Jsons.MAPPER.valueToTree(kind.counterShards()));
      k.put("version", kind.version().orElse(null));
      k.put("ttl", kind.schema().ttlAttribute().orElse(null));
      k.put("counted", kind.counted());
      ArrayNode ids = k.putArray("ids");
      kind.idComponents().forEach(ids::add);
      if (!kind.node()) {
        k.put("source", kind.sourceKind().orElse(null));
        k.put("target", kind.targetKind().orElse(null));
        k.put("sourceId", kind.sourceComponent());
        k.put("targetId", kind.targetComponent());
        k.put("inverse", kind.schema().inverseIndex().orElse(null));
        k.put("projection", kind.schema().projection().toString());
        k.set("include", Jsons.MAPPER.valueToTree(kind.schema().include()));
        k.put("shards", kind.schema().inverseShards());
      }
      k.set("example", example(kind));
    }
    return json;
  }

  private static ObjectNode example(Kind kind) {
    Map<String, String> ids = new LinkedHashMap<>();
    kind.idComponents().forEach(c -> ids.put(c, c.equals(kind.sourceComponent()) && !kind.node()
        ? "a91" : "x1"));
    ids.put(kind.sourceComponent(), "a91");
    if (!kind.node()) {
      ids.put(kind.targetComponent(), "b07");
    }
    ObjectNode item = Jsons.object();
    kind.schema().keyPatterns().forEach((attribute, pattern) ->
        item.putObject(attribute).put("S", KeyPattern.of(pattern).fill(ids, 3)));
    kind.schema().attributes().forEach((name, type) -> {
      if (!kind.idComponents().contains(name)) {
        item.set(name, exampleValue(type.toString()));
      }
    });
    return item;
  }

  private static ObjectNode exampleValue(String type) {
    ObjectNode v = Jsons.object();
    switch (type) {
      case "N" -> v.put("N", "0");
      case "BOOL" -> v.put("BOOL", false);
      case "B" -> v.put("B", "AA==");
      case "SS" -> v.putArray(type).add("x");
      case "NS" -> v.putArray(type).add("1");
      case "BS" -> v.putArray(type).add("AA==");
      case "L" -> v.putArray("L");
      case "M" -> v.putObject("M");
      default -> v.put("S", "...");
    }
    return v;
  }
}
