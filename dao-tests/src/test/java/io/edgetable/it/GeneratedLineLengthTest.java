package io.edgetable.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.edgetable.internal.GeneratedLines;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Generated code is read in IDEs and code reviews: no line of what the processor wrote for this
 * module's test models (every package) passes 100 columns.
 */
class GeneratedLineLengthTest {
  @Test
  void noGeneratedLineOfTheTestModelsPasses100Columns() {
    Path generated =
        Path.of(System.getProperty("basedir", "."))
            .resolve("target/generated-test-sources/test-annotations");
    assertEquals(List.of(), GeneratedLines.tooLong(generated));
  }
}
