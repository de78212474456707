package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoGenerator.requireNonNull;
import static io.edgetable.processor.write.DaoNames.COLLECTION;
import static io.edgetable.processor.write.DaoNames.LIST;
import static io.edgetable.processor.write.DaoNames.OPTIONAL;
import static io.edgetable.processor.write.DaoNames.PARTITION_ITEMS;
import static io.edgetable.processor.write.DaoNames.STRING;
import static io.edgetable.processor.write.DaoNames.doc;
import static io.edgetable.processor.write.Fragments.code;

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
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.RecordName;
import java.util.List;
import java.util.stream.Collectors;
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
    return DaoGenerator.daoClass(
            node.name().generated("Dao"),
            record,
            "node",
            idType.box(),
            marshaller,
            CodeBlock.of("$T::key", keys))
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
        .build();
  }

  private FieldSpec namesField(String name, Role role, String why) {
    String values =
        names(role).stream()
            .map(n -> CodeBlock.of("$S", n).toString())
            .collect(Collectors.joining(", "));
    return FieldSpec.builder(
            ParameterizedTypeName.get(LIST, STRING),
            name,
            Modifier.PRIVATE,
            Modifier.STATIC,
            Modifier.FINAL)
        .addJavadoc("$L", why + ".\n")
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
        publicMethod("put", TypeName.BOOLEAN).addParameter(record, variable);
    javadoc(
        method,
        doc(
                "PutItem "
                    + keyText
                    + " if attribute_not_exists(PK).\n"
                    + "Creates the node unless it exists; counters are written as given"
                    + " (normally 0).\n")
            + "\n"
            + "@return {@code true} if created; {@code false} if the node already existed"
            + " (nothing written)\n");
    requireNonNull(method, variable);
    return method.addStatement(code("return this.table.putIfAbsent(" + variable + ")")).build();
  }

  private MethodSpec save() {
    List<String> counters = names(Role.COUNTER);
    String preserved =
        counters.isEmpty()
            ? ""
            : "; never touches "
                + String.join(", ", counters)
                + " (written as given only when the node is new)";
    MethodSpec.Builder method = publicMethod("save", TypeName.VOID).addParameter(record, variable);
    javadoc(
        method,
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
        .addStatement(code("this.table.upsertPreserving(" + variable + ", COUNTERS, ATTRIBUTES)"))
        .build();
  }

  private MethodSpec get() {
    MethodSpec.Builder method =
        publicMethod("get", ParameterizedTypeName.get(OPTIONAL, record)).addParameter(idType, id);
    javadoc(
        method,
        doc("GetItem " + keyText + " (eventually consistent).\n")
            + "\n@return the node, or empty if absent\n"
            + INVALID_KEY);
    return method
        .addStatement("return this.table.get($T" + code(".key(" + id + "))"), keys)
        .build();
  }

  private MethodSpec exists() {
    MethodSpec.Builder method = publicMethod("exists", TypeName.BOOLEAN).addParameter(idType, id);
    javadoc(
        method,
        doc("GetItem " + keyText + " projecting PK only.\n")
            + "\n@return whether the node exists\n"
            + INVALID_KEY);
    return method
        .addStatement("return this.table.exists($T" + code(".key(" + id + "))"), keys)
        .build();
  }

  private MethodSpec delete() {
    MethodSpec.Builder method = publicMethod("delete", TypeName.BOOLEAN).addParameter(idType, id);
    javadoc(
        method,
        doc(
                "DeleteItem "
                    + keyText
                    + " if attribute_exists(PK).\n"
                    + "Deletes the node item only; its edges stay.\n")
            + "\n@return {@code true} if the node existed and is deleted\n"
            + INVALID_KEY);
    return method
        .addStatement("return this.table.delete($T" + code(".key(" + id + "), null)"), keys)
        .build();
  }

  private MethodSpec putAll() {
    String records = variable + "s";
    MethodSpec.Builder method =
        publicMethod("putAll", TypeName.VOID)
            .addParameter(ParameterizedTypeName.get(COLLECTION, record), records);
    javadoc(
        method,
        doc(
                "BatchWriteItem: Put each item ("
                    + keyText
                    + ", overwriting, counters included),\n"
                    + "25 per request, retrying unprocessed items with backoff.\n")
            + "\n"
            + "@throws io.edgetable.BatchWriteException with the nodes not written, after"
            + " the retries\n");
    requireNonNull(method, records);
    return method.addStatement(code("this.table.putAll(" + records + ")")).build();
  }

  private MethodSpec deleteAll() {
    MethodSpec.Builder method =
        publicMethod("deleteAll", TypeName.VOID)
            .addParameter(ParameterizedTypeName.get(COLLECTION, idType.box()), "ids");
    javadoc(
        method,
        doc(
                "BatchWriteItem: Delete each key ("
                    + keyText
                    + "), 25 per request,\n"
                    + "retrying unprocessed keys with backoff. Deletes the node items only;"
                    + " their edges stay.\n")
            + "\n"
            + "@throws io.edgetable.BatchWriteException with the ids not deleted, after the"
            + " retries\n");
    requireNonNull(method, "ids");
    return method.addStatement("this.table.deleteAll(ids)").build();
  }

  private MethodSpec getAll() {
    MethodSpec.Builder method =
        publicMethod("getAll", ParameterizedTypeName.get(LIST, record))
            .addParameter(ParameterizedTypeName.get(COLLECTION, idType.box()), "ids");
    javadoc(
        method,
        DaoNames.batchGetDoc(keyText)
            + "@return the nodes found, in the order of {@code ids}; absent ones are"
            + " skipped\n"
            + "@throws io.edgetable.BatchGetException with the ids not read, after the"
            + " retries\n");
    requireNonNull(method, "ids");
    return method.addStatement("return this.table.getAll(ids)").build();
  }

  private MethodSpec collectionMethod() {
    ClassName collectionType = DaoNames.generated(node.name(), "Collection");
    NameAllocator locals = new NameAllocator();
    locals.newName(id, "id");
    String items = locals.newName("items");
    String edgeText =
        collection.edges().stream()
            .map(
                e ->
                    CollectionGenerator.accessor(collection, e)
                        + " (begins_with(SK, \""
                        + e.sk().literal()
                        + "\"))")
            .collect(Collectors.joining(",\n"));
    MethodSpec.Builder method = publicMethod("collection", collectionType).addParameter(idType, id);
    javadoc(
        method,
        doc(
                "Query PK = "
                    + node.pk().describe()
                    + " with no sort-key condition, every page:\nthe node (SK = "
                    + node.sk().describe()
                    + ")"
                    + (edgeText.isEmpty() ? "" : " and its " + edgeText)
                    + ".\n"
                    + "Other items in the partition are ignored. Eventually consistent.\n")
            + "\n@return the node (empty if absent) and its edges in SK order\n"
            + INVALID_KEY);

    // The sort key first, as the key builders validate it before the partition key.
    CodeBlock.Builder partition =
        CodeBlock.builder()
            .add(
                "$T" + code(" " + items + " = this.table.partition(") + "$T",
                ParameterizedTypeName.get(PARTITION_ITEMS, record),
                keys)
            .add(code(".sk(" + (node.sk().id().isPresent() ? id : "") + "), ") + "$T", keys)
            .add(code(".pk(" + id + ")"));
    CodeBlock.Builder result =
        CodeBlock.builder().add("return new $T" + code("(" + items + ".node()"), collectionType);
    for (int i = 0; i < collection.edges().size(); i++) {
      RecordName edge = collection.edges().get(i).name();
      partition.add(", $T.SK_PREFIX", DaoNames.generated(edge, "Keys"));
      result.add(
          code(", " + items + ".edges(" + i + ", ") + "$T.INSTANCE)",
          DaoNames.generated(edge, "Marshaller"));
    }
    method.addStatement(partition.add(")").build());
    method.addStatement(result.add(")").build());
    return method.build();
  }

  /** The whole Javadoc as one block of text. */
  private static void javadoc(MethodSpec.Builder method, String text) {
    method.addJavadoc("$L", text);
  }

  private static MethodSpec.Builder publicMethod(String name, TypeName returns) {
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(returns);
  }
}
