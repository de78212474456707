package io.edgetable.bench.cold;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.bench.Variants;
import org.junit.jupiter.api.Test;

/** Every cold path marshals the benchmark's sample into the same item. */
class ColdPathsTest {

  @Test
  void coldSampleIsTheBenchmarkSample() {
    assertEquals(Variants.sample(), ColdSample.enrollment());
  }

  @Test
  void everyColdPathWritesTheSampleItem() {
    Object expected = Variants.sampleItem();
    assertEquals(expected, GeneratedFirstItem.marshal());
    assertEquals(expected, BeanSchemaFirstItem.marshal());
    assertEquals(expected, ImmutableSchemaFirstItem.marshal());
    assertEquals(expected, StaticSchemaFirstItem.marshal());
    assertEquals(expected, HandWrittenFirstItem.marshal());
  }
}
