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

  /**
   * What the collection's list of {@code edge} is named after: the record's simple name ({@code
   * Follow}: {@code follows}), or its generated stem ({@code Circle_Follow}) when another edge of
   * the collection has that simple name too.
   */
  public String listStem(EdgeModel edge) {
    String simple = edge.name().simpleName();
    boolean ambiguous =
        edges.stream().filter(other -> other.name().simpleName().equals(simple)).count() > 1;
    return ambiguous ? edge.name().generatedStem() : simple;
  }
}
