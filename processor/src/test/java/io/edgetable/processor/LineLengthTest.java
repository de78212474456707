package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Generated code is read in IDEs and code reviews: no line passes 100 columns. */
class LineLengthTest {
  private static final int COLUMNS = 100;

  /** The generated files held to the limit: all of them. */
  private static final Predicate<String> CHECKED = name -> name.endsWith(".java");

  @Test
  void specRecords() {
    assertNoLongLines(Compilations.compile(Compilations.specRecords()));
  }

  /**
   * Sharded counters with long names: counter items in reads, writes and deletes, and {@code
   * deleteWithEdges} over edges from, to and within the node's partition.
   */
  @Test
  void shardedCountersAndCascades() {
    assertNoLongLines(
        Compilations.compile(
            Compilations.source(
                "social.graph.Celebrity",
                "package social.graph;",
                "import io.edgetable.*;",
                "@Node(prefix = \"CELEBRITY\")",
                "public record Celebrity(@Id String celebrityHandle,",
                "    long followerCountOverAll, long followingCountOverAll) {}"),
            Compilations.source(
                "social.graph.FanFollow",
                "package social.graph;",
                "import io.edgetable.*;",
                "@Edge(source = Celebrity.class, target = Celebrity.class,",
                "      label = \"FAN_SUBSCRIPTION\", inverse = \"GSI1\", inverseShards = 16,",
                "      targetCounter = \"followerCountOverAll\", targetCounterShards = 128,",
                "      sourceCounter = \"followingCountOverAll\", sourceCounterShards = 4)",
                "public record FanFollow(@SourceId String fanHandle,",
                "    @TargetId String celebrityHandle) {}")));
  }

  /**
   * Every supported type, nested records and long generic types. JavaPoet writes a type as one
   * run, so a {@code FooFields} constant whose generic type alone is long ({@code
   * CollectionField<Enrollment, List<Enrollment.Address>, Enrollment.Address> history =}) keeps
   * that declaration, or {@code new} and that type, on one line; everything after it wraps.
   */
  @Test
  void everySupportedType() {
    assertNoLongLines(
        Compilations.compile(GeneratorsCompileTest.everyType()),
        line -> line.matches("  public static final [^=]+ =|      new [^(]+\\("));
  }

  private static void assertNoLongLines(Compilation compilation) {
    assertNoLongLines(compilation, line -> false);
  }

  private static void assertNoLongLines(Compilation compilation, Predicate<String> exempt) {
    assertThat(compilation).succeededWithoutWarnings();
    List<String> checked = new ArrayList<>();
    List<String> tooLong = new ArrayList<>();
    for (JavaFileObject file : compilation.generatedSourceFiles()) {
      String name = file.getName();
      if (!CHECKED.test(name)) {
        continue;
      }
      checked.add(name);
      String[] lines = content(file).split("\n", -1);
      for (int i = 0; i < lines.length; i++) {
        if (lines[i].length() > COLUMNS && !exempt.test(lines[i])) {
          tooLong.add(name + ":" + (i + 1) + " (" + lines[i].length() + "): " + lines[i]);
        }
      }
    }
    assertFalse(checked.isEmpty(), "no generated file was checked");
    assertEquals(List.of(), tooLong, "lines over " + COLUMNS + " columns");
  }

  private static String content(JavaFileObject file) {
    try {
      return file.getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
