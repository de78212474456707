package io.edgetable.internal.codec;

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
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
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

class AttributeValuesTest {
  enum Color {
    RED,
    GREEN
  }

  @Test
  void scalarsRoundTrip() {
    assertEquals(
        "héllo ✓", AttributeDecoders.decodeString("a", AttributeEncoders.encodeString("héllo ✓")));
    assertTrue(AttributeDecoders.decodeBoolean("a", AttributeEncoders.encodeBoolean(true)));
    assertEquals(
        Boolean.FALSE,
        AttributeDecoders.decodeBooleanOrNull("a", AttributeEncoders.encodeBoolean(false)));
    assertEquals(
        Byte.MIN_VALUE,
        AttributeDecoders.decodeByte("a", AttributeEncoders.encodeInt(Byte.MIN_VALUE)));
    assertEquals(
        Short.MAX_VALUE,
        AttributeDecoders.decodeShort("a", AttributeEncoders.encodeInt(Short.MAX_VALUE)));
    assertEquals(
        Integer.MIN_VALUE,
        AttributeDecoders.decodeInt("a", AttributeEncoders.encodeInt(Integer.MIN_VALUE)));
    assertEquals(
        Long.MAX_VALUE,
        AttributeDecoders.decodeLong("a", AttributeEncoders.encodeLong(Long.MAX_VALUE)));
    assertEquals(
        1.5e-7f, AttributeDecoders.decodeFloat("a", AttributeEncoders.encodeFloat("a", 1.5e-7f)));
    assertEquals(
        Math.PI, AttributeDecoders.decodeDouble("a", AttributeEncoders.encodeDouble("a", Math.PI)));
    assertEquals('€', AttributeDecoders.decodeChar("a", AttributeEncoders.encodeChar('€')));
    BigDecimal decimal = new BigDecimal("-12345678901234567890.123456789");
    assertEquals(
        decimal,
        AttributeDecoders.decodeBigDecimal("a", AttributeEncoders.encodeBigDecimal(decimal)));
    BigInteger big = new BigInteger("123456789012345678901234567890");
    assertEquals(
        big, AttributeDecoders.decodeBigInteger("a", AttributeEncoders.encodeBigInteger(big)));
    UUID uuid = UUID.randomUUID();
    assertEquals(uuid, AttributeDecoders.decodeUuid("a", AttributeEncoders.encodeUuid(uuid)));
    assertEquals(
        Color.GREEN,
        AttributeDecoders.decodeEnum("a", AttributeEncoders.encodeEnum(Color.GREEN), Color.class));
    assertEquals("GREEN", AttributeEncoders.encodeEnum(Color.GREEN).s());
    byte[] bytes = {0, 1, -1, 127};
    assertArrayEquals(
        bytes, AttributeDecoders.decodeBytes("a", AttributeEncoders.encodeBytes(bytes)));
  }

  @Test
  void numbersAreStoredAsN() {
    assertEquals("42", AttributeEncoders.encodeInt(42).n());
    assertEquals("-7", AttributeEncoders.encodeLong(-7).n());
    assertEquals("x", AttributeEncoders.encodeChar('x').s());
  }

  @Test
  void missingAttributesReadAsNullOrDefault() {
    assertNull(AttributeDecoders.decodeString("a", null));
    assertNull(AttributeDecoders.decodeIntOrNull("a", null));
    assertEquals(0, AttributeDecoders.decodeInt("a", null));
    assertEquals(0L, AttributeDecoders.decodeLong("a", null));
    assertEquals(0d, AttributeDecoders.decodeDouble("a", null));
    assertEquals('\0', AttributeDecoders.decodeChar("a", null));
    assertFalse(AttributeDecoders.decodeBoolean("a", null));
    assertNull(AttributeDecoders.decodeInstant("a", null));
    assertNull(AttributeDecoders.decodeList("a", null, e -> e));
    assertNull(AttributeDecoders.decodeMap("a", null, e -> e));
    assertNull(AttributeDecoders.decodeRecord("a", null));
    assertNull(AttributeDecoders.decodeString("a", AttributeEncoders.nul()));
    assertEquals(0, AttributeDecoders.decodeInt("a", AttributeEncoders.nul()));
  }

  @Test
  void nonFiniteNumbersAreRejectedNamingTheAttribute() {
    IllegalArgumentException nan =
        assertThrows(
            IllegalArgumentException.class,
            () -> AttributeEncoders.encodeDouble("score", Double.NaN));
    assertTrue(nan.getMessage().contains("'score'"), nan.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> AttributeEncoders.encodeFloat("f", Float.POSITIVE_INFINITY));
    IllegalArgumentException inSet =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                AttributeEncoders.encodeNumberSet(
                    "weights", Set.of(1.0, Double.NEGATIVE_INFINITY)));
    assertTrue(inSet.getMessage().contains("'weights'"), inSet.getMessage());
  }

  @Test
  void wrongStoredTypesNameTheAttribute() {
    AttributeValue text = AttributeValue.fromS("x");
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> AttributeDecoders.decodeInt("count", text));
    assertTrue(e.getMessage().contains("'count'"), e.getMessage());
    assertThrows(
        IllegalStateException.class,
        () -> AttributeDecoders.decodeString("s", AttributeValue.fromN("1")));
    assertThrows(
        IllegalStateException.class, () -> AttributeDecoders.decodeList("l", text, v -> v));
    assertThrows(IllegalStateException.class, () -> AttributeDecoders.decodeStringSet("t", text));
    assertThrows(IllegalStateException.class, () -> AttributeDecoders.decodeRecord("r", text));
    assertThrows(IllegalStateException.class, () -> AttributeDecoders.decodeBytes("b", text));
    assertThrows(
        IllegalStateException.class,
        () -> AttributeDecoders.decodeInt("i", AttributeValue.fromN("1.5")));
    assertThrows(
        IllegalStateException.class,
        () -> AttributeDecoders.decodeByte("i", AttributeValue.fromN("300")));
    assertThrows(
        IllegalStateException.class,
        () -> AttributeDecoders.decodeChar("c", AttributeValue.fromS("ab")));
    assertThrows(
        IllegalStateException.class,
        () -> AttributeDecoders.decodeEnum("e", AttributeValue.fromS("BLUE"), Color.class));
    assertThrows(IllegalStateException.class, () -> AttributeDecoders.decodeUuid("u", text));
    assertThrows(IllegalStateException.class, () -> AttributeDecoders.decodeLocalDate("d", text));
    assertThrows(IllegalStateException.class, () -> AttributeDecoders.decodeInstant("i", text));
  }

  @Test
  void listsKeepOrderAndNulls() {
    List<String> list = Arrays.asList("b", null, "a");
    AttributeValue stored = AttributeEncoders.encodeList(list, AttributeEncoders::encodeString);
    assertEquals(3, stored.l().size());
    assertEquals(Boolean.TRUE, stored.l().get(1).nul());
    List<String> read =
        AttributeDecoders.decodeList("l", stored, e -> AttributeDecoders.decodeString("l[]", e));
    assertEquals(list, read);
    assertThrows(UnsupportedOperationException.class, () -> read.add("c"));
    assertEquals(
        List.of(),
        AttributeDecoders.decodeList(
            "l",
            AttributeEncoders.encodeList(List.<String>of(), AttributeEncoders::encodeString),
            e -> e));
  }

  @Test
  void setsUseSsAndNsAndEmptyReadsBackEmpty() {
    Set<String> tags = new LinkedHashSet<>(List.of("x", "y"));
    AttributeValue ss = AttributeEncoders.encodeStringSet("tags", tags);
    assertEquals(List.of("x", "y"), ss.ss());
    assertEquals(tags, AttributeDecoders.decodeStringSet("tags", ss));

    AttributeValue ns = AttributeEncoders.encodeNumberSet("n", Set.of(1, 2, 3));
    assertEquals(3, ns.ns().size());
    assertEquals(Set.of(1, 2, 3), AttributeDecoders.decodeNumberSet("n", ns, Integer::valueOf));
    assertEquals(
        Set.of(new BigDecimal("1.25")),
        AttributeDecoders.decodeNumberSet(
            "n",
            AttributeEncoders.encodeNumberSet("n", Set.of(new BigDecimal("1.25"))),
            BigDecimal::new));

    assertEquals(Boolean.TRUE, AttributeEncoders.encodeStringSet("tags", Set.of()).nul());
    assertEquals(Set.of(), AttributeDecoders.decodeStringSet("tags", null));
    assertEquals(
        Set.of(), AttributeDecoders.decodeNumberSet("n", AttributeEncoders.nul(), Long::valueOf));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            AttributeEncoders.encodeStringSet(
                "tags", new LinkedHashSet<>(Arrays.asList("a", null))));
    assertThrows(
        IllegalStateException.class,
        () ->
            AttributeDecoders.decodeNumberSet(
                "n", AttributeValue.fromNs(List.of("1.5")), Integer::valueOf));
  }

  @Test
  void mapsKeepNullValues() {
    Map<String, List<Integer>> map = new HashMap<>();
    map.put("a", List.of(1, 2));
    map.put("none", null);
    map.put("ключ", new ArrayList<>());
    AttributeValue stored =
        AttributeEncoders.encodeMap(
            map, v -> AttributeEncoders.encodeList(v, AttributeEncoders::encodeInt));
    Map<String, List<Integer>> read =
        AttributeDecoders.decodeMap(
            "m",
            stored,
            v ->
                AttributeDecoders.decodeList(
                    "m{}", v, e -> AttributeDecoders.decodeIntOrNull("m{}[]", e)));
    assertEquals(map, read);
    assertThrows(UnsupportedOperationException.class, () -> read.put("b", List.of()));
  }

  @Test
  void textWithAnUnpairedSurrogateIsRejectedNamingTheAttribute() {
    String bad = "bad\uD800x";
    IllegalArgumentException named =
        assertThrows(
            IllegalArgumentException.class, () -> AttributeEncoders.encodeString("note", bad));
    assertTrue(
        named.getMessage().startsWith("Attribute 'note' holds an unpaired"), named.getMessage());
    assertTrue(named.getMessage().contains("U+D800 at index 3"), named.getMessage());
    Set<String> tags = new LinkedHashSet<>(List.of("ok", bad));
    IllegalArgumentException inSet =
        assertThrows(
            IllegalArgumentException.class, () -> AttributeEncoders.encodeStringSet("tags", tags));
    assertTrue(inSet.getMessage().contains("'tags'"), inSet.getMessage());
    assertThrows(IllegalArgumentException.class, () -> AttributeEncoders.encodeString(bad));
    assertThrows(IllegalArgumentException.class, () -> FieldEncoders.STRING.apply("\uDC00"));
    assertThrows(IllegalArgumentException.class, () -> AttributeEncoders.encodeChar('\uD83D'));
    Map<String, Long> badKey = Map.of(bad, 1L);
    assertThrows(
        IllegalArgumentException.class,
        () -> AttributeEncoders.encodeMap(badKey, AttributeEncoders::encodeLong));
    // Whole surrogate pairs are text like any other.
    String emoji = "\uD83D\uDE00";
    assertEquals(emoji, AttributeEncoders.encodeString("note", emoji).s());
    assertEquals(List.of(emoji), AttributeEncoders.encodeStringSet("tags", Set.of(emoji)).ss());
    Map<String, Long> emojiKey = Map.of(emoji, 1L);
    assertEquals(
        emojiKey.keySet(),
        AttributeEncoders.encodeMap(emojiKey, AttributeEncoders::encodeLong).m().keySet());
  }

  @Test
  void instantsHaveFixedWidthAndSortAsText() {
    Instant whole = Instant.parse("2026-01-02T03:04:05Z");
    Instant later = whole.plusMillis(500);
    assertEquals("2026-01-02T03:04:05.000000000Z", AttributeEncoders.encodeInstant(whole).s());
    assertEquals("2026-01-02T03:04:05.500000000Z", AttributeEncoders.encodeInstant(later).s());
    assertTrue(
        AttributeEncoders.encodeInstant(whole)
                .s()
                .compareTo(AttributeEncoders.encodeInstant(later).s())
            < 0);

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
      assertEquals(
          sample,
          AttributeDecoders.decodeInstant("t", AttributeEncoders.encodeInstant(sample)),
          sample.toString());
    }
    assertEquals(
        whole, AttributeDecoders.decodeInstant("t", AttributeValue.fromS("2026-01-02T03:04:05Z")));
    assertEquals(
        whole,
        AttributeDecoders.decodeInstant("t", AttributeValue.fromS("2026-01-02T05:04:05+02:00")));
    assertThrows(
        IllegalStateException.class,
        () ->
            AttributeDecoders.decodeInstant(
                "t", AttributeValue.fromS("2026-13-02T03:04:05.000000000Z")));
  }

  @Test
  void instantTextMatchesJavaTimeOnEveryDayOfFourCenturiesAndAroundYearZero() {
    DateTimeFormatter fixedWidth =
        DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSS'Z'").withZone(ZoneOffset.UTC);
    long[][] ranges = {
      {LocalDate.of(1800, 1, 1).toEpochDay(), LocalDate.of(2201, 1, 1).toEpochDay()},
      {LocalDate.of(0, 1, 1).toEpochDay(), LocalDate.of(2, 1, 1).toEpochDay()},
      {LocalDate.of(9998, 1, 1).toEpochDay(), LocalDate.of(9999, 12, 31).toEpochDay()},
    };
    for (long[] range : ranges) {
      for (long day = range[0]; day <= range[1]; day++) {
        Instant instant = Instant.ofEpochSecond(day * 86_400 + 86_399, 7);
        String text = AttributeEncoders.encodeInstant(instant).s();
        assertEquals(fixedWidth.format(instant), text);
        assertEquals(instant, AttributeDecoders.decodeInstant("t", AttributeValue.fromS(text)));
      }
    }
  }

  @Test
  void impossibleDatesInFixedWidthInstantsAreRejected() {
    for (String date : new String[] {"2026-02-29", "1900-02-29", "2026-04-31", "2026-00-10"}) {
      AttributeValue text = AttributeValue.fromS(date + "T00:00:00.000000000Z");
      assertThrows(
          IllegalStateException.class, () -> AttributeDecoders.decodeInstant("t", text), date);
    }
    assertEquals(
        Instant.parse("2000-02-29T00:00:00Z"),
        AttributeDecoders.decodeInstant(
            "t", AttributeValue.fromS("2000-02-29T00:00:00.000000000Z")));
  }

  @Test
  void datesAreIso() {
    LocalDate date = LocalDate.of(2026, 9, 1);
    assertEquals("2026-09-01", AttributeEncoders.encodeLocalDate(date).s());
    assertEquals(date, AttributeDecoders.decodeLocalDate("d", AttributeValue.fromS("2026-09-01")));
    LocalDate far = LocalDate.of(12345, 1, 1);
    assertEquals(
        far, AttributeDecoders.decodeLocalDate("d", AttributeEncoders.encodeLocalDate(far)));
    assertThrows(
        IllegalStateException.class,
        () -> AttributeDecoders.decodeLocalDate("d", AttributeValue.fromS("2026-02-30")));
  }

  @Test
  void newItemIsMutable() {
    Map<String, AttributeValue> item = AttributeEncoders.newItem(5);
    item.put("PK", AttributeValue.fromS("x"));
    assertEquals(1, item.size());
  }
}
