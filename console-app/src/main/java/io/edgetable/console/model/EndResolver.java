package io.edgetable.console.model;

import io.edgetable.Dao;
import io.edgetable.EdgeKey;
import io.edgetable.internal.model.CounterUpdate;
import io.edgetable.internal.model.RecordType;
import io.edgetable.internal.model.RecordTypes;
import io.edgetable.schema.EdgeSchema;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Finds the node kinds at the two ends of each edge: as its schema names them ({@code ends}, in
 * every schema the processor generates today), else by prefix when the edge uses the nodes'
 * prefixes ({@code STU#}, {@code ENROLL#CRS#}), else, for a counted edge, from the node keys its
 * counter updates name (a {@code Follow} with prefixes {@code ACTOR}/{@code TARGET} counts on
 * {@code USER#...} items). An end that neither tells stays unknown.
 */
final class EndResolver {
  private EndResolver() {}

  static List<Kind> resolve(List<Kind> kinds, DynamoDbClient client) {
    List<Kind> nodes = kinds.stream().filter(Kind::node).toList();
    List<Kind> resolved = new ArrayList<>();
    for (Kind kind : kinds) {
      if (kind.node()) {
        resolved.add(kind);
        continue;
      }
      Optional<String> source = kind.schema().ends().map(EdgeSchema.Ends::source)
          .filter(name -> isNode(nodes, name)).or(() -> byPrefix(nodes, kind.pk().prefix()));
      Optional<String> target = kind.schema().ends().map(EdgeSchema.Ends::target)
          .filter(name -> isNode(nodes, name)).or(() -> byPrefix(nodes, kind.sk().prefix()));
      if ((source.isEmpty() || target.isEmpty()) && kind.counted()) {
        String[] ends = byCounters(kind, nodes, client);
        source = source.or(() -> Optional.ofNullable(ends[0]));
        target = target.or(() -> Optional.ofNullable(ends[1]));
      }
      resolved.add(new Kind(kind.name(), kind.schema(), false, kind.pk(), kind.sk(),
          kind.inversePk(), kind.inverseSk(), kind.counters(), kind.counterShards(),
          kind.version(), source, target, kind.sourceComponent(), kind.targetComponent(),
          kind.counted(), kind.classes()));
    }
    return List.copyOf(resolved);
  }

  private static boolean isNode(List<Kind> nodes, String name) {
    return nodes.stream().anyMatch(n -> n.name().equals(name));
  }

  /** The node whose prefix ends the literal (the label comes before it), longest first. */
  private static Optional<String> byPrefix(List<Kind> nodes, String literal) {
    Kind best = null;
    for (Kind node : nodes) {
      String prefix = node.pk().prefix();
      boolean fits = literal.equals(prefix) || literal.endsWith("#" + prefix);
      if (fits && (best == null || prefix.length() > best.pk().prefix().length())) {
        best = node;
      }
    }
    return Optional.ofNullable(best).map(Kind::name);
  }

  private static String[] byCounters(Kind edge, List<Kind> nodes, DynamoDbClient client) {
    String[] ends = new String[2];
    try {
      Object s = IdValues.sample(edge.classes().componentType(edge.sourceComponent()), 1);
      Object t = IdValues.sample(edge.classes().componentType(edge.targetComponent()), 2);
      Dao<?, ?> dao = (Dao<?, ?>) edge.classes().dao(client, "edgetable-console-model");
      Object type = RecordTypes.of(dao);
      Method counters = RecordType.class.getMethod("counters", Object.class);
      List<?> updates = (List<?>) counters.invoke(type, new EdgeKey<>(s, t));
      for (Object each : updates) {
        CounterUpdate update = (CounterUpdate) each;
        String pk = update.nodeKey().get("PK").s();
        for (Kind node : nodes) {
          Optional<Map<String, String>> ids = node.pk().match(pk);
          if (ids.isEmpty()) {
            continue;
          }
          String id = ids.get().values().iterator().next();
          if (id.equals(String.valueOf(s))) {
            ends[0] = node.name();
          } else if (id.equals(String.valueOf(t))) {
            ends[1] = node.name();
          }
        }
      }
    } catch (InvocationTargetException | NoSuchMethodException | IllegalAccessException
        | RuntimeException e) {
      // The ends stay unknown: the edge is still shown, only without links to its nodes.
    }
    return ends;
  }
}
