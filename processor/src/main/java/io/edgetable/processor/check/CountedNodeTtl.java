package io.edgetable.processor.check;

import io.edgetable.processor.diagnostics.Diagnostics;
import io.edgetable.processor.diagnostics.VersionTtlMessages;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.CounterModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A node that edges count has no time to live, for the reason an edge with counters has none: what
 * DynamoDB's expiry deletes (here the node item, with its counts) is deleted behind the counters'
 * back, and the edges it counted stay, counted nowhere. The node counts edges when an edge compiled
 * with it names one of its components as a counter (sharded or not), or when it marks one {@code
 * @Counter}. Reported on the node's {@code @Ttl} component, before any other check of the round
 * reports on it; for a node compiled apart (which has no {@code @Counter} mark, else its own
 * compilation failed), on the edge's counter attribute, instead of the advice to mark the counter
 * that {@link CounterDeclarations} would give: the mark would only lead to this error.
 */
final class CountedNodeTtl {
  private final Diagnostics diagnostics;

  CountedNodeTtl(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** {@code referenced}: the nodes outside the round that the round's edges point to. */
  void check(ProcessorModel model, List<NodeModel> referenced) {
    for (EdgeModel edge : model.edges()) {
      edge.sourceCounter().ifPresent(c -> checkApart(edge, "sourceCounter", c, referenced));
      edge.targetCounter().ifPresent(c -> checkApart(edge, "targetCounter", c, referenced));
    }
    for (NodeModel node : model.nodes()) {
      Optional<ComponentModel> ttl = node.ttl();
      if (ttl.isEmpty() || node.counterShards().isEmpty()) {
        continue;
      }
      List<String> counters = new ArrayList<>();
      for (String counter : node.counterShards().keySet()) {
        counters.add(counter + " (" + countedBy(model, node, counter) + ")");
      }
      diagnostics.errorOnComponent(
          node.name(),
          ttl.get().name(),
          VersionTtlMessages.ttlOnCountedNode(
              node.name().qualifiedName(), ttl.get().name(), counters));
    }
  }

  /** Whether {@code node} has a {@code @Ttl} and is outside the round: no edge may count it. */
  static boolean expiresApart(NodeModel node, ProcessorModel model) {
    return node.ttl().isPresent() && model.node(node.name()).isEmpty();
  }

  private void checkApart(
      EdgeModel edge, String attribute, CounterModel counter, List<NodeModel> referenced) {
    for (NodeModel node : referenced) {
      if (node.name().equals(counter.node().name()) && node.ttl().isPresent()) {
        diagnostics.errorOnAttribute(
            edge.name(),
            EdgeTableAnnotation.EDGE,
            attribute,
            VersionTtlMessages.ttlOnCountedNodeApart(
                edge.name().qualifiedName(),
                attribute,
                counter.component(),
                node.name().qualifiedName(),
                node.ttl().get().name()));
      }
    }
  }

  /** {@code test.Enrollment's targetCounter}, or {@code @Counter} for a node's own mark. */
  private static String countedBy(ProcessorModel model, NodeModel node, String counter) {
    List<String> by = new ArrayList<>();
    for (EdgeModel edge : model.edges()) {
      movedBy(edge, edge.sourceCounter(), "sourceCounter", node, counter).ifPresent(by::add);
      movedBy(edge, edge.targetCounter(), "targetCounter", node, counter).ifPresent(by::add);
    }
    return by.isEmpty() ? "@Counter" : String.join(", ", by);
  }

  private static Optional<String> movedBy(
      EdgeModel edge,
      Optional<CounterModel> moved,
      String attribute,
      NodeModel node,
      String counter) {
    return moved
        .filter(c -> c.node().name().equals(node.name()) && c.component().equals(counter))
        .map(c -> edge.name().qualifiedName() + "'s " + attribute);
  }
}
