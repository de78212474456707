package io.edgetable.internal.codec;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The encoders of generated {@code FooFields} constants, one shared instance per value type: each
 * encodes a non-null value exactly as the marshaller stores it ({@link AttributeEncoders}). A field
 * naming a constant costs javac no method-reference resolution.
 */
public final class FieldEncoders {
  public static final Function<String, AttributeValue> STRING = AttributeEncoders::encodeString;
  public static final Function<Boolean, AttributeValue> BOOLEAN = AttributeEncoders::encodeBoolean;
  public static final Function<Byte, AttributeValue> BYTE = v -> AttributeEncoders.encodeInt(v);
  public static final Function<Short, AttributeValue> SHORT = v -> AttributeEncoders.encodeInt(v);
  public static final Function<Integer, AttributeValue> INT = AttributeEncoders::encodeInt;
  public static final Function<Long, AttributeValue> LONG = AttributeEncoders::encodeLong;
  public static final Function<Character, AttributeValue> CHAR = AttributeEncoders::encodeChar;
  public static final Function<BigDecimal, AttributeValue> BIG_DECIMAL =
      AttributeEncoders::encodeBigDecimal;
  public static final Function<BigInteger, AttributeValue> BIG_INTEGER =
      AttributeEncoders::encodeBigInteger;
  public static final Function<Instant, AttributeValue> INSTANT = AttributeEncoders::encodeInstant;

  /** A {@code @Ttl} instant: epoch seconds, as DynamoDB's time to live reads it. */
  public static final Function<Instant, AttributeValue> EPOCH_SECONDS =
      AttributeEncoders::encodeEpochSeconds;

  public static final Function<LocalDate, AttributeValue> LOCAL_DATE =
      AttributeEncoders::encodeLocalDate;
  public static final Function<UUID, AttributeValue> UUID = AttributeEncoders::encodeUuid;
  public static final Function<Enum<?>, AttributeValue> ENUM = AttributeEncoders::encodeEnum;
  public static final Function<byte[], AttributeValue> BYTES = AttributeEncoders::encodeBytes;

  private FieldEncoders() {}
}
