package io.edgetable.console.model;

import io.edgetable.console.table.Clause;
import io.edgetable.console.table.QuerySpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The generated DAO call that sends a query of the builder, when the query is one a DAO has:
 * a node's {@code collection(id)}, an edge's {@code forward(sourceId)} (on the table, with the
 * edge's sort key prefix) or {@code inverse(targetId)} (on its index), with {@code where},
 * {@code descending()} and {@code limit(n)}.
 */
public final class DaoCalls {
  private static final Map<String, String> METHODS = Map.ofEntries(
      Map.entry("=", "eq"), Map.entry("<>", "ne"), Map.entry("<", "lt"), Map.entry("<=", "le"),
      Map.entry(">", "gt"), Map.entry(">=", "ge"), Map.entry("BETWEEN", "between"),
      Map.entry("IN", "in"), Map.entry("begins_with", "beginsWith"),
      Map.entry("contains", "contains"), Map.entry("attribute_exists", "exists"),
      Map.entry("attribute_not_exists", "notExists"));

  private final Model model;

  public DaoCalls(Model model) {
    this.model = model;
  }

  public Optional<String> of(QuerySpec spec) {
    String key = spec.keyValue().s();
    if (key == null) {
      return Optional.empty();
    }
    for (Kind kind : model.kinds()) {
      Optional<String> call = spec.index() == null ? tableCall(kind, spec, key)
          : indexCall(kind, spec, key);
      if (call.isPresent()) {
        return call;
      }
    }
    return Optional.empty();
  }

  private Optional<String> tableCall(Kind kind, QuerySpec spec, String key) {
    Optional<Map<String, String>> ids = kind.pk().match(key);
    if (ids.isEmpty()) {
      return Optional.empty();
    }
    String id = ids.get().get(kind.sourceComponent());
    if (kind.node()) {
      if (spec.sort().isPresent() || !spec.filters().isEmpty()) {
        return Optional.empty();
      }
      return Optional.of(dao(kind) + ".collection(" + literal(id) + ")");
    }
    Optional<Clause> sort = spec.sort();
    if (sort.isEmpty() || !sort.get().op().equals("begins_with")
        || !kind.sk().prefix().equals(sort.get().values().get(0).s())) {
      return Optional.empty();
    }
    return Optional.of(dao(kind) + ".forward(" + literal(id) + ")" + rest(kind, spec));
  }

  private Optional<String> indexCall(Kind kind, QuerySpec spec, String key) {
    String index = kind.schema().inverseIndex().orElse("");
    if (kind.inversePk().isEmpty() || !spec.index().equals(index)) {
      return Optional.empty();
    }
    Optional<Map<String, String>> ids = kind.inversePk().get().match(key);
    if (ids.isEmpty()) {
      return Optional.empty();
    }
    Optional<Clause> sort = spec.sort();
    boolean prefixOnly = sort.isEmpty() || (sort.get().op().equals("begins_with")
        && kind.inverseSk().map(KeyPattern::prefix).orElse("")
            .equals(sort.get().values().get(0).s()));
    if (!prefixOnly) {
      return Optional.empty();
    }
    String note = kind.inversePk().get().sharded()
        ? "   // reads all " + kind.schema().inverseShards() + " shards and merges them" : "";
    return Optional.of(dao(kind) + ".inverse(" + literal(ids.get().get(kind.targetComponent()))
        + ")" + rest(kind, spec) + note);
  }

  private static String rest(Kind kind, QuerySpec spec) {
    StringBuilder call = new StringBuilder();
    for (Clause filter : spec.filters()) {
      String method = METHODS.get(filter.op());
      if (method == null) {
        call.append("\n    /* filter ").append(filter.op()).append(" on ")
            .append(filter.attribute()).append(": no typed field method */");
        continue;
      }
      List<String> values = new ArrayList<>();
      filter.values().forEach(v -> values.add(value(v)));
      String args = filter.op().equals("IN") ? "List.of(" + String.join(", ", values) + ")"
          : String.join(", ", values);
      call.append("\n    .where(").append(simple(kind)).append("Fields.")
          .append(filter.attribute()).append('.').append(method).append('(').append(args)
          .append("))");
    }
    if (spec.descending()) {
      call.append("\n    .descending()");
    }
    call.append("\n    .limit(").append(spec.limit()).append(")\n    .page()");
    return call.toString();
  }

  private static String dao(Kind kind) {
    return "new " + simple(kind) + "Dao(client, table)";
  }

  private static String simple(Kind kind) {
    return kind.name().replace('.', '_');
  }

  private static String value(AttributeValue v) {
    if (v.s() != null) {
      return literal(v.s());
    }
    if (v.n() != null) {
      return v.n();
    }
    return String.valueOf(v);
  }

  static String literal(String text) {
    StringBuilder java = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      switch (c) {
        case '"' -> java.append("\\\"");
        case '\\' -> java.append("\\\\");
        case '\n' -> java.append("\\n");
        default -> {
          if (c < 0x20) {
            java.append(String.format("\\u%04x", (int) c));
          } else {
            java.append(c);
          }
        }
      }
    }
    return java.append('"').toString();
  }
}
