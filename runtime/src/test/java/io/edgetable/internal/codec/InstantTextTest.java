package io.edgetable.internal.codec;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Instants are stored as text whose UTF-8 byte order is time order over the whole range of {@link
 * Instant}, in today's format for years 0000 to 9999 and a marked one outside them.
 */
class InstantTextTest {
  /** Seconds in 400 Gregorian years, 146097 days. */
  private static final long FOUR_CENTURIES = 146_097L * 86_400;

  private static final DateTimeFormatter AFTER_YEAR =
      DateTimeFormatter.ofPattern("'-'MM-dd'T'HH:mm:ss.SSSSSSSSS'Z'").withZone(ZoneOffset.UTC);

  private static String encode(Instant instant) {
    return AttributeEncoders.encodeInstant(instant).s();
  }

  private static Instant decode(String text) {
    return AttributeDecoders.decodeInstant("at", AttributeValue.fromS(text));
  }

  /**
   * The instant of a UTC date and time. Instant's range (years -1000000000 to 1000000000) is wider
   * than java.time's dates (-999999999 to 999999999), so this and {@link #expectedText} work 400
   * years nearer to year 0: the Gregorian calendar repeats exactly every 400 years.
   */
  private static Instant at(int year, int month, int day, int hour, int minute, int second) {
    int towardZero = year < 0 ? 400 : -400;
    return OffsetDateTime.of(year + towardZero, month, day, hour, minute, second, 0, ZoneOffset.UTC)
        .toInstant()
        .minusSeconds(towardZero / 400 * FOUR_CENTURIES);
  }

  /** The specified text, worked out with java.time (400 years nearer to year 0, as in at()). */
  private static String expectedText(Instant instant) {
    int towardZero = instant.getEpochSecond() < 0 ? 400 : -400;
    OffsetDateTime utc =
        instant.plusSeconds(towardZero / 400 * FOUR_CENTURIES).atOffset(ZoneOffset.UTC);
    int year = utc.getYear() - towardZero;
    String rest = AFTER_YEAR.format(utc);
    if (year >= 0 && year <= 9999) {
      return String.format("%04d", year) + rest;
    }
    return year < 0
        ? "!" + String.format("%010d", 10_000_000_000L + year) + rest
        : "~" + String.format("%010d", year) + rest;
  }

  @Test
  void theEndsOfTheRangeHaveMarkedTenDigitYears() {
    assertEquals("~1000000000-12-31T23:59:59.999999999Z", encode(Instant.MAX));
    assertEquals("!9000000000-01-01T00:00:00.000000000Z", encode(Instant.MIN));
    assertEquals(
        "!9999999999-12-31T23:59:59.999999999Z", encode(at(0, 1, 1, 0, 0, 0).minusNanos(1)));
    assertEquals("!9999999999-01-01T00:00:00.000000000Z", encode(at(-1, 1, 1, 0, 0, 0)));
    assertEquals("!9999999000-06-15T12:00:00.000000000Z", encode(at(-1000, 6, 15, 12, 0, 0)));
    assertEquals("~0000010000-01-01T00:00:00.000000000Z", encode(at(10_000, 1, 1, 0, 0, 0)));
    assertEquals("~0123456789-02-03T04:05:06.000000000Z", encode(at(123_456_789, 2, 3, 4, 5, 6)));
  }

  @Test
  void yearsZeroToNineThousandNineHundredNinetyNineKeepTheirFormat() {
    assertEquals("0000-01-01T00:00:00.000000000Z", encode(at(0, 1, 1, 0, 0, 0)));
    assertEquals("1970-01-01T00:00:00.000000000Z", encode(Instant.EPOCH));
    assertEquals("9999-12-31T23:59:59.999999999Z", encode(at(10_000, 1, 1, 0, 0, 0).minusNanos(1)));
  }

  @Test
  void boundariesAndNanosecondEdgesRoundTrip() {
    List<Instant> samples = new ArrayList<>(List.of(Instant.MIN, Instant.MAX, Instant.EPOCH));
    for (int year : new int[] {-1_000_000_000, -999_999_999, -401, -400, -100, -4, -1, 0, 1}) {
      samples.add(at(year, 1, 1, 0, 0, 0));
      samples.add(at(year, 12, 31, 23, 59, 59));
    }
    for (int year : new int[] {9998, 9999, 10_000, 10_001, 99_999, 100_000, 999_999_999}) {
      samples.add(at(year, 1, 1, 0, 0, 0));
      samples.add(at(year, 12, 31, 23, 59, 59));
    }
    samples.add(at(1_000_000_000, 1, 1, 0, 0, 0));
    samples.add(at(-4, 2, 29, 12, 0, 0)); // leap: divisible by 4
    samples.add(at(-400, 2, 29, 12, 0, 0)); // leap: divisible by 400
    samples.add(at(10_400, 2, 29, 12, 0, 0));
    List<Instant> all = new ArrayList<>();
    for (Instant sample : samples) {
      for (long nanos : new long[] {-1, 0, 1, 999_999_999}) {
        Instant instant = shift(sample, nanos);
        if (instant != null) {
          all.add(instant);
        }
      }
    }
    for (Instant instant : all) {
      String text = encode(instant);
      assertEquals(instant, decode(text), text);
      assertEquals(expectedText(instant), text, instant::toString);
    }
  }

  /** {@code instant} moved by {@code nanos}, or {@code null} if that leaves Instant's range. */
  private static Instant shift(Instant instant, long nanos) {
    try {
      return instant.plusNanos(nanos);
    } catch (java.time.DateTimeException | ArithmeticException e) {
      return null;
    }
  }

  @Test
  void dayByDayAroundTheMarkerBoundariesTheTextIsThatOfJavaTime() {
    long firstDay = Math.floorDiv(Instant.MIN.getEpochSecond(), 86_400);
    long lastDay = Math.floorDiv(Instant.MAX.getEpochSecond(), 86_400);
    long[][] ranges = {
      {LocalDate.of(-2, 1, 1).toEpochDay(), LocalDate.of(1, 1, 1).toEpochDay()},
      {LocalDate.of(9998, 1, 1).toEpochDay(), LocalDate.of(10_002, 1, 1).toEpochDay()},
      {firstDay, firstDay + 800},
      {lastDay - 800, lastDay},
    };
    for (long[] range : ranges) {
      for (long day = range[0]; day <= range[1]; day++) {
        Instant instant = Instant.ofEpochSecond(day * 86_400 + 86_399, 7);
        String text = encode(instant);
        assertEquals(expectedText(instant), text);
        assertEquals(instant, decode(text));
      }
    }
  }

  @Test
  void utf8ByteOrderIsTimeOrderOverTheWholeRange() {
    Random random = new Random(20_261_130);
    long minSecond = Instant.MIN.getEpochSecond();
    long maxSecond = Instant.MAX.getEpochSecond();
    long year0 = at(0, 1, 1, 0, 0, 0).getEpochSecond();
    long year10000 = at(10_000, 1, 1, 0, 0, 0).getEpochSecond();
    List<Instant> instants = new ArrayList<>(List.of(Instant.MIN, Instant.MAX, Instant.EPOCH));
    for (int i = 0; i < 20_000; i++) {
      // Uniform over the whole range, uniform over years 0000 to 9999, within a few years of the
      // marker boundaries, within a few years of the ends of the range.
      long second =
          switch (i % 4) {
            case 0 -> minSecond + (long) (random.nextDouble() * (maxSecond - minSecond));
            case 1 -> year0 + (long) (random.nextDouble() * (year10000 - year0));
            case 2 ->
                (random.nextBoolean() ? year0 : year10000)
                    + random.nextLong(-200_000_000L, 200_000_000L);
            default ->
                random.nextBoolean()
                    ? minSecond + random.nextLong(200_000_000L)
                    : maxSecond - random.nextLong(200_000_000L);
          };
      int nano = random.nextBoolean() ? random.nextInt(1_000_000_000) : 0;
      instants.add(Instant.ofEpochSecond(second, nano));
      // Neighbours one nanosecond apart must order too.
      if (i % 10 == 0 && second < maxSecond) {
        instants.add(Instant.ofEpochSecond(second, nano).plusNanos(1));
      }
    }
    Comparator<Instant> byStoredBytes =
        (a, b) -> Arrays.compareUnsigned(encode(a).getBytes(UTF_8), encode(b).getBytes(UTF_8));
    List<Instant> byTime = new ArrayList<>(instants);
    byTime.sort(Comparator.naturalOrder());
    for (int i = 1; i < byTime.size(); i++) {
      Instant earlier = byTime.get(i - 1);
      Instant later = byTime.get(i);
      assertEquals(
          Integer.signum(earlier.compareTo(later)),
          Integer.signum(byStoredBytes.compare(earlier, later)),
          () -> encode(earlier) + " and " + encode(later));
    }
    for (int i = 0; i < 20_000; i++) {
      Instant a = instants.get(random.nextInt(instants.size()));
      Instant b = instants.get(random.nextInt(instants.size()));
      assertEquals(
          Integer.signum(a.compareTo(b)),
          Integer.signum(byStoredBytes.compare(a, b)),
          () -> encode(a) + " and " + encode(b));
    }
    for (Instant instant : instants) {
      assertEquals(instant, decode(encode(instant)));
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "~0000009999-12-31T23:59:59.999999999Z", // a year of the unmarked form
        "~0000002026-01-01T00:00:00.000000000Z",
        "~1000000001-01-01T00:00:00.000000000Z", // after Instant.MAX
        "!8999999999-12-31T23:59:59.999999999Z", // before Instant.MIN
        "!0000000000-01-01T00:00:00.000000000Z",
        "!9999999999-02-30T00:00:00.000000000Z", // no such day
        "!9999999900-02-29T00:00:00.000000000Z", // year -100 is not a leap year
        "~0000010000-13-01T00:00:00.000000000Z",
        "~0000010000-01-01T24:00:00.000000000Z",
        "~0000010000-01-01T00:00:00.000000000",
        "~0000010000-01-01T00:00:00.00000000Z",
        "~000001000a-01-01T00:00:00.000000000Z",
        "~+000010000-01-01T00:00:00.000000000Z",
        "~10000-01-01T00:00:00Z",
        "!-0001-01-01T00:00:00Z",
        "~",
        "!"
      })
  void markedTextMustBeExactlyTheEncodedForm(String text) {
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> decode(text));
    assertTrue(e.getMessage().contains("'at'"), e.getMessage());
  }

  @Test
  void instantsStoredInIsoFormOutsideTheMarkedRangeStillRead() {
    // What Instant.toString() wrote for these before they had a marked form.
    assertEquals(at(10_000, 1, 1, 0, 0, 0), decode("+10000-01-01T00:00:00Z"));
    assertEquals(Instant.MAX, decode("+1000000000-12-31T23:59:59.999999999Z"));
    assertEquals(Instant.MIN, decode("-1000000000-01-01T00:00:00Z"));
    assertEquals(at(-1, 6, 1, 12, 0, 0).plusMillis(100), decode("-0001-06-01T12:00:00.100Z"));
  }
}
