package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static io.edgetable.processor.Compilations.compile;

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
    Compilation compilation = compile(node, edge);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("test.LegacyDao")
        .contentsAsUtf8String()
        .contains("@SuppressWarnings(\"deprecation\")");
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
    Compilation compilation = compile(file, user);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("test.ProfileMarshaller")
        .contentsAsUtf8String()
        .contains("@SuppressWarnings({\"deprecation\", \"removal\"})");
  }

  @Test
  void recordsThatUseNothingDeprecatedSuppressNothing() {
    Compilation compilation = compile(Compilations.specRecords());
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("school.StudentKeys")
        .contentsAsUtf8String()
        .doesNotContain("SuppressWarnings");
  }
}
