package io.edgetable.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The encoders of generated {@code FooFields} constants, one shared instance per value type: each
 * encodes a non-null value exactly as the marshaller stores it ({@link AttributeCodecs}). A field
 * naming a constant costs javac no method-reference resolution.
 */
public final class FieldEncoders {
  public static final Function<String, AttributeValue> STRING = AttributeCodecs::encodeString;
  public static final Function<Boolean, AttributeValue> BOOLEAN = AttributeCodecs::encodeBoolean;
  public static final Function<Byte, AttributeValue> BYTE = v -> AttributeCodecs.encodeInt(v);
  public static final Function<Short, AttributeValue> SHORT = v -> AttributeCodecs.encodeInt(v);
  public static final Function<Integer, AttributeValue> INT = AttributeCodecs::encodeInt;
  public static final Function<Long, AttributeValue> LONG = AttributeCodecs::encodeLong;
  public static final Function<Character, AttributeValue> CHAR = AttributeCodecs::encodeChar;
  public static final Function<BigDecimal, AttributeValue> BIG_DECIMAL =
      AttributeCodecs::encodeBigDecimal;
  public static final Function<BigInteger, AttributeValue> BIG_INTEGER =
      AttributeCodecs::encodeBigInteger;
  public static final Function<Instant, AttributeValue> INSTANT = AttributeCodecs::encodeInstant;
  public static final Function<LocalDate, AttributeValue> LOCAL_DATE =
      AttributeCodecs::encodeLocalDate;
  public static final Function<UUID, AttributeValue> UUID = AttributeCodecs::encodeUuid;
  public static final Function<Enum<?>, AttributeValue> ENUM = AttributeCodecs::encodeEnum;
  public static final Function<byte[], AttributeValue> BYTES = AttributeCodecs::encodeBytes;

  private FieldEncoders() {}
}
