package io.edgetable.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.Month;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Every shared field encoder stores a value exactly as the marshallers do. */
class FieldEncodersTest {
  @Test
  void eachEncoderMatchesTheMarshallersEncoding() {
    assertEquals(AttributeCodecs.encodeString("a#b"), FieldEncoders.STRING.apply("a#b"));
    assertEquals(AttributeCodecs.encodeBoolean(true), FieldEncoders.BOOLEAN.apply(true));
    assertEquals(AttributeCodecs.encodeInt(-7), FieldEncoders.BYTE.apply((byte) -7));
    assertEquals(AttributeCodecs.encodeInt(300), FieldEncoders.SHORT.apply((short) 300));
    assertEquals(AttributeCodecs.encodeInt(42), FieldEncoders.INT.apply(42));
    assertEquals(AttributeCodecs.encodeLong(1L << 40), FieldEncoders.LONG.apply(1L << 40));
    assertEquals(AttributeCodecs.encodeChar('x'), FieldEncoders.CHAR.apply('x'));
    assertEquals(
        AttributeCodecs.encodeBigDecimal(new BigDecimal("1.50")),
        FieldEncoders.BIG_DECIMAL.apply(new BigDecimal("1.50")));
    assertEquals(
        AttributeCodecs.encodeBigInteger(BigInteger.TEN.pow(30)),
        FieldEncoders.BIG_INTEGER.apply(BigInteger.TEN.pow(30)));
    Instant instant = Instant.parse("2026-01-02T03:04:05Z");
    assertEquals(AttributeCodecs.encodeInstant(instant), FieldEncoders.INSTANT.apply(instant));
    LocalDate date = LocalDate.of(2026, 1, 2);
    assertEquals(AttributeCodecs.encodeLocalDate(date), FieldEncoders.LOCAL_DATE.apply(date));
    UUID uuid = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
    assertEquals(AttributeCodecs.encodeUuid(uuid), FieldEncoders.UUID.apply(uuid));
    assertEquals(AttributeCodecs.encodeEnum(Month.MAY), FieldEncoders.ENUM.apply(Month.MAY));
    byte[] bytes = {1, 2, 3};
    assertEquals(AttributeCodecs.encodeBytes(bytes), FieldEncoders.BYTES.apply(bytes));
  }
}
