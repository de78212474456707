package io.edgetable.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.Month;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The values a condition compares with are stored as the item layout says (an instant as its
 * fixed-width text, an enum as its name); that the marshallers
 * store the same is checked against moto by the processor's {@code MotoRoundTripTest}.
 */
class FieldEncodersTest {
  @Test
  void stringsAreStoredAsTheyAre() {
    assertEquals(AttributeValue.fromS("a#b"), FieldEncoders.STRING.apply("a#b"));
    assertEquals(AttributeValue.fromS("x"), FieldEncoders.CHAR.apply('x'));
  }

  @Test
  void numbersAreStoredAsDecimalText() {
    assertEquals(AttributeValue.fromN("-7"), FieldEncoders.BYTE.apply((byte) -7));
    assertEquals(AttributeValue.fromN("300"), FieldEncoders.SHORT.apply((short) 300));
    assertEquals(AttributeValue.fromN("42"), FieldEncoders.INT.apply(42));
    assertEquals(AttributeValue.fromN("1099511627776"), FieldEncoders.LONG.apply(1L << 40));
    assertEquals(
        AttributeValue.fromN("1.50"), FieldEncoders.BIG_DECIMAL.apply(new BigDecimal("1.50")));
    assertEquals(
        AttributeValue.fromN("1000000000000000000000000000000"),
        FieldEncoders.BIG_INTEGER.apply(BigInteger.TEN.pow(30)));
  }

  @Test
  void booleansAreBool() {
    assertEquals(AttributeValue.fromBool(true), FieldEncoders.BOOLEAN.apply(true));
    assertEquals(AttributeValue.fromBool(false), FieldEncoders.BOOLEAN.apply(false));
  }

  @Test
  void timesAreIsoTextOfFixedWidthSoThatTextOrderIsTimeOrder() {
    assertEquals(
        AttributeValue.fromS("2026-01-02T03:04:05.000000000Z"),
        FieldEncoders.INSTANT.apply(Instant.parse("2026-01-02T03:04:05Z")));
    assertEquals(
        AttributeValue.fromS("2026-01-02"),
        FieldEncoders.LOCAL_DATE.apply(LocalDate.of(2026, 1, 2)));
  }

  @Test
  void uuidsEnumsAndBytes() {
    String uuid = "123e4567-e89b-12d3-a456-426614174000";
    assertEquals(AttributeValue.fromS(uuid), FieldEncoders.UUID.apply(UUID.fromString(uuid)));
    assertEquals(AttributeValue.fromS("MAY"), FieldEncoders.ENUM.apply(Month.MAY));
    assertEquals(
        AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2, 3})),
        FieldEncoders.BYTES.apply(new byte[] {1, 2, 3}));
  }
}
