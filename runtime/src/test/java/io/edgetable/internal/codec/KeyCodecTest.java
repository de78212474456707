package io.edgetable.internal.codec;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.edgetable.exception.InvalidKeyException;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class KeyCodecTest {

  private static final String THREE_BYTE = "\u20ac"; // euro sign: 3 bytes of UTF-8
  private static final String FOUR_BYTE = "\ud83d\ude00"; // U+1F600: a surrogate pair, 4 bytes

  @Test
  void escapesOnlyPercentAndHash() {
    assertEquals("a%23b%25c%2523", KeyCodec.escape("a#b%c%23"));
    assertEquals("x/y:z@ \u00e9", KeyCodec.escape("x/y:z@ \u00e9"));
  }

  @Test
  void returnsTheSameStringWhenNothingNeedsEscaping() {
    String id = "plain-id_42";
    assertSame(id, KeyCodec.escape(id));
    assertSame(id, KeyCodec.unescape(id));
  }

  @Test
  void randomUnicodeRoundTripsAndNeverContainsHash() {
    Random random = new Random(20261130L);
    char[] alphabet = {'a', '#', '%', '2', '3', '5', '\u00e9', '\u20ac'};
    for (int n = 0; n < 5_000; n++) {
      StringBuilder raw = new StringBuilder();
      int length = 1 + random.nextInt(12);
      for (int i = 0; i < length; i++) {
        if (random.nextInt(6) == 0) {
          raw.append(FOUR_BYTE);
        } else if (random.nextInt(10) == 0) {
          raw.appendCodePoint(0x20 + random.nextInt(0xd000));
        } else {
          raw.append(alphabet[random.nextInt(alphabet.length)]);
        }
      }
      String escaped = KeyCodec.escape(raw.toString());
      assertFalse(escaped.contains("#"), escaped);
      assertEquals(raw.toString(), KeyCodec.unescape(escaped));
    }
  }

  @Test
  void distinctInputsNeverEscapeEqual() {
    // Exhaustive over every string of up to 4 characters from the characters that interact.
    char[] alphabet = {'#', '%', '2', '3', '5', 'a'};
    Map<String, String> seen = new HashMap<>();
    int total = 0;
    for (int length = 1; length <= 4; length++) {
      int combinations = (int) Math.pow(alphabet.length, length);
      for (int code = 0; code < combinations; code++) {
        StringBuilder raw = new StringBuilder();
        for (int i = 0, c = code; i < length; i++, c /= alphabet.length) {
          raw.append(alphabet[c % alphabet.length]);
        }
        String previous = seen.put(KeyCodec.escape(raw.toString()), raw.toString());
        assertEquals(null, previous, "two inputs escape to the same text");
        total++;
      }
    }
    assertEquals(total, seen.size());
  }

  @Test
  void rejectsMalformedEscapes() {
    assertThrows(IllegalArgumentException.class, () -> KeyCodec.unescape("a%2"));
    assertThrows(IllegalArgumentException.class, () -> KeyCodec.unescape("a%41"));
    assertThrows(IllegalArgumentException.class, () -> KeyCodec.unescape("a%"));
    assertThrows(IllegalArgumentException.class, () -> KeyCodec.unescape("%25#"));
  }

  @Test
  void nullAndEmptyIdsAreRejectedNamingTheComponent() {
    InvalidKeyException nullId =
        assertThrows(InvalidKeyException.class, () -> KeyCodec.segment("studentId", null));
    assertTrue(nullId.getMessage().contains("studentId"), nullId.getMessage());
    assertTrue(nullId.getMessage().contains("null"), nullId.getMessage());
    InvalidKeyException emptyId =
        assertThrows(InvalidKeyException.class, () -> KeyCodec.segment("courseId", ""));
    assertTrue(emptyId.getMessage().contains("courseId"), emptyId.getMessage());
    assertTrue(emptyId.getMessage().contains("empty"), emptyId.getMessage());
    assertEquals("a%23", KeyCodec.segment("courseId", "a#"));
  }

  @Test
  void idsWithAnUnpairedSurrogateAreRejectedNamingTheIdAndPosition() {
    InvalidKeyException e =
        assertThrows(InvalidKeyException.class, () -> KeyCodec.segment("studentId", "bad\uD800x"));
    assertTrue(e.getMessage().startsWith("studentId holds an unpaired"), e.getMessage());
    assertTrue(e.getMessage().contains("U+D800 at index 3"), e.getMessage());
    assertTrue(e.getMessage().contains("\"bad\\uD800x\""), e.getMessage());
    assertTrue(e.getMessage().contains("surrogate pair together"), e.getMessage());
    // A lone low half, a high half at the end, halves in the wrong order, and after an escape.
    String[] bad = {
      "\uDC00", "x\uD83D", "\uDE00\uD83D", "a#\uD800", "%\uDFFFb", "#\uD83D\uD83D\uDE00"
    };
    int[] position = {0, 1, 0, 2, 1, 1};
    for (int i = 0; i < bad.length; i++) {
      String id = bad[i];
      InvalidKeyException rejected =
          assertThrows(InvalidKeyException.class, () -> KeyCodec.segment("courseId", id));
      assertTrue(
          rejected.getMessage().contains(" at index " + position[i] + " "), rejected.getMessage());
      assertThrows(InvalidKeyException.class, () -> KeyCodec.escape(id));
    }
    // Two ids that differ only in the lone surrogate can no longer both reach the table.
    assertEquals("bad?x", KeyCodec.segment("courseId", "bad?x"));
  }

  @Test
  void wellFormedSurrogatePairsPassWithoutACopy() {
    String emoji = "a" + FOUR_BYTE + "b";
    assertSame(emoji, KeyCodec.segment("studentId", emoji));
    assertSame(FOUR_BYTE, KeyCodec.escape(FOUR_BYTE));
    assertEquals("%23" + FOUR_BYTE + "%25", KeyCodec.segment("studentId", "#" + FOUR_BYTE + "%"));
    assertEquals(-1, KeyCodec.unpairedSurrogate(emoji));
    assertEquals(4, KeyCodec.unpairedSurrogate(emoji + "\uDE00"));
  }

  @Test
  void longIdsAreShownCutButTheirPositionIsExact() {
    String id = "p".repeat(100) + "\uD800";
    InvalidKeyException e =
        assertThrows(InvalidKeyException.class, () -> KeyCodec.segment("studentId", id));
    assertTrue(
        e.getMessage().contains("at index 100 of \"" + "p".repeat(80) + "...\""), e.getMessage());
  }

  @Test
  void sortKeyLimitIsCountedInUtf8Bytes() {
    // 341 three-byte chars are 1023 bytes; one ASCII char makes exactly 1024.
    String atLimit = THREE_BYTE.repeat(341) + "x";
    assertEquals(1024, atLimit.getBytes(UTF_8).length);
    assertSame(atLimit, KeyCodec.sortKey("SK", atLimit));
    String overLimit = THREE_BYTE.repeat(341) + "xy";
    InvalidKeyException e =
        assertThrows(InvalidKeyException.class, () -> KeyCodec.sortKey("SK", overLimit));
    assertTrue(e.getMessage().contains("SK"), e.getMessage());
    assertTrue(e.getMessage().contains("1025"), e.getMessage());
    assertTrue(e.getMessage().contains("1024"), e.getMessage());
    // 1024 ASCII chars take the counting-free fast path only below 342 chars: still exact.
    assertEquals(1024, KeyCodec.sortKey("SK", "a".repeat(1024)).length());
    assertThrows(InvalidKeyException.class, () -> KeyCodec.sortKey("SK", "a".repeat(1025)));
  }

  @Test
  void partitionKeyLimitIsCountedInUtf8Bytes() {
    // 682 three-byte chars are 2046 bytes: they fit a partition key but not a sort key.
    String threeByteIds = THREE_BYTE.repeat(682);
    assertSame(threeByteIds, KeyCodec.partitionKey("PK", threeByteIds));
    assertThrows(InvalidKeyException.class, () -> KeyCodec.sortKey("SK", threeByteIds));
    String atLimit = "P#" + threeByteIds;
    assertEquals(2048, atLimit.getBytes(UTF_8).length);
    assertSame(atLimit, KeyCodec.partitionKey("GSI1PK", atLimit));
    InvalidKeyException e =
        assertThrows(
            InvalidKeyException.class, () -> KeyCodec.partitionKey("GSI1PK", atLimit + "x"));
    assertTrue(e.getMessage().contains("GSI1PK"), e.getMessage());
    assertTrue(e.getMessage().contains("2049"), e.getMessage());
    // Surrogate pairs count 4 bytes per pair: 512 pairs are exactly 2048 bytes.
    String pairs = FOUR_BYTE.repeat(512);
    assertSame(pairs, KeyCodec.partitionKey("PK", pairs));
    assertThrows(
        InvalidKeyException.class, () -> KeyCodec.partitionKey("PK", FOUR_BYTE.repeat(512) + "x"));
  }

  @Test
  void utf8LengthMatchesTheJdkEncoder() {
    Random random = new Random(7);
    for (int n = 0; n < 2_000; n++) {
      StringBuilder text = new StringBuilder();
      for (int i = 0; i < 20; i++) {
        text.appendCodePoint(
            random.nextInt(4) == 0 ? 0x10000 + random.nextInt(0x1000) : random.nextInt(0xd000));
      }
      assertEquals(text.toString().getBytes(UTF_8).length, KeyCodec.utf8Length(text.toString()));
    }
  }

  @Test
  void idAfterDecodesTheSegmentAndRejectsOtherKinds() {
    Map<String, AttributeValue> item =
        Map.of(
            "PK", AttributeValue.fromS("STU#a%23b"), "SK", AttributeValue.fromS("ENROLL#CRS#m%25"));
    assertEquals("a#b", KeyCodec.idAfter(item, "PK", "STU#"));
    assertEquals("m%", KeyCodec.idAfter(item, "SK", "ENROLL#CRS#"));
    IllegalStateException otherKind =
        assertThrows(IllegalStateException.class, () -> KeyCodec.idAfter(item, "SK", "FOLLOW#"));
    assertTrue(otherKind.getMessage().contains("ENROLL#CRS#m%25"), otherKind.getMessage());
    assertTrue(otherKind.getMessage().contains("FOLLOW#"), otherKind.getMessage());
    assertThrows(IllegalStateException.class, () -> KeyCodec.idAfter(item, "GSI1PK", "CRS#"));
  }

  @Test
  void idAfterReadsPlainIdsAndRejectsEmptyOrMalformedOnes() {
    Map<String, AttributeValue> item =
        Map.of(
            "PK", AttributeValue.fromS("STU#a91"),
            "SK", AttributeValue.fromS("ENROLL#CRS#"),
            "GSI1PK", AttributeValue.fromS("CRS#m#1"),
            "GSI1SK", AttributeValue.fromS("ENROLL#STU#a%2Fb"));
    assertEquals("a91", KeyCodec.idAfter(item, "PK", "STU#"));
    assertThrows(IllegalStateException.class, () -> KeyCodec.idAfter(item, "PK", "STUDENT#"));
    assertThrows(IllegalStateException.class, () -> KeyCodec.idAfter(item, "SK", "ENROLL#CRS#"));
    IllegalStateException rawHash =
        assertThrows(IllegalStateException.class, () -> KeyCodec.idAfter(item, "GSI1PK", "CRS#"));
    assertTrue(rawHash.getCause() instanceof IllegalArgumentException, rawHash.toString());
    assertThrows(
        IllegalStateException.class, () -> KeyCodec.idAfter(item, "GSI1SK", "ENROLL#STU#"));
  }

  /**
   * Reference values worked by hand from the FNV-1a definition (offset basis 0x811c9dc5, prime
   * 0x01000193): for "a" (byte 0x61), 0x811c9dc5 ^ 0x61 = 0x811c9da4, times 0x01000193 modulo 2^32
   * = 0xe40c292c (3826002220, also the published FNV-1a test vector for "a"). 3826002220 mod 8 = 4
   * (low three bits of 0x2c); mod 3 = 1 (its digit sum 25 leaves 1).
   */
  @Test
  void shardIsFnv1aOfUtf8BytesModuloShards() {
    assertEquals(4, KeyCodec.shard("a", 8));
    assertEquals(1, KeyCodec.shard("a", 3));
    assertEquals(0, KeyCodec.shard("a", 1));
    // The published vector for "foobar" is 0xbf9cf968 = 3214735720, which is 0 mod 8 and 0 mod 7.
    assertEquals(0, KeyCodec.shard("foobar", 8));
    assertEquals(0, KeyCodec.shard("foobar", 7));
    assertEquals(3214735720L % 1000, KeyCodec.shard("foobar", 1000));
  }

  @Test
  void shardHashesUtf8LikeTheJdkEncoder() {
    Random random = new Random(11);
    for (int n = 0; n < 1_000; n++) {
      StringBuilder text = new StringBuilder();
      for (int i = 0; i < 8; i++) {
        text.appendCodePoint(
            random.nextInt(3) == 0 ? 0x10000 + random.nextInt(0x1000) : random.nextInt(0xd000));
      }
      int expected = 0x811c9dc5;
      for (byte b : text.toString().getBytes(UTF_8)) {
        expected = (expected ^ (b & 0xff)) * 0x01000193;
      }
      assertEquals(Integer.remainderUnsigned(expected, 256), KeyCodec.shard(text.toString(), 256));
    }
  }
}
