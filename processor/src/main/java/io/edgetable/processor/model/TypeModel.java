package io.edgetable.processor.model;

import java.util.List;

/**
 * A component's Java type, as much as the generators need of it. {@code qualifiedName} is the
 * canonical name of the declared type ({@code java.lang.Integer}, {@code com.acme.Grade}); for
 * primitives it is the keyword ({@code int}). {@code arguments} holds the element type of a list
 * or set and the value type of a map (keys are always {@code String}).
 */
public record TypeModel(Kind kind, String qualifiedName, boolean primitive, List<TypeModel> arguments) {

  public enum Kind {
    STRING,
    BOOLEAN,
    BYTE,
    SHORT,
    INT,
    LONG,
    FLOAT,
    DOUBLE,
    CHAR,
    BIG_DECIMAL,
    BIG_INTEGER,
    INSTANT,
    LOCAL_DATE,
    UUID,
    ENUM,
    BYTES,
    LIST,
    STRING_SET,
    NUMBER_SET,
    MAP,
    /** A nested record, stored as a map; its components are in {@link RecordShape}. */
    RECORD
  }

  public TypeModel {
    arguments = List.copyOf(arguments);
  }

  public static TypeModel of(Kind kind, String qualifiedName, boolean primitive) {
    return new TypeModel(kind, qualifiedName, primitive, List.of());
  }

  /** Whether DynamoDB stores it as a number ({@code N}). */
  public boolean isNumber() {
    return switch (kind) {
      case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_DECIMAL, BIG_INTEGER -> true;
      default -> false;
    };
  }
}
