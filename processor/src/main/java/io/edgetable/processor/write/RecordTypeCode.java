package io.edgetable.processor.write;

import static io.edgetable.processor.write.Fragments.code;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.CounterModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IndexModel.ProjectionKind;
import io.edgetable.processor.model.NodeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The record's runtime descriptor, {@code FooDao.TYPE}: a nested class {@code FooDao.Type}, a
 * {@code NodeType} or {@code EdgeType} that builds the record's keys and counter updates with its generated key builders.
 * Its methods take boxed ids, which the runtime has checked for null before calling them.
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
    ClassName keys = DaoNames.generated(node.name(), "Keys");
    TypeName id = DaoNames.idType(node.id()).box();
    String accessor = node.id().component();
    return type(
            nodeTypeName(node),
            CodeBlock.of(
                "super($S,$W$T.INSTANCE,$W$S,$W$T.of($L),$W$T.of($L))",
                node.name().simpleName(),
                DaoNames.generated(node.name(), "Marshaller"),
                accessor,
                DaoNames.LIST,
                literals(node, Role.COUNTER),
                DaoNames.LIST,
                literals(node, Role.ATTRIBUTE)))
        .addMethod(
            method("key", Modifier.PROTECTED, DaoNames.ITEM)
                .addParameter(id, "id")
                .addStatement("return $T.key(id)", keys)
                .build())
        .addMethod(
            method("keyOf", Modifier.PUBLIC, id)
                .addParameter(record, "record")
                .addStatement("return record.$L()", accessor)
                .build())
        .build();
  }

  static TypeSpec edge(EdgeModel edge) {
    ClassName record = DaoNames.record(edge.name());
    ClassName keys = DaoNames.generated(edge.name(), "Keys");
    TypeName source = DaoNames.idType(edge.sourceId()).box();
    TypeName target = DaoNames.idType(edge.targetId()).box();
    TypeName edgeKey = DaoNames.edgeKey(edge.sourceId(), edge.targetId());
    TypeSpec.Builder type =
        type(
                edgeTypeName(edge),
                CodeBlock.of(
                    "super($S,$W$T.INSTANCE,$W$S,$W$S)",
                    edge.name().simpleName(),
                    DaoNames.generated(edge.name(), "Marshaller"),
                    edge.sourceId().component(),
                    edge.targetId().component()))
            .addMethod(
                method("key", Modifier.PROTECTED, DaoNames.ITEM)
                    .addParameter(source, "source")
                    .addParameter(target, "target")
                    .addStatement("return $T.key(source, target)", keys)
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
      edge.sourceCounter().ifPresent(c -> updates.add(counterUpdate(c, "source")));
      edge.targetCounter().ifPresent(c -> updates.add(counterUpdate(c, "target")));
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
    if (edge.inverse().map(i -> i.projection() == ProjectionKind.KEYS_ONLY).orElse(false)) {
      type.addMethod(
          method("keyFromItem", Modifier.PUBLIC, edgeKey)
              .addParameter(DaoNames.ITEM, "item")
              .addStatement(
                  "return new $T($T.sourceId(item),$W$T.targetId(item))", edgeKey, keys, keys)
              .build());
    }
    return type.build();
  }

  /**
   * {@code new CounterUpdate(StudentKeys.key(source), "courseCount", "Student(" + source + ")")}:
   * the node named as its record type names it ({@code RecordType.describe}).
   */
  private static CodeBlock counterUpdate(CounterModel counter, String id) {
    ClassName nodeKeys = DaoNames.generated(counter.node().name(), "Keys");
    String names =
        code(Fragments.literal(counter.component()))
            + ",$W"
            + code(Fragments.literal(counter.node().name().simpleName() + "("))
            + " + "
            + id
            + " + "
            + code(Fragments.literal(")"));
    return CodeBlock.of(
        "new $T($T" + code(".key(" + id + "),") + "$W" + names + ")",
        RuntimeNames.COUNTER_UPDATE,
        nodeKeys);
  }

  private static String literals(NodeModel node, Role role) {
    return node.components().stream()
        .filter(c -> c.role() == role)
        .map(ComponentModel::name)
        .map(Fragments::literal)
        .collect(Collectors.joining(", "));
  }

  /** {@code private static final class Type extends NodeType<..>}, its constructor calling super. */
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
