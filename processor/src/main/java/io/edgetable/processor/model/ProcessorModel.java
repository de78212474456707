package io.edgetable.processor.model;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Everything one round generates code for: the round's nodes and edges (declaration order) and one
 * collection per node. Nodes that edges only refer to (compiled earlier) are not listed. {@code
 * deprecations} says, for the records whose generated code names something deprecated, how
 * deprecated it is.
 */
public record ProcessorModel(
    List<NodeModel> nodes,
    List<EdgeModel> edges,
    List<CollectionModel> collections,
    Map<RecordName, Set<Deprecation>> deprecations) {

  public ProcessorModel {
    nodes = List.copyOf(nodes);
    edges = List.copyOf(edges);
    collections = List.copyOf(collections);
    deprecations = Map.copyOf(deprecations);
  }

  public Optional<NodeModel> node(RecordName name) {
    return nodes.stream().filter(n -> n.name().equals(name)).findFirst();
  }

  public Optional<CollectionModel> collection(RecordName node) {
    return collections.stream().filter(c -> c.node().name().equals(node)).findFirst();
  }

  /** How deprecated the things are that {@code record}'s generated code names; empty if none. */
  public Set<Deprecation> deprecations(RecordName record) {
    return deprecations.getOrDefault(record, Set.of());
  }

  public boolean isEmpty() {
    return nodes.isEmpty() && edges.isEmpty();
  }
}
