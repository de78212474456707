package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static io.edgetable.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * javac warns about every annotation that no processor claims ({@code -Xlint:processing}, part of
 * {@code -Xlint:all}); users who compile with {@code -Werror} must not fail because of EdgeTable's
 * annotations, or the {@code @Generated} it writes.
 */
class ClaimedAnnotationsTest {
  private static final JavaFileObject[] SOURCES = {
    annotated("claim.User", "@Node(prefix = \"USER\")", "public record User(@Id String handle) {}"),
    annotated(
        "claim.Follow",
        "@Edge(source = User.class, target = User.class, label = \"FOLLOW\")",
        "public record Follow(@SourceId String follower, @TargetId String followee) {}")
  };

  private static Compilation compile(JavaFileObject... sources) {
    return Compiler.javac()
        .withProcessors(new EdgeTableProcessor())
        .withOptions("-Xlint:all", "-Werror")
        .compile(sources);
  }

  @Test
  void everyEdgeTableAnnotationIsClaimed() {
    Compilation compilation = compile(SOURCES);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("claim.FollowDao");
  }

  /** The same compilation with one annotation nobody owns: javac does warn, and names only it. */
  @Test
  void anAnnotationNobodyClaimsStillWarns() {
    JavaFileObject marker =
        source("claim.Marker", "package claim;", "public @interface Marker {}");
    JavaFileObject marked =
        annotated(
            "claim.Badge",
            "@Marker",
            "@Node(prefix = \"BADGE\")",
            "public record Badge(@Id String id) {}");
    Compilation compilation = compile(SOURCES[0], SOURCES[1], marker, marked);
    assertThat(compilation).failed();
    List<String> warnings =
        compilation.warnings().stream()
            .filter(d -> d.getKind() == Diagnostic.Kind.WARNING)
            .map(d -> d.getMessage(null))
            .toList();
    assertEquals(1, warnings.size(), warnings::toString);
    assertThat(compilation).hadWarningContaining("No processor claimed any of these annotations");
    assertThat(compilation).hadWarningContaining("claim.Marker");
    assertFalse(warnings.get(0).contains("io.edgetable"), warnings.get(0));
    assertFalse(warnings.get(0).contains("Generated"), warnings.get(0));
  }
}
