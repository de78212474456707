package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.doc;
import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexModel.ProjectionKind;
import io.edgetable.processor.model.IndexSortKey;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Parameter;
import io.edgetable.processor.write.DaoOperation.Shape;
import io.edgetable.processor.write.DaoOperation.Thrown;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The inverse queries of an edge with an inverse index, from the plain {@code inverse(id)}: on an
 * ordered index ({@code inverseSortBy}) the same query in that order and {@code inverse(id,
 * KeyRange)}, and on a {@code KEYS_ONLY} or {@code INCLUDE} index {@code inverseHydrated(..)} with
 * the same arguments, whose pages are followed by a BatchGetItem of the whole records.
 */
final class InverseOperations {
  private static final String RANGE = "range";

  private final EdgeModel edge;
  private final IndexModel index;
  private final ClassName keys;
  private final ClassName record;
  private final String target;

  private InverseOperations(EdgeModel edge, IndexModel index) {
    this.edge = edge;
    this.index = index;
    this.keys = DaoNames.generated(edge.name(), GeneratedClass.KEYS);
    this.record = DaoNames.record(edge.name());
    this.target = edge.targetId().component();
  }

  /** {@code inverse} as given or ordered, its range form, and the hydrated forms where due. */
  static List<DaoOperation> of(DaoOperation inverse, EdgeModel edge, IndexModel index) {
    return new InverseOperations(edge, index).all(inverse);
  }

  private List<DaoOperation> all(DaoOperation inverse) {
    List<DaoOperation> operations = new ArrayList<>();
    boolean hydrated = index.projection() != ProjectionKind.ALL;
    Optional<IndexSortKey> sortBy = index.sortBy();
    if (sortBy.isEmpty()) {
      operations.add(inverse);
      if (hydrated) {
        operations.add(hydrated(inverse, null));
      }
      return operations;
    }
    DaoOperation ordered = ordered(inverse, false);
    DaoOperation ranged = ordered(inverse, true);
    operations.add(ordered);
    operations.add(ranged);
    if (hydrated) {
      operations.add(hydrated(ordered, null));
      operations.add(hydrated(ranged, sortBy.get()));
    }
    return operations;
  }

  /** {@code inverse} on the ordered index: in the sort component's order, [in {@code range}]. */
  private DaoOperation ordered(DaoOperation inverse, boolean withRange) {
    IndexSortKey key = index.sortBy().orElseThrow();
    List<Parameter> parameters = new ArrayList<>(inverse.parameters());
    List<String> nonNull = new ArrayList<>(inverse.nonNull());
    if (withRange) {
      parameters.add(new Parameter(rangeType(key), RANGE));
      nonNull.add(RANGE);
    }
    return new DaoOperation(
        inverse.name(),
        parameters,
        nonNull,
        new Doc(
            doc(orderedRequest(key, withRange) + tail(inverse)),
            inverse.doc().returns(),
            thrown(inverse.doc().thrown(), withRange)),
        inverse.result(),
        inverse.shape(),
        CodeBlock.of("$L$L", inverse.call(), orderedBy(key, withRange)));
  }

  /**
   * {@code inverseHydrated}: the index query of {@code query} (plain or ordered), each page
   * followed by one BatchGetItem per 100 keys, decoding whole records.
   */
  private DaoOperation hydrated(DaoOperation query, IndexSortKey rangeOf) {
    boolean withRange = rangeOf != null;
    String request =
        (index.ordered() ? orderedRequest(index.sortBy().get(), withRange) : plainRequest())
            + "\nthen one BatchGetItem per 100 keys on the table for the whole edges (unprocessed"
            + " keys retried with backoff; consistentRead() applies to it), in the index's order."
            + "\nEdges the index still lists but the table no longer holds (deleted since), or"
            + " whose time to live has passed, are left out. count() sends no BatchGetItem."
            + "\nThe edges to one "
            + edge.target().name().simpleName()
            + "; nothing is sent until a terminal method.";
    List<Parameter> parameters = new ArrayList<>(query.parameters());
    List<String> nonNull = new ArrayList<>(query.nonNull());
    return new DaoOperation(
        "inverseHydrated",
        parameters,
        nonNull,
        new Doc(doc(request), null, thrown(query.doc().thrown(), withRange)),
        ParameterizedTypeName.get(RuntimeNames.EDGE_QUERY, record),
        Shape.QUERY,
        CodeBlock.of(
            "this.table.queryIndexHydrated($T.INDEX,$W$T"
                + code(".inversePks(" + target + "),")
                + "$W$T.INVERSE_SK_PREFIX,$W$L)$L",
            keys,
            keys,
            keys,
            hydratedProjection(),
            index.sortBy().map(key -> orderedBy(key, withRange)).orElse(CodeBlock.of(""))));
  }

  /** What the index holds: for KEYS_ONLY every component but the sort one is absent. */
  private CodeBlock hydratedProjection() {
    if (index.projection() == ProjectionKind.INCLUDE) {
      return DaoOperations.indexProjection(edge, index);
    }
    List<String> absent = DaoOperations.unprojected(edge, index);
    return CodeBlock.of(
        "$T.keysOnly($T" + code(".of(" + literals(absent) + "))"),
        RuntimeNames.INDEX_PROJECTION,
        DaoNames.LIST);
  }

  /** {@code .ordered(IndexOrder.<LocalDate>of("enrolledOn", "S", range, encoder))}. */
  private CodeBlock orderedBy(IndexSortKey key, boolean withRange) {
    ValueCodecs codecs = new ValueCodecs(MarshallerGenerator.className(edge.name()), edge.shapes());
    return CodeBlock.of(
        "\n.ordered($T.<$T>of(" + code(Fragments.literal(key.attribute()) + ", ")
            + code(Fragments.literal(key.storedType()) + ", ")
            + (withRange ? RANGE : "null")
            + ",$W$L))",
        RuntimeNames.INDEX_ORDER,
        ValueCodecs.typeName(key.component().type(), true),
        FieldsGenerator.encoder(key.component().type(), key.attribute(), codecs));
  }

  private TypeName rangeType(IndexSortKey key) {
    return ParameterizedTypeName.get(
        RuntimeNames.KEY_RANGE, ValueCodecs.typeName(key.component().type(), true));
  }

  private String plainRequest() {
    return "Query index "
        + index.name()
        + " "
        + index.partitionAttribute()
        + " = "
        + index.pk().describe()
        + " AND begins_with("
        + index.sortAttribute()
        + ", \""
        + index.sk().literal()
        + "\"):\n"
        + shardsText(index.sortAttribute())
        + ";";
  }

  private String orderedRequest(IndexSortKey key, boolean withRange) {
    return "Query index "
        + index.name()
        + " "
        + index.partitionAttribute()
        + " = "
        + index.pk().describe()
        + (withRange
            ? " AND " + key.attribute() + " in {@code range} (a key condition, not a filter)"
            : "")
        + ":\n"
        + shardsText(key.attribute() + " (" + key.storedType() + "), then " + index.sortAttribute())
        + ";";
  }

  private String shardsText(String order) {
    return index.shards() > 1
        ? "each page one Query per shard not yet exhausted ("
            + index.shards()
            + " shards; again for a shard a filter drained), merged in "
            + order
            + " order"
        : "one request per page, in " + order + " order";
  }

  /** What the plain inverse's Javadoc says after its request line. */
  private static String tail(DaoOperation inverse) {
    String text = inverse.doc().request();
    int end = text.indexOf("; eventually consistent.");
    return end < 0 ? "" : text.substring(end + 1).replaceFirst("^ ", " ");
  }

  private List<Thrown> thrown(List<Thrown> thrown, boolean withRange) {
    List<Thrown> all = new ArrayList<>(thrown);
    if (withRange) {
      all.add(new Thrown("NullPointerException", "if {@code " + RANGE + "} is null"));
    }
    return all;
  }

  private static String literals(List<String> names) {
    List<String> quoted = new ArrayList<>();
    for (String name : names) {
      quoted.add(Fragments.literal(name));
    }
    return String.join(", ", quoted);
  }
}
