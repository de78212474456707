package io.edgetable.processor.write;

import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.CounterModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.names.RuntimeNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The record's runtime descriptor, {@code FooDao.TYPE}: a nested class {@code FooDao.Type}, a
 * {@code NodeType} or {@code EdgeType} that builds the record's keys and counter updates with its
 * generated key builders. Its methods take boxed ids, which the runtime has checked for null before
 * calling them.
 */
final class RecordTypeCode {
  /** The nested class of {@code FooDao} that implements the descriptor. */
  static final String CLASS_NAME = "Type";

  private RecordTypeCode() {}

  /** {@code NodeType<Student, String>}. */
  static TypeName nodeTypeName(NodeModel node) {
    return ParameterizedTypeName.get(
        RuntimeNames.NODE_TYPE, DaoNames.record(node.name()), DaoNames.idType(node.id()).box());
  }

  /** {@code EdgeType<Enrollment, String, String>}. */
  static TypeName edgeTypeName(EdgeModel edge) {
    return ParameterizedTypeName.get(
        RuntimeNames.EDGE_TYPE,
        DaoNames.record(edge.name()),
        DaoNames.idType(edge.sourceId()).box(),
        DaoNames.idType(edge.targetId()).box());
  }

  static TypeSpec node(NodeModel node) {
    ClassName record = DaoNames.record(node.name());
    ClassName keys = DaoNames.generated(node.name(), GeneratedClass.KEYS);
    TypeName id = DaoNames.idType(node.id()).box();
    String accessor = node.id().component();
    TypeSpec.Builder type =
        type(
            nodeTypeName(node),
            CodeBlock.of(
                "super($S,$W$T.INSTANCE,$W$S,$W$T.of($L),$W$T.of($L),$W$S,$W$S)",
                node.name().simpleName(),
                DaoNames.generated(node.name(), GeneratedClass.MARSHALLER),
                accessor,
                DaoNames.LIST,
                literals(node, Role.COUNTER),
                DaoNames.LIST,
                literals(node, Role.ATTRIBUTE, Role.TTL),
                DaoNames.variable(node.name()),
                CollectionGenerator.listName(node.name().simpleName())));
    type.addMethod(
            method("key", Modifier.PROTECTED, DaoNames.ITEM)
                .addParameter(id, "id")
                .addStatement("return $T.key(id)", keys)
                .build())
        .addMethod(
            method("keyOf", Modifier.PUBLIC, id)
                .addParameter(record, "record")
                .addStatement("return record.$L()", accessor)
                .build());
    versionAndTtl(type, record, node.version(), node.ttl());
    Map<String, Integer> sharded = node.shardedCounters();
    if (!sharded.isEmpty()) {
      TypeName list = ParameterizedTypeName.get(DaoNames.LIST, RuntimeNames.COUNTER_SHARDS);
      List<CodeBlock> counters = new ArrayList<>();
      sharded.forEach(
          (counter, shards) ->
              counters.add(
                  CodeBlock.of("new $T($S, $L)", RuntimeNames.COUNTER_SHARDS, counter, shards)));
      type.addField(
              FieldSpec.builder(
                      list, "COUNTER_SHARDS", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                  .initializer("$Z$T.of($L)", DaoNames.LIST, CodeBlock.join(counters, ",$W"))
                  .build())
          .addMethod(
              method("counterShards", Modifier.PUBLIC, list)
                  .addStatement("return COUNTER_SHARDS")
                  .build());
    }
    return type.build();
  }

  static TypeSpec edge(EdgeModel edge) {
    ClassName record = DaoNames.record(edge.name());
    ClassName keys = DaoNames.generated(edge.name(), GeneratedClass.KEYS);
    TypeName source = DaoNames.idType(edge.sourceId()).box();
    TypeName target = DaoNames.idType(edge.targetId()).box();
    TypeName edgeKey = DaoNames.edgeKey(edge.sourceId(), edge.targetId());
    TypeSpec.Builder type =
        type(
                edgeTypeName(edge),
                CodeBlock.of(
                    "super($S,$W$T.INSTANCE,$W$S,$W$S,$W$S,$W$S,$W$T.SK_PREFIX)",
                    edge.name().simpleName(),
                    DaoNames.generated(edge.name(), GeneratedClass.MARSHALLER),
                    edge.sourceId().component(),
                    edge.targetId().component(),
                    DaoNames.variable(edge.name()),
                    CollectionGenerator.listName(edge.name().simpleName()),
                    keys))
            .addMethod(
                method("key", Modifier.PROTECTED, DaoNames.ITEM)
                    .addParameter(source, "source")
                    .addParameter(target, "target")
                    .addStatement("return $T.key(source, target)", keys)
                    .build())
            .addMethod(
                method("forwardPartition", Modifier.PUBLIC, DaoNames.STRING)
                    .addParameter(source, "source")
                    .addStatement("return $T.pk(source)", keys)
                    .build())
            .addMethod(
                method("keyOf", Modifier.PUBLIC, edgeKey)
                    .addParameter(record, "record")
                    .addStatement(
                        "return new $T(record.$L(),$Wrecord.$L())",
                        edgeKey,
                        edge.sourceId().component(),
                        edge.targetId().component())
                    .build());
    if (edge.counted()) {
      List<CodeBlock> updates = new ArrayList<>();
      edge.sourceCounter()
          .ifPresent(c -> updates.add(counterUpdate(c, "source", edge.targetId(), "target")));
      edge.targetCounter()
          .ifPresent(c -> updates.add(counterUpdate(c, "target", edge.sourceId(), "source")));
      type.addMethod(
              method("counted", Modifier.PUBLIC, TypeName.BOOLEAN)
                  .addStatement("return true")
                  .build())
          .addMethod(
              method("counters", Modifier.PROTECTED, ParameterizedTypeName.get(
                      DaoNames.LIST, RuntimeNames.COUNTER_UPDATE))
                  .addParameter(source, "source")
                  .addParameter(target, "target")
                  .addStatement("return $T.of($L)", DaoNames.LIST, CodeBlock.join(updates, ",$W"))
                  .build());
    }
    versionAndTtl(type, record, edge.version(), edge.ttl());
    // Every edge: a KEYS_ONLY inverse query, and a node's deleteWithEdges, read keys only.
    type.addMethod(
        method("keyFromItem", Modifier.PUBLIC, edgeKey)
            .addParameter(DaoNames.ITEM, "item")
            .addStatement(
                "return new $T($T.sourceId(item),$W$T.targetId(item))", edgeKey, keys, keys)
            .build());
    return type.build();
  }

  /**
   * {@code versionAttribute()} and {@code versionOf(record)} of a {@code @Version}, {@code
   * ttlAttribute()} of a {@code @Ttl}: the attribute names are constants of the class.
   */
  private static void versionAndTtl(
      TypeSpec.Builder type,
      ClassName record,
      Optional<ComponentModel> version,
      Optional<ComponentModel> ttl) {
    TypeName optional = ParameterizedTypeName.get(DaoNames.OPTIONAL, DaoNames.STRING);
    version.ifPresent(
        v -> {
          type.addField(attributeConstant(optional, "VERSION", v.name()));
          type.addMethod(
              method("versionAttribute", Modifier.PUBLIC, optional)
                  .addStatement("return VERSION")
                  .build());
          MethodSpec.Builder versionOf =
              method("versionOf", Modifier.PUBLIC, TypeName.LONG).addParameter(record, "record");
          if (v.type().primitive()) {
            versionOf.addStatement("return record.$L()", v.name());
          } else {
            versionOf
                .addStatement("$T version = record.$L()", ClassName.get(Long.class), v.name())
                .addStatement("return version == null ? 0L : version");
          }
          type.addMethod(versionOf.build());
        });
    ttl.ifPresent(
        t -> {
          type.addField(attributeConstant(optional, "TTL", t.name()));
          type.addMethod(
              method("ttlAttribute", Modifier.PUBLIC, optional).addStatement("return TTL").build());
        });
  }

  private static FieldSpec attributeConstant(TypeName optional, String name, String attribute) {
    return FieldSpec.builder(optional, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("$T.of($S)", DaoNames.OPTIONAL, attribute)
        .build();
  }

  /**
   * {@code CounterUpdate.of(StudentKeys.key(source), "courseCount", "Student", source)}: the node
   * named as its record type names it ({@code RecordType.describe}, a typed id by its value); for a
   * sharded counter also the counter item the edge falls on, chosen by the other end's id: {@code
   * CounterItems.key(UserKeys.pk(target), "followers", KeyCodec.shard(<follower>, 8))}.
   */
  private static CodeBlock counterUpdate(
      CounterModel counter, String id, IdModel otherId, String other) {
    ClassName nodeKeys = DaoNames.generated(counter.node().name(), GeneratedClass.KEYS);
    String names =
        code(Fragments.literal(counter.component()))
            + ",$W"
            + code(Fragments.literal(counter.node().name().simpleName()))
            + ",$W"
            + id;
    CodeBlock.Builder update =
        CodeBlock.builder()
            .add(
                "$T.of($T" + code(".key(" + id + "),") + "$W" + names,
                RuntimeNames.COUNTER_UPDATE,
                nodeKeys);
    if (counter.sharded()) {
      update.add(
          ",$W$T" + code(".key(") + "$T" + code(".pk(" + id + "),") + "$W$S,$W$T"
              + code(".shard(") + "$L" + code(", " + counter.shards() + "))"),
          RuntimeNames.COUNTER_ITEMS,
          nodeKeys,
          counter.component(),
          RuntimeNames.KEY_CODEC,
          KeyExpressions.segment(otherId, other));
    }
    return update.add(")").build();
  }

  private static CodeBlock literals(NodeModel node, Role... roles) {
    List<Role> wanted = List.of(roles);
    return QueryOperations.literals(
        node.components().stream()
            .filter(c -> wanted.contains(c.role()))
            .map(ComponentModel::name)
            .toList());
  }

  /** {@code private static final class Type extends NodeType<..>}; its constructor calls super. */
  private static TypeSpec.Builder type(TypeName superclass, CodeBlock superCall) {
    return TypeSpec.classBuilder(CLASS_NAME)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .superclass(superclass)
        .addMethod(MethodSpec.constructorBuilder().addStatement(superCall).build());
  }

  private static MethodSpec.Builder method(String name, Modifier access, TypeName returns) {
    return MethodSpec.methodBuilder(name)
        .addAnnotation(Override.class)
        .addModifiers(access)
        .returns(returns);
  }
}
