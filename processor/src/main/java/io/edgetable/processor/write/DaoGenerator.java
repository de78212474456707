package io.edgetable.processor.write;

import com.squareup.javapoet.MethodSpec;
import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IdLimits;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.names.RuntimeNames;
import java.io.IOException;
import java.util.List;

/**
 * Writes {@code FooDao} and {@code FooAsyncDao}, the typed data access objects of a node or an
 * edge record: {@link DaoCatalogue} describes the record's operations once, {@link DaoWriter}
 * renders the description on each client. Every public method's Javadoc names the DynamoDB request
 * it sends, with its key and condition. Without {@code async} only {@code FooDao}: a project that
 * never uses the async DAOs does not pay for compiling them.
 */
public final class DaoGenerator implements Generator {
  private final boolean async;

  /** {@code async}: whether to write {@code FooAsyncDao} beside {@code FooDao}. */
  public DaoGenerator(boolean async) {
    this.async = async;
  }

  @Override
  public void node(NodeModel node, ProcessorModel model, SourceWriter out) throws IOException {
    CollectionModel collection =
        model.collection(node.name()).orElseGet(() -> new CollectionModel(node, List.of()));
    List<EdgeModel> linked =
        model.edges().stream()
            .filter(
                e ->
                    (e.source().name().equals(node.name()) || e.target().name().equals(node.name()))
                        && e.name().packageName().equals(node.name().packageName()))
            .toList();
    write(DaoCatalogue.node(collection, linked, IdLimits.ends(node, model.edges())), out);
  }

  @Override
  public void edge(EdgeModel edge, ProcessorModel model, SourceWriter out) throws IOException {
    write(DaoCatalogue.edge(edge, InverseOperations.sharesOrderedIndex(edge, model)), out);
  }

  private void write(DaoDescription dao, SourceWriter out) throws IOException {
    RecordName[] others = dao.others().toArray(new RecordName[0]);
    out.write(dao.name(), DaoWriter.sync(dao).toBuilder(), others);
    if (async) {
      out.write(dao.name(), DaoWriter.async(dao).toBuilder(), others);
    }
  }

  /**
   * {@code Arguments.present(name, "name")}: a DAO method's argument that must not be null, an
   * {@code InvalidKeyException} naming it if it is.
   */
  static void requirePresent(MethodSpec.Builder method, String name) {
    method.addStatement(
        "$T" + Fragments.code(".present(" + name + ", \"" + name + "\")"),
        RuntimeNames.ARGUMENTS);
  }

  /**
   * {@code Arguments.notNull(name, "name must not be null")}: what {@code Objects.requireNonNull}
   * does, without a generic call for javac to infer.
   */
  static void requireNonNull(MethodSpec.Builder method, String name) {
    method.addStatement(
        "$T" + Fragments.code(".notNull(" + name + ", \"" + name + " must not be null\")"),
        RuntimeNames.ARGUMENTS);
  }
}
