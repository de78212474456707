package io.edgetable.internal.doctor;

import io.edgetable.doctor.CounterDrift;
import io.edgetable.doctor.DanglingEdge;
import io.edgetable.doctor.Finding;
import io.edgetable.doctor.IndexKeyMismatch;
import io.edgetable.doctor.OrphanCounter;
import io.edgetable.doctor.TableMisfit;
import io.edgetable.doctor.TypeMismatch;
import io.edgetable.doctor.UnknownItem;
import io.edgetable.doctor.ValueMismatch;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.protocols.jsoncore.JsonNodeParser;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A finding as one line of JSON and back, every field kept, so a finding found on one machine is
 * repaired on another, or from a file of findings written earlier: {@code {"kind":
 * "CounterDrift", "key": {"PK": {"S": "..."}, ...}, ...}}. Keys and values are written as a
 * DynamoDB export writes them. Internal: the Spark doctor ships its findings as rows of it.
 */
public final class FindingCodec {
  private static final JsonNodeParser PARSER = JsonNodeParser.create();

  private FindingCodec() {}

  /** {@code finding} as one line of JSON. */
  public static String encode(Finding finding) {
    Json json = new Json();
    json.field("kind").string(finding.getClass().getSimpleName());
    if (!(finding instanceof TableMisfit)) {
      json.field("key").map(finding.key());
    }
    if (finding instanceof CounterDrift d) {
      json.field("recordName").string(d.recordName());
      json.field("counter").string(d.counter());
      d.nodeValue().ifPresent(v -> json.field("nodeValue").number(v));
      json.field("storedShards").shards(d.storedShards());
      json.field("countedShards").shards(d.countedShards());
      json.field("shards").number(d.shards());
      json.field("counted").number(d.counted());
    } else if (finding instanceof DanglingEdge d) {
      json.field("recordName").string(d.recordName());
      json.field("missingNodes").strings(d.missingNodes());
    } else if (finding instanceof IndexKeyMismatch m) {
      json.field("recordName").string(m.recordName());
      json.field("index").string(m.index());
      m.storedPartition().ifPresent(v -> json.field("storedPartition").string(v));
      json.field("expectedPartition").string(m.expectedPartition());
      m.storedSort().ifPresent(v -> json.field("storedSort").string(v));
      json.field("expectedSort").string(m.expectedSort());
    } else if (finding instanceof OrphanCounter o) {
      json.field("recordName").string(o.recordName());
      json.field("node").string(o.node());
      json.field("counter").string(o.counter());
      json.field("shard").number(o.shard());
      o.value().ifPresent(v -> json.field("value").number(v));
    } else if (finding instanceof ValueMismatch v) {
      json.field("recordName").string(v.recordName());
      json.field("attribute").string(v.attribute());
      v.stored().ifPresent(s -> json.field("stored").value(s));
      json.field("expected").string(v.expected());
    } else if (finding instanceof TypeMismatch t) {
      json.field("recordName").string(t.recordName());
      json.field("attribute").string(t.attribute());
      json.field("expected").string(t.expected().name());
      json.field("stored").string(t.stored().name());
    } else if (finding instanceof UnknownItem u) {
      json.field("reason").string(u.reason());
    } else if (finding instanceof TableMisfit t) {
      json.field("table").string(t.table());
      json.field("differences").strings(t.differences());
    }
    return json.close();
  }

  /**
   * The finding {@link #encode} wrote; {@link IllegalArgumentException} saying why {@code line}
   * is not one.
   */
  public static Finding decode(String line) {
    try {
      return decode(PARSER.parse(line));
    } catch (RuntimeException e) {
      throw new IllegalArgumentException(
          "is not a finding as the doctor writes it (" + e.getMessage() + "): " + line, e);
    }
  }

  private static Finding decode(JsonNode json) {
    Fields f = new Fields(json);
    String kind = f.string("kind");
    return switch (kind) {
      case "CounterDrift" -> new CounterDrift(
          f.key(), f.string("recordName"), f.string("counter"), f.optionalLong("nodeValue"),
          f.shards("storedShards"), f.shards("countedShards"), (int) f.number("shards"),
          f.number("counted"));
      case "DanglingEdge" -> new DanglingEdge(
          f.key(), f.string("recordName"), f.strings("missingNodes"));
      case "IndexKeyMismatch" -> new IndexKeyMismatch(
          f.key(), f.string("recordName"), f.string("index"), f.optionalString("storedPartition"),
          f.string("expectedPartition"), f.optionalString("storedSort"), f.string("expectedSort"));
      case "OrphanCounter" -> new OrphanCounter(
          f.key(), f.string("recordName"), f.string("node"), f.string("counter"),
          (int) f.number("shard"), f.optionalLong("value"));
      case "ValueMismatch" -> new ValueMismatch(
          f.key(), f.string("recordName"), f.string("attribute"),
          f.optional("stored").map(ExportReader::value), f.string("expected"));
      case "TypeMismatch" -> new TypeMismatch(
          f.key(), f.string("recordName"), f.string("attribute"),
          AttributeValue.Type.valueOf(f.string("expected")),
          AttributeValue.Type.valueOf(f.string("stored")));
      case "UnknownItem" -> new UnknownItem(f.key(), f.string("reason"));
      case "TableMisfit" -> new TableMisfit(f.string("table"), f.strings("differences"));
      default -> throw new IllegalArgumentException("unknown kind " + kind);
    };
  }

  /** The fields of one encoded finding; a missing one is named. */
  private record Fields(JsonNode json) {
    Optional<JsonNode> optional(String name) {
      return json.field(name).filter(n -> !n.isNull());
    }

    JsonNode required(String name) {
      return optional(name).orElseThrow(() -> new IllegalArgumentException("no " + name));
    }

    String string(String name) {
      return required(name).asString();
    }

    Optional<String> optionalString(String name) {
      return optional(name).map(JsonNode::asString);
    }

    long number(String name) {
      return Long.parseLong(required(name).asNumber());
    }

    Optional<Long> optionalLong(String name) {
      return optional(name).map(n -> Long.parseLong(n.asNumber()));
    }

    List<String> strings(String name) {
      return required(name).asArray().stream().map(JsonNode::asString).toList();
    }

    SortedMap<Integer, Long> shards(String name) {
      SortedMap<Integer, Long> shards = new TreeMap<>();
      required(name).asObject().forEach(
          (shard, value) -> shards.put(Integer.parseInt(shard), Long.parseLong(value.asNumber())));
      return shards;
    }

    Map<String, AttributeValue> key() {
      return ExportReader.map(required("key"));
    }
  }

  /** A JSON object written field by field, values as a DynamoDB export writes them. */
  private static final class Json {
    private final StringBuilder out = new StringBuilder("{");

    Json field(String name) {
      if (out.length() > 1) {
        out.append(',');
      }
      ExportWriter.quote(out, name);
      out.append(':');
      return this;
    }

    void string(String text) {
      ExportWriter.quote(out, text);
    }

    void number(long value) {
      out.append(value);
    }

    void strings(List<String> texts) {
      ExportWriter.strings(out, texts);
    }

    void shards(SortedMap<Integer, Long> shards) {
      out.append('{');
      Iterator<Map.Entry<Integer, Long>> entries = shards.entrySet().iterator();
      while (entries.hasNext()) {
        Map.Entry<Integer, Long> entry = entries.next();
        ExportWriter.quote(out, entry.getKey().toString());
        out.append(':').append(entry.getValue());
        if (entries.hasNext()) {
          out.append(',');
        }
      }
      out.append('}');
    }

    void map(Map<String, AttributeValue> map) {
      ExportWriter.map(out, map);
    }

    void value(AttributeValue value) {
      ExportWriter.value(out, value);
    }

    String close() {
      return out.append('}').toString();
    }
  }
}
