package io.edgetable.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.internal.GeneratedLines;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** No line of what the processor wrote for the sample's records passes 100 columns. */
class GeneratedLineLengthTest {
  @Test
  void noGeneratedLineOfTheSamplePasses100Columns() {
    Path generated =
        Path.of(System.getProperty("basedir", "."), "target/generated-sources/annotations");
    assertEquals(List.of(), GeneratedLines.tooLong(generated));
  }
}
