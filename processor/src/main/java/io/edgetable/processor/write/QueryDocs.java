package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.doc;
import static io.edgetable.processor.write.RequestText.invalidKey;

import com.squareup.javapoet.ClassName;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexModel.ProjectionKind;
import io.edgetable.processor.write.DaoOperation.Doc;
import java.util.List;

/** The Javadoc of an edge's queries ({@link QueryOperations}). */
final class QueryDocs {
  private QueryDocs() {}

  /**
   * Why an edge without an index has no {@code inverse}, and what to do instead: in parts short
   * enough for a generated line each.
   */
  static List<String> noInverseReason(EdgeModel edge) {
    String name = edge.name().simpleName();
    return List.of(
        name + " has no inverse index,",
        " so its edges can only be read from their source;",
        " declare inverse = \"GSI1\" on @Edge of " + name + " to query them by target,",
        " or query forward(" + edge.sourceId().component() + ")");
  }

  /** {@code inverse(never)} of an edge without an index: refuses, and says why. */
  static Doc noInverse(EdgeModel edge) {
    return new Doc(
        doc(
            "Sends nothing and always throws: "
                + String.join("", noInverseReason(edge))
                + ". Its parameter type has no value, so a call with a "
                + edge.target().name().simpleName()
                + " id does not compile, and the error names the rule."),
        null,
        List.of(
            new DaoOperation.Thrown(
                ClassName.get(UnsupportedOperationException.class), "always")),
        "@deprecated "
            + doc(edge.name().simpleName() + " has no inverse index: declare inverse = \"GSI1\"")
            + "\n");
  }

  /** {@code inverse(targetId)}: the edges to one target node, through the inverse index. */
  static Doc inverse(EdgeModel edge, IndexModel index) {
    String target = edge.targetId().component();
    boolean keysOnly = index.projection() == ProjectionKind.KEYS_ONLY;
    return new Doc(
        doc(
            indexQuery(index)
                + " AND begins_with("
                + index.sortAttribute()
                + ", \""
                + index.sk().literal()
                + "\"):\n"
                + pages(index, index.sortAttribute())
                + "; eventually consistent.\nThe edges to one "
                + edge.target().name().simpleName()
                + projectionText(edge, index)
                + "."
                + (keysOnly
                    ? edge.ttl()
                        .map(
                            t ->
                                "\nThe index holds no "
                                    + t.name()
                                    + ": expired edges are"
                                    + " returned until DynamoDB deletes them.")
                        .orElse("")
                    : filteredText(edge))),
        null,
        List.of(invalidKey("if {@code " + target + "} cannot form a key")));
  }

  /** {@code Query index GSI1 GSI1PK = CRS#{courseId}}: how an inverse query's line begins. */
  static String indexQuery(IndexModel index) {
    return "Query index "
        + index.name()
        + " "
        + index.partitionAttribute()
        + " = "
        + index.pk().describe();
  }

  /** How many Queries a page of an inverse query sends, and in which {@code order}. */
  static String pages(IndexModel index, String order) {
    return index.shards() > 1
        ? "each page one Query per shard not yet exhausted ("
            + index.shards()
            + " shards; again for a shard a filter drained), merged in "
            + order
            + " order"
        : "one request per page, in " + order + " order";
  }

  /** What the Javadoc of a query adds for an edge with a time to live. */
  private static String filteredText(EdgeModel edge) {
    return edge.ttl()
        .map(t -> "\nEdges whose " + t.name() + " has passed are filtered out (FilterExpression).")
        .orElse("");
  }

  private static String projectionText(EdgeModel edge, IndexModel index) {
    return switch (index.projection()) {
      case ALL -> "";
      case KEYS_ONLY ->
          ", as their keys only (the index projects KEYS_ONLY, so there is nothing to filter on:"
              + " where() throws)";
      case INCLUDE -> {
        List<String> absent = QueryOperations.unprojected(edge, index);
        yield absent.isEmpty()
            ? ""
            : "; the index projects only "
                + index.include()
                + ", so "
                + String.join(", ", absent)
                + " come back absent (null, or zero/false when primitive): where() on them throws"
                + " IllegalArgumentException, and a constructor that rejects their null fails"
                + " with UnprojectedComponentException";
      }
    };
  }
}
