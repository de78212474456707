package io.edgetable.processor.check;

import io.edgetable.processor.diagnostics.CounterMessages;
import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.CounterModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Counters agree on what they are. A node's DAO learns that a component is a counter, and over how
 * many counter items, from the edges compiled with it or from its own {@code @Counter} mark; an
 * edge compiled apart from its node (another module, or an earlier round) cannot tell that DAO, so
 * the node must carry the mark. And one counter has one set of counter items: every edge that moves
 * it, and its mark, give it the same number.
 */
final class CounterDeclarations {
  private final Diagnostics diagnostics;

  CounterDeclarations(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** {@code referenced}: the nodes outside the round that the round's edges point to. */
  void check(ProcessorModel model, List<NodeModel> referenced) {
    Map<RecordName, NodeModel> outside = new HashMap<>();
    referenced.forEach(n -> outside.put(n.name(), n));
    Map<String, Counted> first = new HashMap<>();
    for (EdgeModel edge : model.edges()) {
      edge.sourceCounter().ifPresent(c -> check(edge, "sourceCounter", c, model, outside, first));
      edge.targetCounter().ifPresent(c -> check(edge, "targetCounter", c, model, outside, first));
    }
  }

  /** The first edge of the round that counts a counter, and over how many items. */
  private record Counted(EdgeModel edge, int shards) {}

  private void check(
      EdgeModel edge,
      String attribute,
      CounterModel counter,
      ProcessorModel model,
      Map<RecordName, NodeModel> outside,
      Map<String, Counted> first) {
    RecordName nodeName = counter.node().name();
    Optional<NodeModel> inRound = model.node(nodeName);
    NodeModel node = inRound.orElse(outside.get(nodeName));
    if (node == null) {
      return; // the node itself was reported
    }
    if (CountedNodeTtl.expiresApart(node, model)) {
      return; // CountedNodeTtl reports it: the node cannot be counted at all
    }
    String edgeName = edge.name().qualifiedName();
    String component = counter.component();
    Integer declared = node.declaredCounters().get(component);
    if (inRound.isEmpty() && declared == null) {
      String type =
          node.components().stream()
              .filter(c -> c.name().equals(component))
              .map(ComponentModel::type)
              .findFirst()
              .map(t -> t.qualifiedName())
              .orElse("long");
      diagnostics.errorOnAttribute(
          edge.name(),
          EdgeTableAnnotation.EDGE,
          attribute,
          CounterMessages.counterNotDeclared(
              edgeName, attribute, component, nodeName.qualifiedName(), type, counter.shards()));
      return;
    }
    if (declared != null && declared != counter.shards()) {
      mismatch(edge, attribute, counter, declared, Optional.empty());
      return;
    }
    Counted earlier =
        first.putIfAbsent(
            nodeName.qualifiedName() + "." + component, new Counted(edge, counter.shards()));
    if (earlier != null && earlier.shards() != counter.shards()) {
      mismatch(
          edge,
          attribute,
          counter,
          earlier.shards(),
          Optional.of(earlier.edge().name().qualifiedName()));
    }
  }

  private void mismatch(
      EdgeModel edge, String attribute, CounterModel counter, int other, Optional<String> by) {
    diagnostics.errorOnWrittenAttribute(
        edge.name(),
        EdgeTableAnnotation.EDGE,
        List.of(attribute + "Shards", attribute),
        CounterMessages.counterShardsMismatch(
            edge.name().qualifiedName(),
            attribute,
            counter.component(),
            counter.node().name().qualifiedName(),
            counter.shards(),
            other,
            by));
  }
}
