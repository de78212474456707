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
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexModel.ProjectionKind;
import io.edgetable.processor.model.KeyLayout;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.write.DaoOperation.Doc;
import io.edgetable.processor.write.DaoOperation.Parameter;
import io.edgetable.processor.write.DaoOperation.Shape;
import io.edgetable.processor.write.DaoOperation.Thrown;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
  private static final String INVALID_KEY = "io.edgetable.exception.InvalidKeyException";
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

  /** The {@code @Version} attribute, if any: every overwrite is conditional on it. */
  private final Optional<String> version;

  /** The {@code @Ttl} attribute, if any: an expired item counts as absent. */
  private final Optional<String> ttl;

  /**
   * A node's counter items, as reads name them ({@code PK = SK = USER#{handle}#followers#{shard
   * 0..7}}); empty without sharded counters.
   */
  private final String counterItems;

  /** How many keys a read of one node reads: 1, plus its counter items. */
  private final int nodeReadKeys;

  private DaoOperations(
      RecordName name,
      String keyText,
      List<Parameter> keyParameters,
      CodeBlock key,
      String noun,
      Optional<ComponentModel> version,
      Optional<ComponentModel> ttl) {
    this(name, keyText, keyParameters, key, noun, version, ttl, "", 1);
  }

  private DaoOperations(
      RecordName name,
      String keyText,
      List<Parameter> keyParameters,
      CodeBlock key,
      String noun,
      Optional<ComponentModel> version,
      Optional<ComponentModel> ttl,
      String counterItems,
      int nodeReadKeys) {
    this.name = name;
    this.record = DaoNames.record(name);
    this.keys = DaoNames.generated(name, GeneratedClass.KEYS);
    this.keyText = keyText;
    this.variable = DaoNames.variable(name);
    this.keyParameters = keyParameters;
    this.key = key;
    this.noun = noun;
    this.version = version.map(ComponentModel::name);
    this.ttl = ttl.map(ComponentModel::name);
    this.counterItems = counterItems;
    this.nodeReadKeys = nodeReadKeys;
  }

  /**
   * A node's DAO: put, save, get, exists, delete, the batches, {@code collection(id)} over the
   * edges stored in its partition, and {@code deleteWithEdges(id)} over the {@code linked} edge
   * kinds (those from or to the node, in its package), if any.
   */
  static DaoDescription node(CollectionModel collection, List<EdgeModel> linked) {
    NodeModel node = collection.node();
    String id = node.id().component();
    Map<String, Integer> sharded = node.shardedCounters();
    DaoOperations ops =
        new DaoOperations(
            node.name(),
            "PK = " + node.pk().describe() + ", SK = " + node.sk().describe(),
            List.of(new Parameter(DaoNames.idType(node.id()), id)),
            CodeBlock.of("$L", code(id)),
            "node",
            node.version(),
            node.ttl(),
            sharded.entrySet().stream()
                .map(
                    c ->
                        "PK = SK = "
                            + KeyLayout.counterItem(node.prefix(), id, c.getKey(), c.getValue()))
                .collect(Collectors.joining(", ")),
            1 + sharded.values().stream().mapToInt(Integer::intValue).sum());
    String invalidRecord = "if the record's id cannot form a key (nothing is sent)";
    List<String> counters = names(node, Role.COUNTER);
    List<DaoOperation> operations = new ArrayList<>();
    operations.add(
        ops.put(
            "PutItem "
                + ops.keyText
                + " if "
                + ops.absent()
                + ".\n"
                + "Creates the node unless it exists; counters are written as given"
                + " (normally 0)"
                + ops.createdVersion()
                + ".",
            invalidRecord));
    operations.add(ops.save(counters, invalidRecord));
    operations.add(ops.get("the node, or empty if absent" + ops.orExpired(), NODE_ID));
    operations.add(ops.exists("whether the node exists" + ops.andLive(), NODE_ID));
    operations.add(
        ops.delete(
            ops.nodeDelete(node),
            false,
            "{@code true} if the node existed and is deleted",
            NODE_ID,
            ops.nodeHasEdges(counters)));
    ops.version.ifPresent(
        v ->
            operations.add(
                ops.deleteRecord(
                    "DeleteItem " + ops.keyText + " if " + ops.presentAtVersion() + ".",
                    invalidRecord)));
    operations.add(ops.update(false, NODE_ID));
    operations.add(ops.update(true, NODE_ID));
    operations.addAll(
        List.of(
            ops.putAll(
                false,
                ops.version.isPresent()
                    ? ops.versionedPutAll(null)
                    : "BatchWriteItem: Put each item ("
                        + ops.keyText
                        + ", overwriting, counters included"
                        + (sharded.isEmpty()
                            ? ""
                            : "; a sharded counter's counter items are left as they are and reads"
                                + " add them to the value written")
                        + "), 25 per request, retrying unprocessed items with backoff.",
                null,
                "nodes",
                "if a record's id cannot form a key (nothing is sent)"),
            ops.deleteAll(
                false,
                counters.isEmpty()
                    ? "BatchWriteItem: Delete each key ("
                        + ops.keyText
                        + "), 25 per request, retrying unprocessed keys with backoff. Deletes the"
                        + " node items only; their edges stay."
                    : "One delete per id, as delete does (at most 8 at once), since a batch"
                        + " write cannot refuse a node that counted edges still point at:"
                        + " such nodes are among the ids not deleted (the exception's cause"
                        + " is the first NodeHasEdgesException).",
                null,
                "ids",
                "if an id is null or cannot form a key (nothing is sent)"),
            ops.getAll(
                "ids", "nodes", "if an id is null or cannot form a key (nothing is sent)"),
            ops.collection(collection)));
    if (!linked.isEmpty()) {
      operations.add(ops.deleteWithEdges(node, linked));
    }
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
            "edge",
            edge.version(),
            edge.ttl());
    EdgeText text = new EdgeText(edge, ops);
    String invalidRecord = "if the record's ids cannot form a key (nothing is sent)";
    String invalidKeys = "if a key holds an id that is null or cannot form a key (nothing is sent)";
    List<DaoOperation> operations = new ArrayList<>();
    operations.add(ops.put(text.put(), invalidRecord, text.nodeNotFound()));
    operations.add(ops.replace(false, invalidRecord));
    operations.add(ops.replace(true, invalidRecord));
    operations.add(ops.get("the edge, or empty if absent" + ops.orExpired(), EDGE_IDS));
    operations.add(ops.exists("whether the edge exists" + ops.andLive(), EDGE_IDS));
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
    ops.version.ifPresent(
        v -> operations.add(ops.deleteRecord(text.deleteRecord(), invalidRecord)));
    operations.add(ops.update(false, EDGE_IDS));
    operations.add(ops.update(true, EDGE_IDS));
    operations.add(ops.forward(edge));
    edge.inverse()
        .ifPresent(
            index ->
                operations.addAll(
                    InverseOperations.of(ops.inverse(edge, index, edgeKey), edge, index)));
    operations.add(
        ops.putAll(
            edge.counted(),
            text.putAll(),
            edge.counted()
                ? "how many edges were created"
                    + (ops.version.isPresent() ? " (records of version 0)" : "")
                : null,
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
    List<Thrown> thrown = new ArrayList<>();
    String request =
        "UpdateItem "
            + keyText
            + ": SET every attribute of the record that is not null, REMOVE the null ones"
            + preserved
            + ".\nAn upsert: creates the node if absent, else updates it in place.";
    if (version.isPresent()) {
      String v = version.get();
      request =
          "UpdateItem "
              + keyText
              + " if "
              + atVersion()
              + ": SET every attribute of the record that is not null, with "
              + v
              + " = the record's + 1, REMOVE the null ones"
              + preserved
              + ".\nVersion 0 creates the node; any other updates the version read.";
      thrown.add(conflict());
    }
    thrown.add(new Thrown(INVALID_KEY, invalidRecord));
    return new DaoOperation(
        "save",
        List.of(new Parameter(record, variable)),
        List.of(variable),
        new Doc(doc(request), null, thrown),
        TypeName.VOID,
        Shape.FUTURE,
        CodeBlock.of("$L", code("this.table.save(" + variable + ")")));
  }

  private DaoOperation replace(boolean conditional, String invalidRecord) {
    String condition = conditional ? conditionName() : null;
    List<Parameter> parameters = new ArrayList<>();
    parameters.add(new Parameter(record, variable));
    List<String> nonNull = new ArrayList<>(List.of(variable));
    addCondition(conditional, condition, parameters, nonNull);
    return new DaoOperation(
        "replace",
        parameters,
        nonNull,
        new Doc(
            doc(
                "PutItem "
                    + keyText
                    + " if "
                    + (version.isPresent() ? presentAtVersion() : present())
                    + (conditional ? " AND (condition)" : "")
                    + ".\nOverwrites the edge's attributes only if it exists"
                    + (version.isPresent() ? " at the record's version" : "")
                    + (conditional ? " and the condition holds" : "")
                    + "; counters are untouched"
                    + version.map(v -> "; stores " + v + " + 1").orElse("")
                    + "."),
            "{@code true} if replaced; {@code false} if the edge is absent"
                + orExpired()
                + (conditional ? " or the condition failed" : ""),
            version.isPresent()
                ? List.of(conflict(), new Thrown(INVALID_KEY, invalidRecord))
                : List.of(new Thrown(INVALID_KEY, invalidRecord))),
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
    List<Thrown> thrown = new ArrayList<>();
    String request = "GetItem " + keyText + " (" + CONSISTENCY + ").";
    if (!counterItems.isEmpty()) {
      request =
          "BatchGetItem of "
              + nodeReadKeys
              + " keys ("
              + requests(nodeReadKeys)
              + "): the node item "
              + keyText
              + " and its counter items "
              + counterItems
              + ".\nEach sharded counter reads as the node item's value plus its counter items ("
              + CONSISTENCY
              + ").";
      thrown.add(
          new Thrown(
              "io.edgetable.exception.BatchGetException",
              "if DynamoDB left a key unprocessed after the retries"));
    }
    thrown.add(new Thrown(INVALID_KEY, invalid));
    return new DaoOperation(
        "get",
        keyParameters,
        List.of(),
        new Doc(doc(request), returns, thrown),
        ParameterizedTypeName.get(DaoNames.OPTIONAL, record),
        Shape.FUTURE,
        CodeBlock.of("this.table.get($L)", key));
  }

  /** {@code one request} up to 100 keys (BatchGetItem's limit), else how many. */
  private static String requests(int keys) {
    int requests = (keys + 99) / 100;
    return requests == 1 ? "one request" : requests + " requests of up to 100 keys";
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
      String request, boolean conditional, String returns, String invalid, Thrown... more) {
    List<Parameter> parameters = new ArrayList<>(keyParameters);
    List<String> nonNull = new ArrayList<>();
    String condition = conditional ? conditionName() : "null";
    addCondition(conditional, condition, parameters, nonNull);
    return new DaoOperation(
        "delete",
        parameters,
        nonNull,
        new Doc(doc(request), returns, thrown(more, new Thrown(INVALID_KEY, invalid))),
        TypeName.BOOLEAN,
        Shape.FUTURE,
        CodeBlock.of("this.table.delete($L,$W" + code(condition) + ")", key));
  }

  /** {@code update(ids..., update[, condition])}: one UpdateItem returning the new record. */
  private DaoOperation update(boolean conditional, String invalid) {
    List<String> names = freshNames("update", "condition");
    String update = names.get(0);
    String condition = conditional ? names.get(1) : "null";
    List<Parameter> parameters = new ArrayList<>(keyParameters);
    parameters.add(
        new Parameter(ParameterizedTypeName.get(RuntimeNames.UPDATE, record), update));
    List<String> nonNull = new ArrayList<>(List.of(update));
    addCondition(conditional, condition, parameters, nonNull);
    return new DaoOperation(
        "update",
        parameters,
        nonNull,
        new Doc(
            doc(
                "UpdateItem "
                    + keyText
                    + " if "
                    + present()
                    + (conditional ? " AND (condition)" : "")
                    + ":\nthe update's actions"
                    + version.map(v -> " and ADD " + v + " :1").orElse("")
                    + ", ReturnValues = ALL_NEW. Never creates the "
                    + noun
                    + "."),
            "the "
                + noun
                + " as stored after the update; empty if it is absent"
                + orExpired()
                + (conditional ? " or the condition failed" : "")
                + " (nothing written)",
            List.of(
                new Thrown(
                    "IllegalArgumentException",
                    "if the update has two actions on one attribute (nothing is sent)"),
                new Thrown(INVALID_KEY, invalid))),
        ParameterizedTypeName.get(DaoNames.OPTIONAL, record),
        Shape.FUTURE,
        CodeBlock.of(
            "this.table.update($L,$W" + code(update + ", " + condition) + ")", key));
  }

  /** {@code delete(record)} of a versioned record: only at the record's version. */
  private DaoOperation deleteRecord(String request, String invalidRecord) {
    return new DaoOperation(
        "delete",
        List.of(new Parameter(record, variable)),
        List.of(variable),
        new Doc(
            doc(request + "\nDeletes the " + noun + " only if it holds the record's version."),
            "{@code true} if deleted; {@code false} if the " + noun + " is absent" + orExpired(),
            List.of(conflict(), new Thrown(INVALID_KEY, invalidRecord))),
        TypeName.BOOLEAN,
        Shape.FUTURE,
        CodeBlock.of("$L", code("this.table.delete(" + variable + ")")));
  }

  /** The request lines of a versioned {@code putAll}: save's condition, record by record. */
  private String versionedPutAll(EdgeText counted) {
    String v = version.orElseThrow();
    String write =
        counted != null
            ? "version 0: TransactWriteItems: Put "
                + keyText
                + " if attribute_not_exists(PK)"
                + counted.counters(":1")
                + ";\nany other: PutItem "
                + keyText
                + " if "
                + v
                + " = :version (the record's)"
            : (noun.equals("node") ? "UpdateItem " : "PutItem ")
                + keyText
                + " if "
                + atVersion();
    return "One conditional write per record (BatchWriteItem cannot carry conditions), at most 8"
        + " at once: "
        + write
        + ", storing "
        + v
        + " + 1.";
  }

  /** {@code attribute_not_exists(PK)}, or that the stored item has expired. */
  String absent() {
    return "attribute_not_exists(PK)" + ttl.map(t -> " OR " + t + " < :now").orElse("");
  }

  /** {@code attribute_exists(PK)}, and that the stored item has not expired. */
  String present() {
    return "attribute_exists(PK)"
        + ttl.map(t -> " AND (attribute_not_exists(" + t + ") OR " + t + " >= :now)")
            .orElse("");
  }

  /** {@link #present}, and that the stored item holds the record's version. */
  private String presentAtVersion() {
    return present() + " AND " + version.orElseThrow() + " = :version (the record's)";
  }

  /** {@code save}'s condition: no version stored for version 0, else the record's. */
  private String atVersion() {
    String v = version.orElseThrow();
    return "attribute_not_exists("
        + v
        + ")"
        + ttl.map(t -> " OR " + t + " < :now").orElse("")
        + " (the record's "
        + v
        + " is 0), else "
        + v
        + " = :version (the record's)";
  }

  /** {@code " (or it has expired)"} where the record has a time to live. */
  private String orExpired() {
    return ttl.map(t -> " (an item whose " + t + " has passed counts as absent)").orElse("");
  }

  /** {@code " and has not expired"} where the record has a time to live. */
  private String andLive() {
    return ttl.map(t -> " and its " + t + " has not passed").orElse("");
  }

  /** ", with version 1" for a versioned record's create. */
  private String createdVersion() {
    return version.map(v -> ", with " + v + " = 1 whatever the record holds").orElse("");
  }

  private static Thrown conflict() {
    return new Thrown(
        "io.edgetable.exception.VersionConflictException",
        "if another version is stored (nothing is written); read the "
            + "record again and retry");
  }

  /** Names for new parameters, apart from the key and record parameters beside them. */
  private List<String> freshNames(String... wanted) {
    NameAllocator names = new NameAllocator();
    keyParameters.forEach(p -> names.newName(p.name()));
    names.newName(variable);
    List<String> fresh = new ArrayList<>();
    for (String name : wanted) {
      fresh.add(names.newName(name));
    }
    return fresh;
  }

  private static List<Thrown> thrown(Thrown[] first, Thrown last) {
    List<Thrown> all = new ArrayList<>(List.of(first));
    all.add(last);
    return all;
  }

  /** A node delete's request line: guarded by its counters, with its counter items. */
  private String nodeDelete(NodeModel node) {
    List<String> counters = names(node, Role.COUNTER);
    if (counters.isEmpty()) {
      return "DeleteItem " + keyText + " if " + present() + ".\nDeletes the node item only; its"
          + " edges stay.";
    }
    Map<String, Integer> sharded = node.shardedCounters();
    String guard =
        "attribute_exists(PK)"
            + counters.stream()
                .filter(c -> !sharded.containsKey(c))
                .map(c -> " AND (attribute_not_exists(" + c + ") OR " + c + " <= 0)")
                .collect(Collectors.joining());
    String refusal =
        "Deletes the node only while no counted edge points at it (every counter 0 or less),"
            + " else throws NodeHasEdgesException; its edges stay.";
    if (sharded.isEmpty()) {
      return "DeleteItem " + keyText + " if " + guard + ".\n" + refusal;
    }
    return "TransactWriteItems: Delete "
        + keyText
        + " if "
        + guard
        + ";\n"
        + sharded.keySet().stream()
            .map(
                c ->
                    "Delete each counter item PK = SK = "
                        + KeyLayout.counterItem(
                            node.prefix(), node.id().component(), c, sharded.get(c))
                        + " if attribute_not_exists("
                        + c
                        + ") OR "
                        + c
                        + " <= 0")
            .collect(Collectors.joining(";\n"))
        + ".\n"
        + refusal
        + " All or nothing: "
        + nodeReadKeys
        + " deletes"
        + (nodeReadKeys > 100
            ? ", in " + ((nodeReadKeys + 99) / 100) + " transactions (counter items first)"
            : " in one transaction")
        + ".";
  }

  /** {@code NodeHasEdgesException} for a node with counters. */
  private Thrown[] nodeHasEdges(List<String> counters) {
    return counters.isEmpty()
        ? new Thrown[0]
        : new Thrown[] {
          new Thrown(
              "io.edgetable.exception.NodeHasEdgesException",
              "if a counter still counts edges (nothing is deleted); delete them first, or use"
                  + " deleteWithEdges")
        };
  }

  private DaoOperation deleteWithEdges(NodeModel node, List<EdgeModel> linked) {
    String id = node.id().component();
    List<String> finds = new ArrayList<>();
    List<CodeBlock> links = new ArrayList<>();
    List<String> unreachable = new ArrayList<>();
    String ownPartition = node.pk().describe();
    List<EdgeModel> ownKinds = new ArrayList<>();
    for (EdgeModel edge : linked) {
      ClassName edgeKeys = DaoNames.generated(edge.name(), GeneratedClass.KEYS);
      ClassName edgeDao = DaoNames.generated(edge.name(), GeneratedClass.DAO);
      String plural = CollectionGenerator.listName(edge.name().simpleName());
      if (edge.source().name().equals(node.name())) {
        links.add(
            CodeBlock.of(
                "$T.outgoing($T.TYPE,$W$T" + code(".pk(" + id + "),") + "$W$T.SK_PREFIX)",
                RuntimeNames.EDGE_LINK,
                edgeDao,
                edgeKeys,
                edgeKeys));
        String partition = edge.pk().describe(id);
        if (partition.equals(ownPartition)) {
          ownKinds.add(edge);
        } else {
          finds.add(forwardQuery(partition, edge, plural));
        }
      }
      if (edge.target().name().equals(node.name())) {
        if (edge.inverse().isEmpty()) {
          unreachable.add(edge.name().simpleName());
          continue;
        }
        IndexModel index = edge.inverse().get();
        links.add(
            CodeBlock.of(
                "$T.incoming($T.TYPE,$W$T.INDEX,$W$T"
                    + code(".inversePks(" + id + "),")
                    + "$W$T.INVERSE_SK_PREFIX)",
                RuntimeNames.EDGE_LINK,
                edgeDao,
                edgeKeys,
                edgeKeys,
                edgeKeys));
        finds.add(
            "Query index "
                + index.name()
                + " "
                + index.partitionAttribute()
                + " = "
                + index.pk().describe(id)
                + " AND begins_with("
                + index.sortAttribute()
                + ", \""
                + index.sk().literal()
                + "\") (every page"
                + (index.shards() > 1 ? ", every shard" : "")
                + ") for the "
                + plural
                + " to it");
      }
    }
    if (ownKinds.size() == 1) {
      EdgeModel edge = ownKinds.get(0);
      finds.add(
          0,
          forwardQuery(
              ownPartition, edge, CollectionGenerator.listName(edge.name().simpleName())));
    } else if (!ownKinds.isEmpty()) {
      finds.add(
          0,
          "Query PK = "
              + ownPartition
              + " with no sort-key condition (every page) for its "
              + ownKinds.stream()
                  .map(
                      e ->
                          CollectionGenerator.listName(e.name().simpleName())
                              + " (begins_with(SK, \""
                              + e.sk().literal()
                              + "\"))")
                  .collect(Collectors.joining(", ")));
    }
    String request =
        "Deletes the node and its edges, moving the counters of their other ends:\n"
            + String.join(";\n", finds)
            + ";\nthen each edge as its DAO's delete does (one TransactWriteItems per counted"
            + " edge, BatchWriteItem per 25 uncounted ones);\nthen the node, as delete does."
            + " While a counter still counts edges (created meanwhile, or not yet in an"
            + " eventually consistent index) it goes over them again, at most 3 passes."
            + (unreachable.isEmpty()
                ? ""
                : "\nEdges of "
                    + String.join(", ", unreachable)
                    + " to this node cannot be found (no inverse index) and stay.");
    CodeBlock call =
        CodeBlock.of(
            "this.table.deleteWithEdges($L,$W$T.of($L))",
            key,
            DaoNames.LIST,
            CodeBlock.join(links, ",$W"));
    return new DaoOperation(
        "deleteWithEdges",
        keyParameters,
        List.of(),
        new Doc(
            doc(request),
            "{@code true} if the node existed; the edges found are deleted either way",
            thrown(
                new Thrown[] {
                  new Thrown(
                      "io.edgetable.exception.NodeHasEdgesException",
                      "if after 3 passes a counter still counts edges (the node stays; the edges"
                          + " found are deleted)"),
                  new Thrown(
                      "io.edgetable.exception.BatchWriteException",
                      "if an edge could not be deleted (the node stays)")
                },
                new Thrown(INVALID_KEY, NODE_ID))),
        TypeName.BOOLEAN,
        Shape.FUTURE,
        call);
  }

  private static String forwardQuery(String partition, EdgeModel edge, String plural) {
    return "Query PK = "
        + partition
        + " AND begins_with(SK, \""
        + edge.sk().literal()
        + "\") (every page) for its "
        + plural;
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
                    "io.edgetable.exception.BatchWriteException",
                    "with the "
                        + what
                        + " not written"
                        + (version.isPresent()
                            ? " (refused by their version, each a VersionConflictException"
                                + " among the exception's cause and suppressed ones, or failed)"
                            : ", after the retries")),
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
    List<Thrown> thrown =
        batchKeysThrown("io.edgetable.exception.BatchWriteException", parameter, "deleted", invalid);
    return new DaoOperation(
        "deleteAll",
        List.of(new Parameter(batchKeys(), parameter)),
        List.of(parameter),
        new Doc(doc(request), returns, thrown),
        counted ? TypeName.INT : TypeName.VOID,
        Shape.FUTURE,
        CodeBlock.of(
            "$L",
            code(
                "this.table." + (counted ? "deleteAllCounted(" : "deleteAll(") + parameter + ")")));
  }

  /**
   * What a batch over the keys in {@code parameter} throws: {@code exception} with the keys not
   * {@code done} after the retries, for an edge a null key, and a bad id.
   */
  private List<Thrown> batchKeysThrown(
      String exception, String parameter, String done, String invalid) {
    List<Thrown> thrown = new ArrayList<>();
    thrown.add(
        new Thrown(exception, "with the " + parameter + " not " + done + ", after the retries"));
    if (noun.equals("edge")) {
      thrown.add(new Thrown("NullPointerException", "if {@code " + parameter + "} holds null"));
    }
    thrown.add(new Thrown(INVALID_KEY, invalid));
    return thrown;
  }

  private DaoOperation getAll(String parameter, String what, String invalid) {
    List<Thrown> thrown =
        batchKeysThrown("io.edgetable.exception.BatchGetException", parameter, "read", invalid);
    return new DaoOperation(
        "getAll",
        List.of(new Parameter(batchKeys(), parameter)),
        List.of(parameter),
        new Doc(
            doc(
                "BatchGetItem: Get each key ("
                    + keyText
                    + (counterItems.isEmpty()
                        ? ""
                        : ") with its counter items ("
                            + counterItems
                            + "; each sharded counter reads as the node item's value plus"
                            + " them")
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
                    + "; nothing is sent until a terminal method."
                    + filteredText(edge)),
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
                    + "."
                    + (keysOnly
                        ? edge.ttl()
                            .map(t -> "\nThe index holds no " + t.name() + ": expired edges are"
                                + " returned until DynamoDB deletes them.")
                            .orElse("")
                        : filteredText(edge))),
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
  static CodeBlock indexProjection(EdgeModel edge, IndexModel index) {
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
  static List<String> unprojected(EdgeModel edge, IndexModel index) {
    return edge.attributes().stream()
        .map(ComponentModel::name)
        .filter(n -> !index.include().contains(n))
        .filter(n -> index.sortBy().map(k -> !k.attribute().equals(n)).orElse(true))
        .toList();
  }

  /** What the Javadoc of a query adds for an edge with a time to live. */
  private static String filteredText(EdgeModel edge) {
    return edge.ttl()
        .map(t -> "\nEdges whose " + t.name() + " has passed are filtered out (FilterExpression).")
        .orElse("");
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
    // Kinds compiled together share one time-to-live attribute (checked), so one name serves.
    Optional<String> expiring =
        node.ttl()
            .or(() -> collection.edges().stream().flatMap(e -> e.ttl().stream()).findFirst())
            .map(ComponentModel::name);
    CodeBlock.Builder call =
        expiring.isPresent()
            ? CodeBlock.builder().add("this.table.expiringPartition($S,$W$T", expiring.get(), keys)
            : CodeBlock.builder().add("this.table.partition($T", keys);
    call
            .add(code(".sk(" + (node.sk().id().isPresent() ? id : "") + "),") + "$W$T", keys)
            .add(code(".pk(" + id + ")"));
    for (EdgeModel edge : collection.edges()) {
      call.add(",$W$T.SK_PREFIX", DaoNames.generated(edge.name(), GeneratedClass.KEYS));
    }
    call.add(")$Z.thenApply($T::collectionOf)", DaoNames.generated(name, GeneratedClass.DAO));
    String filtered =
        expiring.map(t -> "; items whose " + t + " has passed are filtered out").orElse("");
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
                    + ")"
                    + filtered
                    + "."
                    + (counterItems.isEmpty()
                        ? ""
                        : "\nBeside it, BatchGetItem of the counter items "
                            + counterItems
                            + " ("
                            + requests(nodeReadKeys - 1)
                            + "), added to the node's counters.")),
            "the node (empty if absent) and its edges in SK order",
            List.of(new Thrown(INVALID_KEY, NODE_ID))),
        DaoNames.generated(name, GeneratedClass.COLLECTION),
        Shape.FUTURE,
        call.build());
  }

  /** {@code static FooCollection collectionOf(PartitionItems<Foo> items)}, for collection(id). */
  private MethodSpec collectionOf(CollectionModel collection) {
    ClassName collectionType = DaoNames.generated(name, GeneratedClass.COLLECTION);
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

  /**
   * For an operation that takes a condition ({@code conditional}): the parameter {@code name},
   * last, checked non-null as the others are.
   */
  private void addCondition(
      boolean conditional, String name, List<Parameter> parameters, List<String> nonNull) {
    if (conditional) {
      parameters.add(new Parameter(conditionType(), name));
      nonNull.add(name);
    }
  }

  /** The condition parameter, named apart from the id and record parameters beside it. */
  private String conditionName() {
    return freshNames("condition").get(0);
  }

  /** The request lines of an edge's writes, which name its counter updates when it has any. */
  private record EdgeText(EdgeModel edge, DaoOperations ops) {
    String put() {
      String keyText = ops.keyText;
      return edge.counted()
          ? "TransactWriteItems: Put "
              + keyText
              + " if attribute_not_exists(PK)"
              + counters(":1")
              + ".\nCreates the edge and counts it on its nodes, all or nothing"
              + ops.createdVersion()
              + "."
              + firstOnCounterItem()
          : "PutItem "
              + keyText
              + " if "
              + ops.absent()
              + ".\nCreates the edge unless it exists"
              + ops.createdVersion()
              + ".";
    }

    String deleteRecord() {
      String condition = ops.presentAtVersion();
      return edge.counted()
          ? "TransactWriteItems: Delete "
              + ops.keyText
              + " if "
              + condition
              + counters(":-1")
              + ".\nUncounts it on its nodes in the same transaction."
          : "DeleteItem " + ops.keyText + " if " + condition + ".";
    }

    /** What the first edge on a counter item sends, for an edge with a sharded counter. */
    private String firstOnCounterItem() {
      boolean sharded =
          edge.sourceCounter().map(CounterModel::sharded).orElse(false)
              || edge.targetCounter().map(CounterModel::sharded).orElse(false);
      return sharded
          ? "\nA counter item stands for its node once it exists; the first edge on one finds"
              + " it absent, reads the counted items (one consistent BatchGetItem) and sends the"
              + " transaction again with a ConditionCheck that the node exists and an ADD that"
              + " creates the counter item."
          : "";
    }

    Thrown[] nodeNotFound() {
      return edge.counted()
          ? new Thrown[] {
            new Thrown(
                "io.edgetable.exception.NodeNotFoundException",
                "if a counted node item is missing (nothing written)")
          }
          : new Thrown[0];
    }

    String delete(boolean conditional) {
      String keyText = ops.keyText;
      String condition = ops.present() + (conditional ? " AND (condition)" : "");
      return edge.counted()
          ? "TransactWriteItems: Delete "
              + keyText
              + " if "
              + condition
              + counters(":-1")
              + ".\nDeletes the edge and uncounts it on its nodes, all or nothing. If a counted"
              + " item is not as assumed (a node deleted, or created again since), it reads the"
              + " counted items (one consistent BatchGetItem) and sends the transaction that"
              + " matches them: the edge is deleted, the counters that count it move, the others"
              + " are checked as read; no counter goes below zero."
          : "DeleteItem " + keyText + " if " + condition + ".";
    }

    String putAll() {
      String keyText = ops.keyText;
      if (ops.version.isPresent()) {
        return ops.versionedPutAll(edge.counted() ? this : null);
      }
      return edge.counted()
          ? "One TransactWriteItems per edge, as put does (at most 8 at once, never two on one"
              + " counted item):\nPut "
              + keyText
              + " if attribute_not_exists(PK)"
              + counters(":1")
              + ".\nEdges that already exist are left as they are, so counters stay exact."
          : "BatchWriteItem: Put each item ("
              + keyText
              + ", overwriting), 25 per request, retrying unprocessed items with backoff.";
    }

    String deleteAll() {
      String keyText = ops.keyText;
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
    String counters(String delta) {
      String source = edge.sourceId().component();
      String target = edge.targetId().component();
      return edge.sourceCounter().map(c -> ";\n" + part(c, delta, source, target)).orElse("")
          + edge.targetCounter().map(c -> ";\n" + part(c, delta, target, source)).orElse("");
    }

    /**
     * {@code ADD followers :1 on USER#{followee}#followers#{shard 0..7} (the shard of follower) if
     * attribute_exists(PK)}; a delete's guard is that the counter counts the edge.
     */
    private static String part(CounterModel counter, String delta, String id, String otherId) {
      String item =
          counter.sharded()
              ? "the counter item PK = SK = "
                  + KeyLayout.counterItem(
                      counter.node().nodePrefix(), id, counter.component(), counter.shards())
                  + " (the shard of "
                  + otherId
                  + ")"
              : counter.node().nodePrefix() + "#{" + id + "}";
      String guard =
          delta.startsWith(":-")
              ? counter.component() + " > 0"
              : "attribute_exists(PK)";
      return "ADD " + counter.component() + " " + delta + " on " + item + " if " + guard;
    }
  }
}
