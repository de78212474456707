package io.edgetable.internal;

import io.edgetable.InvalidKeyException;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Builds and reads key strings. Id segments are escaped ({@code %} → {@code %25}, {@code #} →
 * {@code %23}, nothing else) so any id round-trips and never contains the {@code #} separator.
 */
public final class KeyCodec {
  /** DynamoDB's limits in UTF-8 bytes. */
  public static final int MAX_PARTITION_KEY_BYTES = 2048;

  public static final int MAX_SORT_KEY_BYTES = 1024;

  private static final int FNV_OFFSET_BASIS = 0x811c9dc5;
  private static final int FNV_PRIME = 0x01000193;

  private KeyCodec() {}

  /** Escapes a raw id. */
  public static String escape(String raw) {
    int first = firstSpecial(raw);
    if (first < 0) {
      return raw; // the common case: nothing to escape, nothing allocated
    }
    StringBuilder out = new StringBuilder(raw.length() + 8).append(raw, 0, first);
    for (int i = first; i < raw.length(); i++) {
      char c = raw.charAt(i);
      if (c == '%') {
        out.append("%25");
      } else if (c == '#') {
        out.append("%23");
      } else {
        out.append(c);
      }
    }
    return out.toString();
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
   * The escaped segment of an id component. {@code null} or empty throws {@link
   * io.edgetable.InvalidKeyException} naming {@code component}.
   */
  public static String segment(String component, String id) {
    if (id == null) {
      throw new InvalidKeyException(component + " must not be null: it is part of the item's key");
    }
    if (id.isEmpty()) {
      throw new InvalidKeyException(
          component + " must not be empty: DynamoDB key segments need at least one character");
    }
    return escape(id);
  }

  /** {@code key} if it fits a partition key, else {@link io.edgetable.InvalidKeyException}. */
  public static String partitionKey(String attribute, String key) {
    return checkLength(attribute, key, MAX_PARTITION_KEY_BYTES, "partition");
  }

  /** {@code key} if it fits a sort key, else {@link io.edgetable.InvalidKeyException}. */
  public static String sortKey(String attribute, String key) {
    return checkLength(attribute, key, MAX_SORT_KEY_BYTES, "sort");
  }

  /**
   * The raw id stored after {@code literal} in key attribute {@code attribute} of {@code item}
   * (unescaped). A missing attribute or another prefix throws {@link IllegalStateException} naming
   * both: the item is not of the expected kind.
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

  // The messages are built apart so that idAfter stays small enough to be inlined.
  private static IllegalStateException missingKey(String attribute, String literal) {
    return new IllegalStateException(
        "Item has no string attribute "
            + attribute
            + ": expected "
            + attribute
            + " = "
            + literal
            + "<id>");
  }

  private static IllegalStateException otherKind(String attribute, String key, String literal) {
    return new IllegalStateException(
        "Item's "
            + attribute
            + " is '"
            + key
            + "', expected "
            + literal
            + "<id>: the item is of another kind");
  }

  private static String unescapedIdAfter(String key, int start, String attribute, String literal) {
    try {
      return unescape(key.substring(start));
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException(
          "Item's " + attribute + " '" + key + "' does not hold one escaped id after " + literal,
          e);
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
              + " bytes; use a shorter id (key starts '"
              + key.substring(0, Math.min(40, key.length()))
              + "...')");
    }
    return key;
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
