package io.edgetable.processor.write;

import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * What a node's DAO does across edge kinds: {@code deleteWithEdges(id)} deletes the edges from and
 * to the node (moving the counters of their other ends), then the node.
 */
final class CounterOperations {
  private final DaoSubject subject;

  CounterOperations(DaoSubject subject) {
    this.subject = subject;
  }

  /**
   * {@code boolean deleteWithEdges(id)} over the {@code linked} kinds: an {@code EdgeLink} per kind
   * that starts at the node, and per kind that ends at it through an inverse index.
   */
  DaoOperation deleteWithEdges(NodeModel node, List<EdgeModel> linked, Doc doc) {
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
    CodeBlock call =
        CodeBlock.of(
            "$L.deleteWithEdges($L,$W$T.of($L))",
            DaoNames.table(),
            subject.key(),
            DaoNames.LIST,
            CodeBlock.join(links, ",$W"));
    return new DaoOperation(
        "deleteWithEdges",
        subject.keyParameters(),
        List.of(),
        doc,
        TypeName.BOOLEAN,
        Shape.FUTURE,
        call);
  }
}
