package io.edgetable.bench.cold;

import io.edgetable.bench.Enrollment;
import java.time.Instant;

/**
 * The sample enrolment, built without touching any marshalling class (nor a date parser), so each
 * cold path loads exactly what it needs itself.
 */
final class ColdSample {
  private ColdSample() {}

  static Enrollment enrollment() {
    return new Enrollment(
        "a91",
        "math204",
        "A",
        6,
        Instant.ofEpochSecond(1_788_251_415L, 123_456_789), // 2026-09-01T08:30:15.123456789Z
        "moved from PHY101");
  }
}
