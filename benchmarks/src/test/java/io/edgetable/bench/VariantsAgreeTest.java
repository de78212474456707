package io.edgetable.bench;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.bench.enhanced.EnhancedSchemas;
import org.junit.jupiter.api.Test;

/** The benchmarks compare equal work: every variant must compute the same function. */
class VariantsAgreeTest {

  @Test
  void everyVariantWritesAndReadsTheSameItems() {
    assertDoesNotThrow(Variants::checkAgreement);
  }

  @Test
  void sampleHasTheEightAttributesTheBenchmarksPromise() {
    assertEquals(8, HandWrittenEnrollmentMarshaller.INSTANCE.toItem(Variants.sample()).size());
  }

  @Test
  void generatedMarshallerReadsWhatTheEnhancedClientWrote() {
    Enrollment sample = Variants.sample();
    assertEquals(
        sample,
        GeneratedVariant.fromItem(
            Variants.asRead(
                EnhancedSchemas.beanSchema().itemToMap(EnhancedSchemas.bean(sample), true))));
  }
}
