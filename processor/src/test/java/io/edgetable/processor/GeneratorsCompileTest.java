package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.compile;
import static io.edgetable.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What the processor generates for every supported component type compiles with {@code -Xlint:all
 * -Werror}: records as a user writes them, through the real processor and every generator.
 */
class GeneratorsCompileTest {

  private static final JavaFileObject STUDENT =
      source(
          "test.values.Student",
          "package test.values;",
          "import io.edgetable.*;",
          "@Node(prefix = \"STU\")",
          "public record Student(@Id String studentId, String name, long courseCount) {}");

  private static final JavaFileObject COURSE =
      source(
          "test.values.Course",
          "package test.values;",
          "import io.edgetable.*;",
          "@Node(prefix = \"CRS\")",
          "public record Course(@Id String courseId) {}");

  /** An edge with every supported attribute type, nested records (one cyclic) and an enum. */
  private static final JavaFileObject ENROLLMENT =
      source(
          "test.values.Enrollment",
          "package test.values;",
          "import io.edgetable.*;",
          "import java.math.*;",
          "import java.time.*;",
          "import java.util.*;",
          "@Edge(source = Student.class, target = Course.class, label = \"ENROLL\",",
          "    inverse = \"GSI1\", sourceCounter = \"courseCount\")",
          "public record Enrollment(@SourceId String studentId, @TargetId String courseId,",
          "    String grade, LocalDate enrolledOn, boolean flag, Boolean boxedFlag, byte b, Short"
              + " s,",
          "    int i, Integer boxedInt, long l, float f, Double d, char c, Character boxedChar,",
          "    BigDecimal decimal, BigInteger big, Instant at, UUID uuid, Level level, byte[]"
              + " bytes,",
          "    List<String> strings, List<List<Double>> matrix, Set<String> tags, Set<Long> codes,",
          "    Map<String, List<Integer>> scores, Address address, List<Address> history,",
          "    Map<String, Address> byName, Set<Byte> smalls, List<Level> levels) {",
          "  public enum Level { LOW, HIGH }",
          "  public record Address(String street, Address previous, List<Level> levels,",
          "      Set<BigDecimal> weights) {}",
          "}");

  /** A node with a typed id, an enum id's cousin, and nested collections. */
  private static final JavaFileObject SINK =
      source(
          "test.values.Sink",
          "package test.values;",
          "import io.edgetable.*;",
          "import java.time.*;",
          "import java.util.*;",
          "@Node(prefix = \"SINK\")",
          "public record Sink(@Id SinkId id, Map<String, Set<String>> groups,",
          "    List<Set<Integer>> bags, Map<String, Map<String, Instant>> times,",
          "    List<Map<String, List<Enrollment.Level>>> deep, List<byte[]> blobs) {",
          "  public record SinkId(long value) {}",
          "}");

  /** The records above, for other tests of what is generated from them. */
  static JavaFileObject[] everyType() {
    return new JavaFileObject[] {STUDENT, COURSE, ENROLLMENT, SINK};
  }

  @Test
  void everySupportedTypeCompiles() {
    Compilation compilation = compile(everyType());
    assertThat(compilation).succeededWithoutWarnings();
    for (String suffix : new String[] {"Keys", "Marshaller", "Fields", "Dao"}) {
      assertThat(compilation).generatedSourceFile("test.values.Enrollment" + suffix);
      assertThat(compilation).generatedSourceFile("test.values.Sink" + suffix);
    }
    assertThat(compilation).generatedSourceFile("test.values.SinkCollection");
  }
}
