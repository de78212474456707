package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static io.edgetable.processor.Compilations.compile;
import static io.edgetable.processor.Compilations.modifiedAt;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Two edge records of one simple name in different packages, both stored in one node's partition,
 * would give the node's {@code UserCollection} two lists {@code follows}: {@code
 * [EdgeCollectionNameClash]} on the newer record instead of errors in generated code. Edges of one
 * name that no collection holds together, or whose outer records tell them apart, compile.
 */
class CollectionNameClashTest {
  private static final JavaFileObject USER =
      annotated(
          "app.User",
          "@Node(prefix = \"USER\")",
          "public record User(@Id String handle, @Counter long follows) {}");

  private static final JavaFileObject TEAM =
      annotated("app.Team", "@Node(prefix = \"TEAM\")", "public record Team(@Id String slug) {}");

  /** {@code pkg.Follow} from {@code source} to User, with {@code attributes}. */
  private static JavaFileObject follow(String pkg, String source, String attributes) {
    return annotated(
        pkg + ".Follow",
        "import app.*;",
        "@Edge(source = " + source + ".class, target = User.class, " + attributes + ")",
        "public record Follow(@SourceId String from, @TargetId String to) {}");
  }

  @Test
  void theNewerOfTwoEdgesOfOneNameFromOneNodeIsAtFault() {
    JavaFileObject older = modifiedAt(follow("a", "User", "label = \"FA\""), 1_000_000L);
    JavaFileObject newer =
        modifiedAt(
            follow("b", "User", "label = \"FB\", inverse = \"GSI1\", sourceCounter = \"follows\""),
            2_000_000L);

    Compilation compilation = compile(USER, newer, older);

    assertThat(compilation)
        .hadErrorContaining(
            "[EdgeCollectionNameClash] b.Follow: it and a.Follow are both stored in the partition"
                + " of app.User, whose app.UserCollection holds one list per edge type, named"
                + " after the record: both lists would be named follows; rename one of the two"
                + " records")
        .inFile(newer)
        .onLineContaining("record Follow");
    assertThat(compilation).hadErrorCount(1); // nothing generated, so no error in generated code
  }

  @Test
  void withoutAnOrderBothAreReported() {
    JavaFileObject a = follow("a", "User", "label = \"FA\"");
    JavaFileObject b = follow("b", "User", "label = \"FB\"");

    Compilation compilation = compile(USER, a, b);

    assertThat(compilation)
        .hadErrorContaining("[EdgeCollectionNameClash] a.Follow: it and b.Follow")
        .inFile(a)
        .onLineContaining("record Follow");
    assertThat(compilation)
        .hadErrorContaining("[EdgeCollectionNameClash] b.Follow: it and a.Follow")
        .inFile(b)
        .onLineContaining("record Follow");
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void nestedInOuterRecordsOfOneNameTooInEachPackage() {
    JavaFileObject a =
        annotated(
            "a.Social",
            "import app.User;",
            "public final class Social {",
            "  @Edge(source = User.class, target = User.class, label = \"FA\")",
            "  public record Follow(@SourceId String from, @TargetId String to) {}",
            "}");
    JavaFileObject b =
        modifiedAt(
            annotated(
                "b.Social",
                "import app.User;",
                "public final class Social {",
                "  @Edge(source = User.class, target = User.class, label = \"FB\")",
                "  public record Follow(@SourceId String from, @TargetId String to) {}",
                "}"),
            2_000_000L);

    Compilation compilation = compile(USER, modifiedAt(a, 1_000_000L), b);

    assertThat(compilation)
        .hadErrorContaining(
            "[EdgeCollectionNameClash] b.Social.Follow: it and a.Social.Follow are both stored")
        .inFile(b)
        .onLineContaining("record Follow");
    assertThat(compilation).hadErrorContaining("both lists would be named social_Follows");
    assertThat(compilation).hadErrorCount(1);
  }

  /** Told apart from a.Follow by its outer record, Circle.Follow meets d.Circle_Follow. */
  @Test
  void aNestedEdgeAndATopLevelEdgeNamedLikeItsStem() {
    JavaFileObject nested =
        modifiedAt(
            annotated(
                "c.Circle",
                "import app.User;",
                "public final class Circle {",
                "  @Edge(source = User.class, target = User.class, label = \"FC\")",
                "  public record Follow(@SourceId String from, @TargetId String to) {}",
                "}"),
            1_000_000L);
    JavaFileObject joined =
        modifiedAt(
            annotated(
                "d.Circle_Follow",
                "import app.User;",
                "@Edge(source = User.class, target = User.class, label = \"FD\")",
                "public record Circle_Follow(@SourceId String from, @TargetId String to) {}"),
            2_000_000L);

    Compilation compilation =
        compile(USER, follow("a", "User", "label = \"FA\""), nested, joined);

    assertThat(compilation)
        .hadErrorContaining("[EdgeCollectionNameClash] d.Circle_Follow: it and c.Circle.Follow")
        .inFile(joined)
        .onLineContaining("record Circle_Follow");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void edgesOfOneNameInDifferentCollectionsOrToldApartByTheirOuterRecordsCompile() {
    JavaFileObject fromUser = follow("a", "User", "label = \"FA\"");
    JavaFileObject fromTeam = follow("b", "Team", "label = \"FB\"");
    JavaFileObject nested =
        annotated(
            "c.Circle",
            "import app.User;",
            "public final class Circle {",
            "  @Edge(source = User.class, target = User.class, label = \"FC\")",
            "  public record Follow(@SourceId String from, @TargetId String to) {}",
            "}");

    Compilation compilation = compile(USER, TEAM, fromUser, fromTeam, nested);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("app.UserCollection")
        .contentsAsUtf8String()
        .contains("List<Follow> follows, List<Circle.Follow> circle_Follows");
  }

  /** Box and Boxe are two names, but one plural: UserCollection could not hold both. */
  @Test
  void twoNamesWithOnePlural() {
    JavaFileObject box =
        modifiedAt(
            annotated(
                "app.Box",
                "@Edge(source = User.class, target = User.class, label = \"BX\")",
                "public record Box(@SourceId String from, @TargetId String to) {}"),
            1_000_000L);
    JavaFileObject boxe =
        modifiedAt(
            annotated(
                "app.Boxe",
                "@Edge(source = User.class, target = User.class, label = \"BE\")",
                "public record Boxe(@SourceId String from, @TargetId String to) {}"),
            2_000_000L);

    Compilation compilation = compile(USER, box, boxe);

    assertThat(compilation)
        .hadErrorContaining(
            "[EdgeCollectionNameClash] app.Boxe: it and app.Box are both stored in the partition")
        .inFile(boxe)
        .onLineContaining("record Boxe");
    assertThat(compilation).hadErrorContaining("both lists would be named boxes");
    assertThat(compilation).hadErrorCount(1);
  }
}
