package io.edgetable.processor.write;

import static io.edgetable.processor.names.RuntimeNames.ATTRIBUTE_VALUE;
import static io.edgetable.processor.names.RuntimeNames.EDGE_SCHEMA;
import static io.edgetable.processor.names.RuntimeNames.KEY_CODEC;
import static io.edgetable.processor.names.RuntimeNames.PROJECTION;
import static io.edgetable.processor.names.RuntimeNames.VALUE_FORMAT;
import static io.edgetable.processor.write.Fragments.code;
import static io.edgetable.processor.write.Fragments.doc;
import static io.edgetable.processor.write.Fragments.local;
import static io.edgetable.processor.write.Fragments.typeDoc;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.StoredTypes;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.IndexModel;
import io.edgetable.processor.model.KeyTemplate;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.names.RuntimeNames;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code FooKeys}: static key builders and decoders of one record kind, and its {@code
 * SCHEMA}. Every key goes through {@code KeyCodec} so ids are escaped and checked.
 */
public final class KeysGenerator implements Generator {
  /** The line a {@code SCHEMA} initializer starts on, as JavaPoet writes it, and its limit. */
  private static final String SCHEMA_DECLARATION = "  public static final EdgeSchema SCHEMA = ";

  private static final int COLUMNS = 100;

  /** What every key builder and decoder throws, said once in the class Javadoc. */
  private static final String THROWS =
      "A builder throws {@code InvalidKeyException} for a null or empty id, or a key longer than"
          + " DynamoDB allows (partition keys 2048 bytes, sort keys 1024, as UTF-8); a decoder"
          + " throws {@code IllegalStateException} for an item of another kind.";

  private static final TypeName ITEM =
      ParameterizedTypeName.get(
          ClassName.get(Map.class), ClassName.get(String.class), ATTRIBUTE_VALUE);
  private static final TypeName STRING_LIST =
      ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class));

  @Override
  public void node(NodeModel node, ProcessorModel model, SourceWriter out) throws IOException {
    TypeSpec.Builder type =
        keysClass(node.name().generated(GeneratedClass.KEYS.suffix()))
            .addJavadoc(
                typeDoc(
                    "Keys of {@link $L} items: {@code PK = $L}, {@code SK = $L}. "
                        + THROWS
                        + "\n",
                    local(node.name()),
                    node.pk().describe(),
                    node.sk().describe()));
    type.addField(
        schemaField(
            node.name().simpleNames(),
            described(
                CodeBlock.of("$T.node($S)", EDGE_SCHEMA, node.name().simpleNames()),
                List.of(node.pk(), node.sk()),
                Optional.empty(),
                node.attributes(),
                node.ttl(),
                integrity(node))));
    IdModel id = node.id();
    type.addMethod(builder("pk", node.pk(), id).build());
    if (node.sortKey().isPresent()) {
      type.addMethod(
          MethodSpec.methodBuilder("sk")
              .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
              .returns(String.class)
              .addJavadoc(doc("The constant sort key: {@code SK = $L}.\n", node.sortKey().get()))
              .addStatement("return $S", node.sortKey().get())
              .build());
    } else {
      type.addMethod(builder("sk", node.sk(), id).build());
    }
    String skCall = node.sortKey().isPresent() ? "sk()" : "sk(" + id.component() + ")";
    type.addMethod(
        MethodSpec.methodBuilder("key")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(ITEM)
            .addParameter(IdCode.type(id), id.component())
            .addJavadoc(
                doc(
                    "The primary key map: {@code PK = $L}, {@code SK = $L}.\n",
                    node.pk().describe(),
                    node.sk().describe()))
            .addStatement(keyMap(id.component(), skCall))
            .build());
    type.addMethod(decoder("id", id, node.pk()));
    out.write(node.name(), type);
  }

  @Override
  public void edge(EdgeModel edge, ProcessorModel model, SourceWriter out) throws IOException {
    String inverse =
        edge.inverse()
            .map(
                index ->
                    "; inverse index {@code "
                        + index.name()
                        + "}: {@code "
                        + index.pk().attribute()
                        + " = "
                        + index.pk().describe()
                        + "}, {@code "
                        + index.sk().attribute()
                        + " = "
                        + index.sk().describe()
                        + "}")
            .orElse("");
    TypeSpec.Builder type =
        keysClass(edge.name().generated(GeneratedClass.KEYS.suffix()))
            .addJavadoc(
                typeDoc(
                    "Keys of {@link $L} items: {@code PK = $L}, {@code SK = $L}$L. "
                        + THROWS
                        + "\n",
                    local(edge.name()),
                    edge.pk().describe(),
                    edge.sk().describe(),
                    inverse));
    type.addField(
        constant(
            "SK_PREFIX",
            edge.sk().literal(),
            "The SK prefix: forward queries use {@code begins_with(SK, $S)}.",
            edge.sk().literal()));
    edge.inverse()
        .ifPresent(
            index -> {
              type.addField(
                  constant(
                      "INVERSE_SK_PREFIX",
                      index.sk().literal(),
                      "The $L prefix: inverse queries use {@code begins_with($L, $S)}.",
                      index.sk().attribute(),
                      index.sk().attribute(),
                      index.sk().literal()));
              type.addField(
                  constant("INDEX", index.name(), "The inverse index ($L).", index.name()));
            });
    type.addField(
        schemaField(
            edge.name().simpleNames(),
            described(
                schema(edge),
                List.of(edge.pk(), edge.sk()),
                edge.inverse().map(index -> List.of(index.pk(), index.sk())),
                edge.attributes(),
                edge.ttl(),
                CodeBlock.of("$L$L", integrity(edge), sortBy(edge)))));

    IdModel source = edge.sourceId();
    IdModel target = edge.targetId();
    type.addMethod(builder("pk", edge.pk(), source).build());
    type.addMethod(builder("sk", edge.sk(), target).build());
    edge.inverse().ifPresent(index -> addInverse(type, index, source, target));
    type.addMethod(
        MethodSpec.methodBuilder("key")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(ITEM)
            .addParameter(IdCode.type(source), source.component())
            .addParameter(IdCode.type(target), target.component())
            .addJavadoc(
                doc(
                    "The primary key map: {@code PK = $L}, {@code SK = $L}.\n",
                    edge.pk().describe(),
                    edge.sk().describe()))
            .addStatement(keyMap(source.component(), "sk(" + target.component() + ")"))
            .build());
    type.addMethod(decoder("sourceId", source, edge.pk()));
    type.addMethod(decoder("targetId", target, edge.sk()));
    out.write(edge.name(), type, edge.source().name(), edge.target().name());
  }

  private static void addInverse(
      TypeSpec.Builder type, IndexModel index, IdModel source, IdModel target) {
    KeyTemplate pk = index.pk();
    if (!pk.sharded()) {
      type.addMethod(builder("inversePk", pk, target).build());
      type.addMethod(builder("inverseSk", index.sk(), source).build());
      type.addMethod(
          MethodSpec.methodBuilder("inversePks")
              .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
              .returns(STRING_LIST)
              .addParameter(IdCode.type(target), target.component())
              .addJavadoc(
                  doc(
                      "Every partition of {@code $L} in index $L: {@code $L} alone.\n",
                      target.component(),
                      index.name(),
                      pk.describe()))
              .addStatement("return $T.of(inversePk($L))", List.class, target.component())
              .build());
      return;
    }
    int shards = pk.shards();
    // Local names must not shadow the id parameter, whatever the user named it.
    String shard = fresh("shard", target);
    type.addMethod(
        MethodSpec.methodBuilder("shard")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(int.class)
            .addParameter(IdCode.type(source), source.component())
            .addJavadoc(
                doc(
                    "The inverse index shard of an edge from {@code $L}: FNV-1a of the escaped id"
                        + " modulo $L.\n",
                    source.component(),
                    shards))
            .addStatement("return $T.shard($L, $L)", KEY_CODEC, segment(source), shards)
            .build());
    type.addMethod(
        MethodSpec.methodBuilder("inversePk")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(String.class)
            .addParameter(IdCode.type(target), target.component())
            .addParameter(int.class, shard)
            .addJavadoc(
                doc(
                    "{@code $L = $L}: one of the $L partitions of {@code $L} in index $L;"
                        + " {@code InvalidKeyException} for a shard not in 0..$L.\n",
                    pk.attribute(),
                    pk.describe(),
                    shards,
                    target.component(),
                    pk.attribute().substring(0, pk.attribute().length() - 2),
                    shards - 1))
            .addStatement(
                "return $T.shardedKey($S,$W$S + $L, $L, $L)",
                KEY_CODEC,
                pk.attribute(),
                pk.literal(),
                segment(target),
                shard,
                shards)
            .build());
    type.addMethod(builder("inverseSk", index.sk(), source).build());
    type.addMethod(
        MethodSpec.methodBuilder("inversePks")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(STRING_LIST)
            .addParameter(IdCode.type(target), target.component())
            .addJavadoc(
                doc(
                    "Every partition of {@code $L} in index $L, in shard order: {@code $L} for"
                        + " shard 0..$L.\n",
                    target.component(),
                    pk.attribute().substring(0, pk.attribute().length() - 2),
                    pk.describe(),
                    shards - 1))
            .addStatement(
                "return $T.shardedKeys($S,$W$S + $L, $L)",
                KEY_CODEC,
                pk.attribute(),
                pk.literal(),
                segment(target),
                shards)
            .build());
  }

  /** {@code return Map.of("PK", AttributeValue.createS(pk(<id>)), "SK", ...)}. */
  private static CodeBlock keyMap(String pkArgument, String skCall) {
    return CodeBlock.of(
        "return $T"
            + code(".of(\"PK\", ")
            + "$T"
            + code(".createS(pk(" + pkArgument + ")),")
            + "$W"
            + code("\"SK\", ")
            + "$T"
            + code(".createS(" + skCall + "))"),
        Map.class,
        ATTRIBUTE_VALUE,
        ATTRIBUTE_VALUE);
  }

  private static String fresh(String name, IdModel taken) {
    return name.equals(taken.component()) ? name + "Value" : name;
  }

  private static TypeSpec.Builder keysClass(String name) {
    return TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
  }

  private static FieldSpec constant(String name, String value, String javadoc, Object... args) {
    return FieldSpec.builder(String.class, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(doc(javadoc + "\n", args))
        .initializer("$S", value)
        .build();
  }

  private static FieldSpec schemaField(String simpleNames, CodeBlock initializer) {
    return FieldSpec.builder(
            EDGE_SCHEMA, "SCHEMA", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(doc("What a table needs to store {@code $L} items.\n", simpleNames))
        .initializer(initializer)
        .build();
  }

  /**
   * {@code schema} with what the exports show: the key patterns ({@code withKeys}, {@code
   * withInverseKeys}), each attribute with its DynamoDB type, and the time to live; one call a
   * line.
   */
  private static CodeBlock described(
      CodeBlock schema,
      List<KeyTemplate> keys,
      Optional<List<KeyTemplate>> inverseKeys,
      List<ComponentModel> attributes,
      Optional<ComponentModel> ttl,
      CodeBlock integrity) {
    // The calls one a line, 4 columns in from the declaration when the first call fits beside
    // it; else the first call goes on a line of its own, 4 in, and the calls 4 further in.
    boolean fits = SCHEMA_DECLARATION.length() + simpleNames(schema).length() <= COLUMNS;
    CodeBlock.Builder code = CodeBlock.builder();
    if (fits) {
      code.add("$L", schema).add("$>$>");
    } else {
      code.add("$Z$L", schema).add("$>$>$>$>");
    }
    code.add("\n.withKeys($S,$W$S)", keys.get(0).describe(), keys.get(1).describe());
    inverseKeys.ifPresent(
        index ->
            code.add(
                "\n.withInverseKeys($S,$W$S)", index.get(0).describe(), index.get(1).describe()));
    for (ComponentModel attribute : attributes) {
      code.add("\n.withAttribute($S,$W$L)", attribute.name(), storedAs(attribute));
    }
    ttl.ifPresent(component -> code.add("\n.withTtl($S)", component.name()));
    code.add(integrity);
    return code.add(fits ? "$<$<" : "$<$<$<$<").build();
  }

  /**
   * How an attribute is stored: its {@code ValueFormat} when its component reads only some values
   * of its type ({@code ValueFormat.INT}, {@code ValueFormat.constants(Role.values())}), else its
   * DynamoDB type.
   */
  private static CodeBlock storedAs(ComponentModel attribute) {
    return StoredTypes.format(attribute)
        .map(
            format ->
                format.equals("CONSTANT")
                    ? CodeBlock.of(
                        "$T.constants($T.values())",
                        VALUE_FORMAT,
                        JavaTypes.className(attribute.type().javaName()))
                    : CodeBlock.of("$T.$L", VALUE_FORMAT, format))
        .orElseGet(() -> CodeBlock.of("$T.Type.$L", ATTRIBUTE_VALUE, StoredTypes.of(attribute)));
  }

  /** {@code code} as written with its types imported: what it takes on the line. */
  private static String simpleNames(CodeBlock code) {
    return code.toString().replaceAll("\\b(?:[a-z_][a-z0-9_]*\\.)+(?=[A-Z])", "");
  }

  /** What the integrity doctor reads of a node: its counters and their shards, its version. */
  private static CodeBlock integrity(NodeModel node) {
    CodeBlock.Builder code = CodeBlock.builder();
    for (ComponentModel counter : node.counters()) {
      code.add(
          "\n.withCounter($S,$W$L)",
          counter.name(),
          node.counterShards().getOrDefault(counter.name(), 1));
    }
    node.version().ifPresent(v -> code.add("\n.withVersion($S)", v.name()));
    return code.build();
  }

  /** What the integrity doctor reads of an edge: its ends, the counters it moves, its version. */
  private static CodeBlock integrity(EdgeModel edge) {
    CodeBlock.Builder code = CodeBlock.builder();
    code.add(
        "\n.withEnds($S,$W$S)",
        edge.source().name().simpleNames(),
        edge.target().name().simpleNames());
    edge.sourceCounter()
        .ifPresent(
            c -> code.add("\n.withSourceCounter($S,$W$L)", c.component(), c.shards()));
    edge.targetCounter()
        .ifPresent(
            c -> code.add("\n.withTargetCounter($S,$W$L)", c.component(), c.shards()));
    edge.version().ifPresent(v -> code.add("\n.withVersion($S)", v.name()));
    return code.build();
  }

  /** {@code .withInverseSortBy("enrolledOn")} for an ordered inverse. */
  private static CodeBlock sortBy(EdgeModel edge) {
    return edge.inverse()
        .flatMap(IndexModel::sortBy)
        .map(key -> CodeBlock.of("\n.withInverseSortBy($S)", key.attribute()))
        .orElse(CodeBlock.of(""));
  }

  private static CodeBlock schema(EdgeModel edge) {
    if (edge.inverse().isEmpty()) {
      return CodeBlock.of("$T.edge($S)", EDGE_SCHEMA, edge.name().simpleNames());
    }
    IndexModel index = edge.inverse().get();
    return CodeBlock.of(
        "$T.edge($S, $S, $T.$L, $L, $L)",
        EDGE_SCHEMA,
        edge.name().simpleNames(),
        index.name(),
        PROJECTION,
        index.projection().name(),
        includeList(index),
        index.shards());
  }

  private static CodeBlock includeList(IndexModel index) {
    CodeBlock.Builder list = CodeBlock.builder().add("$T.of(", List.class);
    for (int i = 0; i < index.include().size(); i++) {
      list.add(i == 0 ? "$S" : ",$W$S", index.include().get(i));
    }
    return list.add(")").build();
  }

  /** A key builder {@code name(id)} returning the checked key string of {@code template}. */
  private static MethodSpec.Builder builder(String name, KeyTemplate template, IdModel id) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addParameter(IdCode.type(id), id.component())
        .addJavadoc(
            doc(
                "The $L key {@code $L = $L}.\n",
                template.isPartitionKey() ? "partition" : "sort",
                template.attribute(),
                template.describe()))
        .addStatement("return $L", KeyExpressions.build(template, KeysGenerator::segment));
  }

  /** {@code KeyCodec.segment("studentId", <id as text>)}. */
  private static CodeBlock segment(IdModel id) {
    return KeyExpressions.segment(id, id.component());
  }

  private static MethodSpec decoder(String name, IdModel id, KeyTemplate template) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(IdCode.type(id))
        .addParameter(ITEM, "item")
        .addJavadoc(
            doc(
                "Decodes {@code $L} from an item's {@code $L = $L}.\n",
                id.component(),
                template.attribute(),
                template.describe()))
        .addStatement("return $L", KeyExpressions.read(template, id))
        .build();
  }
}
