package io.edgetable.processor.model;

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

  /** Whether a value of this type can be an index key: {@code S}, {@code N} or {@code B}. */
  public static boolean scalar(String storedType) {
    return storedType.equals("S") || storedType.equals("N") || storedType.equals("B");
  }
}
