package io.edgetable.internal.query;

import io.edgetable.exception.InvalidCursorException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Page cursors: base64url (no padding) of {@code version, body, tag}. The body is one {@link
 * ShardPosition} per shard, zlib-compressed (a sharded cursor repeats the same key prefixes from
 * shard to shard); the tag is a truncated SHA-256 over the query's {@link QueryPlan#binding()
 * binding}, the version and the compressed body. A cursor from another query, or an altered one,
 * fails the tag before anything is decompressed; a forgery that recomputes the tag still cannot
 * leave the query, because every decoded key must lie in the query's partition (its shard's) and
 * prefix, and every shard's read-ahead must lie beyond its position.
 *
 * <p>After the positions comes the merge's {@link ReadAhead}: the shard of each item read past the
 * page, in order (one byte each), and the shards that end after them; then the {@link ItemSizes}
 * the merge has seen (average bytes and item count, two unsigned varints), which size the next
 * page's Queries.
 *
 * <p>Version 2 added each shard's read-ahead ({@code next} key or {@code floor}), version 3 the
 * {@link ReadAhead}, version 4 the item sizes; cursors of earlier versions are rejected with a
 * message that says to start again from the first page.
 */
public final class Cursors {
  private static final byte VERSION = 4;
  private static final int TAG_BYTES = 12;
  private static final int START = 0;
  private static final int AFTER = 1;
  private static final int DONE = 2;
  private static final int POSITION_BITS = 0x3;
  private static final int HAS_NEXT = 0x4;
  private static final int HAS_FLOOR = 0x8;
  private static final int MAX_KEY_BYTES = 0xFFFF;

  /**
   * What one shard's entry can inflate to at most: flags, two keys of at most 6 KiB (DynamoDB's
   * limits: 2,048 bytes per partition key, 1,024 per sort key, on the index and the table), a sort
   * key. A larger body is a forgery meant to exhaust memory.
   */
  private static final int MAX_SHARD_BYTES = 16 * 1024;

  private Cursors() {}

  /** Varints of at most this many bytes: enough for the item sizes' 32-bit values. */
  private static final int MAX_VARINT_BYTES = 5;

  /**
   * What a cursor resumes from: each shard's position, what the merge read ahead, and the sizes of
   * the items it read.
   */
  record Resume(List<ShardPosition> positions, ReadAhead readAhead, ItemSizes sizes) {}

  public static String encode(QueryPlan<?> plan, List<ShardPosition> positions) {
    return encode(plan, positions, ReadAhead.NONE);
  }

  static String encode(QueryPlan<?> plan, Resume resume) {
    return encode(plan, resume.positions(), resume.readAhead(), resume.sizes());
  }

  public static String encode(QueryPlan<?> plan, List<ShardPosition> positions, ReadAhead ahead) {
    return encode(plan, positions, ahead, ItemSizes.NONE);
  }

  public static String encode(
      QueryPlan<?> plan, List<ShardPosition> positions, ReadAhead ahead, ItemSizes sizes) {
    byte[] compressed = compress(body(plan, positions, ahead, sizes));
    byte[] signed = new byte[1 + compressed.length];
    signed[0] = VERSION;
    System.arraycopy(compressed, 0, signed, 1, compressed.length);
    byte[] tag = tag(plan, signed);
    byte[] cursor = Arrays.copyOf(signed, signed.length + tag.length);
    System.arraycopy(tag, 0, cursor, signed.length, tag.length);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(cursor);
  }

  /**
   * The positions the cursor resumes from; {@link InvalidCursorException} if it is not this
   * query's.
   */
  public static List<ShardPosition> decode(QueryPlan<?> plan, String cursor) {
    return resume(plan, cursor).positions();
  }

  /**
   * The positions and read-ahead the cursor resumes from; {@link InvalidCursorException} if it is
   * not this query's.
   */
  static Resume resume(QueryPlan<?> plan, String cursor) {
    byte[] bytes;
    try {
      bytes = Base64.getUrlDecoder().decode(cursor);
    } catch (IllegalArgumentException e) {
      throw invalid("it is not a base64url cursor", e);
    }
    // The decoder ignores the unused low bits of a final partial group, so two texts can carry
    // the same bytes; only the canonical text this class wrote is accepted.
    if (!Base64.getUrlEncoder().withoutPadding().encodeToString(bytes).equals(cursor)) {
      throw invalid("it is not a cursor this library wrote (non-canonical base64url)", null);
    }
    if (bytes.length < 2 + TAG_BYTES) {
      throw invalid("it is too short", null);
    }
    if (bytes[0] > 0 && bytes[0] < VERSION) {
      throw invalid(
          "it was written by an earlier version of EdgeTable (cursor version "
              + bytes[0]
              + "), whose cursors this version no longer reads; start again from the first page",
          null);
    }
    if (bytes[0] != VERSION) {
      throw invalid(
          "it has unknown version " + bytes[0] + " (this library writes version " + VERSION + ")",
          null);
    }
    byte[] signed = Arrays.copyOf(bytes, bytes.length - TAG_BYTES);
    byte[] tag = Arrays.copyOfRange(bytes, bytes.length - TAG_BYTES, bytes.length);
    if (!MessageDigest.isEqual(tag, tag(plan, signed))) {
      throw invalid(
          "it was made by another query (table, index, partition, prefix, order and filter must be"
              + " the same) or was altered",
          null);
    }
    byte[] body =
        decompress(
            Arrays.copyOfRange(signed, 1, signed.length),
            2
                + plan.shards() * MAX_SHARD_BYTES
                + 4
                + ReadAhead.MAX_ITEMS
                + plan.shards()
                + 2 * MAX_VARINT_BYTES);
    Resume resume = parse(plan, body);
    check(plan, resume.positions());
    checkReadAhead(plan, resume);
    checkSizes(plan, resume.sizes());
    return resume;
  }

  private static byte[] body(
      QueryPlan<?> plan, List<ShardPosition> positions, ReadAhead ahead, ItemSizes sizes) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeShort(positions.size());
      for (ShardPosition position : positions) {
        int flags = position.done() ? DONE : position.after().isPresent() ? AFTER : START;
        flags |= position.next().isPresent() ? HAS_NEXT : 0;
        flags |= position.floor().isPresent() ? HAS_FLOOR : 0;
        out.writeByte(flags);
        if (position.after().isPresent()) {
          writeKey(plan, out, position.after().get());
        }
        if (position.next().isPresent()) {
          writeKey(plan, out, position.next().get());
        }
        if (position.floor().isPresent()) {
          writeValue(plan, out, plan.spec().rangeAttribute(), position.floor().get());
        }
      }
      writeShards(out, ahead.order());
      writeShards(out, ahead.ending().stream().sorted().toList());
      writeVarint(out, sizes.average());
      writeVarint(out, sizes.count());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  /** A non-negative int in 7-bit groups, low group first, the high bit marking one more. */
  private static void writeVarint(DataOutputStream out, int value) throws IOException {
    if (value < 0) {
      throw new IllegalStateException("Cannot write a cursor: negative count " + value);
    }
    while (value >= 0x80) {
      out.writeByte((value & 0x7F) | 0x80);
      value >>>= 7;
    }
    out.writeByte(value);
  }

  private static int readVarint(DataInputStream in) throws IOException {
    long value = 0;
    for (int i = 0; i < MAX_VARINT_BYTES; i++) {
      int b = in.readUnsignedByte();
      value |= (long) (b & 0x7F) << (7 * i);
      if ((b & 0x80) == 0) {
        if (value > Integer.MAX_VALUE) {
          throw invalid("it holds a count beyond any this library writes", null);
        }
        return (int) value;
      }
    }
    throw invalid("it holds a count beyond any this library writes", null);
  }

  /** Shard numbers, one byte each (a sharded index has at most 256 shards). */
  private static void writeShards(DataOutputStream out, List<Integer> shards) throws IOException {
    out.writeShort(shards.size());
    for (int shard : shards) {
      out.writeByte(shard);
    }
  }

  private static List<Integer> readShards(QueryPlan<?> plan, DataInputStream in)
      throws IOException {
    int count = in.readUnsignedShort();
    if (count > ReadAhead.MAX_ITEMS) {
      throw invalid("it reads ahead more items than any cursor carries", null);
    }
    List<Integer> shards = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      int shard = in.readUnsignedByte();
      if (shard >= plan.shards()) {
        throw invalid("it reads ahead on shard " + shard + " of " + plan.shards(), null);
      }
      shards.add(shard);
    }
    return shards;
  }

  private static void writeKey(
      QueryPlan<?> plan, DataOutputStream out, Map<String, AttributeValue> key) throws IOException {
    for (String attribute : plan.spec().keyAttributes()) {
      AttributeValue value = key.get(attribute);
      if (value == null) {
        throw new IllegalStateException(
            "Cannot write a cursor: key attribute " + attribute + " is missing in " + key);
      }
      writeValue(plan, out, attribute, value);
    }
  }

  /**
   * One key value, by the type its attribute has on the queried index ({@code S} for all but an
   * ordered index's sort attribute): a string's or a number's text, or a binary's bytes.
   */
  private static void writeValue(
      QueryPlan<?> plan, DataOutputStream out, String attribute, AttributeValue value)
      throws IOException {
    AttributeValue.Type type = plan.spec().typeOf(attribute);
    if (value.type() != type) {
      throw new IllegalStateException(
          "Cannot write a cursor: key attribute " + attribute + " is not of type " + type);
    }
    switch (type) {
      case N -> writeText(out, value.n(), "key attribute " + attribute);
      case B -> writeBytes(out, value.b().asByteArrayUnsafe(), "key attribute " + attribute);
      default -> writeText(out, value.s(), "key attribute " + attribute);
    }
  }

  private static AttributeValue readValue(QueryPlan<?> plan, DataInputStream in, String attribute)
      throws IOException {
    return switch (plan.spec().typeOf(attribute)) {
      case N -> AttributeValue.fromN(readNumber(in));
      case B -> AttributeValue.fromB(SdkBytes.fromByteArray(readBytes(in)));
      default -> AttributeValue.fromS(readText(in));
    };
  }

  private static String readNumber(DataInputStream in) throws IOException {
    String text = readText(in);
    try {
      new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw invalid("it holds a number key that is not a number", e);
    }
    return text;
  }

  private static void writeText(DataOutputStream out, String text, String what) throws IOException {
    writeBytes(out, text.getBytes(StandardCharsets.UTF_8), what);
  }

  private static void writeBytes(DataOutputStream out, byte[] bytes, String what)
      throws IOException {
    if (bytes.length > MAX_KEY_BYTES) {
      throw new IllegalStateException("Cannot write a cursor: " + what + " is too long");
    }
    out.writeShort(bytes.length);
    out.write(bytes);
  }

  private static byte[] compress(byte[] body) {
    Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
    try {
      deflater.setInput(body);
      deflater.finish();
      ByteArrayOutputStream out = new ByteArrayOutputStream(body.length / 2 + 16);
      byte[] chunk = new byte[512];
      while (!deflater.finished()) {
        out.write(chunk, 0, deflater.deflate(chunk));
      }
      return out.toByteArray();
    } finally {
      deflater.end();
    }
  }

  /**
   * The body, or InvalidCursorException if it is not zlib data or would inflate beyond {@code max}.
   */
  private static byte[] decompress(byte[] compressed, int max) {
    Inflater inflater = new Inflater();
    try {
      inflater.setInput(compressed);
      ByteArrayOutputStream out = new ByteArrayOutputStream(compressed.length * 4);
      byte[] chunk = new byte[512];
      while (!inflater.finished()) {
        int n = inflater.inflate(chunk);
        if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
          throw invalid("it is truncated", null);
        }
        out.write(chunk, 0, n);
        if (out.size() > max) {
          throw invalid("it is larger than any cursor of this query", null);
        }
      }
      if (inflater.getRemaining() > 0) {
        throw invalid("it has trailing bytes", null);
      }
      return out.toByteArray();
    } catch (DataFormatException e) {
      throw invalid("it is not compressed as this library writes cursors", e);
    } finally {
      inflater.end();
    }
  }

  private static Resume parse(QueryPlan<?> plan, byte[] body) {
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(body))) {
      int count = in.readUnsignedShort();
      if (count != plan.shards()) {
        throw invalid(
            "it holds " + count + " shard positions, the query has " + plan.shards() + " shards",
            null);
      }
      List<ShardPosition> positions = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        int flags = in.readUnsignedByte();
        if ((flags & ~(POSITION_BITS | HAS_NEXT | HAS_FLOOR)) != 0) {
          throw invalid("it holds unknown position flags " + flags, null);
        }
        int kind = flags & POSITION_BITS;
        Optional<Map<String, AttributeValue>> after =
            switch (kind) {
              case START, DONE -> Optional.empty();
              case AFTER -> Optional.of(readKey(plan, in));
              default -> throw invalid("it holds an unknown position kind " + kind, null);
            };
        Optional<Map<String, AttributeValue>> next =
            (flags & HAS_NEXT) != 0 ? Optional.of(readKey(plan, in)) : Optional.empty();
        Optional<AttributeValue> floor =
            (flags & HAS_FLOOR) != 0
                ? Optional.of(readValue(plan, in, plan.spec().rangeAttribute()))
                : Optional.empty();
        if (kind == DONE && (next.isPresent() || floor.isPresent())) {
          throw invalid("it reads ahead on an exhausted shard", null);
        }
        if (next.isPresent() && floor.isPresent()) {
          throw invalid("it holds both a next key and a floor for one shard", null);
        }
        positions.add(new ShardPosition(after, kind == DONE, next, floor));
      }
      List<Integer> order = readShards(plan, in);
      List<Integer> ending = readShards(plan, in);
      ItemSizes sizes = new ItemSizes(readVarint(in), readVarint(in));
      if (in.available() > 0) {
        throw invalid("it has trailing bytes", null);
      }
      if (new HashSet<>(ending).size() != ending.size()) {
        throw invalid("it names a shard twice among those that end", null);
      }
      return new Resume(positions, new ReadAhead(order, new HashSet<>(ending)), sizes);
    } catch (EOFException e) {
      throw invalid("it is truncated", e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Map<String, AttributeValue> readKey(QueryPlan<?> plan, DataInputStream in)
      throws IOException {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    for (String attribute : plan.spec().keyAttributes()) {
      key.put(attribute, readValue(plan, in, attribute));
    }
    return key;
  }

  private static String readText(DataInputStream in) throws IOException {
    return decodeUtf8(readBytes(in));
  }

  private static byte[] readBytes(DataInputStream in) throws IOException {
    byte[] bytes = new byte[in.readUnsignedShort()];
    in.readFully(bytes);
    return bytes;
  }

  private static String decodeUtf8(byte[] utf8) {
    try {
      return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(utf8)).toString();
    } catch (CharacterCodingException e) {
      throw invalid("it holds a key that is not UTF-8", e);
    }
  }

  /**
   * Every key must be in the query's own partition (its shard's) and start with its prefix, and a
   * shard's read-ahead must lie beyond its position in query order.
   */
  private static void check(QueryPlan<?> plan, List<ShardPosition> positions) {
    QuerySpec<?> spec = plan.spec();
    Comparator<Map<String, AttributeValue>> order = plan.order();
    boolean anyLeft = false;
    for (int shard = 0; shard < positions.size(); shard++) {
      ShardPosition position = positions.get(shard);
      anyLeft |= !position.done();
      if (!spec.sharded()) {
        if (position.after().isEmpty()) {
          throw invalid("it does not hold a key", null);
        }
        if (position.next().isPresent() || position.floor().isPresent()) {
          throw invalid("it reads ahead on an unsharded query", null);
        }
      }
      for (Map<String, AttributeValue> key : keys(position)) {
        String partition = key.get(spec.partitionAttribute()).s();
        if (!partition.equals(spec.partitionValues().get(shard))) {
          throw invalid("it points into another partition", null);
        }
        if (!inLabel(spec, key.get(spec.sortAttribute()).s())) {
          throw invalid("it points outside the query's sort key prefix", null);
        }
      }
      if (position.next().isPresent()
          && position.after().isPresent()
          && order.compare(position.next().get(), position.after().get()) <= 0) {
        throw invalid("it reads ahead behind its own position", null);
      }
      if (position.floor().isPresent()) {
        AttributeValue floor = position.floor().get();
        if (spec.order().isEmpty() && !inLabel(spec, floor.s())) {
          throw invalid("it points outside the query's sort key prefix", null);
        }
        AttributeValue after = position.after().map(k -> k.get(spec.rangeAttribute())).orElse(null);
        if (after != null && plan.compareSortKeys(floor, after) < 0) {
          throw invalid("it reads ahead behind its own position", null);
        }
      }
    }
    if (!anyLeft) {
      throw invalid("it marks every shard as done", null);
    }
  }

  /**
   * Items read ahead only on a sharded query, on shards that are not done and know no next key or
   * floor (those belong to the filtered merge); a shard ends after them only if it has some.
   */
  private static void checkReadAhead(QueryPlan<?> plan, Resume resume) {
    ReadAhead ahead = resume.readAhead();
    if (ahead.order().isEmpty() && ahead.ending().isEmpty()) {
      return;
    }
    if (!plan.spec().sharded()) {
      throw invalid("it reads ahead on an unsharded query", null);
    }
    for (int shard : ahead.order()) {
      ShardPosition position = resume.positions().get(shard);
      if (position.done() || position.next().isPresent() || position.floor().isPresent()) {
        throw invalid("it reads ahead on a shard that is done or already read ahead", null);
      }
    }
    if (!new HashSet<>(ahead.order()).containsAll(ahead.ending())) {
      throw invalid("it ends a shard after items it does not read ahead", null);
    }
  }

  /** Item sizes only on a sharded query (they size its merged pages), within DynamoDB's limits. */
  private static void checkSizes(QueryPlan<?> plan, ItemSizes sizes) {
    String why = sizes.invalidReason();
    if (why != null) {
      throw invalid(why, null);
    }
    if (sizes.known() && !plan.spec().sharded()) {
      throw invalid("it carries item sizes on an unsharded query", null);
    }
  }

  private static List<Map<String, AttributeValue>> keys(ShardPosition position) {
    List<Map<String, AttributeValue>> keys = new ArrayList<>(2);
    position.after().ifPresent(keys::add);
    position.next().ifPresent(keys::add);
    return keys;
  }

  /**
   * Whether {@code sortKey} starts with the query's prefix. On an index shared by other kinds (an
   * ordered one's label filter) the key the Query stopped at may be another kind's.
   */
  private static boolean inLabel(QuerySpec<?> spec, String sortKey) {
    boolean shared = spec.order().map(IndexOrder::labelFilter).orElse(false);
    return shared || spec.sortPrefix().isEmpty() || sortKey.startsWith(spec.sortPrefix().get());
  }

  private static byte[] tag(QueryPlan<?> plan, byte[] signed) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      sha.update("edgetable-cursor".getBytes(StandardCharsets.UTF_8));
      sha.update((byte) 0);
      sha.update(plan.binding().getBytes(StandardCharsets.UTF_8));
      sha.update((byte) 0);
      sha.update(signed);
      return Arrays.copyOf(sha.digest(), TAG_BYTES);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  private static InvalidCursorException invalid(String why, Throwable cause) {
    String message =
        "Invalid cursor: "
            + why
            + ". Pass startAfter() only a nextCursor() of a page of this same query.";
    return cause == null
        ? new InvalidCursorException(message)
        : new InvalidCursorException(message, cause);
  }
}
