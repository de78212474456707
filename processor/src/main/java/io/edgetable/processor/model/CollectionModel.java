package io.edgetable.processor.model;

import java.util.List;
import javax.lang.model.SourceVersion;

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

  /**
   * The collection's list of {@code edge}: the regular English plural of its {@link #listStem}
   * ({@link Plurals}), with {@code _} after a Java keyword ({@code implements_}).
   */
  public String listName(EdgeModel edge) {
    return plural(listStem(edge));
  }

  /** {@code Follow} gives {@code follows}, {@code Implement} gives {@code implements_}. */
  public static String plural(String stem) {
    String plural = Plurals.of(stem);
    return SourceVersion.isKeyword(plural) ? plural + "_" : plural;
  }
}
