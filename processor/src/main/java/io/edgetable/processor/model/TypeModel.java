package io.edgetable.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * A component's Java type, as much as the generators need of it. The kind fixes the Java type of
 * everything but enums and nested records, whose names ({@code named}) are read from their
 * elements; {@code primitive} tells {@code long} from {@code Long}. {@code arguments} holds the
 * element type of a list or set and the value type of a map (keys are always {@code String}).
 */
public record TypeModel(
    Kind kind, boolean primitive, Optional<JavaName> named, List<TypeModel> arguments) {

  public enum Kind {
    STRING("java.lang", "String", null),
    BOOLEAN("java.lang", "Boolean", "boolean"),
    BYTE("java.lang", "Byte", "byte"),
    SHORT("java.lang", "Short", "short"),
    INT("java.lang", "Integer", "int"),
    LONG("java.lang", "Long", "long"),
    FLOAT("java.lang", "Float", "float"),
    DOUBLE("java.lang", "Double", "double"),
    CHAR("java.lang", "Character", "char"),
    BIG_DECIMAL("java.math", "BigDecimal", null),
    BIG_INTEGER("java.math", "BigInteger", null),
    INSTANT("java.time", "Instant", null),
    LOCAL_DATE("java.time", "LocalDate", null),
    UUID("java.util", "UUID", null),
    /** An enum, stored by name; its name is in {@link #named()}. */
    ENUM(null, null, null),
    /** {@code byte[]}, stored as binary. */
    BYTES(null, null, null),
    LIST("java.util", "List", null),
    STRING_SET("java.util", "Set", null),
    NUMBER_SET("java.util", "Set", null),
    MAP("java.util", "Map", null),
    /** A nested record, stored as a map; its components are in {@link RecordShape}. */
    RECORD(null, null, null);

    private final JavaName javaName;
    private final String keyword;

    Kind(String packageName, String simpleName, String keyword) {
      this.javaName = packageName == null ? null : JavaName.of(packageName, simpleName);
      this.keyword = keyword;
    }

    /** Whether the type of this kind is a user's type, named by its element. */
    public boolean named() {
      return this == ENUM || this == RECORD;
    }
  }

  public TypeModel {
    arguments = List.copyOf(arguments);
    if (named.isPresent() != kind.named()) {
      throw new IllegalArgumentException(kind + (kind.named() ? " needs" : " takes no") + " name");
    }
    if (primitive && kind.keyword == null) {
      throw new IllegalArgumentException(kind + " has no primitive type");
    }
  }

  /** A type fixed by its kind: {@code String}, {@code Long}, {@code Instant}, {@code byte[]}. */
  public static TypeModel of(Kind kind) {
    return new TypeModel(kind, false, Optional.empty(), List.of());
  }

  /**
   * A type fixed by its kind, checked against the name it must have ({@code "long"}, {@code
   * "java.lang.String"}): for models written by hand. Enums and records take {@link #named}.
   */
  public static TypeModel of(Kind kind, String qualifiedName, boolean primitive) {
    TypeModel type = primitive ? primitive(kind) : of(kind);
    if (!type.qualifiedName().equals(qualifiedName)) {
      throw new IllegalArgumentException(
          qualifiedName + " is not of kind " + kind + " (that is " + type.qualifiedName() + ")");
    }
    return type;
  }

  /** A primitive: {@code primitive(Kind.LONG)} is {@code long}. */
  public static TypeModel primitive(Kind kind) {
    return new TypeModel(kind, true, Optional.empty(), List.of());
  }

  /** An enum or a nested record, by the name its element gives. */
  public static TypeModel named(Kind kind, JavaName name) {
    return new TypeModel(kind, false, Optional.of(name), List.of());
  }

  /** A list, set or map of {@code argument}s. */
  public static TypeModel of(Kind kind, TypeModel argument) {
    return new TypeModel(kind, false, Optional.empty(), List.of(argument));
  }

  /**
   * The declared class: the enum or record, the JDK class of its kind, the box of a primitive.
   *
   * @throws IllegalStateException for {@code byte[]}, which is no declared class
   */
  public JavaName javaName() {
    return named
        .or(() -> Optional.ofNullable(kind.javaName))
        .orElseThrow(() -> new IllegalStateException(kind + " is not a declared class"));
  }

  /**
   * The type as messages show it: {@code int}, {@code byte[]}, {@code java.lang.Integer}, {@code
   * com.Acme.types.Level}.
   */
  public String qualifiedName() {
    if (primitive) {
      return kind.keyword;
    }
    return kind == Kind.BYTES ? "byte[]" : javaName().canonicalName();
  }

  /** Whether DynamoDB stores it as a number ({@code N}). */
  public boolean isNumber() {
    return switch (kind) {
      case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_DECIMAL, BIG_INTEGER -> true;
      default -> false;
    };
  }
}
