package io.edgetable.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts component values to and from {@link AttributeValue}s; called by generated
 * marshallers and field constants.
 *
 * <p>Encoders ({@code encodeX}) take a non-null value; callers omit {@code null} components.
 * Decoders ({@code decodeX}) take the attribute's name (for messages) and the stored value, which
 * may be {@code null} when the attribute is missing: reference types then read as {@code null},
 * primitives as their default. A stored value of another type throws
 * {@link IllegalStateException} naming the attribute.
 *
 * <p>Rules DynamoDB imposes:
 *
 * <ul>
 *   <li>Numbers are {@code N}; {@code float}/{@code double} NaN and infinities cannot be stored
 *       and throw {@link IllegalArgumentException} naming the attribute.
 *   <li>Sets ({@code SS}/{@code NS}) cannot be empty: an empty or {@code null} set is not
 *       written (top level) or written as {@code NUL} (inside a list or map), and a missing or
 *       {@code NUL} set always reads back as an empty immutable set, never {@code null}.
 *   <li>Instants are ISO-8601 UTC strings with exactly nine fraction digits
 *       ({@code 2026-01-02T03:04:05.000000000Z}), so string order is time order and range
 *       conditions work; any ISO-8601 instant is accepted when reading.
 *   <li>{@code BigDecimal}s are written with {@code toString()}; DynamoDB keeps the value but
 *       may drop trailing zeros, so compare read-back decimals with {@code compareTo}.
 *   <li>Lists and maps may hold {@code null}s, stored as {@code NUL}. Lists, maps and sets are
 *       read back as unmodifiable collections.
 * </ul>
 */
public final class AttributeCodecs {
  private static final AttributeValue NUL = AttributeValue.fromNul(true);
  private static final AttributeValue TRUE = AttributeValue.fromBool(true);
  private static final AttributeValue FALSE = AttributeValue.fromBool(false);

  private AttributeCodecs() {}

  /** A map sized to hold {@code entries} attributes without rehashing. */
  public static Map<String, AttributeValue> newItem(int entries) {
    return new HashMap<>(capacity(entries));
  }

  /** The shared {@code NUL} value. */
  public static AttributeValue nul() {
    return NUL;
  }

  // ---------------------------------------------------------------- encoders

  public static AttributeValue encodeString(String value) {
    return AttributeValue.fromS(value);
  }

  public static AttributeValue encodeBoolean(boolean value) {
    return value ? TRUE : FALSE;
  }

  public static AttributeValue encodeInt(int value) {
    return AttributeValue.fromN(Integer.toString(value));
  }

  public static AttributeValue encodeLong(long value) {
    return AttributeValue.fromN(Long.toString(value));
  }

  /** A one-character {@code S}. */
  public static AttributeValue encodeChar(char value) {
    return AttributeValue.fromS(String.valueOf(value));
  }

  /** Throws {@link IllegalArgumentException} naming {@code attribute} for NaN or infinity. */
  public static AttributeValue encodeFloat(String attribute, float value) {
    if (!Float.isFinite(value)) {
      throw notFinite(attribute, value);
    }
    return AttributeValue.fromN(Float.toString(value));
  }

  /** Throws {@link IllegalArgumentException} naming {@code attribute} for NaN or infinity. */
  public static AttributeValue encodeDouble(String attribute, double value) {
    if (!Double.isFinite(value)) {
      throw notFinite(attribute, value);
    }
    return AttributeValue.fromN(Double.toString(value));
  }

  public static AttributeValue encodeBigDecimal(BigDecimal value) {
    return AttributeValue.fromN(value.toString());
  }

  public static AttributeValue encodeBigInteger(BigInteger value) {
    return AttributeValue.fromN(value.toString());
  }

  /** ISO-8601 in UTC with nine fraction digits, so that string order is time order. */
  public static AttributeValue encodeInstant(Instant value) {
    return AttributeValue.fromS(formatInstant(value));
  }

  /** ISO-8601 {@code yyyy-MM-dd}. */
  public static AttributeValue encodeLocalDate(LocalDate value) {
    return AttributeValue.fromS(value.toString());
  }

  public static AttributeValue encodeUuid(UUID value) {
    return AttributeValue.fromS(value.toString());
  }

  /** The constant's name. */
  public static AttributeValue encodeEnum(Enum<?> value) {
    return AttributeValue.fromS(value.name());
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
      out.add(element);
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
      out.put(entry.getKey(), value == null ? NUL : valueEncoder.apply(value));
    }
    return AttributeValue.fromM(out);
  }

  // ---------------------------------------------------------------- decoders

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
      throw new IllegalStateException(
          "Attribute '" + attribute + "' should hold one character but holds " + s.length());
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
      throw badNumber(attribute, n, e);
    }
  }

  public static BigInteger decodeBigInteger(String attribute, AttributeValue value) {
    String n = number(attribute, value);
    if (n == null) {
      return null;
    }
    try {
      return new BigInteger(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, e);
    }
  }

  /** Any ISO-8601 instant. */
  public static Instant decodeInstant(String attribute, AttributeValue value) {
    String s = decodeString(attribute, value);
    if (s == null) {
      return null;
    }
    try {
      return parseInstant(s);
    } catch (DateTimeException e) {
      throw badText(attribute, s, "an ISO-8601 instant", e);
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
      throw badText(attribute, s, "an ISO-8601 date", e);
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

  /** {@code valueOf} is the enum's {@code valueOf(String)}. */
  public static <E extends Enum<E>> E decodeEnum(
      String attribute, AttributeValue value, Function<String, E> valueOf) {
    String s = decodeString(attribute, value);
    if (s == null) {
      return null;
    }
    try {
      return valueOf.apply(s);
    } catch (IllegalArgumentException e) {
      throw badText(attribute, s, "a constant name", e);
    }
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
        throw badNumber(attribute, n, e);
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
    Map<String, V> out = new LinkedHashMap<>(capacity(in.size()));
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

  // ---------------------------------------------------------------- instants and dates

  static String formatInstant(Instant value) {
    long seconds = value.getEpochSecond();
    long days = Math.floorDiv(seconds, 86_400L);
    int secondOfDay = (int) Math.floorMod(seconds, 86_400L);
    LocalDate date = LocalDate.ofEpochDay(days);
    int year = date.getYear();
    if (year < 0 || year > 9999) {
      return value.toString();
    }
    char[] out = new char[30];
    digits(out, 0, year, 4);
    out[4] = '-';
    digits(out, 5, date.getMonthValue(), 2);
    out[7] = '-';
    digits(out, 8, date.getDayOfMonth(), 2);
    out[10] = 'T';
    digits(out, 11, secondOfDay / 3600, 2);
    out[13] = ':';
    digits(out, 14, secondOfDay / 60 % 60, 2);
    out[16] = ':';
    digits(out, 17, secondOfDay % 60, 2);
    out[19] = '.';
    digits(out, 20, value.getNano(), 9);
    out[29] = 'Z';
    return new String(out);
  }

  static Instant parseInstant(String s) {
    if (s.length() == 30
        && s.charAt(4) == '-'
        && s.charAt(7) == '-'
        && s.charAt(10) == 'T'
        && s.charAt(13) == ':'
        && s.charAt(16) == ':'
        && s.charAt(19) == '.'
        && s.charAt(29) == 'Z') {
      int year = parseDigits(s, 0, 4);
      int month = parseDigits(s, 5, 2);
      int day = parseDigits(s, 8, 2);
      int hour = parseDigits(s, 11, 2);
      int minute = parseDigits(s, 14, 2);
      int second = parseDigits(s, 17, 2);
      int nano = parseDigits(s, 20, 9);
      if (year >= 0 && month >= 0 && day >= 0 && hour >= 0 && hour < 24 && minute >= 0
          && minute < 60 && second >= 0 && second < 60 && nano >= 0) {
        long epochDay = LocalDate.of(year, month, day).toEpochDay();
        return Instant.ofEpochSecond(epochDay * 86_400L + hour * 3600L + minute * 60L + second, nano);
      }
    }
    try {
      return Instant.parse(s);
    } catch (DateTimeParseException e) {
      // Also accept an explicit offset such as +02:00.
      return java.time.OffsetDateTime.parse(s).withOffsetSameInstant(ZoneOffset.UTC).toInstant();
    }
  }

  static LocalDate parseLocalDate(String s) {
    if (s.length() == 10 && s.charAt(4) == '-' && s.charAt(7) == '-') {
      int year = parseDigits(s, 0, 4);
      int month = parseDigits(s, 5, 2);
      int day = parseDigits(s, 8, 2);
      if (year >= 0 && month >= 0 && day >= 0) {
        return LocalDate.of(year, month, day);
      }
    }
    return LocalDate.parse(s);
  }

  private static void digits(char[] out, int at, int value, int width) {
    for (int i = at + width - 1; i >= at; i--) {
      out[i] = (char) ('0' + value % 10);
      value /= 10;
    }
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

  // ---------------------------------------------------------------- shared

  private static int capacity(int entries) {
    return entries < 3 ? entries + 1 : (int) (entries / 0.75f) + 1;
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

  private static IllegalStateException wrongType(
      String attribute, AttributeValue value, String expected) {
    return new IllegalStateException(
        "Attribute '" + attribute + "' should be " + expected + " but is " + value.type()
            + "; the item was not written by this record type's marshaller");
  }

  private static byte parseByte(String attribute, String n) {
    try {
      return Byte.parseByte(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, e);
    }
  }

  private static short parseShort(String attribute, String n) {
    try {
      return Short.parseShort(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, e);
    }
  }

  private static int parseInt(String attribute, String n) {
    try {
      return Integer.parseInt(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, e);
    }
  }

  private static long parseLong(String attribute, String n) {
    try {
      return Long.parseLong(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, e);
    }
  }

  private static float parseFloat(String attribute, String n) {
    try {
      return Float.parseFloat(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, e);
    }
  }

  private static double parseDouble(String attribute, String n) {
    try {
      return Double.parseDouble(n);
    } catch (NumberFormatException e) {
      throw badNumber(attribute, n, e);
    }
  }

  private static IllegalStateException badNumber(String attribute, String n, RuntimeException cause) {
    return new IllegalStateException(
        "Attribute '" + attribute + "' holds " + n + ", which does not fit the component's type", cause);
  }

  private static IllegalStateException badText(
      String attribute, String text, String expected, RuntimeException cause) {
    return new IllegalStateException(
        "Attribute '" + attribute + "' holds \"" + text + "\", which is not " + expected, cause);
  }

  private static IllegalArgumentException notFinite(String attribute, Object value) {
    return new IllegalArgumentException(
        "Attribute '" + attribute + "' is " + value
            + ": DynamoDB cannot store NaN or infinite numbers; store a finite value or null");
  }

  private static IllegalArgumentException nullInSet(String attribute) {
    return new IllegalArgumentException(
        "Attribute '" + attribute + "' is a set containing null: DynamoDB sets cannot hold null");
  }
}
