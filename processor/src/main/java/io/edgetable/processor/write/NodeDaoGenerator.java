package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoGenerator.requireNonNull;
import static io.edgetable.processor.write.DaoNames.ARRAY_LIST;
import static io.edgetable.processor.write.DaoNames.COLLECTION;
import static io.edgetable.processor.write.DaoNames.ITEM;
import static io.edgetable.processor.write.DaoNames.LIST;
import static io.edgetable.processor.write.DaoNames.OPTIONAL;
import static io.edgetable.processor.write.DaoNames.STRING;
import static io.edgetable.processor.write.DaoNames.doc;
import static io.edgetable.processor.write.RuntimeNames.ATTRIBUTE_VALUE;
import static io.edgetable.processor.write.RuntimeNames.BATCHES;
import static io.edgetable.processor.write.RuntimeNames.ITEMS;
import static io.edgetable.processor.write.RuntimeNames.QUERIES;
import static io.edgetable.processor.write.RuntimeNames.QUERY_SPEC;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.NodeModel;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;

/** Writes the DAO of one node record, with {@code collection(id)} over its partition. */
final class NodeDaoGenerator {
  private static final String INVALID_KEY =
      "@throws io.edgetable.InvalidKeyException if the id cannot form a key (nothing is sent)\n";

  private final CollectionModel collection;
  private final NodeModel node;
  private final ClassName record;
  private final ClassName keys;
  private final ClassName marshaller;
  private final TypeName idType;
  private final String id;
  private final String variable;

  /** {@code PK = STU#{studentId}, SK = STU#{studentId}}. */
  private final String keyText;

  NodeDaoGenerator(CollectionModel collection) {
    this.collection = collection;
    this.node = collection.node();
    this.record = DaoNames.record(node.name());
    this.keys = DaoNames.generated(node.name(), "Keys");
    this.marshaller = DaoNames.generated(node.name(), "Marshaller");
    this.idType = DaoNames.idType(node.id());
    this.id = node.id().component();
    this.variable = DaoNames.variable(node.name());
    this.keyText = "PK = " + node.pk().describe() + ", SK = " + node.sk().describe();
  }

  TypeSpec generate() {
    return DaoGenerator.daoClass(node.name().generated("Dao"), record, "node")
        .addField(
            namesField(
                "COUNTERS", Role.COUNTER, "Counters: moved only by edge writes, never by save"))
        .addField(
            namesField(
                "ATTRIBUTES", Role.ATTRIBUTE, "Other attributes: save removes them when null"))
        .addMethod(put())
        .addMethod(save())
        .addMethod(get())
        .addMethod(exists())
        .addMethod(delete())
        .addMethod(putAll())
        .addMethod(deleteAll())
        .addMethod(getAll())
        .addMethod(collectionMethod())
        .addMethods(collection.edges().isEmpty() ? List.of() : List.of(isEdge()))
        .build();
  }

  private FieldSpec namesField(String name, Role role, String why) {
    CodeBlock values =
        names(role).stream().map(n -> CodeBlock.of("$S", n)).collect(CodeBlock.joining(", "));
    return FieldSpec.builder(
            ParameterizedTypeName.get(LIST, STRING),
            name,
            Modifier.PRIVATE,
            Modifier.STATIC,
            Modifier.FINAL)
        .addJavadoc("$L.\n", why)
        .initializer("$T.of($L)", LIST, values)
        .build();
  }

  private List<String> names(Role role) {
    return node.components().stream()
        .filter(c -> c.role() == role)
        .map(ComponentModel::name)
        .toList();
  }

  private MethodSpec put() {
    MethodSpec.Builder method =
        publicMethod("put", TypeName.BOOLEAN)
            .addParameter(record, variable)
            .addJavadoc(
                "$L",
                doc(
                    "PutItem "
                        + keyText
                        + " if attribute_not_exists(PK).\n"
                        + "Creates the node unless it exists; counters are written as given"
                        + " (normally 0).\n"))
            .addJavadoc(
                "\n"
                    + "@return {@code true} if created; {@code false} if the node already existed"
                    + " (nothing written)\n");
    requireNonNull(method, variable);
    return method
        .addStatement(
            "return $T.putIfAbsent(this.client, this.tableName, $T.INSTANCE.toItem($N))",
            ITEMS,
            marshaller,
            variable)
        .build();
  }

  private MethodSpec save() {
    List<String> counters = names(Role.COUNTER);
    String preserved =
        counters.isEmpty()
            ? ""
            : "; never touches "
                + String.join(", ", counters)
                + " (written as given only when the node is new)";
    MethodSpec.Builder method =
        publicMethod("save", TypeName.VOID)
            .addParameter(record, variable)
            .addJavadoc(
                "$L",
                doc(
                    "UpdateItem "
                        + keyText
                        + ": SET every attribute of the record that is not null, REMOVE\n"
                        + "the null ones"
                        + preserved
                        + ".\n"
                        + "An upsert: creates the node if absent, else updates it in place.\n"));
    requireNonNull(method, variable);
    return method
        .addStatement(
            "$T.upsertPreserving(this.client, this.tableName, $T.INSTANCE.toItem($N), COUNTERS,"
                + " ATTRIBUTES)",
            ITEMS,
            marshaller,
            variable)
        .build();
  }

  private MethodSpec get() {
    return publicMethod("get", ParameterizedTypeName.get(OPTIONAL, record))
        .addParameter(idType, id)
        .addJavadoc("$L", doc("GetItem " + keyText + " (eventually consistent).\n"))
        .addJavadoc("\n@return the node, or empty if absent\n" + INVALID_KEY)
        .addStatement(
            "return $T.get(this.client, this.tableName, $T.key($N),"
                + " false).map($T.INSTANCE::fromItem)",
            ITEMS,
            keys,
            id,
            marshaller)
        .build();
  }

  private MethodSpec exists() {
    return publicMethod("exists", TypeName.BOOLEAN)
        .addParameter(idType, id)
        .addJavadoc("$L", doc("GetItem " + keyText + " projecting PK only.\n"))
        .addJavadoc("\n@return whether the node exists\n" + INVALID_KEY)
        .addStatement("return $T.exists(this.client, this.tableName, $T.key($N))", ITEMS, keys, id)
        .build();
  }

  private MethodSpec delete() {
    return publicMethod("delete", TypeName.BOOLEAN)
        .addParameter(idType, id)
        .addJavadoc(
            "$L",
            doc(
                "DeleteItem "
                    + keyText
                    + " if attribute_exists(PK).\n"
                    + "Deletes the node item only; its edges stay.\n"))
        .addJavadoc("\n@return {@code true} if the node existed and is deleted\n" + INVALID_KEY)
        .addStatement(
            "return $T.delete(this.client, this.tableName, $T.key($N), null)", ITEMS, keys, id)
        .build();
  }

  private MethodSpec putAll() {
    String records = variable + "s";
    MethodSpec.Builder method =
        publicMethod("putAll", TypeName.VOID)
            .addParameter(ParameterizedTypeName.get(COLLECTION, record), records)
            .addJavadoc(
                "$L",
                doc(
                    "BatchWriteItem: Put each item ("
                        + keyText
                        + ", overwriting, counters included),\n"
                        + "25 per request, retrying unprocessed items with backoff.\n"))
            .addJavadoc(
                "\n"
                    + "@throws io.edgetable.BatchWriteException with the nodes not written, after"
                    + " the retries\n");
    requireNonNull(method, records);
    return method
        .addStatement(
            "$T.putAll(this.client, this.tableName, $N, $T.INSTANCE::toItem)",
            BATCHES,
            records,
            marshaller)
        .build();
  }

  private MethodSpec deleteAll() {
    MethodSpec.Builder method =
        publicMethod("deleteAll", TypeName.VOID)
            .addParameter(ParameterizedTypeName.get(COLLECTION, idType.box()), "ids")
            .addJavadoc(
                "$L",
                doc(
                    "BatchWriteItem: Delete each key ("
                        + keyText
                        + "), 25 per request,\n"
                        + "retrying unprocessed keys with backoff. Deletes the node items only;"
                        + " their edges stay.\n"))
            .addJavadoc(
                "\n"
                    + "@throws io.edgetable.BatchWriteException with the ids not deleted, after the"
                    + " retries\n");
    requireNonNull(method, "ids");
    return method
        .addStatement("$T.deleteAll(this.client, this.tableName, ids, $T::key)", BATCHES, keys)
        .build();
  }

  private MethodSpec getAll() {
    MethodSpec.Builder method =
        publicMethod("getAll", ParameterizedTypeName.get(LIST, record))
            .addParameter(ParameterizedTypeName.get(COLLECTION, idType.box()), "ids")
            .addJavadoc(
                "$L",
                doc(
                    "BatchGetItem: Get each key ("
                        + keyText
                        + "), 100 per request,\n"
                        + "retrying unprocessed keys with backoff.\n"))
            .addJavadoc(
                "\n"
                    + "@return the nodes found, in the order of {@code ids}; absent ones are"
                    + " skipped\n"
                    + "@throws io.edgetable.BatchGetException with the ids not read, after the"
                    + " retries\n");
    requireNonNull(method, "ids");
    return method
        .addStatement(
            "return $T.getAll(this.client, this.tableName, ids, $T::key, $T.INSTANCE::fromItem)",
            BATCHES,
            keys,
            marshaller)
        .build();
  }

  private MethodSpec collectionMethod() {
    ClassName collectionType = DaoNames.generated(node.name(), "Collection");
    NameAllocator locals = new NameAllocator();
    locals.newName(id, "id");
    String nodeSortKey = locals.newName("nodeSortKey");
    String items = locals.newName("items");
    String found = locals.newName("node");
    String item = locals.newName("item");
    String sortKey = locals.newName("sortKey");
    String sortKeyValue = locals.newName("sortKeyValue");
    List<String> lists =
        collection.edges().stream()
            .map(e -> locals.newName(CollectionGenerator.accessor(collection, e), e))
            .toList();

    String edgeText =
        collection.edges().stream()
            .map(
                e ->
                    CollectionGenerator.accessor(collection, e)
                        + " (begins_with(SK, \""
                        + e.sk().literal()
                        + "\"))")
            .collect(Collectors.joining(",\n"));
    MethodSpec.Builder method =
        publicMethod("collection", collectionType)
            .addParameter(idType, id)
            .addJavadoc(
                "$L",
                doc(
                    "Query PK = "
                        + node.pk().describe()
                        + " with no sort-key condition, every page:\nthe node (SK = "
                        + node.sk().describe()
                        + ")"
                        + (edgeText.isEmpty() ? "" : " and its " + edgeText)
                        + ".\n"
                        + "Other items in the partition are ignored. Eventually consistent.\n"))
            .addJavadoc(
                "\n@return the node (empty if absent) and its edges in SK order\n" + INVALID_KEY);

    CodeBlock nodeSk =
        node.sk().id().isPresent()
            ? CodeBlock.of("$T.sk($N)", keys, id)
            : CodeBlock.of("$T.sk()", keys);
    method.addStatement("$T $N = $L", STRING, nodeSortKey, nodeSk);
    method.addStatement(
        "$T $N = $T.of($T.base(this.client, this.tableName, $T.pk($N), $T.empty(), $N ->"
            + " $N)).all()",
        ParameterizedTypeName.get(LIST, ITEM),
        items,
        QUERIES,
        QUERY_SPEC,
        keys,
        id,
        OPTIONAL,
        item,
        item);
    method.addStatement(
        "$T $N = $T.empty()", ParameterizedTypeName.get(OPTIONAL, record), found, OPTIONAL);
    for (int i = 0; i < lists.size(); i++) {
      TypeName edgeRecord = DaoNames.record(collection.edges().get(i).name());
      method.addStatement(
          "$T $N = new $T<>()",
          ParameterizedTypeName.get(LIST, edgeRecord),
          lists.get(i),
          ARRAY_LIST);
    }
    method.beginControlFlow("for ($T $N : $N)", ITEM, item, items);
    method.addStatement("$T $N = $N.get($S)", ATTRIBUTE_VALUE, sortKeyValue, item, "SK");
    // An item without a string SK is not ours; skip it rather than fail the whole read.
    method.beginControlFlow("if ($N == null || $N.s() == null)", sortKeyValue, sortKeyValue);
    method.addStatement("continue");
    method.endControlFlow();
    method.addStatement("$T $N = $N.s()", STRING, sortKey, sortKeyValue);
    method.beginControlFlow("if ($N.equals($N))", sortKey, nodeSortKey);
    method.addStatement("$N = $T.of($T.INSTANCE.fromItem($N))", found, OPTIONAL, marshaller, item);
    for (int i = 0; i < lists.size(); i++) {
      EdgeModel edge = collection.edges().get(i);
      method.nextControlFlow(
          "else if (isEdge($N, $T.SK_PREFIX))", sortKey, DaoNames.generated(edge.name(), "Keys"));
      method.addStatement(
          "$N.add($T.INSTANCE.fromItem($N))",
          lists.get(i),
          DaoNames.generated(edge.name(), "Marshaller"),
          item);
    }
    method.endControlFlow();
    method.endControlFlow();
    CodeBlock arguments =
        CodeBlock.join(
            Stream.concat(Stream.of(found), lists.stream())
                .map(n -> CodeBlock.of("$N", n))
                .toList(),
            ", ");
    method.addStatement("return new $T($L)", collectionType, arguments);
    return method.build();
  }

  /**
   * Whether a sort key is an edge's: its prefix followed by one escaped id, which never holds a
   * {@code #}; so an edge kind whose prefix extends another's is not taken for it.
   */
  private MethodSpec isEdge() {
    return MethodSpec.methodBuilder("isEdge")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(TypeName.BOOLEAN)
        .addParameter(STRING, "sortKey")
        .addParameter(STRING, "prefix")
        .addStatement(
            "return sortKey.startsWith(prefix) && sortKey.indexOf('#', prefix.length()) < 0")
        .build();
  }

  private static MethodSpec.Builder publicMethod(String name, TypeName returns) {
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(returns);
  }
}
