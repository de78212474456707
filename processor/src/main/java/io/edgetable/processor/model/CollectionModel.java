package io.edgetable.processor.model;

import java.util.List;

/**
 * A node and the edge types stored in its own partition (their {@code PK} template equals the
 * node's), read together by {@code FooDao.collection(id)}.
 */
public record CollectionModel(NodeModel node, List<EdgeModel> edges) {
  public CollectionModel {
    edges = List.copyOf(edges);
  }
}
