package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;

/**
 * Compares generated sources of the school and follow records with the golden files in {@code
 * src/test/resources/golden}. With {@code -Dgolden.update=true} the golden files are rewritten
 * first, so an intended change shows up as a diff to review.
 */
final class GoldenFiles {
  private static final Path GOLDEN =
      Path.of(System.getProperty("basedir", "."), "src/test/resources/golden");
  private static final boolean UPDATE = Boolean.getBoolean("golden.update");

  private GoldenFiles() {}

  /** Compiles the school and follow records, asserting no warning. */
  static Compilation compileSpecRecords() {
    Compilation compilation = Compilations.compile(Compilations.specRecords());
    assertThat(compilation).succeededWithoutWarnings();
    return compilation;
  }

  /**
   * Asserts that the generated {@code school.<name>} equals the
   * golden file {@code <name>.java}.
   */
  static void assertMatches(Compilation compilation, String name) throws IOException {
    String actual = generated(compilation, "school." + name);
    Path golden = GOLDEN.resolve(name + ".java");
    if (UPDATE) {
      Files.createDirectories(GOLDEN);
      Files.writeString(golden, actual, StandardCharsets.UTF_8);
    }
    assertEquals(
        Files.readString(golden, StandardCharsets.UTF_8),
        actual,
        "regenerate with -Dgolden.update=true");
  }

  private static String generated(Compilation compilation, String qualifiedName)
      throws IOException {
    JavaFileObject file =
        compilation
            .generatedSourceFile(qualifiedName)
            .orElseThrow(() -> new AssertionError(qualifiedName + " was not generated"));
    return file.getCharContent(true).toString();
  }
}
