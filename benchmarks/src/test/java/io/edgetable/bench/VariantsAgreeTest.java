package io.edgetable.bench;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.bench.enhanced.EnhancedSchemas;
import java.time.Instant;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The benchmarks compare equal work: every variant must compute the same function. */
class VariantsAgreeTest {
  private static final String ID_CHARS = "ab9%#é€_-";

  @Test
  void everyVariantWritesAndReadsTheSameItems() {
    assertDoesNotThrow(Variants::checkAgreement);
  }

  @Test
  void sampleHasTheEightAttributesTheBenchmarksPromise() {
    assertEquals(8, GeneratedVariant.toItem(Variants.sample()).size());
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

  @Test
  void handWrittenComputesTheGeneratedFunctionOnRandomRecords() {
    Random random = new Random(20261130);
    for (int i = 0; i < 5000; i++) {
      Enrollment record = randomEnrollment(random);
      Map<String, AttributeValue> generated = GeneratedVariant.toItem(record);
      assertEquals(
          generated, HandWrittenEnrollmentMarshaller.INSTANCE.toItem(record), record.toString());
      Map<String, AttributeValue> read = Variants.asRead(generated);
      assertEquals(record, HandWrittenEnrollmentMarshaller.INSTANCE.fromItem(read));
      assertEquals(record, GeneratedVariant.fromItem(read));
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "0000-01-01T00:00:00Z",
        "0000-02-29T12:00:00.5Z",
        "0000-03-01T00:00:00Z",
        "1900-03-01T00:00:00Z",
        "1969-12-31T23:59:59.999999999Z",
        "1970-01-01T00:00:00Z",
        "2000-02-29T01:02:03.000000004Z",
        "2026-09-01T08:30:15.123456789Z",
        "9999-12-31T23:59:59.999999999Z",
        "-0001-12-31T23:59:59Z",
        "+10000-01-01T00:00:00Z",
        "-1000000000-01-01T00:00:00Z",
        "+1000000000-12-31T23:59:59.999999999Z"
      })
  void handWrittenInstantsMatchTheGeneratedCodec(String text) {
    Instant instant = Instant.parse(text);
    Enrollment record = new Enrollment("a", "b", null, 0, instant, null);
    Map<String, AttributeValue> generated = GeneratedVariant.toItem(record);
    assertEquals(generated.get("enrolledAt").s(), IsoInstants.format(instant));
    assertEquals(instant, IsoInstants.parse(IsoInstants.format(instant)));
  }

  private static Enrollment randomEnrollment(Random random) {
    return new Enrollment(
        randomId(random),
        randomId(random),
        random.nextInt(4) == 0 ? null : randomId(random),
        random.nextInt(),
        random.nextInt(4) == 0
            ? null
            : Instant.ofEpochSecond(
                -62_167_219_200L + (long) (random.nextDouble() * 315_569_520_000L),
                random.nextBoolean() ? 0 : random.nextInt(1_000_000_000)),
        random.nextInt(3) == 0 ? null : randomId(random));
  }

  private static String randomId(Random random) {
    StringBuilder id = new StringBuilder();
    int length = 1 + random.nextInt(8);
    for (int i = 0; i < length; i++) {
      id.append(ID_CHARS.charAt(random.nextInt(ID_CHARS.length())));
    }
    return id.toString();
  }
}
