package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.doc;

import com.squareup.javapoet.ClassName;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexSortKey;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Thrown;
import java.util.ArrayList;
import java.util.List;

/** The Javadoc of the ordered and hydrated inverse queries ({@link InverseOperations}). */
final class InverseDocs {
  private final EdgeModel edge;
  private final IndexModel index;
  private final boolean sharedIndex;

  InverseDocs(EdgeModel edge, IndexModel index, boolean sharedIndex) {
    this.edge = edge;
    this.index = index;
    this.sharedIndex = sharedIndex;
  }

  /** {@code inverse(targetId[, range])} on an ordered index: the plain one's text, reordered. */
  Doc ordered(Doc plain, boolean withRange) {
    return new Doc(
        doc(orderedRequest(withRange) + " eventually consistent.") + afterConsistency(plain),
        plain.returns(),
        thrown(plain.thrown(), withRange));
  }

  /** {@code inverseHydrated(targetId[, range])}: the index query, then BatchGetItem. */
  Doc hydrated(boolean withRange) {
    String request =
        (index.ordered() ? orderedRequest(withRange) : plainRequest())
            + "\nthen one BatchGetItem per 100 keys on the table for the whole edges (unprocessed"
            + " keys retried with backoff; consistentRead() applies to it), in the index's order."
            + "\nEdges the index still lists but the table no longer holds (deleted since), or"
            + " whose time to live has passed, are left out. count() sends no BatchGetItem."
            + "\nThe edges to one "
            + edge.target().name().simpleName()
            + "; nothing is sent until a terminal method.";
    List<Thrown> thrown =
        List.of(
            RequestText.invalidKey(
                "if {@code " + edge.targetId().component() + "} cannot form a key"));
    return new Doc(doc(request), null, thrown(thrown, withRange));
  }

  /**
   * Why an edge whose inverse index projects {@code ALL} has no {@code inverseHydrated}: the
   * message of the refused member, in parts.
   */
  static List<String> notHydratedReason(EdgeModel edge, IndexModel index) {
    return List.of(
        edge.name().simpleName() + "'s inverse index " + index.name() + " projects ALL,",
        " so inverse(" + edge.targetId().component() + ") returns whole records already;",
        " inverseHydrated is for KEYS_ONLY and INCLUDE inverse indexes");
  }

  /** {@code inverseHydrated(never)} on an index projecting {@code ALL}: refuses, and says why. */
  Doc notHydrated() {
    return new Doc(
        doc(
            "Sends nothing and always throws: "
                + String.join("", notHydratedReason(edge, index))
                + ". Its parameter type has no value, so a call with a "
                + edge.target().name().simpleName()
                + " id does not compile, and the error names the rule."),
        null,
        List.of(new Thrown(ClassName.get(UnsupportedOperationException.class), "always")),
        "@deprecated "
            + doc(
                "index "
                    + index.name()
                    + " projects ALL: call inverse("
                    + edge.targetId().component()
                    + ")")
            + "\n");
  }

  private String plainRequest() {
    return QueryDocs.indexQuery(index)
        + " AND begins_with("
        + index.sortAttribute()
        + ", \""
        + index.sk().literal()
        + "\"):\n"
        + QueryDocs.pages(index, index.sortAttribute())
        + ";";
  }

  private String orderedRequest(boolean withRange) {
    IndexSortKey key = index.sortBy().orElseThrow();
    return QueryDocs.indexQuery(index)
        + (withRange
            ? " AND " + key.attribute() + " in {@code range} (a key condition, not a filter)"
            : "")
        + (sharedIndex
            ? ", FilterExpression begins_with("
                + index.sortAttribute()
                + ", \""
                + index.sk().literal()
                + "\") (other edge kinds share the index)"
            : "")
        + ":\n"
        + QueryDocs.pages(
            index, key.attribute() + " (" + key.storedType() + "), then " + index.sortAttribute())
        + ";";
  }

  /** What the plain inverse's Javadoc says after "eventually consistent.". */
  private static String afterConsistency(Doc plain) {
    String text = plain.request();
    String mark = "; eventually consistent.";
    int end = text.indexOf(mark);
    return end < 0 ? "" : text.substring(end + mark.length());
  }

  private static List<Thrown> thrown(List<Thrown> thrown, boolean withRange) {
    List<Thrown> all = new ArrayList<>(thrown);
    if (withRange) {
      all.add(
          new Thrown(
              RuntimeNames.NULL_POINTER_EXCEPTION,
              "if {@code " + InverseOperations.RANGE + "} is null"));
    }
    return all;
  }
}
