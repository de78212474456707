package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.ARGUMENTS;
import static io.edgetable.processor.write.DaoNames.RECORD_TABLE;
import static io.edgetable.processor.write.DaoNames.STRING;
import static io.edgetable.processor.write.RuntimeNames.DYNAMO_DB_CLIENT;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import java.io.IOException;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code FooDao}: the typed data access object of a node or an edge record. Every public
 * method's Javadoc names the DynamoDB request it sends, with its key and condition.
 */
public final class DaoGenerator implements Generator {
  private static final CodeBlock CONSTRUCTOR_DOC =
      CodeBlock.of(
          "$L",
          "A DAO on table {@code tableName}; sends nothing until a method is called.\n\n"
              + "@throws NullPointerException if {@code client} or {@code tableName} is null\n"
              + "@throws IllegalArgumentException if {@code tableName} is empty\n");

  @Override
  public void node(NodeModel node, ProcessorModel model, SourceWriter out) throws IOException {
    CollectionModel collection =
        model.collection(node.name()).orElseGet(() -> new CollectionModel(node, List.of()));
    RecordName[] edges =
        collection.edges().stream().map(EdgeModel::name).toArray(RecordName[]::new);
    out.write(node.name(), nodeDao(collection).toBuilder(), edges);
  }

  @Override
  public void edge(EdgeModel edge, ProcessorModel model, SourceWriter out) throws IOException {
    out.write(edge.name(), edgeDao(edge).toBuilder(), edge.source().name(), edge.target().name());
  }

  /** {@code FooDao} of an edge: put, replace, get, exists, delete, forward/inverse, batches. */
  public TypeSpec edgeDao(EdgeModel edge) {
    return new EdgeDaoGenerator(edge).generate();
  }

  /**
   * {@code FooDao} of a node: put, save, get, exists, delete, batches and {@code collection(id)}
   * over the edges stored in the node's partition.
   */
  public TypeSpec nodeDao(CollectionModel collection) {
    return new NodeDaoGenerator(collection).generate();
  }

  /**
   * The class with its {@code table} field (a {@code RecordTable} of the record, keyed in batches
   * by {@code batchKey} through {@code toKey}) and the constructor that builds it.
   */
  static TypeSpec.Builder daoClass(
      String simpleName,
      ClassName record,
      String kind,
      TypeName batchKey,
      ClassName marshaller,
      CodeBlock toKey) {
    TypeName table = ParameterizedTypeName.get(RECORD_TABLE, record, batchKey);
    MethodSpec constructor =
        MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc(CONSTRUCTOR_DOC)
            .addParameter(DYNAMO_DB_CLIENT, "client")
            .addParameter(STRING, "tableName")
            .addStatement(
                "this.table = new $T(client, tableName, $T.INSTANCE, $L)", table, marshaller, toKey)
            .build();
    return TypeSpec.classBuilder(simpleName)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc(
            "Reads and writes {@link $T} $L items. Thread-safe; each method sends the requests"
                + " its\n"
                + "documentation names, and validates its arguments before sending anything.\n",
            record,
            kind)
        .addField(table, "table", Modifier.PRIVATE, Modifier.FINAL)
        .addMethod(constructor);
  }

  /**
   * {@code Arguments.notNull(name, "name must not be null")}: what {@code Objects.requireNonNull}
   * does, without a generic call for javac to infer.
   */
  static void requireNonNull(MethodSpec.Builder method, String name) {
    method.addStatement(
        "$T" + Fragments.code(".notNull(" + name + ", \"" + name + " must not be null\")"),
        ARGUMENTS);
  }
}
