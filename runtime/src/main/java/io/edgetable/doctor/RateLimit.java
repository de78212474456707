package io.edgetable.doctor;

import io.edgetable.internal.transport.UnitPacer;
import java.util.OptionalDouble;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * At most {@code rate} read capacity units a second, shared by the Scan's segments: each page's
 * consumed capacity (or, when the server does not say, one unit an item) is paid for by
 * waiting until the spending since the start is within the rate.
 */
final class RateLimit {
  private final UnitPacer pacer;

  RateLimit(OptionalDouble rate) {
    this.pacer = rate.isPresent() ? new UnitPacer(rate.getAsDouble(), System.nanoTime()) : null;
  }

  void spend(ScanResponse page) {
    if (pacer == null) {
      return;
    }
    pacer.pay(
        page.consumedCapacity() != null && page.consumedCapacity().capacityUnits() != null
            ? page.consumedCapacity().capacityUnits()
            : Math.max(1, page.count()));
  }
}
