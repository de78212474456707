package io.edgetable.internal.codec;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts component values to {@link AttributeValue}s, the write side of an item; called by
 * generated marshallers and field constants. {@link AttributeDecoders} reads them back.
 *
 * <p>Encoders ({@code encodeX}) take a non-null value; callers omit {@code null} components.
 * Scalars are built with the SDK's {@code AttributeValue.createS}/{@code createN} factories, which
 * skip the builder (and its union-tracking {@code EnumSet}) that {@code fromS}/{@code fromN} go
 * through: one allocation per value instead of three, as the Enhanced Client does. The read side
 * lives in its own class so that writing an item never loads or verifies it (cold start).
 *
 * <p>Rules DynamoDB imposes:
 *
 * <ul>
 *   <li>Numbers are {@code N}; {@code float}/{@code double} NaN and infinities cannot be stored and
 *       throw {@link IllegalArgumentException} naming the attribute, as does any number beyond
 *       DynamoDB's: 38 significant digits, magnitude 1E-130 to 9.99...E+125 (38 digits).
 *   <li>Sets ({@code SS}/{@code NS}) cannot be empty: an empty or {@code null} set is not written
 *       (top level) or written as {@code NUL} (inside a list or map).
 *   <li>Instants are ISO-8601 UTC strings with exactly nine fraction digits ({@code
 *       2026-01-02T03:04:05.000000000Z}), so string order is time order and range conditions work.
 *       Years outside 0000 to 9999 (ISO-8601 would need a sign and more digits, which sort wrong)
 *       take a marker and ten year digits: {@code ~} and the year after 9999 ({@code
 *       ~1000000000-12-31T23:59:59.999999999Z} is {@link Instant#MAX}), {@code !} and the year's
 *       ten's complement before 0000 ({@code !9000000000-01-01T00:00:00.000000000Z} is {@link
 *       Instant#MIN}, {@code !9999999999-12-31T23:59:59.999999999Z} the end of year -1). In UTF-8
 *       {@code !} sorts before every digit and {@code ~} after, so byte order is time order over
 *       the whole range of {@link Instant}.
 *   <li>Text ({@code S}, set elements, map keys, {@code char}) must be well-formed UTF-16: an
 *       unpaired surrogate has no UTF-8 form and throws {@link IllegalArgumentException}.
 *   <li>{@code BigDecimal}s are written with {@code toString()}; DynamoDB keeps the value but may
 *       drop trailing zeros, so compare read-back decimals with {@code compareTo}.
 *   <li>Lists and maps may hold {@code null}s, stored as {@code NUL}.
 * </ul>
 */
public final class AttributeEncoders {
  // createX, not fromX: the builder behind fromX is a dozen more classes to load on a cold start.
  private static final AttributeValue NUL = AttributeValue.createNul(true);
  private static final AttributeValue TRUE = AttributeValue.createBool(true);
  private static final AttributeValue FALSE = AttributeValue.createBool(false);

  /** {@code 2026-01-02T03:04:05.000000000Z}: an instant of years 0000 to 9999. */
  static final int INSTANT_LENGTH = 30;

  /** {@code ~0000010000-01-01T00:00:00.000000000Z}: a marker, ten year digits, the rest. */
  static final int OUTER_INSTANT_LENGTH = 37;

  /** {@code ~0000010000-01-01}: a date of a year outside 0000 to 9999. */
  static final int OUTER_LOCAL_DATE_LENGTH = 17;

  /** Marks years before 0000; sorts before every digit in UTF-8 (and is never ISO-8601). */
  static final byte BEFORE_YEAR_0 = '!';

  /** Marks years after 9999; sorts after every digit in UTF-8 (and is never ISO-8601). */
  static final byte AFTER_YEAR_9999 = '~';

  private AttributeEncoders() {}

  /** A map sized to hold {@code entries} attributes without rehashing. */
  public static Map<String, AttributeValue> newItem(int entries) {
    return new HashMap<>(capacity(entries));
  }

  /** The shared {@code NUL} value. */
  public static AttributeValue nul() {
    return NUL;
  }

  /** An {@code S}; an unpaired surrogate throws {@link IllegalArgumentException}. */
  public static AttributeValue encodeString(String value) {
    return AttributeValue.createS(wellFormedValue("A string value", value));
  }

  /**
   * An {@code S}; an unpaired surrogate (no UTF-8 form, so DynamoDB cannot store it) throws {@link
   * IllegalArgumentException} naming {@code attribute}.
   */
  public static AttributeValue encodeString(String attribute, String value) {
    return AttributeValue.createS(wellFormed(attribute, value));
  }

  public static AttributeValue encodeBoolean(boolean value) {
    return value ? TRUE : FALSE;
  }

  public static AttributeValue encodeInt(int value) {
    return AttributeValue.createN(Integer.toString(value));
  }

  public static AttributeValue encodeLong(long value) {
    return AttributeValue.createN(Long.toString(value));
  }

  /**
   * A one-character {@code S}; a surrogate (half of a character, with no UTF-8 form of its own)
   * throws {@link IllegalArgumentException}.
   */
  public static AttributeValue encodeChar(char value) {
    String text = String.valueOf(value);
    if (Character.isSurrogate(value)) {
      throw unpairedSurrogate("A char value", text, 0);
    }
    return AttributeValue.createS(text);
  }

  /** Throws {@link IllegalArgumentException} naming {@code attribute} for NaN or infinity. */
  public static AttributeValue encodeFloat(String attribute, float value) {
    if (!Float.isFinite(value)) {
      throw notFinite(attribute, value);
    }
    return AttributeValue.createN(Float.toString(value));
  }

  /**
   * Throws {@link IllegalArgumentException} naming {@code attribute} for NaN or infinity, or a
   * magnitude DynamoDB cannot hold (such as {@code 1e200}).
   */
  public static AttributeValue encodeDouble(String attribute, double value) {
    if (!Double.isFinite(value)) {
      throw notFinite(attribute, value);
    }
    double magnitude = Math.abs(value);
    if (magnitude != 0 && (magnitude < 1e-130 || magnitude >= 1e126)) {
      throw outOfRange("Attribute '" + attribute + "'", Double.toString(value));
    }
    return AttributeValue.createN(Double.toString(value));
  }

  /** Throws {@link IllegalArgumentException} for a number DynamoDB cannot hold (see below). */
  public static AttributeValue encodeBigDecimal(BigDecimal value) {
    return AttributeValue.createN(storable(value));
  }

  /** Throws {@link IllegalArgumentException} for more than 38 digits. */
  public static AttributeValue encodeBigInteger(BigInteger value) {
    return AttributeValue.createN(storable(new BigDecimal(value)));
  }

  /** The smallest magnitude DynamoDB stores besides zero. */
  private static final BigDecimal SMALLEST = new BigDecimal("1E-130");

  /** Every magnitude DynamoDB stores is below this (at most 9.99...9E+125, 38 nines). */
  private static final BigDecimal ABOVE_LARGEST = new BigDecimal("1E126");

  /**
   * {@code value}'s text if DynamoDB can store it: at most 38 significant digits, and zero or a
   * magnitude from 1E-130 to 9.9999999999999999999999999999999999999E+125. Checked here, before
   * sending, as NaN is: DynamoDB would refuse the whole request ("Number overflow").
   */
  private static String storable(BigDecimal value) {
    if (value.signum() != 0) {
      BigDecimal magnitude = value.abs();
      if (magnitude.stripTrailingZeros().precision() > 38
          || magnitude.compareTo(SMALLEST) < 0
          || magnitude.compareTo(ABOVE_LARGEST) >= 0) {
        throw outOfRange("A number", value.toString());
      }
    }
    return value.toString();
  }

  private static IllegalArgumentException outOfRange(String what, String value) {
    return new IllegalArgumentException(
        what
            + " is "
            + KeyCodec.shortened(value)
            + ": DynamoDB stores numbers of at most 38 significant digits, zero or of magnitude"
            + " 1E-130 to 9.9999999999999999999999999999999999999E+125; round it or store it as"
            + " text");
  }

  /** ISO-8601 in UTC with nine fraction digits, so that string order is time order. */
  public static AttributeValue encodeInstant(Instant value) {
    return AttributeValue.createS(formatInstant(value));
  }

  /**
   * A {@code N} of whole epoch seconds (the fraction dropped, rounding down): how a {@code @Ttl}
   * instant is stored, as DynamoDB's time to live reads it.
   */
  public static AttributeValue encodeEpochSeconds(Instant value) {
    return AttributeValue.createN(Long.toString(value.getEpochSecond()));
  }

  /**
   * ISO-8601 {@code yyyy-MM-dd} for years 0000 to 9999; outside them the marker and ten year
   * digits that instants use ({@code ~0000010000-01-01}, {@code !9999999999-12-31} for year -1),
   * so that string order is date order over the whole {@code LocalDate} range.
   */
  public static AttributeValue encodeLocalDate(LocalDate value) {
    return AttributeValue.createS(formatLocalDate(value));
  }

  static String formatLocalDate(LocalDate value) {
    int year = value.getYear();
    if (year >= 0 && year <= 9999) {
      return value.toString();
    }
    byte[] out = new byte[OUTER_LOCAL_DATE_LENGTH];
    out[0] = year < 0 ? BEFORE_YEAR_0 : AFTER_YEAR_9999;
    long tenDigits = year < 0 ? year + 10_000_000_000L : year;
    digits(out, 1, (int) (tenDigits / 100_000), 5);
    digits(out, 6, (int) (tenDigits % 100_000), 5);
    out[11] = '-';
    digits(out, 12, value.getMonthValue(), 2);
    out[14] = '-';
    digits(out, 15, value.getDayOfMonth(), 2);
    return new String(out, StandardCharsets.ISO_8859_1);
  }

  public static AttributeValue encodeUuid(UUID value) {
    return AttributeValue.createS(value.toString());
  }

  /** The constant's name. */
  public static AttributeValue encodeEnum(Enum<?> value) {
    return AttributeValue.createS(value.name());
  }

  /** A {@code B} holding a copy of {@code value}. */
  public static AttributeValue encodeBytes(byte[] value) {
    return AttributeValue.fromB(SdkBytes.fromByteArray(value));
  }

  /** An {@code L}; {@code null} elements become {@code NUL}. */
  public static <E> AttributeValue encodeList(
      List<? extends E> list, Function<? super E, AttributeValue> elementEncoder) {
    List<AttributeValue> out = new ArrayList<>(list.size());
    for (E element : list) {
      out.add(element == null ? NUL : elementEncoder.apply(element));
    }
    return AttributeValue.fromL(out);
  }

  /** An {@code SS}, or {@code NUL} when empty (DynamoDB has no empty set). */
  public static AttributeValue encodeStringSet(String attribute, Set<String> set) {
    if (set.isEmpty()) {
      return NUL;
    }
    List<String> out = new ArrayList<>(set.size());
    for (String element : set) {
      if (element == null) {
        throw nullInSet(attribute);
      }
      out.add(wellFormed(attribute, element));
    }
    return AttributeValue.fromSs(out);
  }

  /** An {@code NS}, or {@code NUL} when empty (DynamoDB has no empty set). */
  public static AttributeValue encodeNumberSet(String attribute, Set<? extends Number> set) {
    if (set.isEmpty()) {
      return NUL;
    }
    List<String> out = new ArrayList<>(set.size());
    for (Number element : set) {
      if (element == null) {
        throw nullInSet(attribute);
      }
      if ((element instanceof Double d && !Double.isFinite(d))
          || (element instanceof Float f && !Float.isFinite(f))) {
        throw notFinite(attribute, element);
      }
      out.add(element.toString());
    }
    return AttributeValue.fromNs(out);
  }

  /** An {@code M}; {@code null} values become {@code NUL}. */
  public static <V> AttributeValue encodeMap(
      Map<String, ? extends V> map, Function<? super V, AttributeValue> valueEncoder) {
    Map<String, AttributeValue> out = new HashMap<>(capacity(map.size()));
    for (Map.Entry<String, ? extends V> entry : map.entrySet()) {
      V value = entry.getValue();
      String key = wellFormedValue("A map key", entry.getKey());
      out.put(key, value == null ? NUL : valueEncoder.apply(value));
    }
    return AttributeValue.fromM(out);
  }

  // Instants are converted with the civil-calendar arithmetic of H. Hinnant's days_from_civil
  // and civil_from_days (proleptic Gregorian, 400-year eras), not through LocalDate: loading
  // LocalDate and the java.time.temporal classes behind it is a measurable part of a cold start.
  static String formatInstant(Instant value) {
    long seconds = value.getEpochSecond();
    long days = Math.floorDiv(seconds, 86_400L);
    int secondOfDay = (int) Math.floorMod(seconds, 86_400L);
    long shifted = days + 719_468; // days since 0000-03-01
    long era = Math.floorDiv(shifted, 146_097);
    int dayOfEra = (int) (shifted - era * 146_097);
    int yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
    int dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    int shiftedMonth = (5 * dayOfYear + 2) / 153; // 0 = March
    int dayOfMonth = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1;
    int month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
    long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    if (year >= 0 && year <= 9999) {
      // Latin-1 bytes, which the String copies as they are (a char[] would be compressed first).
      byte[] out = new byte[INSTANT_LENGTH];
      digits(out, 0, (int) year, 4);
      return withDateTime(out, 4, month, dayOfMonth, secondOfDay, value.getNano());
    }
    byte[] out = new byte[OUTER_INSTANT_LENGTH];
    // Before year 0 the ten's complement (-1000000000 is 9000000000, -1 is 9999999999), after
    // 9999 the year itself: ten digits either way, so text order is year order within a marker.
    out[0] = year < 0 ? BEFORE_YEAR_0 : AFTER_YEAR_9999;
    long tenDigits = year < 0 ? year + 10_000_000_000L : year;
    digits(out, 1, (int) (tenDigits / 100_000), 5);
    digits(out, 6, (int) (tenDigits % 100_000), 5);
    return withDateTime(out, 11, month, dayOfMonth, secondOfDay, value.getNano());
  }

  /** Writes {@code -MM-DDTHH:MM:SS.nnnnnnnnnZ} at {@code at}, the end of {@code out}. */
  private static String withDateTime(
      byte[] out, int at, int month, int dayOfMonth, int secondOfDay, int nano) {
    out[at] = '-';
    digits(out, at + 1, month, 2);
    out[at + 3] = '-';
    digits(out, at + 4, dayOfMonth, 2);
    out[at + 6] = 'T';
    digits(out, at + 7, secondOfDay / 3600, 2);
    out[at + 9] = ':';
    digits(out, at + 10, secondOfDay / 60 % 60, 2);
    out[at + 12] = ':';
    digits(out, at + 13, secondOfDay % 60, 2);
    out[at + 15] = '.';
    digits(out, at + 16, nano, 9);
    out[at + 25] = 'Z';
    return new String(out, StandardCharsets.ISO_8859_1);
  }

  private static void digits(byte[] out, int at, int value, int width) {
    for (int i = at + width - 1; i >= at; i--) {
      out[i] = (byte) ('0' + value % 10);
      value /= 10;
    }
  }

  static int capacity(int entries) {
    return entries < 3 ? entries + 1 : (int) (entries / 0.75f) + 1;
  }

  private static IllegalArgumentException notFinite(String attribute, Object value) {
    return new IllegalArgumentException(
        "Attribute '"
            + attribute
            + "' is "
            + value
            + ": DynamoDB cannot store NaN or infinite numbers; store a finite value or null");
  }

  /** {@code text}, or {@link IllegalArgumentException} naming {@code attribute}. */
  private static String wellFormed(String attribute, String text) {
    int at = KeyCodec.unpairedSurrogate(text);
    if (at >= 0) {
      throw unpairedSurrogate("Attribute '" + attribute + "'", text, at);
    }
    return text;
  }

  /**
   * {@code text} (also {@code null}), or {@link IllegalArgumentException} naming {@code subject}.
   */
  private static String wellFormedValue(String subject, String text) {
    int at = text == null ? -1 : KeyCodec.unpairedSurrogate(text);
    if (at >= 0) {
      throw unpairedSurrogate(subject, text, at);
    }
    return text;
  }

  private static IllegalArgumentException unpairedSurrogate(String subject, String text, int at) {
    return new IllegalArgumentException(
        subject + " " + KeyCodec.describeUnpairedSurrogate(text, at));
  }

  private static IllegalArgumentException nullInSet(String attribute) {
    return new IllegalArgumentException(
        "Attribute '" + attribute + "' is a set containing null: DynamoDB sets cannot hold null");
  }
}
