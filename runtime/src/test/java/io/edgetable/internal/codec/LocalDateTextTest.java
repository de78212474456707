package io.edgetable.internal.codec;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Dates are stored as text whose UTF-8 byte order is date order over all of {@link LocalDate}. */
class LocalDateTextTest {

  private static String encode(LocalDate date) {
    return AttributeEncoders.encodeLocalDate(date).s();
  }

  private static LocalDate decode(String text) {
    return AttributeDecoders.decodeLocalDate("on", AttributeValue.fromS(text));
  }

  @Test
  void yearsZeroToNineThousandNineHundredNinetyNineKeepTheirFormat() {
    assertEquals("0000-01-01", encode(LocalDate.of(0, 1, 1)));
    assertEquals("2026-12-01", encode(LocalDate.of(2026, 12, 1)));
    assertEquals("9999-12-31", encode(LocalDate.of(9999, 12, 31)));
  }

  @Test
  void outsideThemTheYearIsMarkedAndTenDigitsWide() {
    assertEquals("~0000010000-01-01", encode(LocalDate.of(10_000, 1, 1)));
    assertEquals("~0999999999-12-31", encode(LocalDate.MAX));
    assertEquals("!9999999999-12-31", encode(LocalDate.of(-1, 12, 31)));
    assertEquals("!9000000001-01-01", encode(LocalDate.MIN));
  }

  @Test
  void utf8ByteOrderIsDateOrderAndEveryDateRoundTrips() {
    Random random = new Random(20_261_201);
    List<LocalDate> dates = new ArrayList<>(List.of(LocalDate.MIN, LocalDate.MAX, LocalDate.EPOCH));
    long minDay = LocalDate.MIN.toEpochDay();
    long maxDay = LocalDate.MAX.toEpochDay();
    long year0 = LocalDate.of(0, 1, 1).toEpochDay();
    long year10000 = LocalDate.of(10_000, 1, 1).toEpochDay();
    for (int i = 0; i < 20_000; i++) {
      long day =
          switch (i % 3) {
            case 0 -> random.nextLong(minDay, maxDay + 1);
            case 1 -> random.nextLong(year0, year10000);
            default -> (random.nextBoolean() ? year0 : year10000) + random.nextLong(-800, 800);
          };
      dates.add(LocalDate.ofEpochDay(day));
    }
    dates.sort(null);
    for (int i = 1; i < dates.size(); i++) {
      LocalDate earlier = dates.get(i - 1);
      LocalDate later = dates.get(i);
      int bytes =
          Arrays.compareUnsigned(encode(earlier).getBytes(UTF_8), encode(later).getBytes(UTF_8));
      assertEquals(
          Integer.signum(earlier.compareTo(later)),
          Integer.signum(bytes),
          () -> encode(earlier) + " and " + encode(later));
    }
    for (LocalDate date : dates) {
      assertEquals(date, decode(encode(date)));
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "~0000009999-12-31", // a year of the unmarked form
        "~1000000000-01-01", // after LocalDate.MAX
        "!9000000000-12-31", // before LocalDate.MIN
        "!9999999999-02-30", // no such day
        "~0000010000-13-01",
        "~000001000a-01-01",
        "~0000010000-01-01T00:00:00Z",
        "~10000-01-01",
        "!"
      })
  void markedTextMustBeExactlyTheEncodedForm(String text) {
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> decode(text));
    assertTrue(e.getMessage().contains("'on'"), e.getMessage());
  }

  @Test
  void datesStoredInIsoFormOutsideTheMarkedRangeStillRead() {
    // What LocalDate.toString() wrote for these before they had a marked form.
    assertEquals(LocalDate.of(10_000, 1, 1), decode("+10000-01-01"));
    assertEquals(LocalDate.of(-1, 6, 1), decode("-0001-06-01"));
  }
}
