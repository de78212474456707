package io.edgetable.processor.write;

import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.names.RuntimeNames;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Shape;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/** A node's read of its partition: {@code collection(id)} (get and exists are its base class's). */
final class ReadOperations {
  private final DaoSubject subject;

  ReadOperations(DaoSubject subject) {
    this.subject = subject;
  }

  /**
   * The time-to-live attribute of a node's partition, if it or an edge stored there has one. Kinds
   * compiled together share one time-to-live attribute (checked), so one name serves.
   */
  static Optional<String> expiring(CollectionModel collection) {
    return collection
        .node()
        .ttl()
        .or(() -> collection.edges().stream().flatMap(e -> e.ttl().stream()).findFirst())
        .map(ComponentModel::name);
  }

  /** {@code FooCollection collection(id)}: the node's partition, sorted by kind. */
  DaoOperation collection(CollectionModel collection, Doc doc) {
    NodeModel node = collection.node();
    String id = node.id().component();
    ClassName keys = subject.keys();
    // The sort key first, as the key builders validate it before the partition key.
    Optional<String> expiring = expiring(collection);
    CodeBlock.Builder call =
        expiring.isPresent()
            ? CodeBlock.builder()
                .add("$L.expiringPartition($S,$W$T", DaoNames.table(), expiring.get(), keys)
            : CodeBlock.builder().add("$L.partition($T", DaoNames.table(), keys);
    call.add(code(".sk(" + (node.sk().id().isPresent() ? id : "") + "),") + "$W$T", keys)
        .add(code(".pk(" + id + ")"));
    for (EdgeModel edge : collection.edges()) {
      call.add(",$W$T.SK_PREFIX", DaoNames.generated(edge.name(), GeneratedClass.KEYS));
    }
    call.add(
        ")$Z.thenApply($T::collectionOf)", DaoNames.generated(subject.name(), GeneratedClass.DAO));
    return new DaoOperation(
        "collection",
        subject.keyParameters(),
        List.of(),
        doc,
        DaoNames.generated(subject.name(), GeneratedClass.COLLECTION),
        Shape.FUTURE,
        call.build());
  }

  /** {@code static FooCollection collectionOf(PartitionItems<Foo> items)}, for collection(id). */
  MethodSpec collectionOf(CollectionModel collection) {
    ClassName collectionType = DaoNames.generated(subject.name(), GeneratedClass.COLLECTION);
    CodeBlock.Builder result =
        CodeBlock.builder().add("return new $T(items.node()", collectionType);
    for (int i = 0; i < collection.edges().size(); i++) {
      RecordName edge = collection.edges().get(i).name();
      result.add(
          ",$W" + code("items.edges(" + i + ", ") + "$T.INSTANCE)",
          DaoNames.generated(edge, GeneratedClass.MARSHALLER));
    }
    return MethodSpec.methodBuilder("collectionOf")
        .addModifiers(Modifier.STATIC)
        .addJavadoc("$L", "The collection of a node's partition, read by both DAOs.\n")
        .returns(collectionType)
        .addParameter(
            ParameterizedTypeName.get(RuntimeNames.PARTITION_ITEMS, subject.record()), "items")
        .addStatement(result.add(")").build())
        .build();
  }
}
