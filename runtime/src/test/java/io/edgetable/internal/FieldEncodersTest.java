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
    assertEquals(AttributeEncoders.encodeString("a#b"), FieldEncoders.STRING.apply("a#b"));
    assertEquals(AttributeEncoders.encodeBoolean(true), FieldEncoders.BOOLEAN.apply(true));
    assertEquals(AttributeEncoders.encodeInt(-7), FieldEncoders.BYTE.apply((byte) -7));
    assertEquals(AttributeEncoders.encodeInt(300), FieldEncoders.SHORT.apply((short) 300));
    assertEquals(AttributeEncoders.encodeInt(42), FieldEncoders.INT.apply(42));
    assertEquals(AttributeEncoders.encodeLong(1L << 40), FieldEncoders.LONG.apply(1L << 40));
    assertEquals(AttributeEncoders.encodeChar('x'), FieldEncoders.CHAR.apply('x'));
    assertEquals(
        AttributeEncoders.encodeBigDecimal(new BigDecimal("1.50")),
        FieldEncoders.BIG_DECIMAL.apply(new BigDecimal("1.50")));
    assertEquals(
        AttributeEncoders.encodeBigInteger(BigInteger.TEN.pow(30)),
        FieldEncoders.BIG_INTEGER.apply(BigInteger.TEN.pow(30)));
    Instant instant = Instant.parse("2026-01-02T03:04:05Z");
    assertEquals(AttributeEncoders.encodeInstant(instant), FieldEncoders.INSTANT.apply(instant));
    LocalDate date = LocalDate.of(2026, 1, 2);
    assertEquals(AttributeEncoders.encodeLocalDate(date), FieldEncoders.LOCAL_DATE.apply(date));
    UUID uuid = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
    assertEquals(AttributeEncoders.encodeUuid(uuid), FieldEncoders.UUID.apply(uuid));
    assertEquals(AttributeEncoders.encodeEnum(Month.MAY), FieldEncoders.ENUM.apply(Month.MAY));
    byte[] bytes = {1, 2, 3};
    assertEquals(AttributeEncoders.encodeBytes(bytes), FieldEncoders.BYTES.apply(bytes));
  }
}
