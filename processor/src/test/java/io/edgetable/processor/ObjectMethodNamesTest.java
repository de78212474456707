package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static io.edgetable.processor.Compilations.compile;
import static io.edgetable.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A record component named like a method of {@code Object}. javac refuses the eight names of JLS
 * 8.10.1 itself, after annotation processing: EdgeTable then reports nothing and generates nothing
 * for the record, so javac's "illegal record component name" is the one error, wherever the
 * component is (an attribute, an id, inside a nested record or a typed id, on a node an edge uses).
 * {@code equals}, which javac accepts, works in every role.
 */
class ObjectMethodNamesTest {
  private static final List<String> REFUSED_BY_JAVAC =
      List.of(
          "clone", "finalize", "getClass", "hashCode", "notify", "notifyAll", "toString", "wait");

  private static final JavaFileObject DOC =
      annotated("test.Doc", "@Node(prefix = \"DOC\")", "public record Doc(@Id String docId) {}");

  /** Where the component sits: the sources, and the file and line javac reports it on. */
  private record Place(String name, JavaFileObject file, String line, List<JavaFileObject> others) {
    @Override
    public String toString() {
      return name;
    }
  }

  private static List<Place> places(String component) {
    String declared = "String " + component;
    JavaFileObject nodeWithIt =
        annotated(
            "test.Doc",
            "@Node(prefix = \"DOC\")",
            "public record Doc(@Id String docId,",
            "    @Counter long links,",
            "    " + declared + ") {}");
    JavaFileObject nested =
        annotated(
            "test.Doc",
            "@Node(prefix = \"DOC\")",
            "public record Doc(@Id String docId, Box box) {",
            "  public record Box(" + declared + ") {}",
            "}");
    JavaFileObject typedId =
        annotated(
            "test.Doc",
            "@Node(prefix = \"DOC\")",
            "public record Doc(@Id Key key) {",
            "  public record Key(" + declared + ") {}",
            "}");
    return List.of(
        new Place("node attribute", nodeWithIt, declared, List.of()),
        new Place(
            "attribute of a node an edge counts on",
            nodeWithIt,
            declared,
            List.of(link("sourceCounter = \"links\"", "@TargetId String to"))),
        new Place(
            "edge attribute",
            link("inverse = \"GSI1\"", "@TargetId String to, " + declared),
            declared,
            List.of(DOC)),
        new Place(
            "edge target id",
            annotated(
                "test.Link",
                "@Edge(source = Doc.class, target = Doc.class, label = \"L\")",
                "public record Link(@SourceId String from,",
                "    @TargetId " + declared + ") {}"),
            declared,
            List.of(DOC)),
        new Place("nested record", nested, declared, List.of()),
        new Place("typed id", typedId, declared, List.of()));
  }

  /** {@code test.Link} from Doc to Doc: {@code attributes}; {@code rest} after its source id. */
  private static JavaFileObject link(String attributes, String rest) {
    return annotated(
        "test.Link",
        "@Edge(source = Doc.class, target = Doc.class, label = \"L\", " + attributes + ")",
        "public record Link(@SourceId String from,",
        "    " + rest + ") {}");
  }

  static Stream<Arguments> refused() {
    return REFUSED_BY_JAVAC.stream()
        .flatMap(name -> places(name).stream().map(place -> Arguments.of(name, place)));
  }

  @ParameterizedTest(name = "{0} as {1}")
  @MethodSource("refused")
  void javacReportsTheComponentAndEdgeTableNothing(String component, Place place) {
    JavaFileObject[] sources =
        Stream.concat(place.others().stream(), Stream.of(place.file()))
            .toArray(JavaFileObject[]::new);

    Compilation compilation = compile(sources);

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining("illegal record component name " + component)
        .inFile(place.file())
        .onLineContaining(place.line());
    assertThat(compilation).hadErrorCount(1); // no [EdgeInternalError], no error in generated code
  }

  @Test
  void equalsIsAnOrdinaryComponentInEveryRole() {
    JavaFileObject doc =
        annotated(
            "test.Doc",
            "@Node(prefix = \"DOC\")",
            "public record Doc(@Id Key equals, @Counter long links, @Version long version,",
            "    Box box) {",
            "  public record Key(String equals) {}",
            "  public record Box(String equals) {}",
            "}");
    JavaFileObject link =
        annotated(
            "test.Link",
            "@Edge(source = Doc.class, target = Doc.class, label = \"L\", inverse = \"GSI1\",",
            "      inverseSortBy = \"equals\", sourceCounter = \"links\")",
            "public record Link(@SourceId Doc.Key from, @TargetId Doc.Key to, long equals) {}");
    JavaFileObject usage =
        source(
            "test.Usage",
            "package test;",
            "",
            "final class Usage {",
            "  static Object use(LinkDao links, DocDao docs) {",
            "    Doc.Key key = new Doc.Key(\"d\");",
            "    return links.forward(key).where(LinkFields.equals.gt(3L)).request().toString()",
            "        + docs.get(key).map(Doc::equals) + DocFields.box.exists();",
            "  }",
            "}");

    Compilation compilation = compile(doc, link, usage);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.DocDao");
    assertThat(compilation).generatedSourceFile("test.LinkFields");
  }
}
