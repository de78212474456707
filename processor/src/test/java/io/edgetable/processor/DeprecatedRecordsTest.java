package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static io.edgetable.processor.Compilations.compile;

import com.google.common.truth.StringSubject;
import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Deprecated records and component types: the user's code chose to use them, so the generated
 * classes compile without a warning under {@code -Xlint:all -Werror}, and say why they suppress.
 */
class DeprecatedRecordsTest {

  @Test
  void deprecatedNodeAndEdge() {
    JavaFileObject node =
        annotated(
            "test.Legacy",
            "@Deprecated",
            "@Node(prefix = \"LEG\")",
            "public record Legacy(@Id String id, String name, long links) {}");
    JavaFileObject edge =
        annotated(
            "test.Link",
            "@Deprecated",
            "@SuppressWarnings(\"deprecation\")",
            "@Edge(source = Legacy.class, target = Legacy.class, label = \"LINK\", inverse ="
                + " \"GSI1\",",
            "    targetCounter = \"links\")",
            "public record Link(@SourceId String from, @TargetId String to) {}");
    generated("test.LegacyDao", node, edge).contains("@SuppressWarnings(\"deprecation\")");
  }

  @Test
  void deprecatedComponentTypesAndAccessors() {
    JavaFileObject file =
        annotated(
            "test.Profile",
            "import java.util.List;",
            "@SuppressWarnings({\"deprecation\", \"removal\"})",
            "@Node(prefix = \"PRO\")",
            "public record Profile(@Id Profile.Key key, Profile.Mood mood, List<Profile.Old> olds,",
            "    @Deprecated String nickname) {",
            "  @Deprecated public record Key(String value) {}",
            "  @Deprecated(forRemoval = true) public enum Mood { HAPPY }",
            "  @Deprecated public record Old(String text, Mood mood) {}",
            "}");
    JavaFileObject user =
        annotated(
            "test.Friend",
            "@SuppressWarnings({\"deprecation\", \"removal\"})",
            "@Edge(source = Profile.class, target = Profile.class, label = \"FRIEND\")",
            "public record Friend(@SourceId Profile.Key from, @TargetId Profile.Key to,",
            "    Profile.Mood mood) {}");
    generated("test.ProfileMarshaller", file, user)
        .contains("@SuppressWarnings({\"deprecation\", \"removal\"})");
  }

  @Test
  void recordsThatUseNothingDeprecatedSuppressNothing() {
    generated("school.StudentKeys", Compilations.specRecords()).doesNotContain("SuppressWarnings");
  }

  /** Compiles {@code sources}, which must pass without a warning; the text of {@code file}. */
  private static StringSubject generated(String file, JavaFileObject... sources) {
    Compilation compilation = compile(sources);
    assertThat(compilation).succeededWithoutWarnings();
    return assertThat(compilation).generatedSourceFile(file).contentsAsUtf8String();
  }
}
