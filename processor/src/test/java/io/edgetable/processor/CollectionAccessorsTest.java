package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static io.edgetable.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** {@code FooCollection} names each edge type's list by its regular English plural. */
class CollectionAccessorsTest {

  private static JavaFileObject edge(String name, String label) {
    return source(
        "media." + name,
        "package media;",
        "import io.edgetable.*;",
        "@Edge(source = User.class, target = User.class, label = \"" + label + "\")",
        "public record " + name + "(@SourceId String from, @TargetId String to) {}");
  }

  @Test
  void pluralsOfEdgeNames() {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(
        annotated(
            "media.User", "@Node(prefix = \"USER\")", "public record User(@Id String id) {}"));
    sources.add(edge("Watch", "W"));
    sources.add(edge("Dependency", "D"));
    sources.add(edge("Box", "B"));
    sources.add(edge("Category", "C"));
    sources.add(edge("Enrollment", "E"));
    sources.add(edge("Follow", "F"));
    sources.add(edge("Billed", "BI"));
    sources.add(
        source(
            "media.Usage",
            "package media;",
            "import java.util.List;",
            "final class Usage {",
            "  static int count(UserCollection c) {",
            "    List<Watch> watches = c.watches();",
            "    List<Dependency> dependencies = c.dependencies();",
            "    List<Box> boxes = c.boxes();",
            "    List<Category> categories = c.categories();",
            "    List<Enrollment> enrollments = c.enrollments();",
            "    List<Follow> follows = c.follows();",
            "    List<Billed> billed = c.billedList();",
            "    return watches.size() + dependencies.size() + boxes.size() + categories.size()",
            "        + enrollments.size() + follows.size() + billed.size();",
            "  }",
            "}"));
    Compilation compilation = Compilations.compile(sources.toArray(JavaFileObject[]::new));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void simpleNamesSharedByTwoEdgesKeepTheirEnclosingNames() {
    JavaFileObject file =
        annotated(
            "media.Graph",
            "import java.util.List;",
            "public final class Graph {",
            "  @Node(prefix = \"USER\")",
            "  public record User(@Id String id) {}",
            "  public static final class Outer {",
            "    @Edge(source = User.class, target = User.class, label = \"O\")",
            "    public record Enrollment(@SourceId String from, @TargetId String to) {}",
            "  }",
            "  public static final class Other {",
            "    @Edge(source = User.class, target = User.class, label = \"P\")",
            "    public record Enrollment(@SourceId String from, @TargetId String to) {}",
            "  }",
            "  static int count(Graph_UserCollection c) {",
            "    List<Outer.Enrollment> outer = c.graph_Outer_Enrollments();",
            "    List<Other.Enrollment> other = c.graph_Other_Enrollments();",
            "    return outer.size() + other.size();",
            "  }",
            "}");
    assertThat(Compilations.compile(file)).succeededWithoutWarnings();
  }
}
