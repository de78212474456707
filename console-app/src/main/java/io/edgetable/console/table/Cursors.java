package io.edgetable.console.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.edgetable.console.json.BadJsonException;
import io.edgetable.console.json.Jsons;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Opaque "load more" cursors: the position to continue from (a LastEvaluatedKey in DynamoDB
 * JSON, or one per shard) with a MAC over the query's shape (table, index, partition, sort
 * condition, order, filter text). A cursor from another query, or an edited one, is refused
 * with a 400 naming the field {@code cursor}, so paging an index stays a Query on that index.
 */
public final class Cursors {
  private static final String ALGORITHM = "HmacSHA256";
  private final byte[] secret;

  public Cursors() {
    this.secret = new byte[32];
    new SecureRandom().nextBytes(secret);
  }

  /** The cursor of {@code position} for a query of {@code shape}. */
  public String encode(JsonNode position, String shape) {
    String body = Jsons.write(position);
    ObjectNode cursor = Jsons.object();
    cursor.set("p", position);
    cursor.put("m", mac(shape, body));
    return Base64.getUrlEncoder().withoutPadding()
        .encodeToString(Jsons.write(cursor).getBytes(StandardCharsets.UTF_8));
  }

  /** The position of {@code cursor}, if it was made for a query of {@code shape}. */
  public JsonNode decode(String cursor, String shape) {
    JsonNode json;
    try {
      byte[] bytes = Base64.getUrlDecoder().decode(cursor);
      json = Jsons.parse(new String(bytes, StandardCharsets.UTF_8));
    } catch (IllegalArgumentException | BadJsonException e) {
      throw new BadJsonException("cursor", "is not a cursor of this console");
    }
    JsonNode position = json.get("p");
    JsonNode mac = json.get("m");
    if (position == null || mac == null || !mac.isTextual()) {
      throw new BadJsonException("cursor", "is not a cursor of this console");
    }
    byte[] expected = mac(shape, Jsons.write(position)).getBytes(StandardCharsets.UTF_8);
    if (!MessageDigest.isEqual(expected, mac.textValue().getBytes(StandardCharsets.UTF_8))) {
      throw new BadJsonException("cursor",
          "belongs to another query (or to an earlier run of the console); start again without it");
    }
    return position;
  }

  private String mac(String shape, String body) {
    try {
      Mac mac = Mac.getInstance(ALGORITHM);
      mac.init(new SecretKeySpec(secret, ALGORITHM));
      mac.update(shape.getBytes(StandardCharsets.UTF_8));
      mac.update((byte) 0);
      mac.update(body.getBytes(StandardCharsets.UTF_8));
      return Base64.getUrlEncoder().withoutPadding().encodeToString(mac.doFinal());
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is missing from this JVM", e);
    }
  }
}
