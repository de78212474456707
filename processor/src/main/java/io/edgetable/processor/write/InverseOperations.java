package io.edgetable.processor.write;

import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexModel.ProjectionKind;
import io.edgetable.processor.model.IndexSortKey;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Parameter;
import io.edgetable.processor.write.DaoOperation.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * The inverse queries beyond the plain {@code inverse(id)} of {@link QueryOperations}: on an
 * ordered index ({@code inverseSortBy}) the same query in that order and {@code inverse(id,
 * KeyRange)}; on a {@code KEYS_ONLY} or {@code INCLUDE} index {@code inverseHydrated(..)} with the
 * same arguments, whose pages are followed by a BatchGetItem of the whole records. Their Javadoc
 * is {@link InverseDocs}.
 */
final class InverseOperations {
  static final String RANGE = "range";

  private final DaoSubject subject;
  private final EdgeModel edge;
  private final IndexModel index;
  private final boolean sharedIndex;
  private final InverseDocs docs;

  /**
   * {@code sharedIndex}: other edge kinds sort the same index, so their items share its partitions
   * and the label prefix is a FilterExpression (after the typed attribute it cannot be a key
   * condition).
   */
  InverseOperations(DaoSubject subject, EdgeModel edge, IndexModel index, boolean sharedIndex) {
    this.subject = subject;
    this.edge = edge;
    this.index = index;
    this.sharedIndex = sharedIndex;
    this.docs = new InverseDocs(edge, index, sharedIndex);
  }

  /** Whether another edge kind of {@code edge}'s package sorts the same ordered inverse index. */
  static boolean sharesOrderedIndex(EdgeModel edge, ProcessorModel model) {
    if (edge.inverse().isEmpty() || !edge.inverse().get().ordered()) {
      return false;
    }
    String name = edge.inverse().get().name();
    return model.edges().stream()
        .anyMatch(
            other ->
                !other.name().equals(edge.name())
                    && other.name().packageName().equals(edge.name().packageName())
                    && other.inverse().map(i -> i.name().equals(name)).orElse(false));
  }

  /**
   * {@code inverse} as given or ordered, its range form, and the hydrated forms where due; on an
   * index projecting {@code ALL}, a refused {@code inverseHydrated} that says to call {@code
   * inverse}.
   */
  List<DaoOperation> all(DaoOperation inverse) {
    List<DaoOperation> operations = new ArrayList<>();
    boolean hydrated = index.projection() != ProjectionKind.ALL;
    if (!index.ordered()) {
      operations.add(inverse);
      if (hydrated) {
        operations.add(hydrated(false, docs.hydrated(false)));
      }
    } else {
      operations.add(ordered(inverse, false, docs.ordered(inverse.doc(), false)));
      operations.add(ordered(inverse, true, docs.ordered(inverse.doc(), true)));
      if (hydrated) {
        operations.add(hydrated(false, docs.hydrated(false)));
        operations.add(hydrated(true, docs.hydrated(true)));
      }
    }
    if (!hydrated) {
      operations.add(notHydrated());
    }
    return operations;
  }

  /**
   * {@code @Deprecated EdgeQuery<Foo> inverseHydrated(InverseHoldsWholeRecords never)} of an edge
   * whose index projects {@code ALL}: a call with a target id does not compile, and the error names
   * the rule.
   */
  private DaoOperation notHydrated() {
    return new DaoOperation(
        "inverseHydrated",
        List.of(new Parameter(RuntimeNames.INVERSE_HOLDS_WHOLE_RECORDS, "never")),
        List.of(),
        docs.notHydrated(),
        ParameterizedTypeName.get(RuntimeNames.EDGE_QUERY, subject.record()),
        Shape.REFUSED,
        CodeBlock.of(
            "$T.inverseHoldsWholeRecords($S,$W$S,$W$S)",
            RuntimeNames.REFUSED_CALLS,
            edge.name().simpleName(),
            index.name(),
            edge.targetId().component()));
  }

  /** {@code inverse(targetId[, range])} on the ordered index: in the sort component's order. */
  private DaoOperation ordered(DaoOperation inverse, boolean withRange, Doc doc) {
    return new DaoOperation(
        inverse.name(),
        parameters(withRange),
        nonNull(withRange),
        doc,
        inverse.result(),
        inverse.shape(),
        CodeBlock.of("$L$L", inverse.call(), orderedBy(withRange)));
  }

  /**
   * {@code EdgeQuery<Foo> inverseHydrated(targetId[, range])}: the index query, each page followed
   * by one BatchGetItem per 100 keys, decoding whole records.
   */
  private DaoOperation hydrated(boolean withRange, Doc doc) {
    ClassName keys = subject.keys();
    return new DaoOperation(
        "inverseHydrated",
        parameters(withRange),
        nonNull(withRange),
        doc,
        ParameterizedTypeName.get(RuntimeNames.EDGE_QUERY, subject.record()),
        Shape.QUERY,
        CodeBlock.of(
            "$L.queryIndexHydrated($T.INDEX,$W$T"
                + code(".inversePks(" + edge.targetId().component() + "),")
                + "$W$T.INVERSE_SK_PREFIX,$W$L)$L",
            DaoNames.table(),
            keys,
            keys,
            keys,
            hydratedProjection(),
            index.ordered() ? orderedBy(withRange) : CodeBlock.of("")));
  }

  private List<Parameter> parameters(boolean withRange) {
    List<Parameter> parameters = new ArrayList<>(List.of(subject.keyParameters().get(1)));
    if (withRange) {
      parameters.add(new Parameter(rangeType(index.sortBy().orElseThrow()), RANGE));
    }
    return parameters;
  }

  private static List<String> nonNull(boolean withRange) {
    return withRange ? List.of(RANGE) : List.of();
  }

  /** What the index holds: {@code KEYS_ONLY} lacks every component but the sort one. */
  private CodeBlock hydratedProjection() {
    if (index.projection() == ProjectionKind.INCLUDE) {
      return QueryOperations.indexProjection(edge, index);
    }
    return CodeBlock.of(
        "$T.keysOnly($T.of($L))",
        RuntimeNames.INDEX_PROJECTION,
        DaoNames.LIST,
        QueryOperations.literals(QueryOperations.unprojected(edge, index)));
  }

  /** {@code .ordered(IndexOrder.<LocalDate>of("enrolledOn", "S", range, encoder))}. */
  private CodeBlock orderedBy(boolean withRange) {
    IndexSortKey key = index.sortBy().orElseThrow();
    ValueCodecs codecs = new ValueCodecs(MarshallerGenerator.className(edge.name()), edge.shapes());
    return CodeBlock.of(
        "\n.ordered($T.<$T>of("
            + code(Fragments.literal(key.attribute()) + ", ")
            + code(Fragments.literal(key.storedType()) + ", ")
            + (withRange ? RANGE : "null")
            + ",$W$L"
            + (sharedIndex ? ", true" : "")
            + "))",
        RuntimeNames.INDEX_ORDER,
        ValueCodecs.typeName(key.component().type(), true),
        FieldsGenerator.encoder(key.component().type(), key.attribute(), codecs));
  }

  private static TypeName rangeType(IndexSortKey key) {
    return ParameterizedTypeName.get(
        RuntimeNames.KEY_RANGE, ValueCodecs.typeName(key.component().type(), true));
  }
}
