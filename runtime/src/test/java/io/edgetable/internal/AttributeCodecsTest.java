package io.edgetable.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class AttributeCodecsTest {
  enum Color {
    RED,
    GREEN
  }

  @Test
  void scalarsRoundTrip() {
    assertEquals("héllo ✓", AttributeCodecs.decodeString("a", AttributeCodecs.encodeString("héllo ✓")));
    assertTrue(AttributeCodecs.decodeBoolean("a", AttributeCodecs.encodeBoolean(true)));
    assertEquals(Boolean.FALSE, AttributeCodecs.decodeBooleanOrNull("a", AttributeCodecs.encodeBoolean(false)));
    assertEquals(Byte.MIN_VALUE, AttributeCodecs.decodeByte("a", AttributeCodecs.encodeInt(Byte.MIN_VALUE)));
    assertEquals(Short.MAX_VALUE, AttributeCodecs.decodeShort("a", AttributeCodecs.encodeInt(Short.MAX_VALUE)));
    assertEquals(Integer.MIN_VALUE, AttributeCodecs.decodeInt("a", AttributeCodecs.encodeInt(Integer.MIN_VALUE)));
    assertEquals(Long.MAX_VALUE, AttributeCodecs.decodeLong("a", AttributeCodecs.encodeLong(Long.MAX_VALUE)));
    assertEquals(1.5e-7f, AttributeCodecs.decodeFloat("a", AttributeCodecs.encodeFloat("a", 1.5e-7f)));
    assertEquals(Math.PI, AttributeCodecs.decodeDouble("a", AttributeCodecs.encodeDouble("a", Math.PI)));
    assertEquals('€', AttributeCodecs.decodeChar("a", AttributeCodecs.encodeChar('€')));
    BigDecimal decimal = new BigDecimal("-12345678901234567890.123456789");
    assertEquals(decimal, AttributeCodecs.decodeBigDecimal("a", AttributeCodecs.encodeBigDecimal(decimal)));
    BigInteger big = new BigInteger("123456789012345678901234567890");
    assertEquals(big, AttributeCodecs.decodeBigInteger("a", AttributeCodecs.encodeBigInteger(big)));
    UUID uuid = UUID.randomUUID();
    assertEquals(uuid, AttributeCodecs.decodeUuid("a", AttributeCodecs.encodeUuid(uuid)));
    assertEquals(Color.GREEN, AttributeCodecs.decodeEnum("a", AttributeCodecs.encodeEnum(Color.GREEN), Color::valueOf));
    assertEquals("GREEN", AttributeCodecs.encodeEnum(Color.GREEN).s());
    byte[] bytes = {0, 1, -1, 127};
    assertArrayEquals(bytes, AttributeCodecs.decodeBytes("a", AttributeCodecs.encodeBytes(bytes)));
  }

  @Test
  void numbersAreStoredAsN() {
    assertEquals("42", AttributeCodecs.encodeInt(42).n());
    assertEquals("-7", AttributeCodecs.encodeLong(-7).n());
    assertEquals("x", AttributeCodecs.encodeChar('x').s());
  }

  @Test
  void missingAttributesReadAsNullOrDefault() {
    assertNull(AttributeCodecs.decodeString("a", null));
    assertNull(AttributeCodecs.decodeIntOrNull("a", null));
    assertEquals(0, AttributeCodecs.decodeInt("a", null));
    assertEquals(0L, AttributeCodecs.decodeLong("a", null));
    assertEquals(0d, AttributeCodecs.decodeDouble("a", null));
    assertEquals('\0', AttributeCodecs.decodeChar("a", null));
    assertFalse(AttributeCodecs.decodeBoolean("a", null));
    assertNull(AttributeCodecs.decodeInstant("a", null));
    assertNull(AttributeCodecs.decodeList("a", null, e -> e));
    assertNull(AttributeCodecs.decodeMap("a", null, e -> e));
    assertNull(AttributeCodecs.decodeRecord("a", null));
    assertNull(AttributeCodecs.decodeString("a", AttributeCodecs.nul()));
    assertEquals(0, AttributeCodecs.decodeInt("a", AttributeCodecs.nul()));
  }

  @Test
  void nonFiniteNumbersAreRejectedNamingTheAttribute() {
    IllegalArgumentException nan =
        assertThrows(IllegalArgumentException.class, () -> AttributeCodecs.encodeDouble("score", Double.NaN));
    assertTrue(nan.getMessage().contains("'score'"), nan.getMessage());
    assertThrows(
        IllegalArgumentException.class, () -> AttributeCodecs.encodeFloat("f", Float.POSITIVE_INFINITY));
    IllegalArgumentException inSet =
        assertThrows(
            IllegalArgumentException.class,
            () -> AttributeCodecs.encodeNumberSet("weights", Set.of(1.0, Double.NEGATIVE_INFINITY)));
    assertTrue(inSet.getMessage().contains("'weights'"), inSet.getMessage());
  }

  @Test
  void wrongStoredTypesNameTheAttribute() {
    AttributeValue text = AttributeValue.fromS("x");
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeInt("count", text));
    assertTrue(e.getMessage().contains("'count'"), e.getMessage());
    assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeString("s", AttributeValue.fromN("1")));
    assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeList("l", text, v -> v));
    assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeStringSet("t", text));
    assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeRecord("r", text));
    assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeBytes("b", text));
    assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeInt("i", AttributeValue.fromN("1.5")));
    assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeByte("i", AttributeValue.fromN("300")));
    assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeChar("c", AttributeValue.fromS("ab")));
    assertThrows(
        IllegalStateException.class, () -> AttributeCodecs.decodeEnum("e", AttributeValue.fromS("BLUE"), Color::valueOf));
    assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeUuid("u", text));
    assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeLocalDate("d", text));
    assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeInstant("i", text));
  }

  @Test
  void listsKeepOrderAndNulls() {
    List<String> list = Arrays.asList("b", null, "a");
    AttributeValue stored = AttributeCodecs.encodeList(list, AttributeCodecs::encodeString);
    assertEquals(3, stored.l().size());
    assertEquals(Boolean.TRUE, stored.l().get(1).nul());
    List<String> read = AttributeCodecs.decodeList("l", stored, e -> AttributeCodecs.decodeString("l[]", e));
    assertEquals(list, read);
    assertThrows(UnsupportedOperationException.class, () -> read.add("c"));
    assertEquals(List.of(), AttributeCodecs.decodeList("l", AttributeCodecs.encodeList(List.<String>of(), AttributeCodecs::encodeString), e -> e));
  }

  @Test
  void setsUseSsAndNsAndEmptyReadsBackEmpty() {
    Set<String> tags = new LinkedHashSet<>(List.of("x", "y"));
    AttributeValue ss = AttributeCodecs.encodeStringSet("tags", tags);
    assertEquals(List.of("x", "y"), ss.ss());
    assertEquals(tags, AttributeCodecs.decodeStringSet("tags", ss));

    AttributeValue ns = AttributeCodecs.encodeNumberSet("n", Set.of(1, 2, 3));
    assertEquals(3, ns.ns().size());
    assertEquals(Set.of(1, 2, 3), AttributeCodecs.decodeNumberSet("n", ns, Integer::valueOf));
    assertEquals(
        Set.of(new BigDecimal("1.25")),
        AttributeCodecs.decodeNumberSet("n", AttributeCodecs.encodeNumberSet("n", Set.of(new BigDecimal("1.25"))), BigDecimal::new));

    assertEquals(Boolean.TRUE, AttributeCodecs.encodeStringSet("tags", Set.of()).nul());
    assertEquals(Set.of(), AttributeCodecs.decodeStringSet("tags", null));
    assertEquals(Set.of(), AttributeCodecs.decodeNumberSet("n", AttributeCodecs.nul(), Long::valueOf));
    assertThrows(
        IllegalArgumentException.class, () -> AttributeCodecs.encodeStringSet("tags", new LinkedHashSet<>(Arrays.asList("a", null))));
    assertThrows(
        IllegalStateException.class,
        () -> AttributeCodecs.decodeNumberSet("n", AttributeValue.fromNs(List.of("1.5")), Integer::valueOf));
  }

  @Test
  void mapsKeepNullValues() {
    Map<String, List<Integer>> map = new HashMap<>();
    map.put("a", List.of(1, 2));
    map.put("none", null);
    map.put("ключ", new ArrayList<>());
    AttributeValue stored =
        AttributeCodecs.encodeMap(map, v -> AttributeCodecs.encodeList(v, AttributeCodecs::encodeInt));
    Map<String, List<Integer>> read =
        AttributeCodecs.decodeMap(
            "m", stored, v -> AttributeCodecs.decodeList("m{}", v, e -> AttributeCodecs.decodeIntOrNull("m{}[]", e)));
    assertEquals(map, read);
    assertThrows(UnsupportedOperationException.class, () -> read.put("b", List.of()));
  }

  @Test
  void instantsHaveFixedWidthAndSortAsText() {
    Instant whole = Instant.parse("2026-01-02T03:04:05Z");
    Instant later = whole.plusMillis(500);
    assertEquals("2026-01-02T03:04:05.000000000Z", AttributeCodecs.encodeInstant(whole).s());
    assertEquals("2026-01-02T03:04:05.500000000Z", AttributeCodecs.encodeInstant(later).s());
    assertTrue(AttributeCodecs.encodeInstant(whole).s().compareTo(AttributeCodecs.encodeInstant(later).s()) < 0);

    Instant[] samples = {
      Instant.EPOCH,
      Instant.ofEpochSecond(-1, 999_999_999),
      Instant.parse("0000-01-01T00:00:00Z"),
      Instant.parse("9999-12-31T23:59:59.999999999Z"),
      Instant.parse("+10000-01-01T00:00:00Z"),
      Instant.parse("-0001-06-01T12:00:00.1Z"),
      Instant.ofEpochSecond(TimeUnit.DAYS.toSeconds(20_000), 123_456_789),
    };
    for (Instant sample : samples) {
      assertEquals(sample, AttributeCodecs.decodeInstant("t", AttributeCodecs.encodeInstant(sample)), sample.toString());
    }
    assertEquals(whole, AttributeCodecs.decodeInstant("t", AttributeValue.fromS("2026-01-02T03:04:05Z")));
    assertEquals(whole, AttributeCodecs.decodeInstant("t", AttributeValue.fromS("2026-01-02T05:04:05+02:00")));
    assertThrows(
        IllegalStateException.class,
        () -> AttributeCodecs.decodeInstant("t", AttributeValue.fromS("2026-13-02T03:04:05.000000000Z")));
  }

  @Test
  void datesAreIso() {
    LocalDate date = LocalDate.of(2026, 9, 1);
    assertEquals("2026-09-01", AttributeCodecs.encodeLocalDate(date).s());
    assertEquals(date, AttributeCodecs.decodeLocalDate("d", AttributeValue.fromS("2026-09-01")));
    LocalDate far = LocalDate.of(12345, 1, 1);
    assertEquals(far, AttributeCodecs.decodeLocalDate("d", AttributeCodecs.encodeLocalDate(far)));
    assertThrows(IllegalStateException.class, () -> AttributeCodecs.decodeLocalDate("d", AttributeValue.fromS("2026-02-30")));
  }

  @Test
  void newItemIsMutable() {
    Map<String, AttributeValue> item = AttributeCodecs.newItem(5);
    item.put("PK", AttributeValue.fromS("x"));
    assertEquals(1, item.size());
  }
}
