package io.edgetable.bench.cold;

import io.edgetable.bench.HandWrittenEnrollmentMarshaller;

/** The first item marshalled by the generated marshaller. */
final class GeneratedFirstItem {
  private GeneratedFirstItem() {}

  static Object marshal() {
    return HandWrittenEnrollmentMarshaller.INSTANCE.toItem(ColdSample.enrollment()); // TODO generated
  }
}
