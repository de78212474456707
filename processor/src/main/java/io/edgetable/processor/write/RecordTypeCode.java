package io.edgetable.processor.write;

import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
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

/**
 * The record's runtime descriptor, {@code FooDao.TYPE}: a {@code NodeType} or {@code EdgeType}
 * built from the record's generated key builders and accessors (method references), which the
 * runtime calls with boxed ids it has checked for null.
 */
final class RecordTypeCode {
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

  /**
   * {@code NodeType.<Student, String>builder("Student", StudentMarshaller.INSTANCE, "studentId",
   * "student", "students").keys(StudentKeys::key, Student::studentId)...build()}.
   */
  static CodeBlock node(NodeModel node) {
    ClassName record = DaoNames.record(node.name());
    ClassName keys = DaoNames.generated(node.name(), GeneratedClass.KEYS);
    CodeBlock.Builder type =
        CodeBlock.builder()
            .add(
                "$Z$T.<$T, $T>builder($>$>$S,$W$T.INSTANCE,$W$S,$W$S,$W$S)$<$<$>$>",
                RuntimeNames.NODE_TYPE,
                record,
                DaoNames.idType(node.id()).box(),
                node.name().simpleName(),
                DaoNames.generated(node.name(), GeneratedClass.MARSHALLER),
                node.id().component(),
                DaoNames.variable(node.name()),
                CollectionGenerator.listName(node.name().simpleName()))
            .add("\n.keys($T::key,$W$T::$L)", keys, record, node.id().component());
    CodeBlock counters = literals(node, Role.COUNTER);
    CodeBlock removable = literals(node, Role.ATTRIBUTE, Role.TTL);
    if (!counters.isEmpty() || !removable.isEmpty()) {
      type.add(
          "\n.attributes($T.of($L),$W$T.of($L))", DaoNames.LIST, counters, DaoNames.LIST, removable);
    }
    Map<String, Integer> sharded = node.shardedCounters();
    if (!sharded.isEmpty()) {
      List<CodeBlock> shards = new ArrayList<>();
      sharded.forEach(
          (counter, count) ->
              shards.add(
                  CodeBlock.of("new $T($S, $L)", RuntimeNames.COUNTER_SHARDS, counter, count)));
      type.add("\n.counterShards($T.of($L))", DaoNames.LIST, CodeBlock.join(shards, ",$W"));
    }
    versionAndTtl(type, record, node.version(), node.ttl());
    return type.add("\n.build()$<$<").build();
  }

  /**
   * {@code EdgeType.<Enrollment, String, String>builder(..).keys(EnrollmentKeys.SK_PREFIX,
   * EnrollmentKeys::key, EnrollmentKeys::pk).ids(..)...build()}.
   */
  static CodeBlock edge(EdgeModel edge) {
    ClassName record = DaoNames.record(edge.name());
    ClassName keys = DaoNames.generated(edge.name(), GeneratedClass.KEYS);
    String source = edge.sourceId().component();
    String target = edge.targetId().component();
    CodeBlock.Builder type =
        CodeBlock.builder()
            .add(
                "$Z$T.<$T, $T, $T>builder($>$>$S,$W$T.INSTANCE,$W$S,$W$S,$W$S,$W$S)$<$<$>$>",
                RuntimeNames.EDGE_TYPE,
                record,
                DaoNames.idType(edge.sourceId()).box(),
                DaoNames.idType(edge.targetId()).box(),
                edge.name().simpleName(),
                DaoNames.generated(edge.name(), GeneratedClass.MARSHALLER),
                source,
                target,
                DaoNames.variable(edge.name()),
                CollectionGenerator.listName(edge.name().simpleName()))
            .add("\n.keys($T.SK_PREFIX,$W$T::key,$W$T::pk)", keys, keys, keys)
            .add(
                "\n.ids($T::$L,$W$T::$L,$W$T::sourceId,$W$T::targetId)",
                record,
                source,
                record,
                target,
                keys,
                keys);
    if (edge.counted()) {
      List<CodeBlock> updates = new ArrayList<>();
      edge.sourceCounter()
          .ifPresent(c -> updates.add(counterUpdate(c, "source", edge.targetId(), "target")));
      edge.targetCounter()
          .ifPresent(c -> updates.add(counterUpdate(c, "target", edge.sourceId(), "source")));
      type.add(
          "\n.counters((source, target) -> $T.of($>$>\n$L))$<$<",
          DaoNames.LIST,
          CodeBlock.join(updates, ",\n"));
    }
    versionAndTtl(type, record, edge.version(), edge.ttl());
    return type.add("\n.build()$<$<").build();
  }

  /** {@code .version("version", Foo::version)} of a {@code @Version}, {@code .ttl("expiresAt")}. */
  private static void versionAndTtl(
      CodeBlock.Builder type,
      ClassName record,
      Optional<ComponentModel> version,
      Optional<ComponentModel> ttl) {
    version.ifPresent(v -> type.add("\n.version($S,$W$T::$L)", v.name(), record, v.name()));
    ttl.ifPresent(t -> type.add("\n.ttl($S)", t.name()));
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
}
