package io.edgetable.internal.model;

import io.edgetable.internal.expression.ExpressionWriter;
import io.edgetable.internal.transaction.Guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The version and time-to-live rules that the writes and reads render and apply. */
class VersionsAndExpiryTest {
  private static AttributeValue n(long value) {
    return AttributeValue.fromN(Long.toString(value));
  }

  @Test
  void versionZeroMeansNoneStored() {
    ExpressionWriter writer = new ExpressionWriter();
    assertEquals("attribute_not_exists(#n0)", Versions.condition(writer, "version", 0));
    assertEquals("#n0 = :v0", Versions.condition(writer, "version", 7));
    assertEquals(Map.of(":v0", n(7)), writer.values());

    assertEquals(0, Versions.held(Map.of(), "version"));
    assertEquals(3, Versions.held(Map.of("version", n(3)), "version"));
    assertTrue(Versions.holds(Map.of("PK", AttributeValue.fromS("x")), "version", 0));
    assertFalse(Versions.holds(Map.of("version", n(1)), "version", 0));
    assertTrue(Versions.holds(Map.of("version", n(4)), "version", 4));
    assertFalse(Versions.holds(Map.of("version", n(5)), "version", 4));
    assertEquals(n(9), Versions.next(Map.of("version", n(8)), "version").get("version"));
    assertEquals(n(1), Versions.next(Map.of(), "version").get("version"));
    assertEquals(n(1), Versions.first(Map.of("version", n(8)), "version").get("version"));
  }

  @Test
  void theNextVersionNeverWrapsAround() {
    assertThrows(
        IllegalArgumentException.class, () -> Versions.next(Map.of("version", n(-1)), "version"));
    assertThrows(
        IllegalArgumentException.class,
        () -> Versions.next(Map.of("version", n(Long.MAX_VALUE)), "version"));
  }

  @Test
  void anItemHasExpiredOnceItsTimeIsPast() {
    Expiry expiry = Expiry.at("expiresAt", 1_000);
    assertTrue(expiry.expired(Map.of("expiresAt", n(999))));
    assertFalse(expiry.expired(Map.of("expiresAt", n(1_000))), "not before the second is past");
    assertFalse(expiry.expired(Map.of()), "no time to live: never");
    assertFalse(expiry.expired(Map.of("expiresAt", AttributeValue.fromS("999"))), "not a number");
    assertTrue(expiry.expired(Map.of("expiresAt", AttributeValue.fromN("999.5"))));
    assertFalse(Expiry.NEVER.expired(Map.of("expiresAt", n(0))));
    assertEquals(Optional.empty(), Expiry.of(Optional.empty()).attribute());
  }

  @Test
  void guardsTreatAnExpiredItemAsAbsent() {
    Expiry expiry = Expiry.at("expiresAt", 1_000);
    ExpressionWriter absent = new ExpressionWriter();
    assertEquals("attribute_not_exists(#n0) OR #n1 < :v0", Guards.absent(absent, expiry));
    assertEquals(Map.of("#n0", "PK", "#n1", "expiresAt"), absent.names());
    assertEquals(Map.of(":v0", n(1_000)), absent.values());
    assertEquals(
        "attribute_exists(#n0) AND (attribute_not_exists(#n1) OR #n1 >= :v0)",
        Guards.present(new ExpressionWriter(), expiry));
    assertEquals("attribute_exists(#n0)", Guards.present(new ExpressionWriter(), Expiry.NEVER));
    assertEquals(
        "attribute_not_exists(#n0)", Guards.absent(new ExpressionWriter(), Expiry.NEVER));
  }
}
