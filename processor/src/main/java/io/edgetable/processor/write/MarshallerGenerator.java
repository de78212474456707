package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.ComponentModel.Role;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.IdLimits.IdLimit;
import io.edgetable.processor.model.IdLimits;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.KeyTemplate;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.model.RecordShape;
import io.edgetable.processor.model.TypeModel;
import io.edgetable.processor.names.RuntimeNames;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Map;
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
    List<EdgeModel> ends = IdLimits.ends(node, model.edges());
    out.write(
        node.name(),
        marshaller(node, ends),
        ends.stream().map(EdgeModel::name).toArray(RecordName[]::new));
  }

  @Override
  public void edge(EdgeModel edge, ProcessorModel model, SourceWriter out) throws IOException {
    out.write(edge.name(), marshaller(edge), edge.source().name(), edge.target().name());
  }

  /** The marshaller of a node that is an end of {@code edges}. */
  static TypeSpec.Builder marshaller(NodeModel node, List<EdgeModel> edges) {
    List<KeyTemplate> templates = List.of(node.pk(), node.sk());
    CodeBlock keyPuts =
        CodeBlock.builder()
            .add(keyPuts(List.of(), List.of(node.id())))
            .add(edgeLimit(node, edges))
            .add(keyPuts(templates, List.of()))
            .build();
    Map<Role, CodeBlock> idReads = Map.of(Role.ID, KeyExpressions.read(node.pk(), node.id()));
    return new Writer(node.name(), node.components(), node.shapes())
        .write(keyPuts, templates.size(), idReads, layout(templates));
  }

  /** The marshaller of an edge. */
  static TypeSpec.Builder marshaller(EdgeModel edge) {
    List<KeyTemplate> templates = new ArrayList<>(List.of(edge.pk(), edge.sk()));
    edge.inverse()
        .ifPresent(
            index -> {
              templates.add(index.pk());
              templates.add(index.sk());
            });
    CodeBlock keyPuts =
        CodeBlock.builder()
            .add(indexSortCheck(edge))
            .add(keyPuts(templates, List.of(edge.sourceId(), edge.targetId())))
            .build();
    Map<Role, CodeBlock> idReads =
        Map.of(
            Role.SOURCE_ID, KeyExpressions.read(edge.pk(), edge.sourceId()),
            Role.TARGET_ID, KeyExpressions.read(edge.sk(), edge.targetId()));
    return new Writer(edge.name(), edge.components(), edge.shapes())
        .write(keyPuts, templates.size(), idReads, layout(templates));
  }

  /**
   * For an ordered inverse whose sort component may be null: {@code KeyCodec.indexSortValue(..)},
   * which throws {@code InvalidKeyException} for null, since such an edge would leave the index.
   */
  private static CodeBlock indexSortCheck(EdgeModel edge) {
    Optional<IndexModel> index = edge.inverse().filter(IndexModel::ordered);
    if (index.isEmpty() || !ValueCodecs.nullable(index.get().sortBy().get().component().type())) {
      return CodeBlock.of("");
    }
    String component = index.get().sortBy().get().attribute();
    return CodeBlock.builder()
        .addStatement(
            "$T"
                + Fragments.code(
                    ".indexSortValue("
                        + Fragments.literal(component)
                        + ", "
                        + Fragments.literal(index.get().name())
                        + ", value."
                        + component
                        + "())"),
            RuntimeNames.KEY_CODEC)
        .build();
  }

  /**
   * Escapes each id once into a local ({@code studentIdSegment}), then puts every key built from
   * those locals. The keys are built here rather than through {@code FooKeys}, so that marshalling
   * loads neither the keys class nor its table schema (cold start).
   */
  private static CodeBlock keyPuts(List<KeyTemplate> templates, List<IdModel> ids) {
    CodeBlock.Builder code = CodeBlock.builder();
    for (IdModel id : ids) {
      code.addStatement(
          "String $L = $L",
          segmentLocal(id),
          KeyExpressions.segment(id, "value." + id.component() + "()"));
    }
    for (KeyTemplate template : templates) {
      CodeBlock key = KeyExpressions.build(template, id -> CodeBlock.of("$L", segmentLocal(id)));
      code.addStatement(
          Fragments.code("putKey(item, " + Fragments.literal(template.attribute()) + ",") + "$W$L)",
          key);
    }
    return code.build();
  }

  /**
   * {@code IdLength.check(...)} of a node's {@code String} id when an edge leaves it less room
   * than the node's own keys and counter items (which the runtime checks at every node write): a
   * node is refused that no edge of that kind could ever point at.
   */
  private static CodeBlock edgeLimit(NodeModel node, List<EdgeModel> edges) {
    if (node.id().value().kind() != TypeModel.Kind.STRING) {
      return CodeBlock.of(""); // a number, a UUID or an enum name is far below any limit
    }
    List<IdLimit> ofEdges = IdLimits.asEnd(node, edges);
    if (ofEdges.isEmpty()) {
      return CodeBlock.of("");
    }
    IdLimit own = IdLimits.tightest(IdLimits.own(node));
    IdLimit tightest = IdLimits.tightest(ofEdges);
    if (tightest.bytes() >= own.bytes()) {
      return CodeBlock.of("");
    }
    return CodeBlock.builder()
        .addStatement(
            "$T" + Fragments.code(".check(" + Fragments.literal(node.id().component()) + ",")
                + "$W$L,$W$L,$W$L)",
            RuntimeNames.ID_LENGTH,
            segmentLocal(node.id()),
            tightest.bytes(),
            literalInParts(tightest.key()))
        .build();
  }

  /** {@code "..." + "..."}: {@code text} in literals short enough to wrap within 100 columns. */
  private static CodeBlock literalInParts(String text) {
    int most = 80; // a part wraps to a line of its own, 8 columns in
    List<CodeBlock> parts = new ArrayList<>();
    int start = 0;
    while (start < text.length()) {
      int end = Math.min(text.length(), start + most);
      int space = text.lastIndexOf(' ', end);
      if (end < text.length() && space > start) {
        end = space; // the space starts the next part
      }
      parts.add(CodeBlock.of("$S", text.substring(start, end)));
      start = end;
    }
    return CodeBlock.join(parts, " +$W");
  }

  /**
   * The local holding an id's escaped segment; never a parameter name ({@code value}, {@code
   * item}).
   */
  private static String segmentLocal(IdModel id) {
    return id.component() + "Segment";
  }

  /** {@code Outer_InnerMarshaller} in the record's package. */
  public static ClassName className(RecordName name) {
    return SourceWriter.generated(name, GeneratedClass.MARSHALLER);
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

    TypeSpec.Builder write(
        CodeBlock keyPuts, int keyCount, Map<Role, CodeBlock> idReads, String layout) {
      List<ComponentModel> attributes = components.stream().filter(c -> !c.isKey()).toList();
      TypeSpec.Builder type =
          TypeSpec.classBuilder(self)
              .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
              .superclass(ParameterizedTypeName.get(RuntimeNames.RECORD_MARSHALLER, record))
              .addJavadoc(
                  Fragments.typeDoc(
                      "Converts {@link $L} to and from DynamoDB items: $L. Ids live only in the"
                          + " keys; other components are attributes named as the components,"
                          + " omitted when {@code null}. Stateless and thread-safe.\n",
                      Fragments.local(name),
                      layout.replace(",\n", ", ")))
              .addField(
                  FieldSpec.builder(
                          self, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                      .addJavadoc("The shared instance.\n")
                      .initializer("new $T()", self)
                      .build())
              .addMethod(
                  MethodSpec.constructorBuilder()
                      .addModifiers(Modifier.PRIVATE)
                      .addStatement(
                          "super($S, $L)", name.simpleName(), keyCount + attributes.size())
                      .build())
              .addMethod(write(keyPuts, attributes))
              .addMethod(read(idReads));
      for (RecordShape shape : shapes) {
        type.addMethod(encodeShape(shape));
        type.addMethod(decodeShape(shape));
      }
      return type;
    }

    private MethodSpec write(CodeBlock keyPuts, List<ComponentModel> attributes) {
      CodeBlock.Builder body = CodeBlock.builder().add(keyPuts);
      for (ComponentModel component : attributes) {
        body.add(putAttribute("item", "value", component, component.name()));
      }
      return MethodSpec.methodBuilder("write")
          .addAnnotation(Override.class)
          .addModifiers(Modifier.PROTECTED)
          .addParameter(record, "value")
          .addParameter(ITEM, "item")
          .addJavadoc(Fragments.doc("Puts the keys above, then the non-null attributes.\n"))
          .addCode(body.build())
          .build();
    }

    private MethodSpec read(Map<Role, CodeBlock> idReads) {
      CodeBlock.Builder arguments = CodeBlock.builder();
      for (int i = 0; i < components.size(); i++) {
        ComponentModel component = components.get(i);
        arguments.add(i == 0 ? "\n" : ",\n");
        if (component.isKey()) {
          arguments.add(idReads.get(component.role()));
        } else if (component.role() == Role.TTL) {
          arguments.add(
              "$T.decodeEpochSeconds($S, item.get($S))",
              RuntimeNames.ATTRIBUTE_DECODERS,
              component.name(),
              component.name());
        } else {
          arguments.add(
              codecs.decode(
                  component.type(),
                  CodeBlock.of("item.get($S)", component.name()),
                  component.name()));
        }
      }
      return MethodSpec.methodBuilder("read")
          .addAnnotation(Override.class)
          .addModifiers(Modifier.PROTECTED)
          .returns(record)
          .addParameter(ITEM, "item")
          .addJavadoc(
              Fragments.doc("Reads the ids from the keys, then each attribute by its name.\n"))
          .addStatement("return new $T($L)", record, arguments.build())
          .build();
    }

    private MethodSpec encodeShape(RecordShape shape) {
      ClassName type = JavaTypes.className(shape.name());
      CodeBlock.Builder body =
          CodeBlock.builder()
              .addStatement(
                  "$T map = $T.newItem($L)",
                  ITEM,
                  RuntimeNames.ATTRIBUTE_ENCODERS,
                  shape.components().size());
      String prefix = type.simpleName() + ".";
      for (ComponentModel component : shape.components()) {
        body.add(putAttribute("map", "value", component, prefix + component.name()));
      }
      body.addStatement("return $T.fromM(map)", RuntimeNames.ATTRIBUTE_VALUE);
      return MethodSpec.methodBuilder(codecs.encodeHelper(shape.name()))
          .addModifiers(Modifier.STATIC)
          .returns(RuntimeNames.ATTRIBUTE_VALUE)
          .addParameter(type, "value")
          .addJavadoc("{@code value} (non-null) as a map of its non-null components.\n")
          .addCode(body.build())
          .build();
    }

    private MethodSpec decodeShape(RecordShape shape) {
      ClassName type = JavaTypes.className(shape.name());
      String prefix = type.simpleName() + ".";
      CodeBlock.Builder arguments = CodeBlock.builder();
      List<ComponentModel> parts = shape.components();
      for (int i = 0; i < parts.size(); i++) {
        ComponentModel component = parts.get(i);
        arguments.add(i == 0 ? "\n" : ",\n");
        arguments.add(
            codecs.decode(
                component.type(),
                CodeBlock.of("map.get($S)", component.name()),
                prefix + component.name()));
      }
      return MethodSpec.methodBuilder(codecs.decodeHelper(shape.name()))
          .addModifiers(Modifier.STATIC)
          .returns(type)
          .addParameter(String.class, "attribute")
          .addParameter(RuntimeNames.ATTRIBUTE_VALUE, "stored")
          .addJavadoc(
              Fragments.doc(
                  "Reads a map written by {@link #$L}; {@code null} when missing.\n",
                  codecs.encodeHelper(shape.name())))
          .addStatement(
              "$T map = $T.decodeRecord(attribute, stored)", ITEM, RuntimeNames.ATTRIBUTE_DECODERS)
          .beginControlFlow("if (map == null)")
          .addStatement("return null")
          .endControlFlow()
          .addStatement("return new $T($L)", type, arguments.build())
          .build();
    }

    /** {@code target.put("name", ...)} for one component of {@code owner}, skipping nulls. */
    private CodeBlock putAttribute(
        String target, String owner, ComponentModel component, String label) {
      TypeModel type = component.type();
      CodeBlock read = CodeBlock.of("$L.$L()", owner, component.name());
      CodeBlock value =
          component.role() == Role.TTL
              ? CodeBlock.of("$T.encodeEpochSeconds($L)", RuntimeNames.ATTRIBUTE_ENCODERS, read)
              : codecs.encode(type, read, label);
      CodeBlock put = CodeBlock.of("$L.put($S,$W$L);\n", target, component.name(), value);
      if (!ValueCodecs.nullable(type)) {
        return put;
      }
      boolean set =
          type.kind() == TypeModel.Kind.STRING_SET || type.kind() == TypeModel.Kind.NUMBER_SET;
      if (!set) {
        // One line per nullable component: the encoder is a lambda that captures nothing.
        CodeBlock encoded =
            component.role() == Role.TTL
                ? CodeBlock.of("$T.encodeEpochSeconds(v)", RuntimeNames.ATTRIBUTE_ENCODERS)
                : codecs.encode(type, CodeBlock.of("v"), label);
        return CodeBlock.of(
            "putPresent($L,$W$S,$W$L,$Wv -> $L);\n", target, component.name(), read, encoded);
      }
      return CodeBlock.builder()
          .beginControlFlow("if ($L != null && !$L.isEmpty())", read, read)
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
          .append("{@code ")
          .append(template.attribute())
          .append(" = ")
          .append(template.describe())
          .append('}');
    }
    return text.toString();
  }
}
