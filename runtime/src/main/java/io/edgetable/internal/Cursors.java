package io.edgetable.internal;

import io.edgetable.InvalidCursorException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Page cursors: base64url (no padding) of {@code version, positions, tag}, where the positions
 * are one {@link ShardPosition} per shard and the tag is a truncated SHA-256 over the query's
 * {@link QueryPlan#binding() binding} and the positions. A cursor from another query, or an
 * altered one, fails the tag; a forgery that recomputes the tag still cannot leave the query,
 * because every decoded key must lie in the query's partition (its shard's) and prefix.
 */
final class Cursors {
  private static final byte VERSION = 1;
  private static final int TAG_BYTES = 12;
  private static final byte START = 0;
  private static final byte AFTER = 1;
  private static final byte DONE = 2;
  private static final int MAX_KEY_BYTES = 0xFFFF;

  private Cursors() {}

  static String encode(QueryPlan<?> plan, List<ShardPosition> positions) {
    byte[] body = body(plan, positions);
    byte[] tag = tag(plan, body);
    byte[] cursor = Arrays.copyOf(body, body.length + tag.length);
    System.arraycopy(tag, 0, cursor, body.length, tag.length);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(cursor);
  }

  /** The positions the cursor resumes from; {@link InvalidCursorException} if it is not this query's. */
  static List<ShardPosition> decode(QueryPlan<?> plan, String cursor) {
    byte[] bytes;
    try {
      bytes = Base64.getUrlDecoder().decode(cursor);
    } catch (IllegalArgumentException e) {
      throw invalid("it is not a base64url cursor", e);
    }
    if (bytes.length < 1 + TAG_BYTES) {
      throw invalid("it is too short", null);
    }
    if (bytes[0] != VERSION) {
      throw invalid("it has unknown version " + bytes[0] + " (this library writes version " + VERSION + ")", null);
    }
    byte[] body = Arrays.copyOf(bytes, bytes.length - TAG_BYTES);
    byte[] tag = Arrays.copyOfRange(bytes, bytes.length - TAG_BYTES, bytes.length);
    if (!MessageDigest.isEqual(tag, tag(plan, body))) {
      throw invalid(
          "it was made by another query (table, index, partition, prefix, order and filter must be the"
              + " same) or was altered",
          null);
    }
    List<ShardPosition> positions = parse(plan, body);
    check(plan, positions);
    return positions;
  }

  private static byte[] body(QueryPlan<?> plan, List<ShardPosition> positions) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeByte(VERSION);
      out.writeShort(positions.size());
      for (ShardPosition position : positions) {
        if (position.done()) {
          out.writeByte(DONE);
        } else if (position.after().isEmpty()) {
          out.writeByte(START);
        } else {
          out.writeByte(AFTER);
          Map<String, AttributeValue> key = position.after().get();
          for (String attribute : plan.spec().keyAttributes()) {
            AttributeValue value = key.get(attribute);
            if (value == null || value.s() == null) {
              throw new IllegalStateException(
                  "Cannot write a cursor: key attribute " + attribute + " is missing or not a string in " + key);
            }
            byte[] utf8 = value.s().getBytes(StandardCharsets.UTF_8);
            if (utf8.length > MAX_KEY_BYTES) {
              throw new IllegalStateException("Cannot write a cursor: key attribute " + attribute + " is too long");
            }
            out.writeShort(utf8.length);
            out.write(utf8);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  private static List<ShardPosition> parse(QueryPlan<?> plan, byte[] body) {
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(body))) {
      in.readByte();
      int count = in.readUnsignedShort();
      if (count != plan.shards()) {
        throw invalid("it holds " + count + " shard positions, the query has " + plan.shards() + " shards", null);
      }
      List<ShardPosition> positions = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        byte kind = in.readByte();
        switch (kind) {
          case START -> positions.add(ShardPosition.START);
          case DONE -> positions.add(ShardPosition.DONE);
          case AFTER -> {
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            for (String attribute : plan.spec().keyAttributes()) {
              byte[] utf8 = new byte[in.readUnsignedShort()];
              in.readFully(utf8);
              key.put(attribute, AttributeValue.fromS(decodeUtf8(utf8)));
            }
            positions.add(ShardPosition.after(key));
          }
          default -> throw invalid("it holds an unknown position kind " + kind, null);
        }
      }
      if (in.available() > 0) {
        throw invalid("it has trailing bytes", null);
      }
      return positions;
    } catch (EOFException e) {
      throw invalid("it is truncated", e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String decodeUtf8(byte[] utf8) {
    try {
      return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(utf8)).toString();
    } catch (CharacterCodingException e) {
      throw invalid("it holds a key that is not UTF-8", e);
    }
  }

  /** Every key must be in the query's own partition (its shard's) and start with its prefix. */
  private static void check(QueryPlan<?> plan, List<ShardPosition> positions) {
    QuerySpec<?> spec = plan.spec();
    boolean anyLeft = false;
    for (int shard = 0; shard < positions.size(); shard++) {
      ShardPosition position = positions.get(shard);
      anyLeft |= !position.done();
      Optional<Map<String, AttributeValue>> key = position.after();
      if (key.isEmpty()) {
        if (!plan.spec().sharded()) {
          throw invalid("it does not hold a key", null);
        }
        continue;
      }
      String partition = key.get().get(spec.partitionAttribute()).s();
      if (!partition.equals(spec.partitionValues().get(shard))) {
        throw invalid("it points into another partition", null);
      }
      String sortKey = key.get().get(spec.sortAttribute()).s();
      if (spec.sortPrefix().isPresent() && !sortKey.startsWith(spec.sortPrefix().get())) {
        throw invalid("it points outside the query's sort key prefix", null);
      }
    }
    if (!anyLeft) {
      throw invalid("it marks every shard as done", null);
    }
  }

  private static byte[] tag(QueryPlan<?> plan, byte[] body) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      sha.update("edgetable-cursor".getBytes(StandardCharsets.UTF_8));
      sha.update((byte) 0);
      sha.update(plan.binding().getBytes(StandardCharsets.UTF_8));
      sha.update((byte) 0);
      sha.update(body);
      return Arrays.copyOf(sha.digest(), TAG_BYTES);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  private static InvalidCursorException invalid(String why, Throwable cause) {
    String message = "Invalid cursor: " + why
        + ". Pass startAfter() only a nextCursor() of a page of this same query.";
    return cause == null ? new InvalidCursorException(message) : new InvalidCursorException(message, cause);
  }
}
