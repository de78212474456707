package io.edgetable.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * Everything one round generates code for: the round's nodes and edges (declaration order) and one
 * collection per node. Nodes that edges only refer to (compiled earlier) are not listed.
 */
public record ProcessorModel(
    List<NodeModel> nodes, List<EdgeModel> edges, List<CollectionModel> collections) {

  public ProcessorModel {
    nodes = List.copyOf(nodes);
    edges = List.copyOf(edges);
    collections = List.copyOf(collections);
  }

  public Optional<NodeModel> node(RecordName name) {
    return nodes.stream().filter(n -> n.name().equals(name)).findFirst();
  }

  public Optional<CollectionModel> collection(RecordName node) {
    return collections.stream().filter(c -> c.node().name().equals(node)).findFirst();
  }

  public boolean isEmpty() {
    return nodes.isEmpty() && edges.isEmpty();
  }
}
