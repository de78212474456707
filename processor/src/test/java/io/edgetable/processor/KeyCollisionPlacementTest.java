package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static io.edgetable.processor.Compilations.compile;
import static io.edgetable.processor.Compilations.modifiedAt;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code [EdgeKeyCollision]} lands on the record whose addition caused it (the newer one), or on
 * both when the compilation does not tell, and proposes a label that is free.
 */
class KeyCollisionPlacementTest {
  private static final JavaFileObject USER =
      annotated("test.User", "@Node(prefix = \"USER\")", "public record User(@Id String login) {}");
  private static final JavaFileObject REPO =
      annotated("test.Repo", "@Node(prefix = \"REPO\")", "public record Repo(@Id String slug) {}");

  private static JavaFileObject edge(String name, String label) {
    return annotated(
        "test." + name,
        "@Edge(source = User.class, target = Repo.class,",
        "      label = \"" + label + "\")",
        "public record " + name + "(@SourceId String login, @TargetId String slug) {}");
  }

  @Test
  void inOneFileTheRecordDeclaredLaterIsAtFault() {
    JavaFileObject social =
        annotated(
            "test.Social",
            "public final class Social {",
            "  @Edge(source = User.class, target = Repo.class, label = \"STAR\")",
            "  public record Star(@SourceId String login, @TargetId String slug) {}",
            "  @Edge(source = User.class, target = Repo.class,",
            "        label = \"STAR\") // copied from Star",
            "  public record Fork(@SourceId String login, @TargetId String slug) {}",
            "}");
    Compilation compilation = compile(USER, REPO, social);
    assertThat(compilation)
        .hadErrorContaining("[EdgeKeyCollision] test.Social.Fork and test.Social.Star")
        .inFile(social)
        .onLineContaining("// copied from Star");
    assertThat(compilation).hadErrorContaining("label = \"FORK\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void ofTwoFilesTheOneModifiedLaterIsAtFault() {
    JavaFileObject star = modifiedAt(edge("Star", "STAR"), 1_000_000L);
    JavaFileObject fork = modifiedAt(edge("Fork", "STAR"), 2_000_000L);
    // Fork is listed first, as a build that lists files by name would.
    Compilation compilation = compile(USER, REPO, fork, star);
    assertThat(compilation)
        .hadErrorContaining("[EdgeKeyCollision] test.Fork and test.Star")
        .inFile(fork)
        .onLineContaining("label = \"STAR\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void withoutAnOrderBothAreReported() {
    JavaFileObject star = edge("Star", "STAR");
    JavaFileObject fork = edge("Fork", "STAR");
    Compilation compilation = compile(USER, REPO, star, fork);
    assertThat(compilation)
        .hadErrorContaining("[EdgeKeyCollision] test.Fork and test.Star")
        .inFile(fork)
        .onLineContaining("label = \"STAR\"");
    assertThat(compilation)
        .hadErrorContaining("[EdgeKeyCollision] test.Star and test.Fork")
        .inFile(star)
        .onLineContaining("label = \"STAR\"");
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void theProposedLabelIsNotUsedInThePartition() {
    JavaFileObject star = modifiedAt(edge("Star", "FORK"), 1_000_000L);
    JavaFileObject watch = modifiedAt(edge("Watch", "FORK2"), 1_000_000L);
    JavaFileObject fork = modifiedAt(edge("Fork", "FORK"), 2_000_000L);
    Compilation compilation = compile(USER, REPO, star, watch, fork);
    assertThat(compilation)
        .hadErrorContaining("[EdgeKeyCollision] test.Fork and test.Star")
        .inFile(fork)
        .onLineContaining("label = \"FORK\"");
    assertThat(compilation).hadErrorContaining("label = \"FORK3\"");
    assertTrue(
        compilation.errors().stream()
            .noneMatch(e -> e.getMessage(null).contains("label = \"FORK\",")),
        "proposed the label that collides");
    assertThat(compilation).hadErrorCount(1);
  }
}
