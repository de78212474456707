package io.edgetable.processor.keys;

import io.edgetable.Id;
import io.edgetable.Node;
import io.edgetable.Ttl;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * A node with a typed id and a constant sort key, and components that read only some values of
 * their stored type.
 */
@Node(prefix = "BADGE", sortKey = "META")
public record Badge(
    @Id BadgeId id,
    String title,
    Level level,
    short rank,
    Integer stock,
    BigInteger points,
    BigDecimal weight,
    char grade,
    UUID owner,
    LocalDate awardedOn,
    @Ttl Instant expiresAt) {

  /** Stored by name. */
  public enum Level {
    BRONZE,
    SILVER,
    GOLD
  }

  /** A typed id wrapping a number. */
  public record BadgeId(long value) {}
}
