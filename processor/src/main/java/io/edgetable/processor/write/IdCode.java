package io.edgetable.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.TypeModel;
import java.util.Objects;
import java.util.UUID;

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

  /** An expression of the id's declared type parsed from the key text in {@code text}. */
  public static CodeBlock parse(IdModel id, CodeBlock text) {
    CodeBlock value = valueParse(id.value(), text);
    if (id.typedId().isEmpty()) {
      return value;
    }
    return CodeBlock.of("new $T($L)", JavaTypes.className(id.typedId().get().name()), value);
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

  private static CodeBlock valueParse(TypeModel value, CodeBlock text) {
    return switch (value.kind()) {
      case STRING -> text;
      case INT ->
          value.primitive()
              ? CodeBlock.of("$T.parseInt($L)", Integer.class, text)
              : CodeBlock.of("$T.valueOf($L)", Integer.class, text);
      case LONG ->
          value.primitive()
              ? CodeBlock.of("$T.parseLong($L)", Long.class, text)
              : CodeBlock.of("$T.valueOf($L)", Long.class, text);
      case UUID -> CodeBlock.of("$T.fromString($L)", UUID.class, text);
      case ENUM -> CodeBlock.of("$T.valueOf($L)", JavaTypes.className(value.javaName()), text);
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
