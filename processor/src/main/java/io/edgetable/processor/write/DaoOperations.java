package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoNames.doc;
import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.CounterModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexModel.ProjectionKind;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Parameter;
import io.edgetable.processor.write.DaoOperation.Shape;
import io.edgetable.processor.write.DaoOperation.Thrown;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The operations of a record's DAOs, described once: {@link #node} and {@link #edge} list what
 * each kind of record has; the methods below describe one operation each (its parameters, the
 * request its Javadoc names, its result, and the runtime call that runs it). A new DAO operation
 * is one method here, added to the lists of the kinds that have it; {@link DaoWriter} renders it
 * into both {@code FooDao} and {@code FooAsyncDao}.
 */
final class DaoOperations {
  private static final String INVALID_KEY = "io.edgetable.InvalidKeyException";
  private static final String NODE_ID = "if the id cannot form a key (nothing is sent)";
  private static final String EDGE_IDS = "if an id cannot form a key (nothing is sent)";
  private static final String CONSISTENCY =
      "eventually consistent; strongly consistent through {@code consistentReads()}";

  private final RecordName name;
  private final ClassName record;
  private final ClassName keys;
  private final String keyText;
  private final String variable;

  /** The key parameters: the id of a node, the source and target ids of an edge. */
  private final List<Parameter> keyParameters;

  /** The key {@code K} built from {@link #keyParameters}. */
  private final CodeBlock key;

  /** {@code "node"} or {@code "edge"}: how Javadoc names one record. */
  private final String noun;

  private DaoOperations(
      RecordName name, String keyText, List<Parameter> keyParameters, CodeBlock key, String noun) {
    this.name = name;
    this.record = DaoNames.record(name);
    this.keys = DaoNames.generated(name, "Keys");
    this.keyText = keyText;
    this.variable = DaoNames.variable(name);
    this.keyParameters = keyParameters;
    this.key = key;
    this.noun = noun;
  }

  /**
   * A node's DAO: put, save, get, exists, delete, the batches, and {@code collection(id)} over the
   * edges stored in its partition.
   */
  static DaoDescription node(CollectionModel collection) {
    NodeModel node = collection.node();
    String id = node.id().component();
    DaoOperations ops =
        new DaoOperations(
            node.name(),
            "PK = " + node.pk().describe() + ", SK = " + node.sk().describe(),
            List.of(new Parameter(DaoNames.idType(node.id()), id)),
            CodeBlock.of("$L", code(id)),
            "node");
    String invalidRecord = "if the record's id cannot form a key (nothing is sent)";
    List<String> counters = names(node, Role.COUNTER);
    List<DaoOperation> operations =
        List.of(
            ops.put(
                "PutItem "
                    + ops.keyText
                    + " if attribute_not_exists(PK).\n"
                    + "Creates the node unless it exists; counters are written as given"
                    + " (normally 0).",
                invalidRecord),
            ops.save(counters, invalidRecord),
            ops.get("the node, or empty if absent", NODE_ID),
            ops.exists("whether the node exists", NODE_ID),
            ops.delete(
                "DeleteItem "
                    + ops.keyText
                    + " if attribute_exists(PK).\nDeletes the node item only; its edges stay.",
                false,
                "{@code true} if the node existed and is deleted",
                NODE_ID),
            ops.putAll(
                false,
                "BatchWriteItem: Put each item ("
                    + ops.keyText
                    + ", overwriting, counters included), 25 per request, retrying unprocessed"
                    + " items with backoff.",
                null,
                "nodes",
                "if a record's id cannot form a key (nothing is sent)"),
            ops.deleteAll(
                false,
                "BatchWriteItem: Delete each key ("
                    + ops.keyText
                    + "), 25 per request, retrying unprocessed keys with backoff. Deletes the"
                    + " node items only; their edges stay.",
                null,
                "ids",
                "if an id is null or cannot form a key (nothing is sent)"),
            ops.getAll(
                "ids", "nodes", "if an id is null or cannot form a key (nothing is sent)"),
            ops.collection(collection));
    return new DaoDescription(
        node.name(),
        ops.record,
        "node",
        DaoNames.idType(node.id()).box(),
        RecordTypeCode.nodeTypeName(node),
        RecordTypeCode.node(node),
        operations,
        List.of(ops.collectionOf(collection)),
        collection.edges().stream().map(EdgeModel::name).toList());
  }

  /**
   * An edge's DAO: put, replace, get, exists, delete, forward, inverse (with an inverse index),
   * and the batches; with counters, put, delete and the batches are transactions.
   */
  static DaoDescription edge(EdgeModel edge) {
    String source = edge.sourceId().component();
    String target = edge.targetId().component();
    TypeName edgeKey = DaoNames.edgeKey(edge.sourceId(), edge.targetId());
    DaoOperations ops =
        new DaoOperations(
            edge.name(),
            "PK = " + edge.pk().describe() + ", SK = " + edge.sk().describe(),
            List.of(
                new Parameter(DaoNames.idType(edge.sourceId()), source),
                new Parameter(DaoNames.idType(edge.targetId()), target)),
            CodeBlock.of("new $T(" + code(source) + ",$W" + code(target) + ")", edgeKey),
            "edge");
    EdgeText text = new EdgeText(edge, ops.keyText);
    String invalidRecord = "if the record's ids cannot form a key (nothing is sent)";
    String invalidKeys = "if a key holds an id that is null or cannot form a key (nothing is sent)";
    List<DaoOperation> operations = new ArrayList<>();
    operations.add(ops.put(text.put(), invalidRecord, text.nodeNotFound()));
    operations.add(ops.replace(false, invalidRecord));
    operations.add(ops.replace(true, invalidRecord));
    operations.add(ops.get("the edge, or empty if absent", EDGE_IDS));
    operations.add(ops.exists("whether the edge exists", EDGE_IDS));
    for (boolean conditional : List.of(false, true)) {
      operations.add(
          ops.delete(
              text.delete(conditional),
              conditional,
              "{@code true} if the edge existed"
                  + (conditional ? " and the condition held" : "")
                  + " and is deleted",
              EDGE_IDS));
    }
    operations.add(ops.forward(edge));
    edge.inverse().ifPresent(index -> operations.add(ops.inverse(edge, index, edgeKey)));
    operations.add(
        ops.putAll(
            edge.counted(),
            text.putAll(),
            edge.counted() ? "how many edges were created" : null,
            "edges",
            "if a record's ids cannot form a key (nothing is sent)"));
    operations.add(
        ops.deleteAll(
            edge.counted(),
            text.deleteAll(),
            edge.counted() ? "how many edges existed and are deleted" : null,
            "keys",
            invalidKeys));
    operations.add(ops.getAll("keys", "edges", invalidKeys));
    List<RecordName> others = new ArrayList<>();
    others.add(edge.source().name());
    others.add(edge.target().name());
    return new DaoDescription(
        edge.name(),
        ops.record,
        "edge",
        edgeKey,
        RecordTypeCode.edgeTypeName(edge),
        RecordTypeCode.edge(edge),
        operations,
        List.of(),
        others);
  }

  private static List<String> names(NodeModel node, Role role) {
    return node.components().stream()
        .filter(c -> c.role() == role)
        .map(ComponentModel::name)
        .toList();
  }

  private DaoOperation put(String request, String invalidRecord, Thrown... more) {
    List<Thrown> thrown = new ArrayList<>(List.of(more));
    thrown.add(new Thrown(INVALID_KEY, invalidRecord));
    return new DaoOperation(
        "put",
        List.of(new Parameter(record, variable)),
        List.of(variable),
        new Doc(
            doc(request),
            "{@code true} if created; {@code false} if the " + noun + " already existed (nothing"
                + " written)",
            thrown),
        TypeName.BOOLEAN,
        Shape.FUTURE,
        CodeBlock.of("$L", code("this.table.put(" + variable + ")")));
  }

  private DaoOperation save(List<String> counters, String invalidRecord) {
    String preserved =
        counters.isEmpty()
            ? ""
            : "; never touches "
                + String.join(", ", counters)
                + " (written as given only when the node is new)";
    return new DaoOperation(
        "save",
        List.of(new Parameter(record, variable)),
        List.of(variable),
        new Doc(
            doc(
                "UpdateItem "
                    + keyText
                    + ": SET every attribute of the record that is not null, REMOVE the null"
                    + " ones"
                    + preserved
                    + ".\nAn upsert: creates the node if absent, else updates it in place."),
            null,
            List.of(new Thrown(INVALID_KEY, invalidRecord))),
        TypeName.VOID,
        Shape.FUTURE,
        CodeBlock.of("$L", code("this.table.save(" + variable + ")")));
  }

  private DaoOperation replace(boolean conditional, String invalidRecord) {
    String condition = conditional ? conditionName() : null;
    List<Parameter> parameters = new ArrayList<>();
    parameters.add(new Parameter(record, variable));
    List<String> nonNull = new ArrayList<>(List.of(variable));
    if (conditional) {
      parameters.add(new Parameter(conditionType(), condition));
      nonNull.add(condition);
    }
    return new DaoOperation(
        "replace",
        parameters,
        nonNull,
        new Doc(
            doc(
                "PutItem "
                    + keyText
                    + " if attribute_exists(PK)"
                    + (conditional ? " AND (condition)" : "")
                    + ".\nOverwrites the edge's attributes only if it exists"
                    + (conditional ? " and the condition holds" : "")
                    + "; counters are untouched."),
            "{@code true} if replaced; {@code false} if the edge is absent"
                + (conditional ? " or the condition failed" : ""),
            List.of(new Thrown(INVALID_KEY, invalidRecord))),
        TypeName.BOOLEAN,
        Shape.FUTURE,
        CodeBlock.of(
            "$L",
            code(
                "this.table.replace("
                    + variable
                    + ", "
                    + (conditional ? condition : "null")
                    + ")")));
  }

  private DaoOperation get(String returns, String invalid) {
    return new DaoOperation(
        "get",
        keyParameters,
        List.of(),
        new Doc(
            doc("GetItem " + keyText + " (" + CONSISTENCY + ")."),
            returns,
            List.of(new Thrown(INVALID_KEY, invalid))),
        ParameterizedTypeName.get(DaoNames.OPTIONAL, record),
        Shape.FUTURE,
        CodeBlock.of("this.table.get($L)", key));
  }

  private DaoOperation exists(String returns, String invalid) {
    return new DaoOperation(
        "exists",
        keyParameters,
        List.of(),
        new Doc(
            doc("GetItem " + keyText + " projecting PK only (" + CONSISTENCY + ")."),
            returns,
            List.of(new Thrown(INVALID_KEY, invalid))),
        TypeName.BOOLEAN,
        Shape.FUTURE,
        CodeBlock.of("this.table.exists($L)", key));
  }

  private DaoOperation delete(
      String request, boolean conditional, String returns, String invalid) {
    List<Parameter> parameters = new ArrayList<>(keyParameters);
    List<String> nonNull = new ArrayList<>();
    String condition = "null";
    if (conditional) {
      condition = conditionName();
      parameters.add(new Parameter(conditionType(), condition));
      nonNull.add(condition);
    }
    return new DaoOperation(
        "delete",
        parameters,
        nonNull,
        new Doc(doc(request), returns, List.of(new Thrown(INVALID_KEY, invalid))),
        TypeName.BOOLEAN,
        Shape.FUTURE,
        CodeBlock.of("this.table.delete($L,$W" + code(condition) + ")", key));
  }

  private DaoOperation putAll(
      boolean counted, String request, String returns, String what, String invalid) {
    String records = CollectionGenerator.listName(name.simpleName());
    return new DaoOperation(
        "putAll",
        List.of(new Parameter(ParameterizedTypeName.get(DaoNames.COLLECTION, record), records)),
        List.of(records),
        new Doc(
            doc(request),
            returns,
            List.of(
                new Thrown(
                    "io.edgetable.BatchWriteException",
                    "with the " + what + " not written, after the retries"),
                new Thrown("NullPointerException", "if {@code " + records + "} holds null"),
                new Thrown(INVALID_KEY, invalid))),
        counted ? TypeName.INT : TypeName.VOID,
        Shape.FUTURE,
        CodeBlock.of(
            "$L",
            code("this.table." + (counted ? "putAllCounted(" : "putAll(") + records + ")")));
  }

  private DaoOperation deleteAll(
      boolean counted, String request, String returns, String parameter, String invalid) {
    List<Thrown> thrown = new ArrayList<>();
    thrown.add(
        new Thrown(
            "io.edgetable.BatchWriteException",
            "with the " + parameter + " not deleted, after the retries"));
    if (noun.equals("edge")) {
      thrown.add(new Thrown("NullPointerException", "if {@code " + parameter + "} holds null"));
    }
    thrown.add(new Thrown(INVALID_KEY, invalid));
    return new DaoOperation(
        "deleteAll",
        List.of(new Parameter(batchKeys(), parameter)),
        List.of(parameter),
        new Doc(doc(request), returns, thrown),
        counted ? TypeName.INT : TypeName.VOID,
        Shape.FUTURE,
        CodeBlock.of(
            "$L",
            code("this.table." + (counted ? "deleteAllCounted(" : "deleteAll(") + parameter + ")")));
  }

  private DaoOperation getAll(String parameter, String what, String invalid) {
    List<Thrown> thrown = new ArrayList<>();
    thrown.add(
        new Thrown(
            "io.edgetable.BatchGetException",
            "with the " + parameter + " not read, after the retries"));
    if (noun.equals("edge")) {
      thrown.add(new Thrown("NullPointerException", "if {@code " + parameter + "} holds null"));
    }
    thrown.add(new Thrown(INVALID_KEY, invalid));
    return new DaoOperation(
        "getAll",
        List.of(new Parameter(batchKeys(), parameter)),
        List.of(parameter),
        new Doc(
            doc(
                "BatchGetItem: Get each key ("
                    + keyText
                    + "), 100 per request, retrying unprocessed keys with backoff ("
                    + CONSISTENCY
                    + ")."),
            "the " + what + " found, in the order of {@code " + parameter + "}; absent ones are"
                + " skipped",
            thrown),
        ParameterizedTypeName.get(DaoNames.LIST, record),
        Shape.FUTURE,
        CodeBlock.of("$L", code("this.table.getAll(" + parameter + ")")));
  }

  private DaoOperation forward(EdgeModel edge) {
    String source = edge.sourceId().component();
    return new DaoOperation(
        "forward",
        List.of(keyParameters.get(0)),
        List.of(),
        new Doc(
            doc(
                "Query PK = "
                    + edge.pk().describe()
                    + " AND begins_with(SK, \""
                    + edge.sk().literal()
                    + "\"):\none request per page, in SK order.\nThe edges from one "
                    + edge.source().name().simpleName()
                    + "; nothing is sent until a terminal method."),
            null,
            List.of(new Thrown(INVALID_KEY, "if {@code " + source + "} cannot form a key"))),
        ParameterizedTypeName.get(RuntimeNames.EDGE_QUERY, record),
        Shape.QUERY,
        CodeBlock.of(
            "this.table.query($T" + code(".pk(" + source + "),") + "$W$T.SK_PREFIX)", keys, keys));
  }

  private DaoOperation inverse(EdgeModel edge, IndexModel index, TypeName edgeKey) {
    String target = edge.targetId().component();
    boolean keysOnly = index.projection() == ProjectionKind.KEYS_ONLY;
    String shards =
        index.shards() > 1
            ? "each page one Query per shard not yet exhausted ("
                + index.shards()
                + " shards; again for a shard a filter drained), merged in "
                + index.sortAttribute()
                + " order"
            : "one request per page, in " + index.sortAttribute() + " order";
    return new DaoOperation(
        "inverse",
        List.of(keyParameters.get(1)),
        List.of(),
        new Doc(
            doc(
                "Query index "
                    + index.name()
                    + " "
                    + index.partitionAttribute()
                    + " = "
                    + index.pk().describe()
                    + " AND begins_with("
                    + index.sortAttribute()
                    + ", \""
                    + index.sk().literal()
                    + "\"):\n"
                    + shards
                    + "; eventually consistent.\nThe edges to one "
                    + edge.target().name().simpleName()
                    + projectionText(edge, index)
                    + "."),
            null,
            List.of(new Thrown(INVALID_KEY, "if {@code " + target + "} cannot form a key"))),
        keysOnly
            ? ParameterizedTypeName.get(
                RuntimeNames.KEYS_ONLY_QUERY,
                ((ParameterizedTypeName) edgeKey).typeArguments.toArray(TypeName[]::new))
            : ParameterizedTypeName.get(RuntimeNames.EDGE_QUERY, record),
        keysOnly ? Shape.KEYS_ONLY_QUERY : Shape.QUERY,
        keysOnly
            ? CodeBlock.of(
                "this.table.queryIndexKeys($T.INDEX,$W$T"
                    + code(".inversePks(" + target + "),")
                    + "$W$T.INVERSE_SK_PREFIX)",
                keys,
                keys,
                keys)
            : CodeBlock.of(
                "this.table.queryIndex($T.INDEX,$W$T"
                    + code(".inversePks(" + target + "),")
                    + "$W$T.INVERSE_SK_PREFIX,$W$L)",
                keys,
                keys,
                keys,
                indexProjection(edge, index)));
  }

  /**
   * {@code IndexProjection.ALL}, or {@code IndexProjection.include(List.of("stars"),
   * List.of("text"))}: what the index holds besides the keys, and the components it lacks.
   */
  private static CodeBlock indexProjection(EdgeModel edge, IndexModel index) {
    if (index.projection() != ProjectionKind.INCLUDE) {
      return CodeBlock.of("$T.ALL", RuntimeNames.INDEX_PROJECTION);
    }
    return CodeBlock.of(
        "$T.include($T" + code(".of(" + literals(index.include()) + "),") + "$W$T"
            + code(".of(" + literals(unprojected(edge, index)) + "))"),
        RuntimeNames.INDEX_PROJECTION,
        DaoNames.LIST,
        DaoNames.LIST);
  }

  private static String literals(List<String> names) {
    return names.stream().map(Fragments::literal).collect(Collectors.joining(", "));
  }

  /** The edge's attributes that an {@code INCLUDE} index does not hold. */
  private static List<String> unprojected(EdgeModel edge, IndexModel index) {
    return edge.attributes().stream()
        .map(ComponentModel::name)
        .filter(n -> !index.include().contains(n))
        .toList();
  }

  private static String projectionText(EdgeModel edge, IndexModel index) {
    return switch (index.projection()) {
      case ALL -> "";
      case KEYS_ONLY ->
          ", as their keys only (the index projects KEYS_ONLY, so there is nothing to filter on:"
              + " where() throws)";
      case INCLUDE -> {
        List<String> absent = unprojected(edge, index);
        yield absent.isEmpty()
            ? ""
            : "; the index projects only "
                + index.include()
                + ", so "
                + String.join(", ", absent)
                + " come back absent (null, or zero/false when primitive): where() on them throws"
                + " IllegalArgumentException, and a constructor that rejects their null fails"
                + " with UnprojectedComponentException";
      }
    };
  }

  private DaoOperation collection(CollectionModel collection) {
    NodeModel node = collection.node();
    String id = node.id().component();
    String edgeText =
        collection.edges().stream()
            .map(
                e ->
                    CollectionGenerator.accessor(collection, e)
                        + " (begins_with(SK, \""
                        + e.sk().literal()
                        + "\"))")
            .collect(Collectors.joining(",\n"));
    // The sort key first, as the key builders validate it before the partition key.
    CodeBlock.Builder call =
        CodeBlock.builder()
            .add("this.table.partition($T", keys)
            .add(code(".sk(" + (node.sk().id().isPresent() ? id : "") + "),") + "$W$T", keys)
            .add(code(".pk(" + id + ")"));
    for (EdgeModel edge : collection.edges()) {
      call.add(",$W$T.SK_PREFIX", DaoNames.generated(edge.name(), "Keys"));
    }
    call.add(")$Z.thenApply($T::collectionOf)", DaoNames.generated(name, "Dao"));
    return new DaoOperation(
        "collection",
        keyParameters,
        List.of(),
        new Doc(
            doc(
                "Query PK = "
                    + node.pk().describe()
                    + " with no sort-key condition, every page:\nthe node (SK = "
                    + node.sk().describe()
                    + ")"
                    + (edgeText.isEmpty() ? "" : " and its " + edgeText)
                    + ".\nOther items in the partition are ignored ("
                    + CONSISTENCY
                    + ")."),
            "the node (empty if absent) and its edges in SK order",
            List.of(new Thrown(INVALID_KEY, NODE_ID))),
        DaoNames.generated(name, "Collection"),
        Shape.FUTURE,
        call.build());
  }

  /** {@code static FooCollection collectionOf(PartitionItems<Foo> items)}, for collection(id). */
  private MethodSpec collectionOf(CollectionModel collection) {
    ClassName collectionType = DaoNames.generated(name, "Collection");
    CodeBlock.Builder result = CodeBlock.builder().add("return new $T(items.node()", collectionType);
    for (int i = 0; i < collection.edges().size(); i++) {
      RecordName edge = collection.edges().get(i).name();
      result.add(
          ",$W" + code("items.edges(" + i + ", ") + "$T.INSTANCE)",
          DaoNames.generated(edge, "Marshaller"));
    }
    return MethodSpec.methodBuilder("collectionOf")
        .addModifiers(Modifier.STATIC)
        .addJavadoc("$L", "The collection of a node's partition, read by both DAOs.\n")
        .returns(collectionType)
        .addParameter(ParameterizedTypeName.get(RuntimeNames.PARTITION_ITEMS, record), "items")
        .addStatement(result.add(")").build())
        .build();
  }

  private TypeName batchKeys() {
    TypeName k =
        keyParameters.size() == 1
            ? keyParameters.get(0).type().box()
            : ParameterizedTypeName.get(
                RuntimeNames.EDGE_KEY,
                keyParameters.get(0).type().box(),
                keyParameters.get(1).type().box());
    return ParameterizedTypeName.get(DaoNames.COLLECTION, k);
  }

  private TypeName conditionType() {
    return ParameterizedTypeName.get(RuntimeNames.CONDITION, record);
  }

  /** The condition parameter, named apart from the id and record parameters beside it. */
  private String conditionName() {
    NameAllocator names = new NameAllocator();
    keyParameters.forEach(p -> names.newName(p.name()));
    names.newName(variable);
    return names.newName("condition");
  }

  /** The request lines of an edge's writes, which name its counter updates when it has any. */
  private record EdgeText(EdgeModel edge, String keyText) {
    String put() {
      return edge.counted()
          ? "TransactWriteItems: Put "
              + keyText
              + " if attribute_not_exists(PK)"
              + counters(":1")
              + ".\nCreates the edge and counts it on its nodes, all or nothing."
          : "PutItem " + keyText + " if attribute_not_exists(PK).\nCreates the edge unless it"
              + " exists.";
    }

    Thrown[] nodeNotFound() {
      return edge.counted()
          ? new Thrown[] {
            new Thrown(
                "io.edgetable.NodeNotFoundException",
                "if a counted node item is missing (nothing written)")
          }
          : new Thrown[0];
    }

    String delete(boolean conditional) {
      String condition = "attribute_exists(PK)" + (conditional ? " AND (condition)" : "");
      return edge.counted()
          ? "TransactWriteItems: Delete "
              + keyText
              + " if "
              + condition
              + counters(":-1")
              + ".\nDeletes the edge and uncounts it on its nodes, all or nothing."
          : "DeleteItem " + keyText + " if " + condition + ".";
    }

    String putAll() {
      return edge.counted()
          ? "One TransactWriteItems per edge, as put does (at most 8 at once, never two on one"
              + " node):\nPut "
              + keyText
              + " if attribute_not_exists(PK)"
              + counters(":1")
              + ".\nEdges that already exist are left as they are, so counters stay exact."
          : "BatchWriteItem: Put each item ("
              + keyText
              + ", overwriting), 25 per request, retrying unprocessed items with backoff.";
    }

    String deleteAll() {
      return edge.counted()
          ? "One TransactWriteItems per key, as delete does:\nDelete "
              + keyText
              + " if attribute_exists(PK)"
              + counters(":-1")
              + "."
          : "BatchWriteItem: Delete each key ("
              + keyText
              + "), 25 per request, retrying unprocessed keys with backoff.";
    }

    /** {@code ;\nADD courseCount :1 on STU#{studentId} if attribute_exists(PK)...}. */
    private String counters(String delta) {
      StringBuilder text = new StringBuilder();
      edge.sourceCounter()
          .ifPresent(c -> text.append(";\n").append(part(c, delta, edge.sourceId().component())));
      edge.targetCounter()
          .ifPresent(c -> text.append(";\n").append(part(c, delta, edge.targetId().component())));
      return text.toString();
    }

    private static String part(CounterModel counter, String delta, String id) {
      return "ADD "
          + counter.component()
          + " "
          + delta
          + " on "
          + counter.node().nodePrefix()
          + "#{"
          + id
          + "} if attribute_exists(PK)";
    }
  }
}
