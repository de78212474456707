package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.TypeModel;
import io.edgetable.processor.names.RuntimeNames;
import java.util.Objects;

/** Java code that turns an id into its key text and back, and the id's declared Java type. */
public final class IdCode {
  private IdCode() {}

  /** The declared type of the id component ({@code String}, {@code long}, {@code StudentId}). */
  public static TypeName type(IdModel id) {
    if (id.typedId().isPresent()) {
      return JavaTypes.className(id.typedId().get().name());
    }
    return valueType(id.value());
  }

  /** The same type boxed, for type arguments ({@code EdgeKey<Long, String>}). */
  public static TypeName boxedType(IdModel id) {
    return type(id).box();
  }

  /**
   * An expression of type {@code String} (null when the id is null) for the id in {@code variable}.
   */
  public static CodeBlock text(IdModel id, String variable) {
    if (id.typedId().isEmpty()) {
      return valueText(id.value(), variable);
    }
    String inner = variable + "." + id.typedId().get().component() + "()";
    return CodeBlock.of("($L == null ? null : $L)", variable, valueText(id.value(), inner));
  }

  /**
   * An expression of the id's declared type read from {@code item}'s key attribute {@code
   * attribute} after {@code literal}: {@code KeyCodec.idAfter(item, "SK", "ENROLL#CRS#")}, or for
   * another id type its typed form ({@code KeyCodec.intIdAfter}...), which names the attribute and
   * the stored key when the text is not such an id.
   */
  public static CodeBlock read(IdModel id, String attribute, String literal) {
    TypeModel value = id.value();
    String method =
        switch (value.kind()) {
          case STRING -> "idAfter";
          case INT -> "intIdAfter";
          case LONG -> "longIdAfter";
          case UUID -> "uuidIdAfter";
          case ENUM -> "enumIdAfter";
          default -> throw new IllegalArgumentException("not an id type: " + value);
        };
    String arguments =
        Fragments.code("(item, " + Fragments.literal(attribute) + ",")
            + "$W"
            + Fragments.code(Fragments.literal(literal));
    CodeBlock read =
        value.kind() == TypeModel.Kind.ENUM
            ? CodeBlock.of(
                "$T" + Fragments.code("." + method) + arguments + ",$W$T.class)",
                RuntimeNames.KEY_CODEC,
                JavaTypes.className(value.javaName()))
            : CodeBlock.of(
                "$T" + Fragments.code("." + method) + arguments + ")", RuntimeNames.KEY_CODEC);
    if (id.typedId().isEmpty()) {
      return read;
    }
    return CodeBlock.of("new $T($L)", JavaTypes.className(id.typedId().get().name()), read);
  }

  private static CodeBlock valueText(TypeModel value, String variable) {
    return switch (value.kind()) {
      case STRING -> CodeBlock.of("$L", variable);
      case INT ->
          value.primitive()
              ? CodeBlock.of("$T.toString($L)", Integer.class, variable)
              : CodeBlock.of("$T.toString($L, null)", Objects.class, variable);
      case LONG ->
          value.primitive()
              ? CodeBlock.of("$T.toString($L)", Long.class, variable)
              : CodeBlock.of("$T.toString($L, null)", Objects.class, variable);
      case UUID -> CodeBlock.of("$T.toString($L, null)", Objects.class, variable);
      case ENUM -> CodeBlock.of("($L == null ? null : $L.name())", variable, variable);
      default -> throw new IllegalArgumentException("not an id type: " + value);
    };
  }

  private static TypeName valueType(TypeModel value) {
    return switch (value.kind()) {
      case INT -> value.primitive() ? TypeName.INT : ClassName.get(Integer.class);
      case LONG -> value.primitive() ? TypeName.LONG : ClassName.get(Long.class);
      default -> JavaTypes.className(value.javaName());
    };
  }
}
