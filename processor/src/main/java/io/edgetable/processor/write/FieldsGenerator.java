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
import java.io.IOException;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code FooFields}: one typed field constant per non-key component, from which {@code
 * Condition<Foo>}s are built ({@code EnrollmentFields.grade.eq("A")}). The field's class decides
 * which comparisons compile: strings get {@code StringField}, values whose stored order is their
 * order {@code ComparableField}, lists and sets {@code CollectionField}, the rest {@code Field}.
 * Enums are stored by name, whose order is not declaration order, so they get {@code Field}: only
 * {@code eq}, {@code ne} and {@code in}.
 */
public final class FieldsGenerator implements Generator {
  private static final ClassName FIELD = RuntimeNames.FIELD;
  private static final ClassName COMPARABLE_FIELD = RuntimeNames.COMPARABLE_FIELD;
  private static final ClassName STRING_FIELD = RuntimeNames.STRING_FIELD;
  private static final ClassName COLLECTION_FIELD = RuntimeNames.COLLECTION_FIELD;

  @Override
  public void node(NodeModel node, ProcessorModel model, SourceWriter out) throws IOException {
    out.write(node.name(), fields(node));
  }

  @Override
  public void edge(EdgeModel edge, ProcessorModel model, SourceWriter out) throws IOException {
    out.write(edge.name(), fields(edge), edge.source().name(), edge.target().name());
  }

  static TypeSpec.Builder fields(NodeModel node) {
    return write(node.name(), node.components(), node.shapes());
  }

  static TypeSpec.Builder fields(EdgeModel edge) {
    return write(edge.name(), edge.components(), edge.shapes());
  }

  /** {@code Outer_InnerFields} in the record's package. */
  public static ClassName className(RecordName name) {
    return SourceWriter.generated(name, GeneratedClass.FIELDS.suffix());
  }

  private static TypeSpec.Builder write(
      RecordName name, List<ComponentModel> components, List<RecordShape> shapes) {
    ClassName record = SourceWriter.record(name);
    ValueCodecs codecs = new ValueCodecs(MarshallerGenerator.className(name), shapes);
    TypeSpec.Builder type =
        TypeSpec.classBuilder(className(name))
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addJavadoc(
                Fragments.typeDoc(
                    "Typed references to the attributes of {@link $L}, for conditions and"
                        + " filters:\n{@code $L.$L}. Ids are not fields: they live in the keys.\n",
                    Fragments.local(name),
                    className(name).simpleName(),
                    example(components)))
            .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    for (ComponentModel component : components) {
      if (!component.isKey()) {
        type.addField(field(record, component, codecs));
      }
    }
    return type;
  }

  /**
   * The constant, built with explicit type arguments and, where one fits, a shared encoder: javac
   * then infers nothing and resolves no method reference.
   */
  private static FieldSpec field(ClassName record, ComponentModel component, ValueCodecs codecs) {
    TypeModel model = component.type();
    TypeName value = ValueCodecs.typeName(model, true);
    String name = component.name();
    String label = CodeBlock.of("$S", name).toString();
    TypeName fieldType;
    CodeBlock initializer;
    switch (model.kind()) {
      case STRING -> {
        fieldType = ParameterizedTypeName.get(STRING_FIELD, record);
        initializer = CodeBlock.of("new $T" + Fragments.code("(" + label + ")"), fieldType);
      }
      case BYTE,
          SHORT,
          INT,
          LONG,
          FLOAT,
          DOUBLE,
          BIG_DECIMAL,
          BIG_INTEGER,
          CHAR,
          INSTANT,
          LOCAL_DATE,
          UUID -> {
        fieldType = ParameterizedTypeName.get(COMPARABLE_FIELD, record, value);
        initializer = construct(fieldType, name, model, codecs);
      }
      case LIST, STRING_SET, NUMBER_SET -> {
        TypeModel element = ValueCodecs.element(model);
        fieldType =
            ParameterizedTypeName.get(
                COLLECTION_FIELD, record, value, ValueCodecs.typeName(element, true));
        initializer =
            CodeBlock.of(
                "new $T($>$>$Z$L, $L,$W$L$<$<)",
                fieldType,
                label,
                codecs.encoder(model, name),
                encoder(element, name + "[]", codecs));
      }
      default -> {
        fieldType = ParameterizedTypeName.get(FIELD, record, value);
        initializer = construct(fieldType, name, model, codecs);
      }
    }
    return FieldSpec.builder(fieldType, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(
            Fragments.doc("Attribute {@code $L} ({@code $L}).\n", name, simpleTypeText(value)))
        .initializer("$Z$L", initializer)
        .build();
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
            DaoNames.FIELD_ENCODERS);
  }

  /**
   * The shared {@code FieldEncoders} constant of a single value type (the same encoding as the
   * marshaller's), else the marshaller's own encoder expression.
   */
  private static CodeBlock encoder(TypeModel type, String label, ValueCodecs codecs) {
    String constant = sharedEncoder(type);
    return constant == null
        ? codecs.encoder(type, label)
        : CodeBlock.of("$T." + constant, DaoNames.FIELD_ENCODERS);
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
