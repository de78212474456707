package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.LIST;
import static io.edgetable.processor.write.DaoNames.OPTIONAL;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import java.io.IOException;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code FooCollection}: what {@code FooDao.collection(id)} returns, a record of the node
 * and one list per edge type stored in the node's partition ({@code List<Enrollment>
 * enrollments()}).
 *
 * <p>JavaPoet 1.13 cannot declare records, so {@link #generate} describes the record as a class
 * whose constructor lists the components, and {@link SourceWriter#writeRecord} writes it as the
 * record (the constructor becomes the compact one).
 */
public final class CollectionGenerator implements Generator {

  @Override
  public void collection(CollectionModel collection, ProcessorModel model, SourceWriter out)
      throws IOException {
    RecordName[] edges =
        collection.edges().stream().map(EdgeModel::name).toArray(RecordName[]::new);
    out.writeRecord(collection.node().name(), generate(collection).toBuilder(), edges);
  }

  /** The record as a class: its constructor's parameters are the record components. */
  public TypeSpec generate(CollectionModel collection) {
    RecordName name = collection.node().name();
    ClassName node = DaoNames.record(name);
    MethodSpec.Builder constructor =
        MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc("Copies the lists: a collection is immutable.\n")
            .addParameter(ParameterizedTypeName.get(OPTIONAL, node), "node");
    DaoGenerator.requireNonNull(constructor, "node");
    StringBuilder doc =
        new StringBuilder("A {@link ")
            .append(Fragments.local(name))
            .append("} and the edges stored in its partition, read by one paged Query of\n")
            .append("{@code ")
            .append(name.generated(GeneratedClass.DAO.suffix()))
            .append(".collection(id)}.\n\n")
            .append("@param node the node item, empty if absent (its edges may still exist)\n");
    TypeSpec.Builder type =
        TypeSpec.classBuilder(name.generated(GeneratedClass.COLLECTION.suffix()))
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL);
    for (EdgeModel edge : collection.edges()) {
      String accessor = accessor(collection, edge);
      constructor
          .addParameter(ParameterizedTypeName.get(LIST, DaoNames.record(edge.name())), accessor)
          .addStatement(
              Fragments.code(accessor + " = ") + "$T" + Fragments.code(".copyOf(" + accessor + ")"),
              LIST);
      doc.append("@param ")
          .append(accessor)
          .append(" the {@link ")
          .append(Fragments.local(edge.name(), name.packageName()))
          .append("} edges from the node, in sort-key order\n");
    }
    type.addJavadoc(CodeBlock.of("$L", DocText.wrap(doc.toString(), DocText.CLASS_WIDTH)));
    return type.addMethod(constructor.build()).build();
  }

  /**
   * The list accessor of an edge type, its regular English plural ({@link
   * CollectionModel#listName}): {@code Enrollment} → {@code enrollments}, {@code Watch} → {@code
   * watches}, {@code Billed} → {@code billedList}.
   */
  static String accessor(CollectionModel collection, EdgeModel edge) {
    return collection.listName(edge);
  }

  /** {@code follows}: the plural of a record's simple name, as a collection names its list. */
  static String listName(String stem) {
    return CollectionModel.plural(stem);
  }
}
