package io.edgetable.schema;

import io.edgetable.internal.codec.AttributeDecoders;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Which values of its DynamoDB type a component reads: an integral number within the range of
 * its Java type, whole seconds since the epoch (a {@code @Ttl} instant), one character, an
 * ISO-8601 date or instant, a UUID, or the name of one of an enum's constants. Declared with
 * {@link EdgeSchema#withAttribute(String, ValueFormat)}; the integrity doctor reports a stored
 * value outside its format as a {@code ValueMismatch}, since the record cannot be read from it.
 *
 * <pre>{@code
 * EdgeSchema.node("Repo")
 *     .withAttribute("forks", ValueFormat.INT)
 *     .withAttribute("visibility", ValueFormat.constants(Visibility.values()))
 * }</pre>
 *
 * @param kind what values the component reads
 * @param constants the constant names, for {@link Kind#CONSTANT} (empty for the other kinds)
 */
public record ValueFormat(Kind kind, List<String> constants) implements Serializable {
  private static final long serialVersionUID = 1L;

  /** What values a component reads, and the DynamoDB type they are stored as. */
  public enum Kind {
    BYTE(AttributeValue.Type.N, "a byte (-128 to 127)"),
    SHORT(AttributeValue.Type.N, "a short (-32768 to 32767)"),
    INT(AttributeValue.Type.N, "an int (-2147483648 to 2147483647)"),
    LONG(AttributeValue.Type.N, "a long (-9223372036854775808 to 9223372036854775807)"),
    BIG_INTEGER(AttributeValue.Type.N, "an integer"),
    EPOCH_SECONDS(AttributeValue.Type.N, "whole seconds since 1970 (a @Ttl instant)"),
    CHAR(AttributeValue.Type.S, "one character"),
    INSTANT(AttributeValue.Type.S, "an ISO-8601 instant"),
    LOCAL_DATE(AttributeValue.Type.S, "an ISO-8601 date"),
    UUID(AttributeValue.Type.S, "a UUID"),
    CONSTANT(AttributeValue.Type.S, "a constant name");

    private final AttributeValue.Type type;
    private final String described;

    Kind(AttributeValue.Type type, String described) {
      this.type = type;
      this.described = described;
    }

    /** The DynamoDB type values of this kind are stored as. */
    public AttributeValue.Type type() {
      return type;
    }
  }

  public static final ValueFormat BYTE = of(Kind.BYTE);
  public static final ValueFormat SHORT = of(Kind.SHORT);
  public static final ValueFormat INT = of(Kind.INT);
  public static final ValueFormat LONG = of(Kind.LONG);
  public static final ValueFormat BIG_INTEGER = of(Kind.BIG_INTEGER);
  public static final ValueFormat EPOCH_SECONDS = of(Kind.EPOCH_SECONDS);
  public static final ValueFormat CHAR = of(Kind.CHAR);
  public static final ValueFormat INSTANT = of(Kind.INSTANT);
  public static final ValueFormat LOCAL_DATE = of(Kind.LOCAL_DATE);
  public static final ValueFormat UUID = of(Kind.UUID);

  /** Checks that only {@link Kind#CONSTANT} has constants; copies them. */
  public ValueFormat {
    Objects.requireNonNull(kind, "kind");
    constants = List.copyOf(constants);
    if (kind != Kind.CONSTANT && !constants.isEmpty()) {
      throw new IllegalArgumentException(kind + " has no constants, was given " + constants);
    }
  }

  /** The names of an enum's constants, e.g. {@code ValueFormat.constants(Role.values())}. */
  public static ValueFormat constants(Enum<?>[] constants) {
    return new ValueFormat(
        Kind.CONSTANT, java.util.Arrays.stream(constants).map(Enum::name).toList());
  }

  /** The constant names given, e.g. {@code ValueFormat.constants("OWNER", "MEMBER")}. */
  public static ValueFormat constants(String... names) {
    return new ValueFormat(Kind.CONSTANT, List.of(names));
  }

  private static ValueFormat of(Kind kind) {
    return new ValueFormat(kind, List.of());
  }

  /** The DynamoDB type its values are stored as. */
  public AttributeValue.Type type() {
    return kind.type;
  }

  /** What a readable value is, for messages: {@code an int (...)}, {@code one of [A, B]}. */
  public String describe() {
    return kind == Kind.CONSTANT ? "one of the constants " + constants : kind.described;
  }

  /**
   * Whether a component of this format reads {@code value}, stored with its type: the rule the
   * generated marshallers apply, so a value this refuses is one a read would throw on.
   */
  public boolean reads(AttributeValue value) {
    String name = "value";
    try {
      switch (kind) {
        case BYTE -> AttributeDecoders.decodeByte(name, value);
        case SHORT -> AttributeDecoders.decodeShort(name, value);
        case INT -> AttributeDecoders.decodeInt(name, value);
        case LONG -> AttributeDecoders.decodeLong(name, value);
        case BIG_INTEGER -> AttributeDecoders.decodeBigInteger(name, value);
        case EPOCH_SECONDS -> AttributeDecoders.decodeEpochSeconds(name, value);
        case CHAR -> AttributeDecoders.decodeCharOrNull(name, value);
        case INSTANT -> AttributeDecoders.decodeInstant(name, value);
        case LOCAL_DATE -> AttributeDecoders.decodeLocalDate(name, value);
        case UUID -> AttributeDecoders.decodeUuid(name, value);
        case CONSTANT -> {
          return constants.contains(value.s());
        }
      }
      return true;
    } catch (RuntimeException unreadable) {
      return false;
    }
  }
}
