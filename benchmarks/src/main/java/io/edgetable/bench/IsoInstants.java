package io.edgetable.bench;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * EdgeTable's instant format ({@code 2026-09-01T08:30:15.123456789Z}: UTC, always nine fraction
 * digits, so string order is time order), written and read by hand as fast as we could: no
 * {@code DateTimeFormatter}, no intermediate date objects.
 */
public final class IsoInstants {
  private static final int LENGTH = 30;
  private static final long SECONDS_PER_DAY = 86_400L;

  private IsoInstants() {}

  /** The fixed-width text of {@code instant}; years outside 0..9999 fall back to the JDK's. */
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
    if (year < 0 || year > 9999) {
      return instant.toString();
    }
    byte[] text = new byte[LENGTH];
    digits(text, 0, (int) year, 4);
    text[4] = '-';
    digits(text, 5, month, 2);
    text[7] = '-';
    digits(text, 8, day, 2);
    text[10] = 'T';
    digits(text, 11, secondOfDay / 3600, 2);
    text[13] = ':';
    digits(text, 14, secondOfDay / 60 % 60, 2);
    text[16] = ':';
    digits(text, 17, secondOfDay % 60, 2);
    text[19] = '.';
    digits(text, 20, instant.getNano(), 9);
    text[29] = 'Z';
    return new String(text, StandardCharsets.ISO_8859_1);
  }

  /** Reads {@link #format}'s text; any other ISO-8601 instant goes through the JDK. */
  public static Instant parse(String text) {
    if (text.length() == LENGTH
        && text.charAt(4) == '-'
        && text.charAt(7) == '-'
        && text.charAt(10) == 'T'
        && text.charAt(13) == ':'
        && text.charAt(16) == ':'
        && text.charAt(19) == '.'
        && text.charAt(29) == 'Z') {
      int year = number(text, 0, 4);
      int month = number(text, 5, 2);
      int day = number(text, 8, 2);
      int hour = number(text, 11, 2);
      int minute = number(text, 14, 2);
      int second = number(text, 17, 2);
      int nano = number(text, 20, 9);
      if ((year | nano) >= 0
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
        int y = month <= 2 ? year - 1 : year;
        int era = Math.floorDiv(y, 400); // y is -1 for January and February of year 0
        int yearOfEra = y - era * 400;
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
