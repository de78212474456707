package io.edgetable.internal.spark;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item's key as 32 hex digits (128 bits of SHA-256 over {@code PK}, a zero char and {@code
 * SK}): short enough for a marker's sort key whatever the key's length, and unique in practice.
 */
public final class KeyHash {
  private KeyHash() {}

  /** The hash of an item's (or a key's) {@code PK} and {@code SK}. */
  public static String of(Map<String, AttributeValue> item) {
    return of(item.get("PK").s(), item.get("SK").s());
  }

  /** The hash of {@code pk} and {@code sk}. */
  public static String of(String pk, String sk) {
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
    digest.update(pk.getBytes(StandardCharsets.UTF_8));
    digest.update((byte) 0);
    byte[] hash = digest.digest(sk.getBytes(StandardCharsets.UTF_8));
    return HexFormat.of().formatHex(hash, 0, 16);
  }

  /** The first 64 bits of a hash, to sum into an input's fingerprint. */
  public static long bits(String hash) {
    return Long.parseUnsignedLong(hash.substring(0, 16), 16);
  }
}
