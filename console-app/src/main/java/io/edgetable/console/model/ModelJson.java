package io.edgetable.console.model;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.Jsons;
import io.edgetable.schema.ValueFormat;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

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
      k.put("sortBy", kind.schema().inverseSortBy().orElse(null));
      k.set("components", components(kind));
      k.set("keyAttributes", keyAttributes(kind));
      if (kind.node()) {
        ObjectNode partition = k.putObject("partition");
        partition.put("pattern", kind.pk().text());
        partition.put("id", kind.sourceComponent());
        partition.put("route", "/api/model/partition?kind=" + kind.name() + "&id=");
      }
      k.set("example", example(kind));
    }
    return json;
  }

  /**
   * Each record component, in order: its DynamoDB type, what values it reads (a format such as
   * {@code LOCAL_DATE}, an enum's constants), its role (id, counter, version, ttl, attribute) and
   * whether an edit may change it without "edit anyway".
   */
  private static ArrayNode components(Kind kind) {
    ArrayNode list = Jsons.MAPPER.createArrayNode();
    for (RecordComponent c : kind.classes().record().getRecordComponents()) {
      String name = c.getName();
      ObjectNode json = list.addObject();
      json.put("name", name);
      json.put("javaType", c.getType().getSimpleName());
      AttributeValue.Type type = kind.schema().attributes().get(name);
      json.put("type", type != null ? type.toString() : "S");
      ValueFormat format = kind.schema().formats().get(name);
      json.put("format", format == null ? null : format.kind().name());
      if (format != null && format.kind() == ValueFormat.Kind.CONSTANT) {
        json.set("constants", Jsons.MAPPER.valueToTree(format.constants()));
      } else if (c.getType().isEnum()) {
        ArrayNode constants = json.putArray("constants");
        for (Object constant : c.getType().getEnumConstants()) {
          constants.add(((Enum<?>) constant).name());
        }
      }
      String role = kind.idComponents().contains(name) ? "id"
          : kind.counters().contains(name) ? "counter"
          : name.equals(kind.version().orElse(null)) ? "version"
          : name.equals(kind.schema().ttlAttribute().orElse(null)) ? "ttl" : "attribute";
      json.put("role", role);
      json.put("readOnly", role.equals("id") || role.equals("counter")
          || role.equals("version"));
      json.put("sortKey", name.equals(kind.schema().inverseSortBy().orElse(null)));
    }
    return list;
  }

  /** The key attributes the kind's items carry (table and index keys), with their types. */
  private static ObjectNode keyAttributes(Kind kind) {
    ObjectNode keys = Jsons.object();
    kind.schema().keyPatterns().keySet().forEach(attribute -> keys.put(attribute, "S"));
    kind.schema().inverseSortBy().ifPresent(sortBy -> keys.put(sortBy,
        String.valueOf(kind.schema().inverseSortType().map(Object::toString).orElse("S"))));
    return keys;
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
