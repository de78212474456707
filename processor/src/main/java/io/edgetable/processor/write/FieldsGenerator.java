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
import io.edgetable.processor.model.GeneratedClass;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.ProcessorModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.model.RecordShape;
import io.edgetable.processor.model.TypeModel;
import io.edgetable.processor.names.RuntimeNames;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code FooFields}: one typed field constant per non-key component, from which {@code
 * Condition<Foo>}s and {@code Update<Foo>}s are built ({@code EnrollmentFields.grade.eq("A")},
 * {@code EnrollmentFields.grade.set("A")}). The field's class decides what compiles: its conditions
 * follow the value's kind (strings {@code StringField}, ordered values a {@code ComparableField},
 * lists and sets a {@code CollectionField}, the rest {@code Field}; enums are stored by name, whose
 * order is not declaration order, so they only get {@code eq}, {@code ne} and {@code in}); its
 * update actions follow the component's role and nullability: counters and versions get none
 * ({@code CounterField}, {@code VersionField} and {@code EnumField} hold the refused members with
 * a parameter type that names the rule, so the compile error says why),
 * primitives no {@code remove}, numbers {@code add}, lists {@code append}, sets {@code addAll} /
 * {@code removeAll}.
 */
public final class FieldsGenerator implements Generator {
  @Override
  public void node(NodeModel node, ProcessorModel model, SourceWriter out) throws IOException {
    out.write(node.name(), fields(node));
  }

  @Override
  public void edge(EdgeModel edge, ProcessorModel model, SourceWriter out) throws IOException {
    out.write(edge.name(), fields(edge), edge.source().name(), edge.target().name());
  }

  static TypeSpec.Builder fields(NodeModel node) {
    return write(node.name(), node.components(), node.shapes(), Optional.empty());
  }

  static TypeSpec.Builder fields(EdgeModel edge) {
    return write(
        edge.name(),
        edge.components(),
        edge.shapes(),
        edge.inverse().flatMap(i -> i.sortBy().map(k -> new IndexKey(i.name(), k.attribute()))));
  }

  /** The component that sorts an ordered inverse index, and that index. */
  private record IndexKey(String index, String component) {}

  /** {@code Outer_InnerFields} in the record's package. */
  public static ClassName className(RecordName name) {
    return SourceWriter.generated(name, GeneratedClass.FIELDS);
  }

  private static TypeSpec.Builder write(
      RecordName name,
      List<ComponentModel> components,
      List<RecordShape> shapes,
      Optional<IndexKey> indexKey) {
    ClassName record = SourceWriter.record(name);
    ValueCodecs codecs = new ValueCodecs(MarshallerGenerator.className(name), shapes);
    TypeSpec.Builder type =
        TypeSpec.classBuilder(className(name))
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addJavadoc(
                Fragments.typeDoc(
                    "Typed references to the attributes of {@link $L}, for conditions, filters and"
                        + " updates:\n"
                        + "{@code $L.$L}. Ids are not fields: they live in the keys.\n",
                    Fragments.local(name),
                    className(name).simpleName(),
                    example(components)))
            .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    for (ComponentModel component : components) {
      if (indexKey.isPresent()
          && component.name().equals(indexKey.get().component())
          && component.role() == ComponentModel.Role.ATTRIBUTE) {
        type.addField(indexKeyField(record, component, indexKey.get().index(), codecs));
      } else if (!component.isKey()) {
        type.addField(field(record, component, codecs));
      }
    }
    return type;
  }

  /**
   * The constant, built with explicit type arguments and, where one fits, a shared encoder: javac
   * then infers nothing and resolves no method reference. Its class follows the value's kind (the
   * conditions) and the component's role and nullability (the update actions).
   */
  private static FieldSpec field(ClassName record, ComponentModel component, ValueCodecs codecs) {
    TypeModel model = component.type();
    TypeName value = ValueCodecs.typeName(model, true);
    String name = component.name();
    String label = CodeBlock.of("$S", name).toString();
    TypeName fieldType;
    CodeBlock initializer;
    switch (fieldClass(component)) {
      case STRING -> {
        fieldType = ParameterizedTypeName.get(RuntimeNames.STRING_FIELD, record);
        initializer = CodeBlock.of("new $T" + Fragments.code("(" + label + ")"), fieldType);
      }
      case TTL -> {
        fieldType = ParameterizedTypeName.get(RuntimeNames.ORDERED_FIELD, record, value);
        initializer =
            CodeBlock.of(
                "$>$>new $T" + Fragments.code("(" + label + ", ") + "$T.EPOCH_SECONDS)$<$<",
                fieldType,
                RuntimeNames.FIELD_ENCODERS);
      }
      case LIST, SET -> {
        TypeModel element = ValueCodecs.element(model);
        TypeName elementType = ValueCodecs.typeName(element, true);
        fieldType =
            ParameterizedTypeName.get(
                model.kind() == TypeModel.Kind.LIST
                    ? RuntimeNames.LIST_FIELD
                    : RuntimeNames.SET_FIELD,
                record,
                elementType);
        initializer =
            CodeBlock.of(
                "$>$>new $T(" + Fragments.code(label) + ",$W$L,$W$L)$<$<",
                fieldType,
                codecs.encoder(model, name),
                encoder(element, name + "[]", codecs));
      }
      default -> {
        fieldType = ParameterizedTypeName.get(fieldClass(component).className, record, value);
        initializer = construct(fieldType, name, model, codecs);
      }
    }
    return FieldSpec.builder(fieldType, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(
            Fragments.doc(
                "Attribute {@code $L} ({@code $L})$L.\n",
                name,
                simpleTypeText(value),
                roleText(component)))
        .initializer("$Z$L", initializer)
        .build();
  }

  /**
   * The field of the component an ordered inverse index sorts by: conditions and {@code set}, no
   * {@code remove}, and {@code set(null)} refused, since an edge without it leaves the index.
   */
  private static FieldSpec indexKeyField(
      ClassName record, ComponentModel component, String index, ValueCodecs codecs) {
    TypeName value = ValueCodecs.typeName(component.type(), true);
    String name = component.name();
    TypeName fieldType = ParameterizedTypeName.get(RuntimeNames.INDEX_KEY_FIELD, record, value);
    CodeBlock initializer =
        CodeBlock.of(
            "$>$>new $T("
                + Fragments.code(Fragments.literal(name) + ", " + Fragments.literal(index))
                + ",$W$L)$<$<",
            fieldType,
            encoder(component.type(), name, codecs));
    return FieldSpec.builder(fieldType, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(
            Fragments.doc(
                "Attribute {@code $L} ({@code $L}), the sort key of index $L: never null, so its"
                    + " remove\ntakes an {@code IndexSortKeyIsNeverNull}, which has no value.\n",
                name,
                simpleTypeText(value),
                index))
        .initializer("$Z$L", initializer)
        .build();
  }

  /** The runtime field classes, by what their fields offer. */
  private enum FieldClass {
    /** Conditions only: counters, which only their edges move. */
    COUNTER(RuntimeNames.COUNTER_FIELD),
    /** Conditions only: versions, which each versioned write moves. */
    VERSION(RuntimeNames.VERSION_FIELD),
    STRING(RuntimeNames.STRING_FIELD),
    NUMBER(RuntimeNames.NUMBER_FIELD),
    PRIMITIVE_NUMBER(RuntimeNames.PRIMITIVE_NUMBER_FIELD),
    ORDERED(RuntimeNames.ORDERED_FIELD),
    PRIMITIVE_ORDERED(RuntimeNames.PRIMITIVE_ORDERED_FIELD),
    /** Not ordered: enums are stored by name, whose order is not declaration order. */
    ENUM(RuntimeNames.ENUM_FIELD),
    VALUE(RuntimeNames.VALUE_FIELD),
    PRIMITIVE_VALUE(RuntimeNames.PRIMITIVE_FIELD),
    LIST(RuntimeNames.LIST_FIELD),
    SET(RuntimeNames.SET_FIELD),
    TTL(RuntimeNames.ORDERED_FIELD);

    final ClassName className;

    FieldClass(ClassName className) {
      this.className = className;
    }
  }

  private static FieldClass fieldClass(ComponentModel component) {
    TypeModel type = component.type();
    switch (component.role()) {
      case COUNTER -> {
        return FieldClass.COUNTER;
      }
      case VERSION -> {
        return FieldClass.VERSION;
      }
      case TTL -> {
        return FieldClass.TTL;
      }
      default -> {}
    }
    boolean primitive = type.primitive();
    return switch (type.kind()) {
      case STRING -> FieldClass.STRING;
      case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_DECIMAL, BIG_INTEGER ->
          primitive ? FieldClass.PRIMITIVE_NUMBER : FieldClass.NUMBER;
      case CHAR -> primitive ? FieldClass.PRIMITIVE_ORDERED : FieldClass.ORDERED;
      case INSTANT, LOCAL_DATE, UUID -> FieldClass.ORDERED;
      case BOOLEAN -> primitive ? FieldClass.PRIMITIVE_VALUE : FieldClass.VALUE;
      case LIST -> FieldClass.LIST;
      case STRING_SET, NUMBER_SET -> FieldClass.SET;
      case ENUM -> FieldClass.ENUM;
      case BYTES, MAP, RECORD -> FieldClass.VALUE;
    };
  }

  /** What the Javadoc adds for a component whose role limits its field. */
  private static String roleText(ComponentModel component) {
    return switch (component.role()) {
      case COUNTER -> ", a counter: conditions only, as edges move it";
      case VERSION -> ", the @Version: conditions only, as versioned writes move it";
      case TTL -> ", the @Ttl: stored as epoch seconds, compared and set as such";
      default -> "";
    };
  }

  /**
   * {@code new Type("name", encoder)}, with few format parts. It wraps after the field's {@code =};
   * an encoder other than a shared constant may start a line of its own.
   */
  private static CodeBlock construct(
      TypeName type, String name, TypeModel value, ValueCodecs codecs) {
    String label = Fragments.literal(name);
    String shared = sharedEncoder(value);
    return shared == null
        ? CodeBlock.of(
            "$>$>new $T" + Fragments.code("(" + label + ",") + "$W$L)$<$<",
            type,
            codecs.encoder(value, name))
        : CodeBlock.of(
            "$>$>new $T" + Fragments.code("(" + label + ", ") + "$T." + shared + ")$<$<",
            type,
            RuntimeNames.FIELD_ENCODERS);
  }

  /**
   * The shared {@code FieldEncoders} constant of a single value type (the same encoding as the
   * marshaller's), else the marshaller's own encoder expression. Strings take the marshaller's,
   * which names the attribute when it refuses one.
   */
  static CodeBlock encoder(TypeModel type, String label, ValueCodecs codecs) {
    String constant = type.kind() == TypeModel.Kind.STRING ? null : sharedEncoder(type);
    return constant == null
        ? codecs.encoder(type, label)
        : CodeBlock.of("$T." + constant, RuntimeNames.FIELD_ENCODERS);
  }

  /** The name of the {@code FieldEncoders} constant for {@code type}, or null if none. */
  private static String sharedEncoder(TypeModel type) {
    return switch (type.kind()) {
      case STRING -> "STRING";
      case BOOLEAN -> "BOOLEAN";
      case BYTE -> "BYTE";
      case SHORT -> "SHORT";
      case INT -> "INT";
      case LONG -> "LONG";
      case CHAR -> "CHAR";
      case BIG_DECIMAL -> "BIG_DECIMAL";
      case BIG_INTEGER -> "BIG_INTEGER";
      case INSTANT -> "INSTANT";
      case LOCAL_DATE -> "LOCAL_DATE";
      case UUID -> "UUID";
      case ENUM -> "ENUM";
      case BYTES -> "BYTES";
      default -> null;
    };
  }

  private static String example(List<ComponentModel> components) {
    for (ComponentModel component : components) {
      if (!component.isKey()) {
        return component.name() + ".exists()";
      }
    }
    return "...";
  }

  /** The value type as people write it, without package names: {@code List<String>}. */
  private static String simpleTypeText(TypeName type) {
    return type.toString().replaceAll("\\b(?:[a-z_][a-z0-9_]*\\.)+", "").replace("@", "");
  }
}
