package io.edgetable.internal;

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

  private KeyCodec() {}

  /** Escapes a raw id. */
  public static String escape(String raw) {
    throw new UnsupportedOperationException("TODO");
  }

  /** Reverses {@link #escape}; a malformed escape throws {@link IllegalArgumentException}. */
  public static String unescape(String escaped) {
    throw new UnsupportedOperationException("TODO");
  }

  /**
   * The escaped segment of an id component. {@code null} or empty throws
   * {@link io.edgetable.InvalidKeyException} naming {@code component}.
   */
  public static String segment(String component, String id) {
    throw new UnsupportedOperationException("TODO");
  }

  /** {@code key} if it fits a partition key, else {@link io.edgetable.InvalidKeyException}. */
  public static String partitionKey(String attribute, String key) {
    throw new UnsupportedOperationException("TODO");
  }

  /** {@code key} if it fits a sort key, else {@link io.edgetable.InvalidKeyException}. */
  public static String sortKey(String attribute, String key) {
    throw new UnsupportedOperationException("TODO");
  }

  /**
   * The raw id stored after {@code literal} in key attribute {@code attribute} of {@code item}
   * (unescaped). A missing attribute or another prefix throws {@link IllegalStateException}
   * naming both: the item is not of the expected kind.
   */
  public static String idAfter(Map<String, AttributeValue> item, String attribute, String literal) {
    throw new UnsupportedOperationException("TODO");
  }

  /** FNV-1a 32-bit over the UTF-8 bytes of the escaped source id, modulo {@code shards}. */
  public static int shard(String escapedSourceId, int shards) {
    throw new UnsupportedOperationException("TODO");
  }
}
