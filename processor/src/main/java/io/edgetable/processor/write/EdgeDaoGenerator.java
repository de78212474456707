package io.edgetable.processor.write;

import static io.edgetable.processor.write.DaoGenerator.requireNonNull;
import static io.edgetable.processor.write.DaoNames.COLLECTION;
import static io.edgetable.processor.write.DaoNames.ITEM;
import static io.edgetable.processor.write.DaoNames.LIST;
import static io.edgetable.processor.write.DaoNames.OPTIONAL;
import static io.edgetable.processor.write.DaoNames.doc;
import static io.edgetable.processor.write.Fragments.code;
import static io.edgetable.processor.write.RuntimeNames.CONDITION;
import static io.edgetable.processor.write.RuntimeNames.COUNTER_UPDATE;
import static io.edgetable.processor.write.RuntimeNames.EDGE_QUERY;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.CounterModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.IndexModel.ProjectionKind;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/** Writes the DAO of one edge record. */
final class EdgeDaoGenerator {
  private static final String INVALID_KEY =
      "@throws io.edgetable.InvalidKeyException if an id cannot form a key (nothing is sent)\n";
  private static final String INVALID_RECORD =
      "@throws io.edgetable.InvalidKeyException if the record's ids cannot form a key (nothing is"
          + " sent)\n";

  private final EdgeModel edge;
  private final ClassName record;
  private final ClassName keys;
  private final ClassName marshaller;
  private final TypeName sourceType;
  private final TypeName targetType;
  private final String source;
  private final String target;
  private final String variable;

  /** The condition parameter, named apart from the id parameters it sits beside. */
  private final String conditionName;

  private final TypeName edgeKey;

  /** {@code studentId, courseId}: the id parameters as arguments. */
  private final String ids;

  /** {@code PK = STU#{studentId}, SK = ENROLL#CRS#{courseId}}. */
  private final String keyText;

  EdgeDaoGenerator(EdgeModel edge) {
    this.edge = edge;
    this.record = DaoNames.record(edge.name());
    this.keys = DaoNames.generated(edge.name(), "Keys");
    this.marshaller = DaoNames.generated(edge.name(), "Marshaller");
    this.sourceType = DaoNames.idType(edge.sourceId());
    this.targetType = DaoNames.idType(edge.targetId());
    this.source = edge.sourceId().component();
    this.target = edge.targetId().component();
    this.variable = DaoNames.variable(edge.name());
    NameAllocator parameters = new NameAllocator();
    parameters.newName(source);
    parameters.newName(target);
    parameters.newName(variable);
    this.conditionName = parameters.newName("condition");
    this.edgeKey = DaoNames.edgeKey(edge.sourceId(), edge.targetId());
    this.ids = source + ", " + target;
    this.keyText = "PK = " + edge.pk().describe() + ", SK = " + edge.sk().describe();
  }

  TypeSpec generate() {
    TypeSpec.Builder type =
        DaoGenerator.daoClass(
            edge.name().generated("Dao"),
            record,
            "edge",
            edgeKey,
            marshaller,
            CodeBlock.of("key -> $T.key(key.source(), key.target())", keys));
    type.addMethod(put());
    type.addMethod(replace(false));
    type.addMethod(replace(true));
    type.addMethod(get());
    type.addMethod(exists());
    type.addMethod(delete(false));
    type.addMethod(delete(true));
    type.addMethod(forward());
    edge.inverse().ifPresent(index -> type.addMethod(inverse(index)));
    type.addMethod(putAll());
    type.addMethod(deleteAll());
    type.addMethod(getAll());
    if (edge.counted()) {
      type.addMethod(counters());
    }
    if (edge.inverse().map(i -> i.projection() == ProjectionKind.KEYS_ONLY).orElse(false)) {
      type.addMethod(edgeKeyDecoder());
    }
    return type.build();
  }

  private MethodSpec put() {
    MethodSpec.Builder method =
        publicMethod("put", TypeName.BOOLEAN).addParameter(record, variable);
    String request =
        edge.counted()
            ? "TransactWriteItems: Put "
                + keyText
                + " if attribute_not_exists(PK)"
                + counterText(":1")
                + ".\n"
                + "Creates the edge and counts it on its nodes, all or nothing.\n"
            : "PutItem "
                + keyText
                + " if attribute_not_exists(PK).\nCreates the edge unless it exists.\n";
    javadoc(
        method,
        doc(request)
            + "\n"
            + "@return {@code true} if created; {@code false} if the edge already existed (nothing"
            + " written)\n"
            + (edge.counted()
                ? "@throws io.edgetable.NodeNotFoundException if a counted node item is missing"
                    + " (nothing written)\n"
                : "")
            + INVALID_RECORD);
    requireNonNull(method, variable);
    if (edge.counted()) {
      method.addStatement(
          "return this.table.putCounted($T"
              + code(".INSTANCE.toItem(" + variable + "), counters(" + recordIds(variable) + "))"),
          marshaller);
    } else {
      method.addStatement(code("return this.table.putIfAbsent(" + variable + ")"));
    }
    return method.build();
  }

  private MethodSpec replace(boolean conditional) {
    MethodSpec.Builder method =
        publicMethod("replace", TypeName.BOOLEAN).addParameter(record, variable);
    String condition = "attribute_exists(PK)";
    if (conditional) {
      method.addParameter(condition(), conditionName);
      condition += " AND (condition)";
    }
    javadoc(
        method,
        doc(
                "PutItem "
                    + keyText
                    + " if "
                    + condition
                    + ".\n"
                    + "Overwrites the edge's attributes only if it exists"
                    + (conditional ? " and the condition holds" : "")
                    + "; counters are untouched.\n")
            + "\n@return {@code true} if replaced; {@code false} if the edge is absent"
            + (conditional ? " or the condition failed" : "")
            + "\n"
            + INVALID_RECORD);
    requireNonNull(method, variable);
    if (conditional) {
      requireNonNull(method, conditionName);
    }
    method.addStatement(
        code(
            "return this.table.replaceIfExists("
                + variable
                + ", "
                + (conditional ? conditionName : "null")
                + ")"));
    return method.build();
  }

  private MethodSpec get() {
    MethodSpec.Builder method = idMethod("get", ParameterizedTypeName.get(OPTIONAL, record));
    javadoc(
        method,
        doc("GetItem " + keyText + " (eventually consistent).\n")
            + "\n@return the edge, or empty if absent\n"
            + INVALID_KEY);
    return method
        .addStatement("return this.table.get($T" + code(".key(" + ids + "))"), keys)
        .build();
  }

  private MethodSpec exists() {
    MethodSpec.Builder method = idMethod("exists", TypeName.BOOLEAN);
    javadoc(
        method,
        doc("GetItem " + keyText + " projecting PK only.\n")
            + "\n@return whether the edge exists\n"
            + INVALID_KEY);
    return method
        .addStatement("return this.table.exists($T" + code(".key(" + ids + "))"), keys)
        .build();
  }

  private MethodSpec delete(boolean conditional) {
    MethodSpec.Builder method = idMethod("delete", TypeName.BOOLEAN);
    String condition = "attribute_exists(PK)";
    if (conditional) {
      method.addParameter(condition(), conditionName);
      condition += " AND (condition)";
    }
    String request =
        edge.counted()
            ? "TransactWriteItems: Delete "
                + keyText
                + " if "
                + condition
                + counterText(":-1")
                + ".\n"
                + "Deletes the edge and uncounts it on its nodes, all or nothing.\n"
            : "DeleteItem " + keyText + " if " + condition + ".\n";
    javadoc(
        method,
        doc(request)
            + "\n@return {@code true} if the edge existed"
            + (conditional ? " and the condition held" : "")
            + " and is deleted\n"
            + INVALID_KEY);
    if (conditional) {
      requireNonNull(method, conditionName);
    }
    String conditionArg = conditional ? conditionName : "null";
    if (edge.counted()) {
      method.addStatement(
          "return this.table.deleteCounted($T"
              + code(".key(" + ids + "), counters(" + ids + "), " + conditionArg + ")"),
          keys);
    } else {
      method.addStatement(
          "return this.table.delete($T" + code(".key(" + ids + "), " + conditionArg + ")"), keys);
    }
    return method.build();
  }

  private MethodSpec forward() {
    MethodSpec.Builder method =
        publicMethod("forward", ParameterizedTypeName.get(EDGE_QUERY, record))
            .addParameter(sourceType, source);
    javadoc(
        method,
        doc(
                "Query PK = "
                    + edge.pk().describe()
                    + " AND begins_with(SK, \""
                    + edge.sk().literal()
                    + "\"):\none request per page, in SK order.\n"
                    + "The edges from one "
                    + edge.source().name().simpleName()
                    + "; nothing is sent until a terminal method.\n")
            + "\n@throws io.edgetable.InvalidKeyException if {@code "
            + source
            + "} cannot form a key\n");
    return method
        .addStatement(
            "return this.table.query($T" + code(".pk(" + source + "), ") + "$T.SK_PREFIX)",
            keys,
            keys)
        .build();
  }

  private MethodSpec inverse(IndexModel index) {
    boolean keysOnly = index.projection() == ProjectionKind.KEYS_ONLY;
    TypeName element = keysOnly ? edgeKey : record;
    String shards =
        index.shards() > 1
            ? "each page one Query per shard not yet exhausted ("
                + index.shards()
                + " shards; again for a shard a filter"
                + " drained), merged in "
                + index.sortAttribute()
                + " order"
            : "one request per page, in " + index.sortAttribute() + " order";
    MethodSpec.Builder method =
        publicMethod("inverse", ParameterizedTypeName.get(EDGE_QUERY, element))
            .addParameter(targetType, target);
    javadoc(
        method,
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
                    + "; eventually consistent.\n"
                    + "The edges to one "
                    + edge.target().name().simpleName()
                    + projectionText(index)
                    + ".\n")
            + "\n@throws io.edgetable.InvalidKeyException if {@code "
            + target
            + "} cannot form a key\n");
    if (keysOnly) {
      // The keys come back through the private decoder: the one generic call of the DAO.
      method.addStatement(
          "return this.table.<$T>queryIndex($T.INDEX, $T"
              + code(".inversePks(" + target + "), ")
              + "$T.INVERSE_SK_PREFIX, $T::edgeKey)",
          edgeKey,
          keys,
          keys,
          keys,
          DaoNames.generated(edge.name(), "Dao"));
    } else {
      method.addStatement(
          "return this.table.queryIndex($T.INDEX, $T"
              + code(".inversePks(" + target + "), ")
              + "$T.INVERSE_SK_PREFIX)",
          keys,
          keys,
          keys);
    }
    return method.build();
  }

  private String projectionText(IndexModel index) {
    return switch (index.projection()) {
      case ALL -> "";
      case KEYS_ONLY -> ", as their keys only (the index projects KEYS_ONLY)";
      case INCLUDE -> {
        List<String> absent =
            edge.attributes().stream()
                .map(c -> c.name())
                .filter(name -> !index.include().contains(name))
                .toList();
        yield absent.isEmpty()
            ? ""
            : "; the index projects only "
                + index.include()
                + ", so "
                + String.join(", ", absent)
                + " come back absent (null, or zero/false when primitive)";
      }
    };
  }

  private MethodSpec putAll() {
    String records = variable + "s";
    MethodSpec.Builder method =
        publicMethod("putAll", edge.counted() ? TypeName.INT : TypeName.VOID)
            .addParameter(ParameterizedTypeName.get(COLLECTION, record), records);
    String request =
        edge.counted()
            ? doc(
                    "One TransactWriteItems per edge, as put does (run concurrently, bounded):\n"
                        + "Put "
                        + keyText
                        + " if attribute_not_exists(PK)"
                        + counterText(":1")
                        + ".\n"
                        + "Edges that already exist are left as they are, so counters stay"
                        + " exact.\n")
                + "\n@return how many edges were created\n"
            : doc(
                "BatchWriteItem: Put each item ("
                    + keyText
                    + ", overwriting), 25 per request,\n"
                    + "retrying unprocessed items with backoff.\n");
    javadoc(
        method,
        request
            + "@throws io.edgetable.BatchWriteException with the edges not written, after the"
            + " retries\n");
    requireNonNull(method, records);
    if (edge.counted()) {
      method.addStatement(
          code(
              "return this.table.putAllCounted("
                  + records
                  + ", record -> counters("
                  + recordIds("record")
                  + "))"));
    } else {
      method.addStatement(code("this.table.putAll(" + records + ")"));
    }
    return method.build();
  }

  private MethodSpec deleteAll() {
    MethodSpec.Builder method =
        publicMethod("deleteAll", edge.counted() ? TypeName.INT : TypeName.VOID)
            .addParameter(ParameterizedTypeName.get(COLLECTION, edgeKey), "keys");
    String request =
        edge.counted()
            ? doc(
                    "One TransactWriteItems per key, as delete does:\nDelete "
                        + keyText
                        + " if attribute_exists(PK)"
                        + counterText(":-1")
                        + ".\n")
                + "\n@return how many edges existed and are deleted\n"
            : doc(
                "BatchWriteItem: Delete each key ("
                    + keyText
                    + "), 25 per request,\n"
                    + "retrying unprocessed keys with backoff.\n");
    javadoc(
        method,
        request
            + "@throws io.edgetable.BatchWriteException with the keys not deleted, after the"
            + " retries\n");
    requireNonNull(method, "keys");
    if (edge.counted()) {
      method.addStatement(
          "return this.table.deleteAllCounted(keys, key -> counters(key.source(), key.target()))");
    } else {
      method.addStatement("this.table.deleteAll(keys)");
    }
    return method.build();
  }

  private MethodSpec getAll() {
    MethodSpec.Builder method =
        publicMethod("getAll", ParameterizedTypeName.get(LIST, record))
            .addParameter(ParameterizedTypeName.get(COLLECTION, edgeKey), "keys");
    javadoc(
        method,
        DaoNames.batchGetDoc(keyText)
            + "@return the edges found, in the order of {@code keys}; absent ones are skipped\n"
            + "@throws io.edgetable.BatchGetException with the keys not read, after the"
            + " retries\n");
    requireNonNull(method, "keys");
    return method.addStatement("return this.table.getAll(keys)").build();
  }

  /** The counter updates of one edge: {@code ADD counter :±1} on each counted node. */
  private MethodSpec counters() {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("counters")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(ParameterizedTypeName.get(LIST, COUNTER_UPDATE))
            .addParameter(sourceType, source)
            .addParameter(targetType, target);
    List<CodeBlock> updates = new ArrayList<>();
    edge.sourceCounter().ifPresent(c -> updates.add(counterUpdate(c, source)));
    edge.targetCounter().ifPresent(c -> updates.add(counterUpdate(c, target)));
    method.addStatement("return $T.of($L)", LIST, CodeBlock.join(updates, ", "));
    return method.build();
  }

  private CodeBlock counterUpdate(CounterModel counter, String id) {
    ClassName nodeKeys = DaoNames.generated(counter.node().name(), "Keys");
    String text =
        ".key("
            + id
            + "), "
            + CodeBlock.of("$S, $S", counter.component(), counter.node().name().simpleName() + " ")
            + " + ";
    return CodeBlock.of(
        "new $T($T" + code(text) + "$T" + code(".pk(" + id + "))"),
        COUNTER_UPDATE,
        nodeKeys,
        nodeKeys);
  }

  /** Decodes a KEYS_ONLY index item: both ids come back from the table keys. */
  private MethodSpec edgeKeyDecoder() {
    return MethodSpec.methodBuilder("edgeKey")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(edgeKey)
        .addParameter(ITEM, "item")
        .addStatement(
            "return new $T<>($T.sourceId(item), $T.targetId(item))",
            RuntimeNames.EDGE_KEY,
            keys,
            keys)
        .build();
  }

  /** {@code ; ADD courseCount :1 on STU#{studentId}; ADD studentCount :1 on CRS#{courseId}}. */
  private String counterText(String delta) {
    List<String> parts = new ArrayList<>();
    edge.sourceCounter().ifPresent(c -> parts.add(counterPart(c, delta, source)));
    edge.targetCounter().ifPresent(c -> parts.add(counterPart(c, delta, target)));
    return parts.stream().map(p -> ";\n" + p).collect(Collectors.joining());
  }

  private static String counterPart(CounterModel counter, String delta, String id) {
    return "ADD "
        + counter.component()
        + " "
        + delta
        + " on "
        + counter.node().nodePrefix()
        + "#{"
        + id
        + "}"
        + " if attribute_exists(PK)";
  }

  private MethodSpec.Builder idMethod(String name, TypeName returns) {
    return publicMethod(name, returns)
        .addParameter(sourceType, source)
        .addParameter(targetType, target);
  }

  /** {@code follower.follower(), follower.followee()}: the ids of a record. */
  private String recordIds(String record) {
    return record + "." + source + "(), " + record + "." + target + "()";
  }

  /** The whole Javadoc as one block of text. */
  private static void javadoc(MethodSpec.Builder method, String text) {
    method.addJavadoc("$L", text);
  }

  private TypeName condition() {
    return ParameterizedTypeName.get(CONDITION, record);
  }

  private static MethodSpec.Builder publicMethod(String name, TypeName returns) {
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(returns);
  }
}
