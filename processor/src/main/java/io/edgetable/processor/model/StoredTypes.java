package io.edgetable.processor.model;

import java.util.Optional;

/** The DynamoDB type each component is stored as, as the generated marshallers write it. */
public final class StoredTypes {
  private StoredTypes() {}

  /** {@code S}, {@code N}, {@code B}, {@code BOOL}, {@code L}, {@code M}, {@code SS}... */
  public static String of(ComponentModel attribute) {
    if (attribute.role() == ComponentModel.Role.TTL) {
      return "N"; // epoch seconds
    }
    return switch (attribute.type().kind()) {
      case STRING, CHAR, INSTANT, LOCAL_DATE, UUID, ENUM -> "S";
      case BOOLEAN -> "BOOL";
      case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_DECIMAL, BIG_INTEGER -> "N";
      case BYTES -> "B";
      case LIST -> "L";
      case STRING_SET -> "SS";
      case NUMBER_SET -> "NS";
      case MAP, RECORD -> "M";
    };
  }

  /**
   * The runtime's {@code ValueFormat} of a component that reads only some values of its stored
   * type, by its constant's name ({@code INT}, {@code LOCAL_DATE}...; {@code CONSTANT} for an
   * enum, whose constants the generated code names); empty when every value of the type reads.
   */
  public static Optional<String> format(ComponentModel attribute) {
    if (attribute.role() == ComponentModel.Role.TTL) {
      return Optional.of("EPOCH_SECONDS");
    }
    return switch (attribute.type().kind()) {
      case BYTE, SHORT, INT, LONG, BIG_INTEGER, CHAR, INSTANT, LOCAL_DATE, UUID ->
          Optional.of(attribute.type().kind().name());
      case ENUM -> Optional.of("CONSTANT");
      default -> Optional.empty();
    };
  }

  /** Whether a value of this type can be an index key: {@code S}, {@code N} or {@code B}. */
  public static boolean scalar(String storedType) {
    return storedType.equals("S") || storedType.equals("N") || storedType.equals("B");
  }
}
