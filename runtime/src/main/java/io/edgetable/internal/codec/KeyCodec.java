package io.edgetable.internal.codec;

import io.edgetable.exception.InvalidKeyException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Builds and reads key strings. Id segments are escaped ({@code %} → {@code %25}, {@code #} →
 * {@code %23}, nothing else) so any id round-trips and never contains the {@code #} separator. An
 * id must be well-formed UTF-16: an unpaired surrogate has no UTF-8 form (the SDK would send a JSON
 * escape of the lone surrogate, which is not Unicode text), so it is rejected before sending.
 */
public final class KeyCodec {
  /** DynamoDB's limits in UTF-8 bytes. */
  public static final int MAX_PARTITION_KEY_BYTES = 2048;

  public static final int MAX_SORT_KEY_BYTES = 1024;

  private static final int FNV_OFFSET_BASIS = 0x811c9dc5;
  private static final int FNV_PRIME = 0x01000193;

  private KeyCodec() {}

  /**
   * Escapes a raw id. An unpaired surrogate throws {@link
   * io.edgetable.exception.InvalidKeyException}: it has no UTF-8 form, so no key can hold it.
   */
  public static String escape(String raw) {
    return escape("id", raw);
  }

  private static String escape(String component, String raw) {
    int first = firstToCheck(raw);
    if (first < 0) {
      return raw; // the common case: nothing to escape or check, nothing allocated
    }
    return escapeFrom(component, raw, first);
  }

  /** Escapes {@code raw} from {@code first}, its first {@code %}, {@code #} or surrogate. */
  private static String escapeFrom(String component, String raw, int first) {
    StringBuilder out = null; // well-formed surrogate pairs alone need no copy
    int length = raw.length();
    for (int i = first; i < length; i++) {
      char c = raw.charAt(i);
      if (c == '%' || c == '#') {
        if (out == null) {
          out = new StringBuilder(length + 8).append(raw, 0, i);
        }
        out.append(c == '%' ? "%25" : "%23");
      } else if (Character.isSurrogate(c)) {
        if (!Character.isHighSurrogate(c)
            || i + 1 == length
            || !Character.isLowSurrogate(raw.charAt(i + 1))) {
          throw new InvalidKeyException(component + " " + describeUnpairedSurrogate(raw, i));
        }
        if (out != null) {
          out.append(c).append(raw.charAt(i + 1));
        }
        i++;
      } else if (out != null) {
        out.append(c);
      }
    }
    return out == null ? raw : out.toString();
  }

  /** Reverses {@link #escape}; a malformed escape throws {@link IllegalArgumentException}. */
  public static String unescape(String escaped) {
    int first = firstSpecial(escaped);
    if (first < 0) {
      return escaped;
    }
    StringBuilder out = new StringBuilder(escaped.length()).append(escaped, 0, first);
    for (int i = first; i < escaped.length(); i++) {
      char c = escaped.charAt(i);
      if (c == '#') {
        throw new IllegalArgumentException("Escaped id contains a raw '#': " + escaped);
      }
      if (c != '%') {
        out.append(c);
        continue;
      }
      if (escaped.startsWith("%25", i)) {
        out.append('%');
      } else if (escaped.startsWith("%23", i)) {
        out.append('#');
      } else {
        throw new IllegalArgumentException(
            "Malformed escape at index " + i + " of id '" + escaped + "': expected %25 or %23");
      }
      i += 2;
    }
    return out.toString();
  }

  /**
   * {@code value} of component {@code component}, which sorts inverse index {@code index}; throws
   * {@link InvalidKeyException} if it is null, since an item without it would silently drop out of
   * the index.
   */
  public static <V> V indexSortValue(String component, String index, V value) {
    if (value == null) {
      throw new InvalidKeyException(
          component
              + " must not be null: it sorts inverse index "
              + index
              + " (inverseSortBy), and an edge without it would be missing from that index");
    }
    return value;
  }

  /**
   * The escaped segment of an id component. {@code null}, empty, or holding an unpaired surrogate
   * throws {@link io.edgetable.exception.InvalidKeyException} naming {@code component}.
   */
  public static String segment(String component, String id) {
    if (id == null) {
      throw new InvalidKeyException(component + " must not be null: it is part of the item's key");
    }
    if (id.isEmpty()) {
      throw new InvalidKeyException(
          component + " must not be empty: DynamoDB key segments need at least one character");
    }
    return escape(component, id);
  }

  /**
   * {@code key} if it fits a partition key, else {@link
   * io.edgetable.exception.InvalidKeyException}.
   */
  public static String partitionKey(String attribute, String key) {
    return checkLength(attribute, key, MAX_PARTITION_KEY_BYTES, "partition");
  }

  /** {@code key} if it fits a sort key, else {@link io.edgetable.exception.InvalidKeyException}. */
  public static String sortKey(String attribute, String key) {
    return checkLength(attribute, key, MAX_SORT_KEY_BYTES, "sort");
  }

  /**
   * Partition key {@code partition#shard} of a sharded index, checked as {@link #partitionKey}; a
   * shard outside {@code 0..shards-1} is an {@link io.edgetable.exception.InvalidKeyException}.
   */
  public static String shardedKey(String attribute, String partition, int shard, int shards) {
    if (shard < 0 || shard >= shards) {
      throw new InvalidKeyException("shard must be in 0.." + (shards - 1) + ", was " + shard);
    }
    return partitionKey(attribute, partition + "#" + shard);
  }

  /** Every partition key {@code partition#0} to {@code partition#(shards-1)}, in shard order. */
  public static List<String> shardedKeys(String attribute, String partition, int shards) {
    String[] keys = new String[shards];
    for (int shard = 0; shard < shards; shard++) {
      keys[shard] = partitionKey(attribute, partition + "#" + shard);
    }
    return List.of(keys);
  }

  /**
   * The raw id stored after {@code literal} in key attribute {@code attribute} of {@code item}
   * (unescaped). A missing attribute or another prefix throws {@link UnreadableValueException} (an
   * {@link IllegalStateException}) naming both: the item is not of the expected kind.
   */
  public static String idAfter(Map<String, AttributeValue> item, String attribute, String literal) {
    AttributeValue value = item == null ? null : item.get(attribute);
    String key = value == null ? null : value.s();
    if (key == null) {
      throw missingKey(attribute, literal);
    }
    int start = literal.length();
    if (key.length() <= start || !key.startsWith(literal)) {
      throw otherKind(attribute, key, literal);
    }
    // Every item a query returns comes through here: one pass over the id (on ids this short a
    // plain loop beats two indexOf scans) and one copy when nothing is escaped, the common case.
    int length = key.length();
    for (int i = start; i < length; i++) {
      char c = key.charAt(i);
      if (c == '%' || c == '#') {
        return unescapedIdAfter(key, start, attribute, literal);
      }
    }
    return key.substring(start);
  }

  /** {@link #idAfter} read as an {@code int} id. */
  public static int intIdAfter(Map<String, AttributeValue> item, String attribute, String literal) {
    return parsedIdAfter(item, attribute, literal, Integer::valueOf, "an int");
  }

  /** {@link #idAfter} read as a {@code long} id. */
  public static long longIdAfter(
      Map<String, AttributeValue> item, String attribute, String literal) {
    return parsedIdAfter(item, attribute, literal, Long::valueOf, "a long");
  }

  /** {@link #idAfter} read as a {@code UUID} id. */
  public static UUID uuidIdAfter(
      Map<String, AttributeValue> item, String attribute, String literal) {
    return parsedIdAfter(item, attribute, literal, UUID::fromString, "a UUID");
  }

  /** {@link #idAfter} read as the name of a constant of {@code type}. */
  public static <E extends Enum<E>> E enumIdAfter(
      Map<String, AttributeValue> item, String attribute, String literal, Class<E> type) {
    return AttributeDecoders.constant(attribute, idAfter(item, attribute, literal), type);
  }

  /** {@link #idAfter} read by {@code parse}, which refuses other text as {@code expected}. */
  private static <T> T parsedIdAfter(
      Map<String, AttributeValue> item,
      String attribute,
      String literal,
      Function<String, T> parse,
      String expected) {
    String id = idAfter(item, attribute, literal);
    try {
      return parse.apply(id);
    } catch (IllegalArgumentException e) {
      throw idOf(attribute, literal, id, expected, e);
    }
  }

  private static UnreadableValueException idOf(
      String attribute, String literal, String id, String expected, RuntimeException cause) {
    return new UnreadableValueException(
        attribute, literal + id, true, literal + "<" + expected + ">", cause);
  }

  // The messages are built apart so that idAfter stays small enough to be inlined.
  private static UnreadableValueException missingKey(String attribute, String literal) {
    return new UnreadableValueException(attribute, "nothing", false, literal + "<id>", null);
  }

  private static UnreadableValueException otherKind(String attribute, String key, String literal) {
    return new UnreadableValueException(
        attribute, key, true, literal + "<id>: the item is of another kind", null);
  }

  private static String unescapedIdAfter(String key, int start, String attribute, String literal) {
    try {
      return unescape(key.substring(start));
    } catch (IllegalArgumentException e) {
      throw new UnreadableValueException(
          attribute, key, true, "one escaped id after " + literal, e);
    }
  }

  /** FNV-1a 32-bit over the UTF-8 bytes of the escaped source id, modulo {@code shards}. */
  public static int shard(String escapedSourceId, int shards) {
    if (shards < 1) {
      throw new IllegalArgumentException("shards must be at least 1, was " + shards);
    }
    int hash = FNV_OFFSET_BASIS;
    int length = escapedSourceId.length();
    // Encodes UTF-8 on the fly so hashing allocates nothing.
    for (int i = 0; i < length; i++) {
      char c = escapedSourceId.charAt(i);
      if (c < 0x80) {
        hash = (hash ^ c) * FNV_PRIME;
      } else if (c < 0x800) {
        hash = (hash ^ (0xc0 | (c >> 6))) * FNV_PRIME;
        hash = (hash ^ (0x80 | (c & 0x3f))) * FNV_PRIME;
      } else if (Character.isHighSurrogate(c)
          && i + 1 < length
          && Character.isLowSurrogate(escapedSourceId.charAt(i + 1))) {
        int cp = Character.toCodePoint(c, escapedSourceId.charAt(++i));
        hash = (hash ^ (0xf0 | (cp >> 18))) * FNV_PRIME;
        hash = (hash ^ (0x80 | ((cp >> 12) & 0x3f))) * FNV_PRIME;
        hash = (hash ^ (0x80 | ((cp >> 6) & 0x3f))) * FNV_PRIME;
        hash = (hash ^ (0x80 | (cp & 0x3f))) * FNV_PRIME;
      } else {
        if (Character.isSurrogate(c)) {
          c = '?'; // an unpaired surrogate encodes as '?', as String.getBytes(UTF_8) does
          hash = (hash ^ c) * FNV_PRIME;
          continue;
        }
        hash = (hash ^ (0xe0 | (c >> 12))) * FNV_PRIME;
        hash = (hash ^ (0x80 | ((c >> 6) & 0x3f))) * FNV_PRIME;
        hash = (hash ^ (0x80 | (c & 0x3f))) * FNV_PRIME;
      }
    }
    return Integer.remainderUnsigned(hash, shards);
  }

  /** The number of UTF-8 bytes {@code text} encodes to (unpaired surrogates count as '?'). */
  static int utf8Length(String text) {
    int length = text.length();
    int bytes = length;
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c >= 0x80) {
        if (c < 0x800) {
          bytes += 1;
        } else if (Character.isHighSurrogate(c)
            && i + 1 < length
            && Character.isLowSurrogate(text.charAt(i + 1))) {
          bytes += 2; // 4 bytes for two chars
          i++;
        } else if (!Character.isSurrogate(c)) {
          bytes += 2;
        }
      }
    }
    return bytes;
  }

  private static String checkLength(String attribute, String key, int maxBytes, String kind) {
    // A UTF-16 char never takes more than 3 UTF-8 bytes, so short keys need no counting.
    if (key.length() * 3 <= maxBytes) {
      return key;
    }
    int bytes = utf8Length(key);
    if (bytes > maxBytes) {
      throw new InvalidKeyException(
          attribute
              + " is "
              + bytes
              + " bytes of UTF-8, over DynamoDB's "
              + kind
              + " key limit of "
              + maxBytes
              + " bytes; use a shorter id (key "
              + shortened(key)
              + ")");
    }
    return key;
  }

  /**
   * {@code text} quoted as a message shows it: whole up to 64 characters; longer, its first 40 and
   * last 16 characters around "...", and its length, so a message never repeats a long key.
   */
  public static String shortened(String text) {
    if (text.length() <= 64) {
      return "'" + text + "'";
    }
    return "'" + ends(text, 40, 16) + "', " + text.length() + " characters";
  }

  /**
   * The first {@code head} and last {@code tail} characters of {@code text} with "..." between
   * them, never cutting a surrogate pair in two; {@code text} must be longer than both together.
   */
  public static String ends(String text, int head, int tail) {
    int end = Character.isLowSurrogate(text.charAt(head)) ? head + 1 : head;
    int start = text.length() - tail;
    start = Character.isLowSurrogate(text.charAt(start)) ? start - 1 : start;
    return text.substring(0, end) + "..." + text.substring(start);
  }

  /**
   * The index of the first unpaired surrogate in {@code text}, or -1 when every surrogate is half
   * of a pair (then the text has a UTF-8 form).
   */
  static int unpairedSurrogate(String text) {
    int length = text.length();
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (Character.isSurrogate(c)) {
        if (!Character.isHighSurrogate(c)
            || i + 1 == length
            || !Character.isLowSurrogate(text.charAt(i + 1))) {
          return i;
        }
        i++;
      }
    }
    return -1;
  }

  /**
   * Why the unpaired surrogate at {@code at} cannot be stored and how to fix it, showing {@code
   * text} (at most 80 chars) with its surrogates written as Java escapes.
   */
  static String describeUnpairedSurrogate(String text, int at) {
    StringBuilder shown = new StringBuilder(Math.min(text.length(), 80) + 16);
    for (int i = 0; i < text.length() && i < 80; i++) {
      char c = text.charAt(i);
      if (Character.isSurrogate(c)) {
        shown.append(String.format("\\u%04X", (int) c));
      } else {
        shown.append(c);
      }
    }
    if (text.length() > 80) {
      shown.append("...");
    }
    return "holds an unpaired UTF-16 surrogate "
        + String.format("U+%04X", (int) text.charAt(at))
        + " at index "
        + at
        + " of \""
        + shown
        + "\": half of a character, with no UTF-8 form, so DynamoDB cannot store it. Keep both"
        + " halves of a surrogate pair together (or drop the lone half) where the text is built,"
        + " e.g. a substring or truncation that split an emoji";
  }

  /** The first {@code %}, {@code #} or surrogate, or -1: the one pass over an ordinary id. */
  private static int firstToCheck(String text) {
    int length = text.length();
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c == '%' || c == '#' || Character.isSurrogate(c)) {
        return i;
      }
    }
    return -1;
  }

  private static int firstSpecial(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '%' || c == '#') {
        return i;
      }
    }
    return -1;
  }
}
