package io.edgetable.internal.codec;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads component values back from {@link AttributeValue}s, the read side of {@link
 * AttributeEncoders}; called by generated marshallers.
 *
 * <p>Decoders ({@code decodeX}) take the attribute's name (for messages) and the stored value,
 * which may be {@code null} when the attribute is missing: reference types then read as {@code
 * null}, primitives as their default. A stored value they cannot read (of another type, a number
 * that does not fit, malformed text, a constant the enum lacks) throws {@link
 * UnreadableValueException} naming the attribute, the value and the type expected. A missing or
 * {@code NUL} set reads back as an empty immutable set, never {@code null}; instants are read in
 * the form {@link AttributeEncoders} writes (including its marked form for years outside 0000 to
 * 9999) or as any ISO-8601 instant; lists, maps and sets are read back as unmodifiable
 * collections.
 */
public final class AttributeDecoders {
  /** The first and last years of {@link Instant#MIN} and {@link Instant#MAX}. */
  private static final long MIN_YEAR = -1_000_000_000L;

  private static final long MAX_YEAR = 1_000_000_000L;

  private AttributeDecoders() {}

  public static String decodeString(String attribute, AttributeValue value) {
    if (value == null) {
      return null;
    }
    String s = value.s();
    if (s != null) {
      return s;
    }
    return nullOrWrongType(attribute, value, "S (string)");
  }

  /** {@code false} when missing. */
  public static boolean decodeBoolean(String attribute, AttributeValue value) {
    Boolean b = decodeBooleanOrNull(attribute, value);
    return b != null && b;
  }

  public static Boolean decodeBooleanOrNull(String attribute, AttributeValue value) {
    if (value == null) {
      return null;
    }
    Boolean b = value.bool();
    if (b != null) {
      return b;
    }
    return nullOrWrongType(attribute, value, "BOOL");
  }

  /** {@code 0} when missing. */
  public static byte decodeByte(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    return n == null ? 0 : parseByte(attribute, n);
  }

  public static Byte decodeByteOrNull(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    return n == null ? null : parseByte(attribute, n);
  }

  /** {@code 0} when missing. */
  public static short decodeShort(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    return n == null ? 0 : parseShort(attribute, n);
  }

  public static Short decodeShortOrNull(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    return n == null ? null : parseShort(attribute, n);
  }

  /** {@code 0} when missing. */
  public static int decodeInt(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    return n == null ? 0 : parseInt(attribute, n);
  }

  public static Integer decodeIntOrNull(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    return n == null ? null : parseInt(attribute, n);
  }

  /** {@code 0} when missing. */
  public static long decodeLong(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    return n == null ? 0L : parseLong(attribute, n);
  }

  public static Long decodeLongOrNull(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    return n == null ? null : parseLong(attribute, n);
  }

  /** {@code 0} when missing. */
  public static float decodeFloat(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    return n == null ? 0f : parseFloat(attribute, n);
  }

  public static Float decodeFloatOrNull(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    return n == null ? null : parseFloat(attribute, n);
  }

  /** {@code 0} when missing. */
  public static double decodeDouble(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    return n == null ? 0d : parseDouble(attribute, n);
  }

  public static Double decodeDoubleOrNull(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    return n == null ? null : parseDouble(attribute, n);
  }

  /** {@code '\0'} when missing. */
  public static char decodeChar(String attribute, AttributeValue value) {
    Character c = decodeCharOrNull(attribute, value);
    return c == null ? '\0' : c;
  }

  public static Character decodeCharOrNull(String attribute, AttributeValue value) {
    String s = decodeString(attribute, value);
    if (s == null) {
      return null;
    }
    if (s.length() != 1) {
      throw new UnreadableValueException(attribute, s, true, "one character (a char)", null);
    }
    return s.charAt(0);
  }

  public static BigDecimal decodeBigDecimal(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    if (n == null) {
      return null;
    }
    try {
      return new BigDecimal(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, "a BigDecimal", e);
    }
  }

  public static BigInteger decodeBigInteger(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    if (n == null) {
      return null;
    }
    try {
      return new BigInteger(n);
    } catch (NumberFormatException | ArithmeticException e) {
      throw badNumber(attribute, n, "a BigInteger (a whole number)", e);
    }
  }

  /**
   * What {@link AttributeEncoders#encodeInstant} writes, or any ISO-8601 instant; text starting
   * with its year markers {@code !} or {@code ~} must be exactly its form.
   */
  public static Instant decodeInstant(String attribute, AttributeValue value) {
    String s = decodeString(attribute, value);
    if (s == null) {
      return null;
    }
    try {
      return parseInstant(s);
    } catch (DateTimeException e) {
      throw badText(attribute, s, "an Instant (ISO-8601)", e);
    }
  }

  /** A {@code @Ttl} instant from its {@code N} of epoch seconds; {@code null} when missing. */
  public static Instant decodeEpochSeconds(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    if (n == null) {
      return null;
    }
    try {
      return Instant.ofEpochSecond(parseLong(attribute, n));
    } catch (DateTimeException e) {
      throw badNumber(attribute, n, "an Instant (epoch seconds)", e);
    }
  }

  public static LocalDate decodeLocalDate(String attribute, AttributeValue value) {
    String s = decodeString(attribute, value);
    if (s == null) {
      return null;
    }
    try {
      return parseLocalDate(s);
    } catch (DateTimeException e) {
      throw badText(attribute, s, "a LocalDate (ISO-8601)", e);
    }
  }

  public static UUID decodeUuid(String attribute, AttributeValue value) {
    String s = decodeString(attribute, value);
    if (s == null) {
      return null;
    }
    try {
      return UUID.fromString(s);
    } catch (IllegalArgumentException e) {
      throw badText(attribute, s, "a UUID", e);
    }
  }

  /** A constant of {@code type} by its name. */
  public static <E extends Enum<E>> E decodeEnum(
      String attribute, AttributeValue value, Class<E> type) {
    String s = decodeString(attribute, value);
    return s == null ? null : constant(attribute, s, type);
  }

  /** The constant of {@code type} named {@code name}, else {@link UnreadableValueException}. */
  static <E extends Enum<E>> E constant(String attribute, String name, Class<E> type) {
    try {
      return Enum.valueOf(type, name);
    } catch (IllegalArgumentException e) {
      throw badText(attribute, name, constantOf(type), e);
    }
  }

  /** {@code a constant of Role (MAINTAINER, REVIEWER)}, as messages name an enum. */
  private static String constantOf(Class<? extends Enum<?>> type) {
    StringBuilder names = new StringBuilder();
    for (Enum<?> constant : type.getEnumConstants()) {
      names.append(names.length() == 0 ? "" : ", ").append(constant.name());
    }
    return "a constant of " + type.getSimpleName() + " (" + names + ")";
  }

  public static byte[] decodeBytes(String attribute, AttributeValue value) {
    if (value == null) {
      return null;
    }
    SdkBytes b = value.b();
    if (b != null) {
      return b.asByteArray();
    }
    return nullOrWrongType(attribute, value, "B (binary)");
  }

  /** An unmodifiable list; {@code NUL} elements are given to {@code elementDecoder} as is. */
  public static <E> List<E> decodeList(
      String attribute, AttributeValue value, Function<AttributeValue, E> elementDecoder) {
    if (value == null || !value.hasL()) {
      return nullOrWrongType(attribute, value, "L (list)");
    }
    List<AttributeValue> in = value.l();
    List<E> out = new ArrayList<>(in.size());
    for (AttributeValue element : in) {
      out.add(elementDecoder.apply(element));
    }
    return Collections.unmodifiableList(out);
  }

  /** An immutable set; empty when missing or {@code NUL}. */
  public static Set<String> decodeStringSet(String attribute, AttributeValue value) {
    if (value == null || isNul(value)) {
      return Set.of();
    }
    if (!value.hasSs()) {
      throw wrongType(attribute, value, "SS (string set)");
    }
    return Set.copyOf(value.ss());
  }

  /**
   * An immutable set; empty when missing or {@code NUL}. {@code parser} reads one number, e.g.
   * {@code Integer::valueOf}.
   */
  public static <E extends Number> Set<E> decodeNumberSet(
      String attribute, AttributeValue value, Function<String, E> parser) {
    if (value == null || isNul(value)) {
      return Set.of();
    }
    if (!value.hasNs()) {
      throw wrongType(attribute, value, "NS (number set)");
    }
    List<String> in = value.ns();
    List<E> out = new ArrayList<>(in.size());
    for (String n : in) {
      try {
        out.add(parser.apply(n));
      } catch (NumberFormatException e) {
        throw badNumber(attribute, n, "a number of the set's element type", e);
      }
    }
    return Set.copyOf(out);
  }

  /** An unmodifiable map; {@code NUL} values are given to {@code valueDecoder} as is. */
  public static <V> Map<String, V> decodeMap(
      String attribute, AttributeValue value, Function<AttributeValue, V> valueDecoder) {
    Map<String, AttributeValue> in = decodeRecord(attribute, value);
    if (in == null) {
      return null;
    }
    Map<String, V> out = new LinkedHashMap<>(AttributeEncoders.capacity(in.size()));
    for (Map.Entry<String, AttributeValue> entry : in.entrySet()) {
      out.put(entry.getKey(), valueDecoder.apply(entry.getValue()));
    }
    return Collections.unmodifiableMap(out);
  }

  /** The attributes of a nested record's {@code M}, or {@code null} when missing or {@code NUL}. */
  public static Map<String, AttributeValue> decodeRecord(String attribute, AttributeValue value) {
    if (value == null || !value.hasM()) {
      return nullOrWrongType(attribute, value, "M (map)");
    }
    return value.m();
  }

  // The inverse of AttributeEncoders.formatInstant's civil-calendar arithmetic (days_from_civil).
  static Instant parseInstant(String s) {
    if (s.length() == AttributeEncoders.INSTANT_LENGTH) {
      int year = parseDigits(s, 0, 4);
      Instant instant = year < 0 ? null : dateTimeAt(s, 4, year);
      if (instant != null) {
        return instant;
      }
      // Anything else (an impossible date such as February 30) is left to Instant.parse, which
      // rejects it with a DateTimeException.
    } else if (!s.isEmpty()
        && (s.charAt(0) == AttributeEncoders.BEFORE_YEAR_0
            || s.charAt(0) == AttributeEncoders.AFTER_YEAR_9999)) {
      return parseOuterInstant(s);
    }
    try {
      return Instant.parse(s);
    } catch (DateTimeParseException e) {
      // Also accept an explicit offset such as +02:00.
      return java.time.OffsetDateTime.parse(s).withOffsetSameInstant(ZoneOffset.UTC).toInstant();
    }
  }

  /**
   * An instant of a year before 0000 or after 9999 exactly as {@link
   * AttributeEncoders#formatInstant} writes it; any other text throws {@link DateTimeException}.
   */
  private static Instant parseOuterInstant(String s) {
    if (s.length() == AttributeEncoders.OUTER_INSTANT_LENGTH) {
      int high = parseDigits(s, 1, 5);
      int low = parseDigits(s, 6, 5);
      long tenDigits = high * 100_000L + low;
      boolean beforeYear0 = s.charAt(0) == AttributeEncoders.BEFORE_YEAR_0;
      long year = beforeYear0 ? tenDigits - 10_000_000_000L : tenDigits;
      boolean inRange =
          beforeYear0 ? year >= MIN_YEAR && year < 0 : year > 9999 && year <= MAX_YEAR;
      Instant instant = (high | low) >= 0 && inRange ? dateTimeAt(s, 11, (int) year) : null;
      if (instant != null) {
        return instant;
      }
    }
    throw new DateTimeException(
        "Text starting with '"
            + s.charAt(0)
            + "' should be an instant of a year outside 0000-9999, "
            + AttributeEncoders.OUTER_INSTANT_LENGTH
            + " characters such as ~0000010000-01-01T00:00:00.000000000Z");
  }

  /**
   * The instant of {@code year} and the {@code -MM-DDTHH:MM:SS.nnnnnnnnnZ} that ends {@code s} at
   * {@code at}, or {@code null} if that text is not exactly this form of a valid date and time.
   */
  private static Instant dateTimeAt(String s, int at, int year) {
    if (s.length() != at + 26
        || s.charAt(at) != '-'
        || s.charAt(at + 3) != '-'
        || s.charAt(at + 6) != 'T'
        || s.charAt(at + 9) != ':'
        || s.charAt(at + 12) != ':'
        || s.charAt(at + 15) != '.'
        || s.charAt(at + 25) != 'Z') {
      return null;
    }
    int month = parseDigits(s, at + 1, 2);
    int day = parseDigits(s, at + 4, 2);
    int hour = parseDigits(s, at + 7, 2);
    int minute = parseDigits(s, at + 10, 2);
    int second = parseDigits(s, at + 13, 2);
    int nano = parseDigits(s, at + 16, 9);
    if (month < 1
        || month > 12
        || day < 1
        || day > monthLength(year, month)
        || hour < 0
        || hour > 23
        || minute < 0
        || minute > 59
        || second < 0
        || second > 59
        || nano < 0) {
      return null;
    }
    return Instant.ofEpochSecond(
        epochDay(year, month, day) * 86_400L + hour * 3600L + minute * 60L + second, nano);
  }

  /** Days from 1970-01-01 to a valid date of a year in {@code Instant}'s range. */
  private static long epochDay(int year, int month, int day) {
    int marchYear = month <= 2 ? year - 1 : year; // the year before for January and February
    int era = Math.floorDiv(marchYear, 400);
    int yearOfEra = marchYear - era * 400;
    int dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
    int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146_097L + dayOfEra - 719_468;
  }

  private static int monthLength(int year, int month) {
    if (month == 2) {
      return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28;
    }
    return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
  }

  static LocalDate parseLocalDate(String s) {
    if (s.length() == 10 && s.charAt(4) == '-' && s.charAt(7) == '-') {
      int year = parseDigits(s, 0, 4);
      int month = parseDigits(s, 5, 2);
      int day = parseDigits(s, 8, 2);
      if (year >= 0 && month >= 0 && day >= 0) {
        return LocalDate.of(year, month, day);
      }
    } else if (!s.isEmpty()
        && (s.charAt(0) == AttributeEncoders.BEFORE_YEAR_0
            || s.charAt(0) == AttributeEncoders.AFTER_YEAR_9999)) {
      return parseOuterLocalDate(s);
    }
    return LocalDate.parse(s);
  }

  /**
   * A date of a year before 0000 or after 9999 exactly as {@link
   * AttributeEncoders#formatLocalDate} writes it; any other text throws {@link DateTimeException}.
   */
  private static LocalDate parseOuterLocalDate(String s) {
    if (s.length() == AttributeEncoders.OUTER_LOCAL_DATE_LENGTH
        && s.charAt(11) == '-'
        && s.charAt(14) == '-') {
      int high = parseDigits(s, 1, 5);
      int low = parseDigits(s, 6, 5);
      int month = parseDigits(s, 12, 2);
      int day = parseDigits(s, 15, 2);
      long tenDigits = high * 100_000L + low;
      boolean beforeYear0 = s.charAt(0) == AttributeEncoders.BEFORE_YEAR_0;
      long year = beforeYear0 ? tenDigits - 10_000_000_000L : tenDigits;
      boolean inRange =
          beforeYear0
              ? year >= LocalDate.MIN.getYear() && year < 0
              : year > 9999 && year <= LocalDate.MAX.getYear();
      if ((high | low | month | day) >= 0 && inRange) {
        return LocalDate.of((int) year, month, day); // DateTimeException for February 30
      }
    }
    throw new DateTimeException(
        "Text starting with '"
            + s.charAt(0)
            + "' should be a date of a year outside 0000-9999, "
            + AttributeEncoders.OUTER_LOCAL_DATE_LENGTH
            + " characters such as ~0000010000-01-01");
  }

  /** The decimal value of {@code width} digits at {@code at}, or -1 if one is not a digit. */
  private static int parseDigits(String s, int at, int width) {
    int value = 0;
    for (int i = at; i < at + width; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }

  private static boolean isNul(AttributeValue value) {
    return Boolean.TRUE.equals(value.nul());
  }

  private static String number(String attribute, AttributeValue value) {
    if (value == null) {
      return null;
    }
    String n = value.n();
    if (n != null) {
      return n;
    }
    return nullOrWrongType(attribute, value, "N (number)");
  }

  /** {@code null} for a missing or {@code NUL} value, else the wrong-type exception. */
  private static <X> X nullOrWrongType(String attribute, AttributeValue value, String expected) {
    if (value == null || isNul(value)) {
      return null;
    }
    throw wrongType(attribute, value, expected);
  }

  /** A value of another DynamoDB type than {@code expected}: not written by this marshaller. */
  private static UnreadableValueException wrongType(
      String attribute, AttributeValue value, String expected) {
    return new UnreadableValueException(attribute, value.toString(), false, expected, null);
  }

  private static byte parseByte(String attribute, String n) {
    try {
      return Byte.parseByte(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, "a byte", e);
    }
  }

  private static short parseShort(String attribute, String n) {
    try {
      return Short.parseShort(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, "a short", e);
    }
  }

  private static int parseInt(String attribute, String n) {
    try {
      return Integer.parseInt(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, "an int", e);
    }
  }

  private static long parseLong(String attribute, String n) {
    try {
      return Long.parseLong(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, "a long", e);
    }
  }

  private static float parseFloat(String attribute, String n) {
    try {
      return Float.parseFloat(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, "a float", e);
    }
  }

  private static double parseDouble(String attribute, String n) {
    try {
      return Double.parseDouble(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, "a double", e);
    }
  }

  /** A number that does not fit {@code expected}, the component's type ({@code "an int"}). */
  private static UnreadableValueException badNumber(
      String attribute, String n, String expected, RuntimeException cause) {
    return new UnreadableValueException(attribute, n, false, expected, cause);
  }

  private static UnreadableValueException badText(
      String attribute, String text, String expected, RuntimeException cause) {
    return new UnreadableValueException(attribute, text, true, expected, cause);
  }
}
