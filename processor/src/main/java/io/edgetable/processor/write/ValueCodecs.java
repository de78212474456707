package io.edgetable.processor.write;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.JavaName;
import io.edgetable.processor.model.RecordShape;
import io.edgetable.processor.model.TypeModel;
import io.edgetable.processor.names.RuntimeNames;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Emits the code that converts a value of a component type to and from an {@code AttributeValue}
 * through the runtime's {@code AttributeEncoders} and {@code AttributeDecoders}. Shared by the
 * marshaller and the fields generators. Nested records are converted by the package-private {@code
 * encodeX}/{@code decodeX} helpers that the marshaller of the owning record declares, one pair per
 * {@link RecordShape}.
 */
final class ValueCodecs {
  static final ClassName LIST = ClassName.get(List.class);
  static final ClassName SET = ClassName.get("java.util", "Set");
  static final ClassName MAP = ClassName.get(Map.class);
  static final ClassName STRING = ClassName.get(String.class);

  private final ClassName helperOwner;
  private final Map<JavaName, String> helperStems = new HashMap<>();

  /**
   * {@code helperOwner} is the marshaller declaring the nested-record helpers for {@code shapes}.
   */
  ValueCodecs(ClassName helperOwner, List<RecordShape> shapes) {
    this.helperOwner = helperOwner;
    Map<String, Integer> used = new HashMap<>();
    for (RecordShape shape : shapes) {
      // Records of one simple name in two packages get a number: encodeAddress, encodeAddress2.
      String stem = shape.name().joined("_");
      int n = used.merge(stem, 1, Integer::sum);
      helperStems.put(shape.name(), n == 1 ? stem : stem + n);
    }
  }

  /** The Java type of a component, boxed when {@code boxed} is set. */
  static TypeName typeName(TypeModel type, boolean boxed) {
    TypeName name =
        switch (type.kind()) {
          case BOOLEAN -> type.primitive() ? TypeName.BOOLEAN : ClassName.get(Boolean.class);
          case BYTE -> type.primitive() ? TypeName.BYTE : ClassName.get(Byte.class);
          case SHORT -> type.primitive() ? TypeName.SHORT : ClassName.get(Short.class);
          case INT -> type.primitive() ? TypeName.INT : ClassName.get(Integer.class);
          case LONG -> type.primitive() ? TypeName.LONG : ClassName.get(Long.class);
          case FLOAT -> type.primitive() ? TypeName.FLOAT : ClassName.get(Float.class);
          case DOUBLE -> type.primitive() ? TypeName.DOUBLE : ClassName.get(Double.class);
          case CHAR -> type.primitive() ? TypeName.CHAR : ClassName.get(Character.class);
          case BYTES -> ArrayTypeName.of(TypeName.BYTE);
          case LIST -> ParameterizedTypeName.get(LIST, typeName(element(type), true));
          case STRING_SET, NUMBER_SET ->
              ParameterizedTypeName.get(SET, typeName(element(type), true));
          case MAP -> ParameterizedTypeName.get(MAP, STRING, typeName(element(type), true));
          default -> JavaTypes.className(type.javaName());
        };
    return boxed ? name.box() : name;
  }

  /** The element type of a list or set, the value type of a map. */
  static TypeModel element(TypeModel type) {
    if (type.arguments().isEmpty()) {
      throw new IllegalArgumentException(type.kind() + " without a type argument: " + type);
    }
    return type.arguments().get(type.arguments().size() - 1);
  }

  /** Whether a {@code null} check must guard writing {@code type} (not for primitives). */
  static boolean nullable(TypeModel type) {
    return !type.primitive();
  }

  /**
   * An expression of type {@code AttributeValue} for the non-null value {@code value}; {@code
   * label} names the attribute in error messages.
   */
  CodeBlock encode(TypeModel type, CodeBlock value, String label) {
    return encode(type, value, label, 0);
  }

  private CodeBlock encode(TypeModel type, CodeBlock value, String label, int depth) {
    return switch (type.kind()) {
      case STRING -> encoders("encodeString($S, $L)", label, value);
      case BOOLEAN -> encoders("encodeBoolean($L)", value);
      case BYTE, SHORT, INT -> encoders("encodeInt($L)", value);
      case LONG -> encoders("encodeLong($L)", value);
      case FLOAT -> encoders("encodeFloat($S, $L)", label, value);
      case DOUBLE -> encoders("encodeDouble($S, $L)", label, value);
      case CHAR -> encoders("encodeChar($L)", value);
      case BIG_DECIMAL -> encoders("encodeBigDecimal($L)", value);
      case BIG_INTEGER -> encoders("encodeBigInteger($L)", value);
      case INSTANT -> encoders("encodeInstant($L)", value);
      case LOCAL_DATE -> encoders("encodeLocalDate($L)", value);
      case UUID -> encoders("encodeUuid($L)", value);
      case ENUM -> encoders("encodeEnum($L)", value);
      case BYTES -> encoders("encodeBytes($L)", value);
      case LIST ->
          encoders("encodeList($L,$W$L)", value, encoder(element(type), label + "[]", depth + 1));
      case STRING_SET -> encoders("encodeStringSet($S, $L)", label, value);
      case NUMBER_SET -> encoders("encodeNumberSet($S, $L)", label, value);
      case MAP ->
          encoders("encodeMap($L,$W$L)", value, encoder(element(type), label + "{}", depth + 1));
      case RECORD -> CodeBlock.of("$T.$L($L)", helperOwner, encodeHelper(type.javaName()), value);
    };
  }

  /** A {@code Function<V, AttributeValue>} for non-null values of {@code type}. */
  CodeBlock encoder(TypeModel type, String label) {
    return encoder(type, label, 0);
  }

  private CodeBlock encoder(TypeModel type, String label, int depth) {
    if (methodReference(type)) {
      return CodeBlock.of("$T::$L", RuntimeNames.ATTRIBUTE_ENCODERS, encoderMethod(type));
    }
    if (type.kind() == TypeModel.Kind.RECORD) {
      return CodeBlock.of("$T::$L", helperOwner, encodeHelper(type.javaName()));
    }
    // Strings too: the lambda passes the label, so a refused string names its attribute. It
    // captures nothing, so it is one instance, not an allocation per call.
    String parameter = "e" + depth;
    return CodeBlock.of(
        "$L -> $L", parameter, encode(type, CodeBlock.of("$L", parameter), label, depth));
  }

  /**
   * An expression of {@code type}'s (possibly boxed, for {@code boxed}) Java type reading {@code
   * attributeValue}, which may be {@code null} (missing).
   */
  CodeBlock decode(TypeModel type, CodeBlock attributeValue, String label) {
    return decode(type, attributeValue, label, 0);
  }

  private CodeBlock decode(TypeModel type, CodeBlock value, String label, int depth) {
    String orNull = type.primitive() ? "" : "OrNull";
    return switch (type.kind()) {
      case STRING -> decoders("decodeString($S, $L)", label, value);
      case BOOLEAN -> decoders("decodeBoolean$L($S, $L)", orNull, label, value);
      case BYTE -> decoders("decodeByte$L($S, $L)", orNull, label, value);
      case SHORT -> decoders("decodeShort$L($S, $L)", orNull, label, value);
      case INT -> decoders("decodeInt$L($S, $L)", orNull, label, value);
      case LONG -> decoders("decodeLong$L($S, $L)", orNull, label, value);
      case FLOAT -> decoders("decodeFloat$L($S, $L)", orNull, label, value);
      case DOUBLE -> decoders("decodeDouble$L($S, $L)", orNull, label, value);
      case CHAR -> decoders("decodeChar$L($S, $L)", orNull, label, value);
      case BIG_DECIMAL -> decoders("decodeBigDecimal($S, $L)", label, value);
      case BIG_INTEGER -> decoders("decodeBigInteger($S, $L)", label, value);
      case INSTANT -> decoders("decodeInstant($S, $L)", label, value);
      case LOCAL_DATE -> decoders("decodeLocalDate($S, $L)", label, value);
      case UUID -> decoders("decodeUuid($S, $L)", label, value);
      case ENUM ->
          decoders(
              "decodeEnum($S, $L,$W$T.class)", label, value, JavaTypes.className(type.javaName()));
      case BYTES -> decoders("decodeBytes($S, $L)", label, value);
      case LIST ->
          decoders(
              "decodeList($S, $L,$W$L)",
              label,
              value,
              decoder(element(type), label + "[]", depth + 1));
      case STRING_SET -> decoders("decodeStringSet($S, $L)", label, value);
      case NUMBER_SET ->
          decoders("decodeNumberSet($S, $L,$W$L)", label, value, parser(element(type)));
      case MAP ->
          decoders(
              "decodeMap($S, $L,$W$L)",
              label,
              value,
              decoder(element(type), label + "{}", depth + 1));
      case RECORD ->
          CodeBlock.of("$T.$L($S, $L)", helperOwner, decodeHelper(type.javaName()), label, value);
    };
  }

  private CodeBlock decoder(TypeModel type, String label, int depth) {
    String parameter = "e" + depth;
    return CodeBlock.of(
        "$L -> $L", parameter, decode(type, CodeBlock.of("$L", parameter), label, depth));
  }

  /** Parses one element of a number set from its {@code N} text. */
  private static CodeBlock parser(TypeModel element) {
    return switch (element.kind()) {
      case BYTE -> CodeBlock.of("$T::valueOf", Byte.class);
      case SHORT -> CodeBlock.of("$T::valueOf", Short.class);
      case INT -> CodeBlock.of("$T::valueOf", Integer.class);
      case LONG -> CodeBlock.of("$T::valueOf", Long.class);
      case FLOAT -> CodeBlock.of("$T::valueOf", Float.class);
      case DOUBLE -> CodeBlock.of("$T::valueOf", Double.class);
      case BIG_DECIMAL -> CodeBlock.of("$T::new", ClassName.get("java.math", "BigDecimal"));
      case BIG_INTEGER -> CodeBlock.of("$T::new", ClassName.get("java.math", "BigInteger"));
      default -> throw new IllegalArgumentException("not a number: " + element);
    };
  }

  /** Single-argument encoders that a method reference can name. */
  private static boolean methodReference(TypeModel type) {
    return switch (type.kind()) {
      // byte and short widen to encodeInt(int), which a method reference cannot infer.
      case BOOLEAN,
          INT,
          LONG,
          CHAR,
          BIG_DECIMAL,
          BIG_INTEGER,
          INSTANT,
          LOCAL_DATE,
          UUID,
          ENUM,
          BYTES ->
          true;
      default -> false;
    };
  }

  private static String encoderMethod(TypeModel type) {
    return switch (type.kind()) {
      case BOOLEAN -> "encodeBoolean";
      case INT -> "encodeInt";
      case LONG -> "encodeLong";
      case CHAR -> "encodeChar";
      case BIG_DECIMAL -> "encodeBigDecimal";
      case BIG_INTEGER -> "encodeBigInteger";
      case INSTANT -> "encodeInstant";
      case LOCAL_DATE -> "encodeLocalDate";
      case UUID -> "encodeUuid";
      case ENUM -> "encodeEnum";
      case BYTES -> "encodeBytes";
      default -> throw new IllegalArgumentException(type.toString());
    };
  }

  /** {@code encodeAddress}: the marshaller's helper writing a nested record as a map. */
  String encodeHelper(JavaName record) {
    return "encode" + stem(record);
  }

  /** {@code decodeAddress}: the marshaller's helper reading a nested record from a map. */
  String decodeHelper(JavaName record) {
    return "decode" + stem(record);
  }

  private String stem(JavaName record) {
    String stem = helperStems.get(record);
    if (stem == null) {
      throw new IllegalArgumentException("no RecordShape for " + record);
    }
    return stem;
  }

  private static CodeBlock encoders(String format, Object... args) {
    return CodeBlock.builder()
        .add("$T.", RuntimeNames.ATTRIBUTE_ENCODERS)
        .add(format, args)
        .build();
  }

  private static CodeBlock decoders(String format, Object... args) {
    return CodeBlock.builder()
        .add("$T.", RuntimeNames.ATTRIBUTE_DECODERS)
        .add(format, args)
        .build();
  }
}
