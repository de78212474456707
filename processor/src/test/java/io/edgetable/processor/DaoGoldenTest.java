package io.edgetable.processor;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Compares the generated DAOs and collection of the school records with the golden files in {@code
 * src/test/resources/golden}. Run with {@code -Dgolden.update=true} to rewrite them after an
 * intended change, then review the diff.
 */
class DaoGoldenTest {
  private static Compilation compilation;

  @BeforeAll
  static void compileSpecRecords() {
    compilation = GoldenFiles.compileSpecRecords();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "EnrollmentDao",
        "EnrollmentAsyncDao",
        "FollowDao",
        "FollowAsyncDao",
        "StudentDao",
        "StudentAsyncDao",
        "StudentCollection"
      })
  void generatedDaosMatchGoldenFile(String name) throws IOException {
    GoldenFiles.assertMatches(compilation, name);
  }
}
