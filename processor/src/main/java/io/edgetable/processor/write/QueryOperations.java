package io.edgetable.processor.write;

import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexModel.ProjectionKind;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Shape;
import java.util.List;

/** An edge's inverse query, through its index from its target (forward is its base class's). */
final class QueryOperations {
  private final DaoSubject subject;

  QueryOperations(DaoSubject subject) {
    this.subject = subject;
  }

  /** {@code EdgeQuery<Foo> inverse(targetId)}, or a keys-only query for a KEYS_ONLY index. */
  DaoOperation inverse(EdgeModel edge, IndexModel index, Doc doc) {
    String target = edge.targetId().component();
    ClassName keys = subject.keys();
    boolean keysOnly = index.projection() == ProjectionKind.KEYS_ONLY;
    return new DaoOperation(
        "inverse",
        List.of(subject.keyParameters().get(1)),
        List.of(),
        doc,
        keysOnly
            ? ParameterizedTypeName.get(
                RuntimeNames.KEYS_ONLY_QUERY,
                ((ParameterizedTypeName) DaoSubject.edgeKey(edge))
                    .typeArguments.toArray(TypeName[]::new))
            : ParameterizedTypeName.get(RuntimeNames.EDGE_QUERY, subject.record()),
        keysOnly ? Shape.KEYS_ONLY_QUERY : Shape.QUERY,
        keysOnly
            ? CodeBlock.of(
                "$L.queryIndexKeys($T.INDEX,$W$T"
                    + code(".inversePks(" + target + "),")
                    + "$W$T.INVERSE_SK_PREFIX)",
                DaoNames.table(),
                keys,
                keys,
                keys)
            : CodeBlock.of(
                "$L.queryIndex($T.INDEX,$W$T"
                    + code(".inversePks(" + target + "),")
                    + "$W$T.INVERSE_SK_PREFIX,$W$L)",
                DaoNames.table(),
                keys,
                keys,
                keys,
                indexProjection(edge, index)));
  }

  /**
   * {@code @Deprecated EdgeQuery<Foo> inverse(InverseNeedsAnIndex never)} of an edge without an
   * index: a call with a target id does not compile, and the error names the rule.
   */
  DaoOperation noInverse(EdgeModel edge, Doc doc) {
    return new DaoOperation(
        "inverse",
        List.of(new DaoOperation.Parameter(RuntimeNames.INVERSE_NEEDS_AN_INDEX, "never")),
        List.of(),
        doc,
        ParameterizedTypeName.get(RuntimeNames.EDGE_QUERY, subject.record()),
        DaoOperation.Shape.REFUSED,
        CodeBlock.of(
            "$T.inverseNeedsAnIndex($S,$W$S)",
            RuntimeNames.REFUSED_CALLS,
            edge.name().simpleName(),
            edge.sourceId().component()));
  }

  /**
   * {@code IndexProjection.ALL}, or {@code IndexProjection.include(List.of("stars"),
   * List.of("text"))}: what the index holds besides the keys, and the components it lacks.
   */
  static CodeBlock indexProjection(EdgeModel edge, IndexModel index) {
    if (index.projection() != ProjectionKind.INCLUDE) {
      return CodeBlock.of("$T.ALL", RuntimeNames.INDEX_PROJECTION);
    }
    return CodeBlock.of(
        "$T.include($T.of($L),$W$T.of($L))",
        RuntimeNames.INDEX_PROJECTION,
        DaoNames.LIST,
        literals(index.include()),
        DaoNames.LIST,
        literals(unprojected(edge, index)));
  }

  /** {@code "a",$W"b"}: string literals that may wrap between them. */
  static CodeBlock literals(List<String> names) {
    return names.stream().map(name -> CodeBlock.of("$S", name)).collect(CodeBlock.joining(",$W"));
  }

  /**
   * The edge's attributes that an {@code INCLUDE} (or {@code KEYS_ONLY}) index does not hold: all
   * but those included and an ordered index's sort component, which is a key.
   */
  static List<String> unprojected(EdgeModel edge, IndexModel index) {
    return edge.attributes().stream()
        .map(ComponentModel::name)
        .filter(n -> !index.include().contains(n))
        .filter(n -> index.sortBy().map(k -> !k.attribute().equals(n)).orElse(true))
        .toList();
  }
}
