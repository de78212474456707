package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Compares the generated DAOs and collection of SPEC's records with the golden files in {@code
 * src/test/resources/golden}. Run with {@code -Dgolden.update=true} to rewrite them after an
 * intended change, then review the diff.
 */
class DaoGoldenTest {
  private static final Path GOLDEN =
      Path.of(System.getProperty("basedir", "."), "src/test/resources/golden");
  private static final boolean UPDATE = Boolean.getBoolean("golden.update");

  private static Compilation compilation;

  @BeforeAll
  static void compileSpecRecords() {
    compilation = Compilations.compile(Compilations.specRecords());
    assertThat(compilation).succeededWithoutWarnings();
  }

  @ParameterizedTest
  @ValueSource(strings = {"EnrollmentDao", "FollowDao", "StudentDao", "StudentCollection"})
  void generatedDaosMatchGoldenFile(String name) throws IOException {
    String actual = generated("school." + name);
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

  private static String generated(String qualifiedName) {
    JavaFileObject file =
        compilation
            .generatedSourceFile(qualifiedName)
            .orElseThrow(() -> new AssertionError(qualifiedName + " was not generated"));
    try {
      return file.getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
