package io.edgetable.bench.cold;

import io.edgetable.bench.HandWrittenEnrollmentMarshaller;

/** The first item marshalled by the hand-written marshaller. */
final class HandWrittenFirstItem {
  private HandWrittenFirstItem() {}

  static Object marshal() {
    return HandWrittenEnrollmentMarshaller.INSTANCE.toItem(ColdSample.enrollment());
  }
}
