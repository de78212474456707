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
 * {@code descending()} and {@code limit(n)}; an ordered inverse with its {@code KeyRange}; ids and
 * values written as the generated API takes them ({@code new RepoId("rust-lang/rust")}), so the
 * call compiles.
 */
public final class DaoCalls {
  private static final Map<String, String> METHODS = Map.ofEntries(
      Map.entry("=", "eq"), Map.entry("<>", "ne"), Map.entry("<", "lt"), Map.entry("<=", "le"),
      Map.entry(">", "gt"), Map.entry(">=", "ge"), Map.entry("BETWEEN", "between"),
      Map.entry("IN", "in"), Map.entry("begins_with", "beginsWith"),
      Map.entry("contains", "contains"), Map.entry("attribute_exists", "exists"),
      Map.entry("attribute_not_exists", "notExists"));

  private static final Map<String, String> RANGES = Map.of(
      "=", "equalTo", "<", "lessThan", "<=", "atMost", ">", "greaterThan", ">=", "atLeast",
      "BETWEEN", "between", "begins_with", "beginsWith");

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
    String id = id(kind, kind.sourceComponent(), ids.get());
    if (kind.node()) {
      if (!spec.sort().isEmpty() || !spec.filters().isEmpty()) {
        return Optional.empty();
      }
      return Optional.of(dao(kind) + ".collection(" + id + ")");
    }
    if (spec.sort().size() != 1 || !spec.sort().get(0).op().equals("begins_with")
        || !kind.sk().prefix().equals(spec.sort().get(0).values().get(0).s())) {
      return Optional.empty();
    }
    return Optional.of(dao(kind) + ".forward(" + id + ")" + rest(kind, spec));
  }

  private Optional<String> indexCall(Kind kind, QuerySpec spec, String key) {
    String index = kind.schema().inverseIndex().orElse("");
    if (kind.inversePk().isEmpty() || !spec.index().equals(index)) {
      return Optional.empty();
    }
    KeyPattern pattern = kind.inversePk().get();
    Optional<Map<String, String>> ids = pattern.match(key);
    boolean oneShard = ids.isPresent() && pattern.sharded();
    if (ids.isEmpty() && pattern.sharded()) {
      ids = pattern.withoutShard().match(key);
    }
    if (ids.isEmpty()) {
      return Optional.empty();
    }
    Optional<String> range = range(kind, spec);
    if (range == null) {
      return Optional.empty();
    }
    String target = id(kind, kind.targetComponent(), ids.get());
    String call = dao(kind) + ".inverse(" + target + range.map(r -> ", " + r).orElse("") + ")";
    if (oneShard) {
      // The DAOs read a sharded inverse whole; one shard alone is a Query of the index only.
      return Optional.of("// one shard (" + ids.get().get("shard") + " of "
          + kind.schema().inverseShards() + ") of " + kind.name() + "'s inverse: no DAO call"
          + " reads one shard alone; this reads all " + kind.schema().inverseShards()
          + " and merges them:\n" + call + rest(kind, spec));
    }
    String note = pattern.sharded()
        ? "   // reads all " + kind.schema().inverseShards() + " shards and merges them" : "";
    return Optional.of(call + rest(kind, spec) + note);
  }

  /**
   * The {@code KeyRange} argument of the sort conditions, empty for none, {@code null} when no
   * DAO call has them: an ordered inverse takes one condition on its sort component; another
   * inverse only the prefix of its edges' kind (what {@code inverse(id)} sends anyway).
   */
  private static Optional<String> range(Kind kind, QuerySpec spec) {
    List<Clause> sort = spec.sort();
    if (sort.isEmpty()) {
      return Optional.empty();
    }
    Optional<String> sortBy = kind.schema().inverseSortBy();
    Clause first = sort.get(0);
    if (sortBy.isPresent() && first.attribute().equals(sortBy.get())) {
      boolean prefixOnly = sort.size() == 1 || (sort.size() == 2 && first.op().equals("=")
          && sort.get(1).op().equals("begins_with")
          && kind.inverseSk().map(KeyPattern::prefix).orElse("")
              .equals(sort.get(1).values().get(0).s()));
      String method = RANGES.get(first.op());
      if (!prefixOnly || method == null) {
        return null;
      }
      Class<?> type = kind.classes().componentType(sortBy.get());
      List<String> values = new ArrayList<>();
      first.values().forEach(v -> values.add(typed(type, v.s() != null ? v.s() : v.n())));
      return Optional.of("KeyRange." + method + "(" + String.join(", ", values) + ")");
    }
    boolean prefixOnly = sort.size() == 1 && first.op().equals("begins_with")
        && kind.inverseSk().map(KeyPattern::prefix).orElse("").equals(first.values().get(0).s());
    return prefixOnly ? Optional.empty() : null;
  }

  private static String id(Kind kind, String component, Map<String, String> ids) {
    return typed(kind.classes().componentType(component), ids.get(component));
  }

  /**
   * A Java expression of {@code type} for {@code text}, as the generated API takes it: a string
   * literal, a number, {@code UUID.fromString(..)}, {@code LocalDate.parse(..)}, an enum constant,
   * or {@code new RepoId("rust-lang/rust")} for a typed id.
   */
  public static String typed(Class<?> type, String text) {
    if (text == null) {
      return "null";
    }
    if (type == int.class || type == Integer.class || type == short.class
        || type == Short.class || type == byte.class || type == Byte.class) {
      return text;
    }
    if (type == long.class || type == Long.class) {
      return text + "L";
    }
    if (type == double.class || type == Double.class) {
      return text.contains(".") || text.contains("e") || text.contains("E") ? text : text + ".0";
    }
    if (type == java.math.BigDecimal.class || type == java.math.BigInteger.class) {
      return "new " + type.getSimpleName() + "(" + literal(text) + ")";
    }
    if (type == java.util.UUID.class) {
      return "UUID.fromString(" + literal(text) + ")";
    }
    if (type == java.time.LocalDate.class || type == java.time.Instant.class) {
      return type.getSimpleName() + ".parse(" + literal(text) + ")";
    }
    if (type.isEnum()) {
      return type.getSimpleName() + "." + text;
    }
    if (type.isRecord() && type.getRecordComponents().length == 1) {
      return "new " + type.getSimpleName() + "("
          + typed(type.getRecordComponents()[0].getType(), text) + ")";
    }
    return literal(text);
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
      filter.values().forEach(v -> values.add(value(kind, filter.attribute(), v)));
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

  /** A filter value as the field's type takes it, when the attribute is a component. */
  private static String value(Kind kind, String attribute, AttributeValue v) {
    boolean component = java.util.Arrays.stream(kind.classes().record().getRecordComponents())
        .anyMatch(c -> c.getName().equals(attribute));
    if (component && (v.s() != null || v.n() != null)) {
      return typed(kind.classes().componentType(attribute), v.s() != null ? v.s() : v.n());
    }
    return value(v);
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
