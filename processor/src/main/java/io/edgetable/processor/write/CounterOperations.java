package io.edgetable.processor.write;

import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Shape;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * What a node's DAO does across edge kinds: {@code deleteWithEdges(id)} deletes the edges from and
 * to the node (moving the counters of their other ends), then the node.
 */
final class CounterOperations {
  private static final String EDGE_LINKS = "edgeLinks";

  private final DaoSubject subject;

  CounterOperations(DaoSubject subject) {
    this.subject = subject;
  }

  /**
   * {@code boolean deleteWithEdges(id)} over the {@code linked} kinds, which both DAOs read from
   * {@link #edgeLinks}.
   */
  DaoOperation deleteWithEdges(List<EdgeModel> linked, Doc doc) {
    CodeBlock call =
        CodeBlock.of(
            "$L.deleteWithEdges($L,$W$T.$L($L))",
            DaoNames.table(),
            subject.key(),
            DaoNames.generated(subject.name(), GeneratedClass.DAO),
            EDGE_LINKS,
            subject.key());
    return new DaoOperation(
        "deleteWithEdges",
        subject.keyParameters(),
        List.of(),
        doc,
        TypeName.BOOLEAN,
        Shape.FUTURE,
        call);
  }

  /**
   * {@code static List<EdgeLink> edgeLinks(id)} of {@code FooDao}: an {@code EdgeLink} per kind of
   * the {@code linked} ones that starts at the node, and per kind that ends at it through an
   * inverse index.
   */
  MethodSpec edgeLinks(NodeModel node, List<EdgeModel> linked) {
    String id = node.id().component();
    List<CodeBlock> links = new ArrayList<>();
    for (EdgeModel edge : linked) {
      ClassName edgeKeys = DaoNames.generated(edge.name(), GeneratedClass.KEYS);
      ClassName edgeDao = DaoNames.generated(edge.name(), GeneratedClass.DAO);
      if (edge.source().name().equals(node.name())) {
        links.add(
            CodeBlock.of(
                "$T.outgoing($T.TYPE,$W$T" + code(".pk(" + id + "),") + "$W$T.SK_PREFIX)",
                RuntimeNames.EDGE_LINK,
                edgeDao,
                edgeKeys,
                edgeKeys));
      }
      if (edge.target().name().equals(node.name()) && edge.inverse().isPresent()) {
        links.add(
            CodeBlock.of(
                "$T.incoming($T.TYPE,$W$T.SCHEMA,$W$T"
                    + code(".inversePks(" + id + "),")
                    + "$W$T.INVERSE_SK_PREFIX)",
                RuntimeNames.EDGE_LINK,
                edgeDao,
                edgeKeys,
                edgeKeys,
                edgeKeys));
      }
    }
    DaoOperation.Parameter parameter = subject.keyParameters().get(0);
    return MethodSpec.methodBuilder(EDGE_LINKS)
        .addModifiers(Modifier.STATIC)
        .addJavadoc(
            "$L", "The edges deleteWithEdges reads: from the node, to it by an index (both DAOs).\n")
        .returns(ParameterizedTypeName.get(DaoNames.LIST, RuntimeNames.EDGE_LINK))
        .addParameter(parameter.type(), parameter.name())
        .addStatement("return $T.of($L)", DaoNames.LIST, CodeBlock.join(links, ",$W"))
        .build();
  }
}
