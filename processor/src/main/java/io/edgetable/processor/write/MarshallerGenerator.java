package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.KeyTemplate;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.model.RecordShape;
import io.edgetable.processor.model.TypeModel;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code FooMarshaller}: the {@code ItemMarshaller} of one record, with {@code INSTANCE},
 * {@code toItem} (keys through {@code FooKeys}, then one attribute per non-null component) and
 * {@code fromItem} (ids decoded from the keys), plus one pair of helpers per nested record.
 */
public final class MarshallerGenerator implements Generator {
  static final TypeName ITEM =
      ParameterizedTypeName.get(ValueCodecs.MAP, ValueCodecs.STRING, RuntimeNames.ATTRIBUTE_VALUE);

  @Override
  public void node(NodeModel node, ProcessorModel model, SourceWriter out) throws IOException {
    out.write(node.name(), marshaller(node));
  }

  @Override
  public void edge(EdgeModel edge, ProcessorModel model, SourceWriter out) throws IOException {
    out.write(edge.name(), marshaller(edge), edge.source().name(), edge.target().name());
  }

  /** The marshaller of a node. */
  static TypeSpec.Builder marshaller(NodeModel node) {
    ClassName keys = generated(node.name(), "Keys");
    List<CodeBlock> keyPuts = new ArrayList<>();
    keyPuts.add(put(node.pk().attribute(), CodeBlock.of("$T.pk(value.$L())", keys, node.id().component())));
    if (node.constantSortKey()) {
      keyPuts.add(put(node.sk().attribute(), CodeBlock.of("$T.sk()", keys)));
    } else {
      keyPuts.add(put(node.sk().attribute(), CodeBlock.of("$T.sk(value.$L())", keys, node.id().component())));
    }
    String layout = layout(List.of(node.pk(), node.sk()));
    return new Writer(node.name(), node.components(), node.shapes()).write(keyPuts, layout);
  }

  /** The marshaller of an edge. */
  static TypeSpec.Builder marshaller(EdgeModel edge) {
    ClassName keys = generated(edge.name(), "Keys");
    String source = edge.sourceId().component();
    String target = edge.targetId().component();
    List<CodeBlock> keyPuts = new ArrayList<>();
    keyPuts.add(put(edge.pk().attribute(), CodeBlock.of("$T.pk(value.$L())", keys, source)));
    keyPuts.add(put(edge.sk().attribute(), CodeBlock.of("$T.sk(value.$L())", keys, target)));
    List<KeyTemplate> templates = new ArrayList<>(List.of(edge.pk(), edge.sk()));
    if (edge.inverse().isPresent()) {
      IndexModel index = edge.inverse().get();
      CodeBlock inversePk =
          index.shards() > 1
              ? CodeBlock.of("$T.inversePk(value.$L(), $T.shard(value.$L()))", keys, target, keys, source)
              : CodeBlock.of("$T.inversePk(value.$L())", keys, target);
      keyPuts.add(put(index.partitionAttribute(), inversePk));
      keyPuts.add(put(index.sortAttribute(), CodeBlock.of("$T.inverseSk(value.$L())", keys, source)));
      templates.add(index.pk());
      templates.add(index.sk());
    }
    return new Writer(edge.name(), edge.components(), edge.shapes()).write(keyPuts, layout(templates));
  }

  /** {@code Outer_InnerMarshaller} in the record's package. */
  public static ClassName className(RecordName name) {
    return SourceWriter.generated(name, "Marshaller");
  }

  private static ClassName generated(RecordName name, String suffix) {
    return SourceWriter.generated(name, suffix);
  }

  private static CodeBlock put(String attribute, CodeBlock key) {
    return CodeBlock.of("item.put($S, $T.fromS($L));\n", attribute, RuntimeNames.ATTRIBUTE_VALUE, key);
  }

  /** Writes one marshaller class. */
  private static final class Writer {
    private final RecordName name;
    private final ClassName record;
    private final ClassName self;
    private final List<ComponentModel> components;
    private final List<RecordShape> shapes;
    private final ValueCodecs codecs;

    Writer(RecordName name, List<ComponentModel> components, List<RecordShape> shapes) {
      this.name = name;
      this.record = SourceWriter.record(name);
      this.self = className(name);
      this.components = components;
      this.shapes = shapes;
      this.codecs = new ValueCodecs(self, shapes);
    }

    TypeSpec.Builder write(List<CodeBlock> keyPuts, String layout) {
      TypeSpec.Builder type =
          TypeSpec.classBuilder(self)
              .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
              .addSuperinterface(ParameterizedTypeName.get(RuntimeNames.ITEM_MARSHALLER, record))
              .addJavadoc(
                  "Converts {@link $T} to and from DynamoDB items:\n$L.\n"
                      + "Ids live only in the keys; other components are attributes named as the components,\n"
                      + "omitted when {@code null}. Stateless and thread-safe.\n",
                  record,
                  layout)
              .addField(
                  FieldSpec.builder(self, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                      .addJavadoc("The shared instance.\n")
                      .initializer("new $T()", self)
                      .build())
              .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
              .addMethod(toItem(keyPuts, layout))
              .addMethod(fromItem());
      for (RecordShape shape : shapes) {
        type.addMethod(encodeShape(shape));
        type.addMethod(decodeShape(shape));
      }
      return type;
    }

    private MethodSpec toItem(List<CodeBlock> keyPuts, String layout) {
      List<ComponentModel> attributes = components.stream().filter(c -> !c.isKey()).toList();
      CodeBlock.Builder body =
          CodeBlock.builder()
              .addStatement(
                  "$T.requireNonNull(value, $S)", java.util.Objects.class, name.simpleName() + " value")
              .addStatement(
                  "$T item = $T.newItem($L)", ITEM, RuntimeNames.ATTRIBUTE_CODECS, keyPuts.size() + attributes.size());
      keyPuts.forEach(body::add);
      for (ComponentModel component : attributes) {
        body.add(putAttribute("item", "value", component, component.name()));
      }
      body.addStatement("return item");
      return MethodSpec.methodBuilder("toItem")
          .addAnnotation(Override.class)
          .addModifiers(Modifier.PUBLIC)
          .returns(ITEM)
          .addParameter(record, "value")
          .addJavadoc(
              "The item of {@code value}:\n$L,\nthen its non-null attributes.\n"
                  + "Throws {@code InvalidKeyException} for an id that cannot form a key and\n"
                  + "{@code IllegalArgumentException} for a value DynamoDB cannot store (NaN).\n",
              layout)
          .addCode(body.build())
          .build();
    }

    private MethodSpec fromItem() {
      ClassName keys = generated(name, "Keys");
      CodeBlock.Builder arguments = CodeBlock.builder();
      for (int i = 0; i < components.size(); i++) {
        ComponentModel component = components.get(i);
        arguments.add(i == 0 ? "\n" : ",\n");
        switch (component.role()) {
          case ID -> arguments.add("$T.id(item)", keys);
          case SOURCE_ID -> arguments.add("$T.sourceId(item)", keys);
          case TARGET_ID -> arguments.add("$T.targetId(item)", keys);
          default -> arguments.add(
              codecs.decode(component.type(), CodeBlock.of("item.get($S)", component.name()), component.name()));
        }
      }
      return MethodSpec.methodBuilder("fromItem")
          .addAnnotation(Override.class)
          .addModifiers(Modifier.PUBLIC)
          .returns(record)
          .addParameter(ITEM, "item")
          .addJavadoc(
              "Reads an item written by {@link #toItem}: ids from the keys, missing attributes as\n"
                  + "{@code null} (primitives: their default); unknown attributes are ignored. An attribute\n"
                  + "of the wrong type throws {@code IllegalStateException} naming it.\n")
          .addStatement("return new $T($L)", record, arguments.build())
          .build();
    }

    private MethodSpec encodeShape(RecordShape shape) {
      ClassName type = ClassName.bestGuess(shape.qualifiedName());
      CodeBlock.Builder body =
          CodeBlock.builder()
              .addStatement(
                  "$T map = $T.newItem($L)", ITEM, RuntimeNames.ATTRIBUTE_CODECS, shape.components().size());
      String prefix = type.simpleName() + ".";
      for (ComponentModel component : shape.components()) {
        body.add(putAttribute("map", "value", component, prefix + component.name()));
      }
      body.addStatement("return $T.fromM(map)", RuntimeNames.ATTRIBUTE_VALUE);
      return MethodSpec.methodBuilder(codecs.encodeHelper(shape.qualifiedName()))
          .addModifiers(Modifier.STATIC)
          .returns(RuntimeNames.ATTRIBUTE_VALUE)
          .addParameter(type, "value")
          .addJavadoc("{@code value} (non-null) as a map of its non-null components.\n")
          .addCode(body.build())
          .build();
    }

    private MethodSpec decodeShape(RecordShape shape) {
      ClassName type = ClassName.bestGuess(shape.qualifiedName());
      String prefix = type.simpleName() + ".";
      CodeBlock.Builder arguments = CodeBlock.builder();
      List<ComponentModel> parts = shape.components();
      for (int i = 0; i < parts.size(); i++) {
        ComponentModel component = parts.get(i);
        arguments.add(i == 0 ? "\n" : ",\n");
        arguments.add(
            codecs.decode(component.type(), CodeBlock.of("map.get($S)", component.name()), prefix + component.name()));
      }
      return MethodSpec.methodBuilder(codecs.decodeHelper(shape.qualifiedName()))
          .addModifiers(Modifier.STATIC)
          .returns(type)
          .addParameter(String.class, "attribute")
          .addParameter(RuntimeNames.ATTRIBUTE_VALUE, "stored")
          .addJavadoc("Reads a map written by {@link #$L}; {@code null} when missing.\n", codecs.encodeHelper(shape.qualifiedName()))
          .addStatement(
              "$T map = $T.decodeRecord(attribute, stored)", ITEM, RuntimeNames.ATTRIBUTE_CODECS)
          .beginControlFlow("if (map == null)")
          .addStatement("return null")
          .endControlFlow()
          .addStatement("return new $T($L)", type, arguments.build())
          .build();
    }

    /** {@code target.put("name", ...)} for one component of {@code owner}, skipping nulls. */
    private CodeBlock putAttribute(String target, String owner, ComponentModel component, String label) {
      TypeModel type = component.type();
      CodeBlock read = CodeBlock.of("$L.$L()", owner, component.name());
      CodeBlock put =
          CodeBlock.of("$L.put($S, $L);\n", target, component.name(), codecs.encode(type, read, label));
      if (!ValueCodecs.nullable(type)) {
        return put;
      }
      boolean set = type.kind() == TypeModel.Kind.STRING_SET || type.kind() == TypeModel.Kind.NUMBER_SET;
      CodeBlock condition =
          set ? CodeBlock.of("$L != null && !$L.isEmpty()", read, read) : CodeBlock.of("$L != null", read);
      return CodeBlock.builder()
          .beginControlFlow("if ($L)", condition)
          .add(put)
          .endControlFlow()
          .build();
    }
  }

  /** Javadoc text, one key per line: {@code PK = STU#{studentId}},... */
  private static String layout(List<KeyTemplate> templates) {
    StringBuilder text = new StringBuilder();
    for (KeyTemplate template : templates) {
      text.append(text.length() == 0 ? "" : ",\n")
          .append("{@code ").append(template.attribute()).append(" = ").append(template.describe()).append('}');
    }
    return text.toString();
  }
}
