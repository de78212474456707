package io.edgetable.bench;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * EdgeTable's instant format ({@code 2026-09-01T08:30:15.123456789Z}: UTC, always nine fraction
 * digits, so string order is time order; {@code ~1000000000-12-31T23:59:59.999999999Z} and {@code
 * !9000000000-01-01T00:00:00.000000000Z} at the ends of the range), written and read by hand as
 * fast as we could: no {@code DateTimeFormatter}, no intermediate date objects.
 */
public final class IsoInstants {
  private static final int LENGTH = 30;
  private static final int OUTER_LENGTH = 37;
  private static final long SECONDS_PER_DAY = 86_400L;

  private IsoInstants() {}

  /**
   * The fixed-width text of {@code instant}. Years outside 0..9999 get a marker that sorts before
   * ({@code !}, then the year's ten's complement) or after ({@code ~}, then the year) every digit,
   * and ten year digits, so that text order stays time order.
   */
  public static String format(Instant instant) {
    long seconds = instant.getEpochSecond();
    long days = Math.floorDiv(seconds, SECONDS_PER_DAY);
    int secondOfDay = (int) (seconds - days * SECONDS_PER_DAY);
    // Civil date from days since 1970-01-01 (proleptic Gregorian, eras of 400 years).
    long z = days + 719_468;
    long era = Math.floorDiv(z, 146_097);
    int dayOfEra = (int) (z - era * 146_097);
    int yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
    int dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    int shiftedMonth = (5 * dayOfYear + 2) / 153;
    int day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1;
    int month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
    long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    byte[] text;
    int at;
    if (year >= 0 && year <= 9999) {
      text = new byte[LENGTH];
      digits(text, 0, (int) year, 4);
      at = 4;
    } else {
      text = new byte[OUTER_LENGTH];
      text[0] = (byte) (year < 0 ? '!' : '~');
      long tenDigits = year < 0 ? year + 10_000_000_000L : year;
      digits(text, 1, (int) (tenDigits / 100_000), 5);
      digits(text, 6, (int) (tenDigits % 100_000), 5);
      at = 11;
    }
    text[at] = '-';
    digits(text, at + 1, month, 2);
    text[at + 3] = '-';
    digits(text, at + 4, day, 2);
    text[at + 6] = 'T';
    digits(text, at + 7, secondOfDay / 3600, 2);
    text[at + 9] = ':';
    digits(text, at + 10, secondOfDay / 60 % 60, 2);
    text[at + 12] = ':';
    digits(text, at + 13, secondOfDay % 60, 2);
    text[at + 15] = '.';
    digits(text, at + 16, instant.getNano(), 9);
    text[at + 25] = 'Z';
    return new String(text, StandardCharsets.ISO_8859_1);
  }

  /** Reads {@link #format}'s text; any other ISO-8601 instant goes through the JDK. */
  public static Instant parse(String text) {
    int at;
    long year;
    if (text.length() == LENGTH && number(text, 0, 4) >= 0) {
      at = 4;
      year = number(text, 0, 4);
    } else if (text.length() == OUTER_LENGTH
        && (text.charAt(0) == '!' || text.charAt(0) == '~')
        && (number(text, 1, 5) | number(text, 6, 5)) >= 0) {
      at = 11;
      long tenDigits = number(text, 1, 5) * 100_000L + number(text, 6, 5);
      year = text.charAt(0) == '~' ? tenDigits : tenDigits - 10_000_000_000L;
      if (text.charAt(0) == '~' ? year <= 9999 : year >= 0) {
        throw new DateTimeParseException("Not the marked form of its year", text, 0);
      }
    } else {
      return Instant.parse(text);
    }
    if (text.charAt(at) == '-'
        && text.charAt(at + 3) == '-'
        && text.charAt(at + 6) == 'T'
        && text.charAt(at + 9) == ':'
        && text.charAt(at + 12) == ':'
        && text.charAt(at + 15) == '.'
        && text.charAt(at + 25) == 'Z') {
      int month = number(text, at + 1, 2);
      int day = number(text, at + 4, 2);
      int hour = number(text, at + 7, 2);
      int minute = number(text, at + 10, 2);
      int second = number(text, at + 13, 2);
      int nano = number(text, at + 16, 9);
      if (year >= -1_000_000_000L
          && year <= 1_000_000_000L
          && nano >= 0
          && month >= 1
          && month <= 12
          && day >= 1
          && day <= 31
          && hour >= 0
          && hour < 24
          && minute >= 0
          && minute < 60
          && second >= 0
          && second < 60) {
        // Days since 1970-01-01 from the civil date (the inverse of format's computation).
        long y = month <= 2 ? year - 1 : year;
        long era = Math.floorDiv(y, 400);
        int yearOfEra = (int) (y - era * 400);
        int dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
        int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        long days = era * 146_097L + dayOfEra - 719_468;
        return Instant.ofEpochSecond(
            days * SECONDS_PER_DAY + hour * 3600L + minute * 60L + second, nano);
      }
    }
    return Instant.parse(text);
  }

  private static void digits(byte[] text, int at, int value, int width) {
    for (int i = at + width - 1; i >= at; i--) {
      text[i] = (byte) ('0' + value % 10);
      value /= 10;
    }
  }

  /** The value of {@code width} decimal digits at {@code at}, or -1 if one is not a digit. */
  private static int number(String text, int at, int width) {
    int value = 0;
    for (int i = at; i < at + width; i++) {
      int digit = text.charAt(i) - '0';
      if (digit < 0 || digit > 9) {
        return -1;
      }
      value = value * 10 + digit;
    }
    return value;
  }
}
