package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static io.edgetable.processor.Compilations.compile;
import static io.edgetable.processor.Compilations.source;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import io.edgetable.processor.diagnostics.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** One test per message code: the error is reported, with its code, on the offending line. */
class MessagesTest {

  private static final JavaFileObject STUDENT =
      annotated(
          "test.Student",
          "@Node(prefix = \"STU\")",
          "public record Student(@Id String studentId, String name, long courseCount) {}");

  private static final JavaFileObject COURSE =
      annotated(
          "test.Course",
          "@Node(prefix = \"CRS\")",
          "public record Course(@Id String courseId, String title, long studentCount) {}");

  /** Course, with a time to live on the line {@code @Ttl Instant expiresAt}. */
  private static final JavaFileObject EXPIRING_COURSE =
      annotated(
          "test.Course",
          "import java.time.Instant;",
          "@Node(prefix = \"CRS\")",
          "public record Course(@Id String courseId, String title, long studentCount,",
          "    @Ttl Instant expiresAt) {}");

  /** Enrollment on index GSI2, ordered by {@code LocalDate enrolledOn}. */
  private static final JavaFileObject ORDERED_ENROLLMENT =
      edge(
          "label = \"E\", inverse = \"GSI2\", inverseSortBy = \"enrolledOn\"",
          "java.time.LocalDate enrolledOn");

  private static final JavaFileObject PERSON =
      annotated("test.Person", "@Node(prefix = \"P\")", "public record Person(@Id String id) {}");

  /** An edge from Student to Course with the given annotation attributes and components. */
  private static JavaFileObject edge(String attributes, String components) {
    return annotated(
        "test.Enrollment",
        "@Edge(source = Student.class, target = Course.class,",
        "      " + attributes + ")",
        "public record Enrollment(",
        "    @SourceId String studentId,",
        "    @TargetId String courseId"
            + (components.isEmpty() ? "" : ",\n    " + components)
            + ") {}");
  }

  /** A node {@code test.Tag} ({@code @Node(prefix = "TAG")}) declared by {@code lines}. */
  private static JavaFileObject tag(String... lines) {
    List<String> all = new ArrayList<>(List.of("@Node(prefix = \"TAG\")"));
    all.addAll(List.of(lines));
    return annotated("test.Tag", all.toArray(String[]::new));
  }

  /** A node {@code test.Doc} with {@code components} after its id, one a line. */
  private static JavaFileObject doc(String... components) {
    List<String> lines =
        new ArrayList<>(
            List.of(
                "import java.time.Instant;",
                "@Node(prefix = \"DOC\")",
                "public record Doc(",
                "    @Id String docId"));
    for (String component : components) {
      lines.add("    , " + component);
    }
    lines.add(") {}");
    return annotated("test.Doc", lines.toArray(String[]::new));
  }

  /** A node {@code test.Room} with the components {@code id} and {@code component}, one a line. */
  private static JavaFileObject room(String id, String component) {
    return annotated(
        "test.Room",
        "@Node(prefix = \"ROOM\")",
        "public record Room(",
        "    " + id + ",",
        "    " + component + ") {}");
  }

  private static void assertError(
      Compilation compilation, String code, JavaFileObject file, String line) {
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining("[" + code + "]")
        .inFile(file)
        .onLineContaining(line);
  }

  @Test
  void everyMessageCodeHasANegativeTest() throws IOException {
    Path tests =
        Path.of(System.getProperty("basedir", "."), "src/test/java/io/edgetable/processor");
    String sources =
        Files.readString(tests.resolve("MessagesTest.java"))
            + Files.readString(tests.resolve("RoundTest.java"));
    for (Messages.Code code : Messages.Code.values()) {
      assertTrue(
          sources.contains("\"" + code.name() + "\"") || sources.contains("[" + code.name() + "]"),
          code + " has no test");
    }
  }

  /**
   * A compilation that fails with {@code code} on the line of {@code file} that contains {@code
   * line}. {@code before} and {@code after} are compiled with it, in that order around it; {@code
   * saying} are texts that some error holds; {@code errors} is how many errors there are in all (0:
   * not counted).
   */
  record Case(
      String name,
      String code,
      String line,
      JavaFileObject file,
      List<JavaFileObject> before,
      List<JavaFileObject> after,
      List<String> saying,
      int errors) {

    static Case of(String name, String code, String line, JavaFileObject file) {
      return new Case(name, code, line, file, List.of(), List.of(), List.of(), 0);
    }

    /** With {@code sources} compiled before the file. */
    Case with(JavaFileObject... sources) {
      return new Case(name, code, line, file, List.of(sources), after, saying, errors);
    }

    /** With {@code sources} compiled after the file. */
    Case then(JavaFileObject... sources) {
      return new Case(name, code, line, file, before, List.of(sources), saying, errors);
    }

    /** Some error holds each of {@code texts}. */
    Case saying(String... texts) {
      return new Case(name, code, line, file, before, after, List.of(texts), errors);
    }

    /** There are {@code count} errors in all: nothing else is reported. */
    Case errors(int count) {
      return new Case(name, code, line, file, before, after, saying, count);
    }

    JavaFileObject[] sources() {
      List<JavaFileObject> sources = new ArrayList<>(before);
      sources.add(file);
      sources.addAll(after);
      return sources.toArray(JavaFileObject[]::new);
    }

    @Override
    public String toString() {
      return name;
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void reportsTheCodeOnTheOffendingLine(Case example) {
    Compilation compilation = compile(example.sources());
    assertError(compilation, example.code(), example.file(), example.line());
    for (String text : example.saying()) {
      assertThat(compilation).hadErrorContaining(text);
    }
    if (example.errors() > 0) {
      assertThat(compilation).hadErrorCount(example.errors());
    }
  }

  static Stream<Case> cases() {
    return Stream.of(
        // What may be a node or an edge
        Case.of(
            "nodeOnAClass",
            "EdgeNotARecord",
            "@Node",
            annotated("test.Plain", "@Node(prefix = \"P\")", "public final class Plain {}")),
        Case.of(
                "edgeOnAnInterface",
                "EdgeNotARecord",
                "@Edge",
                annotated(
                    "test.Link",
                    "@Edge(source = Student.class, target = Course.class)",
                    "public interface Link {}"))
            .with(STUDENT, COURSE),
        Case.of(
                "nodeAndEdgeOnOneRecord",
                "EdgeNodeAndEdge",
                "record Both",
                annotated(
                    "test.Both",
                    "@Node(prefix = \"B\")",
                    "@Edge(source = Student.class, target = Course.class)",
                    "public record Both(@Id @SourceId String a, @TargetId String b) {}"))
            .with(STUDENT, COURSE),
        Case.of(
                "sourceNotANode",
                "EdgeSourceNotNode",
                "source = Plain.class",
                annotated(
                    "test.Enrollment",
                    "@Edge(source = Plain.class,",
                    "      target = Course.class)",
                    "public record Enrollment(@SourceId String studentId, @TargetId String"
                        + " courseId) {}"))
            .with(
                COURSE, source("test.Plain", "package test;", "public record Plain(String id) {}"))
            .saying("annotate it with @Node(prefix = \"...\")"),
        Case.of(
                "targetNotANode",
                "EdgeTargetNotNode",
                "target = String.class",
                annotated(
                    "test.Enrollment",
                    "@Edge(source = Student.class,",
                    "      target = String.class)",
                    "public record Enrollment(@SourceId String studentId, @TargetId String"
                        + " courseId) {}"))
            .with(STUDENT),
        Case.of(
                "genericNode",
                "EdgeGenericRecord",
                "record Box<T>",
                annotated(
                    "test.Box",
                    "@Node(prefix = \"BOX\")",
                    "public record Box<T>(@Id String id, T content) {}"))
            .errors(1),
        Case.of(
                "genericEdge",
                "EdgeGenericRecord",
                "record Tagging<T",
                annotated(
                    "test.Tagging",
                    "@Edge(source = Student.class, target = Course.class, label = \"T\")",
                    "public record Tagging<T extends Comparable<T>>(",
                    "    @SourceId String studentId, @TargetId String courseId, T tag) {}"))
            .with(STUDENT, COURSE),
        Case.of(
                "privateNestedNode",
                "EdgePrivateRecord",
                "private record Item",
                annotated(
                    "test.Shop",
                    "public final class Shop {",
                    "  @Node(prefix = \"ITEM\")",
                    "  private record Item(@Id String sku) {}",
                    "}"))
            .saying("make Item package-private or public")
            .errors(1), // nothing reported inside generated files
        Case.of(
                "nodeNestedInAPrivateClass",
                "EdgePrivateRecord",
                "record Item",
                annotated(
                    "test.Shop",
                    "public final class Shop {",
                    "  private static final class Hidden {",
                    "    @Node(prefix = \"ITEM\")",
                    "    record Item(@Id String sku) {}",
                    "  }",
                    "}"))
            .saying("nested in private test.Shop.Hidden")
            .errors(1),

        // Ids
        Case.of(
            "nodeWithoutId",
            "EdgeMissingId",
            "record Tag",
            tag("public record Tag(String name) {}")),
        Case.of(
            "nodeWithTwoIds",
            "EdgeDuplicateId",
            "@Id String other",
            tag("public record Tag(@Id String name,", "    @Id String other) {}")),
        Case.of(
                "edgeWithoutSourceId",
                "EdgeMissingSourceId",
                "record Enrollment",
                annotated(
                    "test.Enrollment",
                    "@Edge(source = Student.class, target = Course.class)",
                    "public record Enrollment(String studentId, @TargetId String courseId) {}"))
            .with(STUDENT, COURSE),
        Case.of(
                "edgeWithTwoSourceIds",
                "EdgeDuplicateSourceId",
                "@SourceId String again",
                edge("label = \"E\"", "@SourceId String again"))
            .with(STUDENT, COURSE),
        Case.of(
                "edgeWithoutTargetId",
                "EdgeMissingTargetId",
                "record Enrollment",
                annotated(
                    "test.Enrollment",
                    "@Edge(source = Student.class, target = Course.class)",
                    "public record Enrollment(@SourceId String studentId, String courseId) {}"))
            .with(STUDENT, COURSE),
        Case.of(
                "edgeWithTwoTargetIds",
                "EdgeDuplicateTargetId",
                "@TargetId String again",
                edge("label = \"E\"", "@TargetId String again"))
            .with(STUDENT, COURSE),
        Case.of(
            "edgeIdAnnotationOnANode",
            "EdgeMisplacedId",
            "@SourceId String owner",
            tag("public record Tag(@Id String name,", "    @SourceId String owner) {}")),
        Case.of(
                "nodeIdAnnotationOnAnEdge",
                "EdgeMisplacedId",
                "@Id String extra",
                edge("label = \"E\"", "@Id String extra"))
            .with(STUDENT, COURSE)
            .saying("mark the edge's ids with @SourceId and @TargetId"),
        Case.of(
                "oneComponentMarkedAsBothIds",
                "EdgeSourceAndTargetId",
                "@SourceId @TargetId String studentId",
                annotated(
                    "test.Loop",
                    "@Edge(source = Student.class, target = Student.class, label = \"L\")",
                    "public record Loop(",
                    "    @SourceId @TargetId String studentId) {}"))
            .with(STUDENT)
            .errors(1),
        Case.of(
                "idOfUnsupportedType",
                "EdgeIdTypeUnsupported",
                "@Id double weight",
                tag("public record Tag(", "    @Id double weight) {}"))
            .saying("use String, UUID, int, long"),
        Case.of(
            "typedIdWrappingAnUnsupportedType",
            "EdgeIdTypeUnsupported",
            "@Id Key key",
            tag(
                "public record Tag(",
                "    @Id Key key) {",
                "  public record Key(java.time.Instant at) {}",
                "}")),
        Case.of(
                "edgeIdOfAnotherTypeThanItsNodesId",
                "EdgeIdTypeMismatch",
                "@SourceId java.util.UUID studentId",
                annotated(
                    "test.Enrollment",
                    "@Edge(source = Student.class, target = Course.class)",
                    "public record Enrollment(",
                    "    @SourceId java.util.UUID studentId,",
                    "    @TargetId String courseId) {}"))
            .with(STUDENT, COURSE)
            .saying("declare studentId as java.lang.String"),

        // Component types
        Case.of(
                "unsupportedTypeInsideANestedRecord",
                "EdgeComponentTypeUnsupported",
                "Box box",
                tag(
                    "public record Tag(@Id String name,",
                    "    Box box) {",
                    "  public record Box(java.util.Map<Integer, String> byNumber) {}",
                    "}"))
            .saying("Box.byNumber"),
        Case.of(
                "privateNestedRecordAsAttribute",
                "EdgePrivateType",
                "Tag.Note note",
                tag(
                    "public record Tag(@Id String name,",
                    "    Tag.Note note) {",
                    "  private record Note(String text) {}",
                    "}"))
            .saying("uses test.Tag.Note, which is private")
            .errors(1),
        Case.of(
                "privateEnumInsideAListInsideANestedRecord",
                "EdgePrivateType",
                "Tag.Note note",
                annotated(
                    "test.Tag",
                    "import java.util.List;",
                    "@Node(prefix = \"TAG\")",
                    "public record Tag(@Id String name,",
                    "    Tag.Note note) {",
                    "  record Note(List<Mood> moods) {}",
                    "  private enum Mood { HAPPY }",
                    "}"))
            .saying("uses test.Tag.Mood, which is private"),
        Case.of(
                "privateTypedId",
                "EdgePrivateType",
                "@Id Tag.Key key",
                tag(
                    "public record Tag(",
                    "    @Id Tag.Key key) {",
                    "  private record Key(String value) {}",
                    "}"))
            .errors(1),
        Case.of(
                "typeThatNeverAppears",
                "EdgeUnresolvedType",
                "record Tag",
                tag("public record Tag(@Id String name, Missing missing) {}"))
            .then(
                annotated(
                    "test.Fine",
                    "@Node(prefix = \"FINE\")",
                    "public record Fine(@Id String id) {}"))
            .saying("cannot find symbol")
            .errors(2), // javac's own error and ours; Fine only waited
        Case.of(
                "edgeEndThatNeverAppears",
                "EdgeUnresolvedType",
                "record Enrollment",
                annotated(
                    "test.Enrollment",
                    "@Edge(source = Student.class, target = Missing.class)",
                    "public record Enrollment(@SourceId String studentId, @TargetId String"
                        + " courseId) {}"))
            .with(STUDENT)
            .saying("[EdgeUnresolvedType] test.Enrollment"),

        // Keys
        Case.of(
            "componentNamedLikeAKeyAttribute",
            "EdgeReservedAttribute",
            "String SK",
            tag("public record Tag(@Id String name,", "    String SK) {}")),
        Case.of(
                "componentNamedLikeAnotherRecordsIndexAttribute",
                "EdgeReservedAttribute",
                "String GSI7PK",
                tag("public record Tag(@Id String name,", "    String GSI7PK) {}"))
            .with(STUDENT, COURSE)
            .then(edge("label = \"E\", inverse = \"GSI7\"", ""))
            .saying("used by Enrollment"),
        Case.of(
                "badNodePrefix",
                "EdgeBadPrefix",
                "prefix = \"TAG#\"",
                annotated(
                    "test.Tag",
                    "@Node(prefix = \"TAG#\")",
                    "public record Tag(@Id String name) {}"))
            .saying("use for example \"TAG\""),
        Case.of(
                "badEdgeSourcePrefix",
                "EdgeBadPrefix",
                "sourcePrefix = \"S T\"",
                edge("label = \"E\",\n      sourcePrefix = \"S T\"", ""))
            .with(STUDENT, COURSE),
        Case.of(
            "badSortKey",
            "EdgeBadSortKey",
            "sortKey = \"META#1\"",
            annotated(
                "test.Tag",
                "@Node(prefix = \"TAG\", sortKey = \"META#1\")",
                "public record Tag(@Id String name) {}")),
        Case.of("badLabel", "EdgeBadLabel", "label = \"EN ROLL\"", edge("label = \"EN ROLL\"", ""))
            .with(STUDENT, COURSE),
        Case.of(
                "badIndexName",
                "EdgeBadIndexName",
                "inverse = \"GSI 1\"",
                edge("label = \"E\",\n      inverse = \"GSI 1\"", ""))
            .with(STUDENT, COURSE),
        Case.of(
                "indexNameTooShort",
                "EdgeBadIndexName",
                "inverse = \"G1\"",
                edge("label = \"E\",\n      inverse = \"G1\"", ""))
            .with(STUDENT, COURSE),

        // Counters
        Case.of(
                "counterMissingOnTheNode",
                "EdgeCounterMissing",
                "sourceCounter = \"coursCount\"",
                edge("label = \"E\",\n      sourceCounter = \"coursCount\"", ""))
            .with(STUDENT, COURSE)
            .saying("did you mean \"courseCount\"?"),
        Case.of(
                "counterNotNumeric",
                "EdgeCounterNotNumeric",
                "targetCounter = \"title\"",
                edge("label = \"E\",\n      targetCounter = \"title\"", ""))
            .with(STUDENT, COURSE),
        Case.of(
                "counterNamingTheNodesId",
                "EdgeCounterIsId",
                "sourceCounter = \"studentId\"",
                edge("label = \"E\",\n      sourceCounter = \"studentId\"", ""))
            .with(STUDENT, COURSE)
            .saying("is the id of test.Student"),
        Case.of(
                "counterNamesTheNodesVersion",
                "EdgeCounterIsVersion",
                "sourceCounter = \"version\"",
                annotated(
                    "test.Membership",
                    "@Edge(source = Team.class, target = Course.class, label = \"M\",",
                    "      sourceCounter = \"version\")",
                    "public record Membership(@SourceId String teamId, @TargetId String"
                        + " courseId) {}"))
            .with(
                annotated(
                    "test.Team",
                    "@Node(prefix = \"TEAM\")",
                    "public record Team(@Id String teamId, @Version long version) {}"),
                COURSE)
            .saying("is the @Version of test.Team"),
        Case.of(
                "aCounterThatIsTheVersion",
                "EdgeCounterIsVersion",
                "@Counter @Version long version",
                doc("@Counter @Version long version"))
            .saying("marked both @Counter and @Version"),
        Case.of(
                "shardCountOutOfRange",
                "EdgeBadShardCount",
                "inverseShards = 300",
                edge("label = \"E\", inverse = \"GSI1\",\n      inverseShards = 300", ""))
            .with(STUDENT, COURSE),
        Case.of(
                "counterShardCountOutOfRange",
                "EdgeBadShardCount",
                "targetCounterShards = 300",
                edge(
                    "label = \"E\", targetCounter = \"studentCount\",\n"
                        + "      targetCounterShards = 300",
                    ""))
            .with(STUDENT, COURSE)
            .saying("targetCounterShards must be between 1 and 256"),
        Case.of(
                "counterShardCountZero",
                "EdgeBadShardCount",
                "sourceCounterShards = 0",
                edge(
                    "label = \"E\", sourceCounter = \"courseCount\",\n"
                        + "      sourceCounterShards = 0",
                    ""))
            .with(STUDENT, COURSE),
        Case.of(
                "counterShardsWithoutACounter",
                "EdgeCounterShardsWithoutCounter",
                "sourceCounterShards = 4",
                edge(
                    "label = \"E\", targetCounter = \"studentCount\",\n"
                        + "      sourceCounterShards = 4",
                    ""))
            .with(STUDENT, COURSE)
            .saying("sourceCounter is not set"),
        Case.of(
                "counterMarkOnAnEdgeComponent",
                "EdgeMisplacedCounter",
                "long hops",
                edge("label = \"E\"", "@Counter long hops"))
            .with(STUDENT, COURSE),
        Case.of(
            "counterMarkOnANodesId",
            "EdgeCounterIsId",
            "@Id @Counter long number",
            room("@Id @Counter long number", "String name")),
        Case.of(
                "counterMarkOnAComponentThatIsNoNumber",
                "EdgeCounterNotNumeric",
                "@Counter String name",
                room("@Id long number", "@Counter String name"))
            .saying("test.Room.name of type java.lang.String"),
        Case.of(
            "counterMarkWithTooManyShards",
            "EdgeBadShardCount",
            "@Counter(shards = 257) long guests",
            room("@Id long number", "@Counter(shards = 257) long guests")),
        Case.of(
                "counterShardsThatDisagreeWithTheNodesMark",
                "EdgeCounterShardsMismatch",
                "targetCounterShards = 8",
                edge(
                    "label = \"E\", targetCounter = \"studentCount\",\n"
                        + "      targetCounterShards = 8",
                    ""))
            .with(
                STUDENT,
                annotated(
                    "test.Course",
                    "@Node(prefix = \"CRS\")",
                    "public record Course(@Id String courseId, String title,",
                    "    @Counter(shards = 4) long studentCount) {}"))
            .saying("is marked @Counter(shards = 4)"),
        Case.of(
                "twoEdgesThatGiveOneCounterDifferentShards",
                "EdgeCounterShardsMismatch",
                "targetCounter = \"studentCount\"",
                annotated(
                    "test.Audit",
                    "@Edge(source = Student.class, target = Course.class, label = \"A\",",
                    "      targetCounter = \"studentCount\")",
                    "public record Audit(@SourceId String studentId, @TargetId String courseId)"
                        + " {}"))
            .with(
                STUDENT,
                COURSE,
                edge(
                    "label = \"E\", targetCounter = \"studentCount\",\n"
                        + "      targetCounterShards = 8",
                    ""))
            .saying("but test.Enrollment counts it over 8 counter item(s)"),

        // Versions and times to live
        Case.of(
                "twoVersionsOnOneRecord",
                "EdgeDuplicateVersion",
                "@Version Long revision",
                doc("@Version long version", "@Version Long revision"))
            .saying("at most one"),
        Case.of(
                "aVersionThatIsNoLong",
                "EdgeVersionType",
                "@Version int version",
                doc("@Version int version"))
            .saying("declare it 'long version' (or Long)"),
        Case.of(
            "aVersionOnAnId",
            "EdgeVersionIsId",
            "@Id @Version Long docId",
            annotated(
                "test.Doc",
                "@Node(prefix = \"DOC\")",
                "public record Doc(",
                "    @Id @Version Long docId) {}")),
        Case.of(
            "twoTimesToLiveOnOneRecord",
            "EdgeDuplicateTtl",
            "@Ttl Instant deleteAt",
            doc("@Ttl Instant expiresAt", "@Ttl Instant deleteAt")),
        Case.of(
                "aTimeToLiveThatIsNoInstant",
                "EdgeTtlType",
                "@Ttl long expiresAt",
                doc("@Ttl long expiresAt"))
            .saying("'java.time.Instant expiresAt'"),
        Case.of(
                "aTimeToLiveOnAnId",
                "EdgeTtlIsId",
                "@TargetId @Ttl",
                annotated(
                    "test.Enrollment",
                    "@Edge(source = Student.class, target = Course.class, label = \"E\")",
                    "public record Enrollment(",
                    "    @SourceId String studentId,",
                    "    @TargetId @Ttl String courseId) {}"))
            .with(STUDENT, COURSE),
        Case.of(
                "aTimeToLiveOnACountedEdge",
                "EdgeTtlWithCounter",
                "@Ttl Instant expiresAt",
                annotated(
                    "test.Enrollment",
                    "import java.time.Instant;",
                    "@Edge(source = Student.class, target = Course.class, label = \"E\",",
                    "      sourceCounter = \"courseCount\")",
                    "public record Enrollment(",
                    "    @SourceId String studentId,",
                    "    @TargetId String courseId,",
                    "    @Ttl Instant expiresAt) {}"))
            .with(STUDENT, COURSE)
            .saying("sourceCounter \"courseCount\""),
        Case.of(
                "aTimeToLiveOnANodeThatEdgesCount",
                "EdgeTtlOnCountedNode",
                "@Ttl Instant expiresAt",
                EXPIRING_COURSE)
            .with(STUDENT)
            .then(edge("label = \"E\", targetCounter = \"studentCount\"", ""))
            .saying(
                "studentCount (test.Enrollment's targetCounter)",
                "remove @Ttl from Course, or the counters"),
        Case.of(
                "aTimeToLiveOnANodeWithShardedCounters",
                "EdgeTtlOnCountedNode",
                "@Ttl Instant expiresAt",
                EXPIRING_COURSE)
            .with(STUDENT)
            .then(
                edge(
                    "label = \"E\", targetCounter = \"studentCount\",\n"
                        + "      targetCounterShards = 8",
                    "")),
        Case.of(
                "aTimeToLiveOnANodeThatMarksACounter",
                "EdgeTtlOnCountedNode",
                "@Ttl Instant expiresAt",
                doc("@Counter(shards = 4) long readers", "@Ttl Instant expiresAt"))
            .saying("readers (@Counter)"),
        Case.of(
                "anEdgeTableAnnotationInARecordNestedInAnEdge",
                "EdgeNestedAnnotation",
                "@Version long revision",
                annotated(
                    "test.Enrollment",
                    "@Edge(source = Student.class, target = Course.class, label = \"E\")",
                    "public record Enrollment(@SourceId String studentId, @TargetId String"
                        + " courseId,",
                    "    Grade grade) {",
                    "  public record Grade(String letter,",
                    "      @Version long revision) {}",
                    "}"))
            .with(STUDENT, COURSE)
            .saying("test.Enrollment.Grade.revision is marked @Version"),
        Case.of(
                "twoTimeToLiveNamesCompiledTogether",
                "EdgeTtlConflict",
                "@Ttl Instant deleteAt",
                doc("@Ttl Instant deleteAt"))
            .with(
                annotated(
                    "test.Session",
                    "import java.time.Instant;",
                    "@Node(prefix = \"SES\")",
                    "public record Session(@Id String id, @Ttl Instant expiresAt) {}"))
            .saying("name both @Ttl components 'expiresAt'"),

        // Inverse indexes and their projections
        Case.of(
                "shardsWithoutInverseIndex",
                "EdgeShardsWithoutIndex",
                "inverseShards = 4",
                edge("label = \"E\",\n      inverseShards = 4", ""))
            .with(STUDENT, COURSE)
            .saying("needs an inverse index"),
        Case.of(
                "includeNamesAnUnknownComponent",
                "EdgeIncludeUnknown",
                "include = {\"grades\"}",
                edge(
                    "label = \"E\", inverse = \"GSI1\", inverseProjection = Projection.INCLUDE,\n"
                        + "      include = {\"grades\"}",
                    "String grade"))
            .with(STUDENT, COURSE)
            .saying("did you mean \"grade\"?"),
        Case.of(
                "includeWithoutIncludeProjection",
                "EdgeBadInclude",
                "include = {\"grade\"}",
                edge(
                    "label = \"E\", inverse = \"GSI1\",\n      include = {\"grade\"}",
                    "String grade"))
            .with(STUDENT, COURSE),
        Case.of(
                "includeProjectionWithoutComponents",
                "EdgeEmptyInclude",
                "inverseProjection = Projection.INCLUDE",
                edge(
                    "label = \"E\", inverse = \"GSI1\",\n"
                        + "      inverseProjection = Projection.INCLUDE",
                    "String grade"))
            .with(STUDENT, COURSE)
            .saying("list them in include = {...}"),
        Case.of(
                "includeNamesAnIdComponent",
                "EdgeIncludeId",
                "\"courseId\"}",
                edge(
                    "label = \"E\", inverse = \"GSI1\", inverseProjection = Projection.INCLUDE,\n"
                        + "      include = {\"grade\",\n"
                        + "      \"courseId\"}",
                    "String grade"))
            .with(STUDENT, COURSE)
            .saying("always projected"),
        Case.of(
                "includeProjectionLeavingAPrimitiveOut",
                "EdgeUnprojectedPrimitive",
                "include = {\"grade\"}",
                edge(
                    "label = \"E\", inverse = \"GSI1\", inverseProjection = Projection.INCLUDE,\n"
                        + "      include = {\"grade\"}",
                    "String grade, int credits"))
            .with(STUDENT, COURSE)
            .saying("credits"),
        Case.of(
                "twoEdgesGiveOneIndexDifferentProjections",
                "EdgeIndexProjectionConflict",
                "inverseProjection = Projection.KEYS_ONLY",
                annotated(
                    "test.Teaching",
                    "@Edge(source = Student.class, target = Course.class, label = \"T\", inverse ="
                        + " \"GSI1\",",
                    "      inverseProjection = Projection.KEYS_ONLY)",
                    "public record Teaching(@SourceId String studentId, @TargetId String"
                        + " courseId) {}"))
            .with(STUDENT, COURSE, edge("label = \"E\", inverse = \"GSI1\"", ""))
            .saying("test.Enrollment gives it ALL"),

        // Ordered inverse (inverseSortBy)
        Case.of(
                "sortByAComponentThatDoesNotExist",
                "EdgeSortByUnknown",
                "inverseSortBy = \"enroledOn\"",
                edge(
                    "label = \"E\", inverse = \"GSI2\",\n      inverseSortBy = \"enroledOn\"",
                    "java.time.LocalDate enrolledOn"))
            .with(STUDENT, COURSE)
            .saying("did you mean \"enrolledOn\""),
        Case.of(
                "sortByAnId",
                "EdgeSortByUnknown",
                "inverseSortBy = \"studentId\"",
                edge(
                    "label = \"E\", inverse = \"GSI2\",\n      inverseSortBy = \"studentId\"",
                    "String grade"))
            .with(STUDENT, COURSE)
            .saying("ids live in the keys"),
        Case.of(
                "sortByWithoutAnInverseIndex",
                "EdgeSortByUnknown",
                "inverseSortBy = \"grade\"",
                edge("label = \"E\",\n      inverseSortBy = \"grade\"", "String grade"))
            .with(STUDENT, COURSE)
            .saying("the edge has none"),
        Case.of(
                "sortByABoolean",
                "EdgeSortByType",
                "inverseSortBy = \"active\"",
                edge(
                    "label = \"E\", inverse = \"GSI2\",\n      inverseSortBy = \"active\"",
                    "boolean active"))
            .with(STUDENT, COURSE)
            .saying("is stored as BOOL")
            .errors(1),
        Case.of(
                "sortByABooleanOfAnIncludeIndex",
                "EdgeSortByType",
                "inverseSortBy = \"active\"",
                edge(
                    "label = \"E\", inverse = \"GSI2\", inverseProjection = Projection.INCLUDE,\n"
                        + "      include = {\"grade\"}, inverseSortBy = \"active\"",
                    "String grade, boolean active"))
            .with(STUDENT, COURSE)
            .saying("is stored as BOOL")
            .errors(1),
        Case.of(
                "twoEdgesSortOneIndexByDifferentAttributes",
                "EdgeIndexSortConflict",
                "inverseSortBy = \"since\"",
                annotated(
                    "test.Teaching",
                    "import java.time.LocalDate;",
                    "@Edge(source = Student.class, target = Course.class, label = \"T\", inverse ="
                        + " \"GSI2\",",
                    "      inverseSortBy = \"since\")",
                    "public record Teaching(@SourceId String studentId, @TargetId String"
                        + " courseId,",
                    "    LocalDate since) {}"))
            .with(STUDENT, COURSE, ORDERED_ENROLLMENT)
            .saying(
                "test.Teaching sorts index GSI2 by since, then GSI2SK",
                "but test.Enrollment sorts it by enrolledOn, then GSI2SK")
            .errors(1),
        Case.of(
                "anUnorderedEdgeOnAnOrderedIndex",
                "EdgeIndexSortConflict",
                "inverse = \"GSI2\")",
                annotated(
                    "test.Teaching",
                    "@Edge(source = Student.class, target = Course.class, label = \"T\",",
                    "      inverse = \"GSI2\")",
                    "public record Teaching(@SourceId String studentId, @TargetId String"
                        + " courseId) {}"))
            .with(STUDENT, COURSE, ORDERED_ENROLLMENT)
            .saying("sorts index GSI2 by GSI2SK alone (no inverseSortBy)")
            .errors(1),
        Case.of(
                "sortByAnAttributeAnotherRecordStoresAsAString",
                "EdgeIndexKeyTypeConflict",
                "inverseSortBy = \"rank\"",
                edge(
                    "label = \"E\", inverse = \"GSI2\",\n      inverseSortBy = \"rank\"",
                    "long rank"))
            .with(
                annotated(
                    "test.Student",
                    "@Node(prefix = \"STU\")",
                    "public record Student(@Id String studentId, String rank) {}"),
                COURSE)
            .saying("test.Student stores an attribute rank as S"),

        // Key collisions
        Case.of(
                "unlabelledSelfEdgeWithTheNodesPrefixOverwritesTheNode",
                "EdgeKeyCollision",
                "@Edge(source = User.class",
                annotated(
                    "test.Follow",
                    "@Edge(source = User.class, target = User.class)",
                    "public record Follow(@SourceId String follower, @TargetId String followee)"
                        + " {}"))
            .with(
                annotated(
                    "test.User",
                    "@Node(prefix = \"USER\")",
                    "public record User(@Id String handle) {}"))
            .saying("would overwrite the node", "test.User", "label = \"FOLLOW\""),
        Case.of(
                "twoNodesWithOnePrefix",
                "EdgeKeyCollision",
                "@Node(prefix = \"STU\")",
                annotated(
                    "test.Pupil",
                    "@Node(prefix = \"STU\")",
                    "public record Pupil(@Id String pupilId) {}"))
            .with(STUDENT)
            .saying("test.Student"),
        // SK "CRS#X#{id}" begins with the other edge's query prefix "CRS#".
        Case.of(
                "labelThatMakesOneQueryReadAnotherEdgesItems",
                "EdgeKeyCollision",
                "label = \"CRS\"",
                annotated(
                    "test.Waitlist",
                    "@Edge(source = Student.class, target = Course.class,",
                    "      label = \"CRS\", targetPrefix = \"X\")",
                    "public record Waitlist(@SourceId String studentId, @TargetId String"
                        + " courseId) {}"))
            .with(STUDENT, COURSE, edge("targetPrefix = \"CRS\"", ""))
            .saying("begins_with(SK, \"CRS#\")"),
        // Partitions A# and B# keep the table apart, but in GSI1 both live under CRS#{courseId} and
        // the first edge's inverse query prefix "A#" also matches the second's "A#B#{studentId}".
        Case.of(
                "inverseIndexCollision",
                "EdgeKeyCollision",
                "label = \"A\"",
                annotated(
                    "test.Audit",
                    "@Edge(source = Student.class, target = Course.class, sourcePrefix = \"B\",",
                    "      label = \"A\", inverse = \"GSI1\")",
                    "public record Audit(@SourceId String studentId, @TargetId String courseId)"
                        + " {}"))
            .with(STUDENT, COURSE, edge("sourcePrefix = \"A\", inverse = \"GSI1\"", ""))
            .saying("of index GSI1", "begins_with(GSI1SK, \"A#\")"),

        // Generated names
        Case.of(
                "handWrittenClassWithAGeneratedName",
                "EdgeGeneratedNameTaken",
                "record Person",
                PERSON)
            .then(source("test.PersonDao", "package test;", "public final class PersonDao {}"))
            .saying("a type test.PersonDao is already declared")
            .errors(1), // no "Attempt to recreate a file"
        Case.of(
                "twoRecordsWhoseClassesGetOneName",
                "EdgeGeneratedNameTaken",
                "record Invoice",
                annotated(
                    "test.Billing",
                    "public final class Billing {",
                    "  @Node(prefix = \"BINV\")",
                    "  public record Invoice(@Id String id) {}",
                    "}"))
            .with(
                annotated(
                    "test.Billing_Invoice",
                    "@Node(prefix = \"INV\")",
                    "public record Billing_Invoice(@Id String id) {}"))
            .saying("generates test.Billing_InvoiceKeys for it, and also for test.Billing_Invoice")
            .errors(1),
        // Person's async DAO and PersonAsync's DAO would both be PersonAsyncDao.
        Case.of(
                "aRecordWhoseNameEndsLikeAnotherRecordsGeneratedClass",
                "EdgeGeneratedNameTaken",
                "record PersonAsync",
                annotated(
                    "test.PersonAsync",
                    "@Node(prefix = \"PA\")",
                    "public record PersonAsync(@Id String id) {}"))
            .with(PERSON)
            .saying("test.PersonAsyncDao"),
        // Both from test.Student: StudentCollection would have two lists named follows.
        Case.of(
                "twoEdgesOfOneNameFromOneNode",
                "EdgeCollectionNameClash",
                "record Follow",
                annotated(
                    "b.Follow",
                    "import test.Course;",
                    "import test.Student;",
                    "@Edge(source = Student.class, target = Course.class, label = \"FB\")",
                    "public record Follow(@SourceId String studentId, @TargetId String courseId)"
                        + " {}"))
            .with(
                STUDENT,
                COURSE,
                annotated(
                    "a.Follow",
                    "import test.Course;",
                    "import test.Student;",
                    "@Edge(source = Student.class, target = Course.class, label = \"FA\")",
                    "public record Follow(@SourceId String studentId, @TargetId String courseId)"
                        + " {}"))
            .saying(
                "[EdgeCollectionNameClash] b.Follow: it and a.Follow are both stored in the"
                    + " partition of test.Student, whose test.StudentCollection holds one list per"
                    + " edge type",
                "rename one of the two records"));
  }

  @Test
  void componentOfUnsupportedType() {
    JavaFileObject file =
        tag(
            "public record Tag(@Id String name,",
            "    java.util.Set<java.time.Instant> seen,",
            "    Object anything) {}");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgeComponentTypeUnsupported", file, "Set<java.time.Instant> seen");
    assertError(compilation, "EdgeComponentTypeUnsupported", file, "Object anything");
  }

  @Test
  void edgeTableAnnotationsOnTheComponentsOfANestedRecord() {
    Map<String, String> fixes =
        Map.of(
            "@Version long version", "mark a 'long' component of Person @Version",
            "@Ttl java.time.Instant expiresAt", "mark an 'Instant' component of Person @Ttl",
            "@Counter long visits", "count in a 'long' component of the node",
            "@Id String code", "Person's ids are the components it marks itself",
            "@SourceId String from", "remove it here",
            "@TargetId String to", "remove it here");
    fixes.forEach(
        (component, fix) -> {
          JavaFileObject address =
              annotated(
                  "test.Address",
                  "public record Address(String city,",
                  "    " + component + ") {}");
          JavaFileObject person =
              annotated(
                  "test.Person",
                  "import java.util.List;",
                  "@Node(prefix = \"P\")",
                  "public record Person(@Id String id, List<Address> homes) {}");
          Compilation compilation = compile(address, person);
          assertError(compilation, "EdgeNestedAnnotation", address, component);
          assertThat(compilation).hadErrorContaining("stored as a map inside test.Person.homes");
          assertThat(compilation).hadErrorContaining(fix);
        });
  }

  @Test
  void anEdgeCompiledApartFromItsNodeNeedsTheNodeToMarkItsCounter() throws IOException {
    JavaFileObject file =
        edge("label = \"E\",\n      targetCounter = \"studentCount\", targetCounterShards = 8", "");
    Compilation compilation =
        Compilations.compileAgainst(Compilations.classes(STUDENT, COURSE), file);
    assertError(compilation, "EdgeCounterNotDeclared", file, "targetCounter = \"studentCount\"");
    assertThat(compilation)
        .hadErrorContaining(
            "mark the component in test.Course: @Counter(shards = 8) long studentCount");
  }

  @Test
  void anEdgeCountingANodeThatExpiresCompiledApartSaysSoInsteadOfAskingForTheMark()
      throws IOException {
    JavaFileObject file = edge("label = \"E\",\n      targetCounter = \"studentCount\"", "");
    Compilation compilation =
        Compilations.compileAgainst(Compilations.classes(STUDENT, EXPIRING_COURSE), file);
    assertError(compilation, "EdgeTtlOnCountedNode", file, "targetCounter = \"studentCount\"");
    assertThat(compilation)
        .hadErrorContaining(
            "test.Enrollment: targetCounter \"studentCount\" counts test.Course, which is compiled"
                + " apart and has @Ttl expiresAt");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aCountedNodeWithATimeToLiveIsReportedFirst() {
    JavaFileObject course =
        annotated(
            "test.Course",
            "import java.time.Instant;",
            "@Node(prefix = \"CRS\")",
            "public record Course(@Id String courseId, String GSI1PK, long studentCount,",
            "    @Ttl Instant expiresAt) {}");
    Compilation compilation =
        compile(
            STUDENT,
            course,
            edge("label = \"E\", inverse = \"GSI1\", targetCounter = \"studentCount\"", ""));
    assertError(compilation, "EdgeTtlOnCountedNode", course, "@Ttl Instant expiresAt");
    assertError(compilation, "EdgeReservedAttribute", course, "String GSI1PK");
    assertTrue(
        compilation.errors().get(0).getMessage(null).startsWith("[EdgeTtlOnCountedNode]"),
        compilation.errors().toString());
  }

  @Test
  void twoNodesWithOneConstantSortKeyAreNotToldToAddOne() {
    JavaFileObject first =
        annotated(
            "test.Profile",
            "@Node(prefix = \"USER\", sortKey = \"META\")",
            "public record Profile(@Id String user) {}");
    JavaFileObject second =
        annotated(
            "test.Account",
            "@Node(prefix = \"USER\", sortKey = \"META\")",
            "public record Account(@Id String user) {}");
    Compilation compilation = compile(first, second);
    assertError(compilation, "EdgeKeyCollision", second, "@Node(prefix = \"USER\"");
    assertThat(compilation).hadErrorContaining("another sortKey than \"META\"");
    assertTrue(
        compilation.errors().stream()
            .noneMatch(e -> e.getMessage(null).contains("constant sortKey")),
        "told to add a constant sortKey it has");
  }
}
