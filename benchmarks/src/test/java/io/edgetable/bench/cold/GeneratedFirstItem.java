package io.edgetable.bench.cold;

import io.edgetable.bench.EnrollmentMarshaller;

/** The first item marshalled by the generated marshaller. */
final class GeneratedFirstItem {
  private GeneratedFirstItem() {}

  static Object marshal() {
    return EnrollmentMarshaller.INSTANCE.toItem(ColdSample.enrollment());
  }
}
