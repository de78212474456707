package io.edgetable.property;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** The small choices actions are made of: which version a write names, which time to live. */
final class Choice {
  private Choice() {}

  /** The version a versioned write names, relative to the stored one (0 when absent). */
  enum Version {
    CURRENT,
    STALE,
    ZERO,
    AHEAD;

    long of(long stored) {
      return switch (this) {
        case CURRENT -> stored;
        case STALE -> Math.max(stored - 1, 0);
        case ZERO -> 0;
        case AHEAD -> stored + 1;
      };
    }
  }

  /** A time to live: none, a month ahead, or a day past (the item reads as absent). */
  enum Ttl {
    NONE,
    FUTURE,
    PAST;

    Instant at(Instant now) {
      return switch (this) {
        case NONE -> null;
        case FUTURE -> now.plus(Duration.ofDays(30)).truncatedTo(ChronoUnit.SECONDS);
        case PAST -> now.minus(Duration.ofDays(1)).truncatedTo(ChronoUnit.SECONDS);
      };
    }
  }
}
