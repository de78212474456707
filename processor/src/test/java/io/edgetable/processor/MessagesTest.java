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
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

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

  @Test
  void nodeOnAClass() {
    JavaFileObject file =
        annotated("test.Plain", "@Node(prefix = \"P\")", "public final class Plain {}");
    assertError(compile(file), "EdgeNotARecord", file, "@Node");
  }

  @Test
  void edgeOnAnInterface() {
    JavaFileObject file =
        annotated(
            "test.Link",
            "@Edge(source = Student.class, target = Course.class)",
            "public interface Link {}");
    assertError(compile(STUDENT, COURSE, file), "EdgeNotARecord", file, "@Edge");
  }

  @Test
  void nodeAndEdgeOnOneRecord() {
    JavaFileObject file =
        annotated(
            "test.Both",
            "@Node(prefix = \"B\")",
            "@Edge(source = Student.class, target = Course.class)",
            "public record Both(@Id @SourceId String a, @TargetId String b) {}");
    assertError(compile(STUDENT, COURSE, file), "EdgeNodeAndEdge", file, "record Both");
  }

  @Test
  void sourceNotANode() {
    JavaFileObject plain =
        source("test.Plain", "package test;", "public record Plain(String id) {}");
    JavaFileObject file =
        annotated(
            "test.Enrollment",
            "@Edge(source = Plain.class,",
            "      target = Course.class)",
            "public record Enrollment(@SourceId String studentId, @TargetId String courseId) {}");
    Compilation compilation = compile(COURSE, plain, file);
    assertError(compilation, "EdgeSourceNotNode", file, "source = Plain.class");
    assertThat(compilation).hadErrorContaining("annotate it with @Node(prefix = \"...\")");
  }

  @Test
  void targetNotANode() {
    JavaFileObject file =
        annotated(
            "test.Enrollment",
            "@Edge(source = Student.class,",
            "      target = String.class)",
            "public record Enrollment(@SourceId String studentId, @TargetId String courseId) {}");
    assertError(compile(STUDENT, file), "EdgeTargetNotNode", file, "target = String.class");
  }

  @Test
  void nodeWithoutId() {
    JavaFileObject file =
        annotated("test.Tag", "@Node(prefix = \"TAG\")", "public record Tag(String name) {}");
    assertError(compile(file), "EdgeMissingId", file, "record Tag");
  }

  @Test
  void nodeWithTwoIds() {
    JavaFileObject file =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG\")",
            "public record Tag(@Id String name,",
            "    @Id String other) {}");
    assertError(compile(file), "EdgeDuplicateId", file, "@Id String other");
  }

  @Test
  void edgeWithoutSourceId() {
    JavaFileObject file =
        annotated(
            "test.Enrollment",
            "@Edge(source = Student.class, target = Course.class)",
            "public record Enrollment(String studentId, @TargetId String courseId) {}");
    assertError(compile(STUDENT, COURSE, file), "EdgeMissingSourceId", file, "record Enrollment");
  }

  @Test
  void edgeWithTwoSourceIds() {
    JavaFileObject file = edge("label = \"E\"", "@SourceId String again");
    assertError(
        compile(STUDENT, COURSE, file), "EdgeDuplicateSourceId", file, "@SourceId String again");
  }

  @Test
  void edgeWithoutTargetId() {
    JavaFileObject file =
        annotated(
            "test.Enrollment",
            "@Edge(source = Student.class, target = Course.class)",
            "public record Enrollment(@SourceId String studentId, String courseId) {}");
    assertError(compile(STUDENT, COURSE, file), "EdgeMissingTargetId", file, "record Enrollment");
  }

  @Test
  void edgeWithTwoTargetIds() {
    JavaFileObject file = edge("label = \"E\"", "@TargetId String again");
    assertError(
        compile(STUDENT, COURSE, file), "EdgeDuplicateTargetId", file, "@TargetId String again");
  }

  @Test
  void edgeIdAnnotationOnANode() {
    JavaFileObject file =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG\")",
            "public record Tag(@Id String name,",
            "    @SourceId String owner) {}");
    assertError(compile(file), "EdgeMisplacedId", file, "@SourceId String owner");
  }

  @Test
  void nodeIdAnnotationOnAnEdge() {
    JavaFileObject file = edge("label = \"E\"", "@Id String extra");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeMisplacedId", file, "@Id String extra");
    assertThat(compilation).hadErrorContaining("mark the edge's ids with @SourceId and @TargetId");
  }

  @Test
  void oneComponentMarkedAsBothIds() {
    JavaFileObject file =
        annotated(
            "test.Loop",
            "@Edge(source = Student.class, target = Student.class, label = \"L\")",
            "public record Loop(",
            "    @SourceId @TargetId String studentId) {}");
    Compilation compilation = compile(STUDENT, file);
    assertError(compilation, "EdgeSourceAndTargetId", file, "@SourceId @TargetId String studentId");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void includeNamesAnIdComponent() {
    JavaFileObject file =
        edge(
            "label = \"E\", inverse = \"GSI1\", inverseProjection = Projection.INCLUDE,\n"
                + "      include = {\"grade\",\n"
                + "      \"courseId\"}",
            "String grade");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeIncludeId", file, "\"courseId\"}");
    assertThat(compilation).hadErrorContaining("always projected");
  }

  @Test
  void idOfUnsupportedType() {
    JavaFileObject file =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG\")",
            "public record Tag(",
            "    @Id double weight) {}");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgeIdTypeUnsupported", file, "@Id double weight");
    assertThat(compilation).hadErrorContaining("use String, UUID, int, long");
  }

  @Test
  void typedIdWrappingAnUnsupportedType() {
    JavaFileObject file =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG\")",
            "public record Tag(",
            "    @Id Key key) {",
            "  public record Key(java.time.Instant at) {}",
            "}");
    assertError(compile(file), "EdgeIdTypeUnsupported", file, "@Id Key key");
  }

  @Test
  void edgeIdOfAnotherTypeThanItsNodesId() {
    JavaFileObject file =
        annotated(
            "test.Enrollment",
            "@Edge(source = Student.class, target = Course.class)",
            "public record Enrollment(",
            "    @SourceId java.util.UUID studentId,",
            "    @TargetId String courseId) {}");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeIdTypeMismatch", file, "@SourceId java.util.UUID studentId");
    assertThat(compilation).hadErrorContaining("declare studentId as java.lang.String");
  }

  @Test
  void componentOfUnsupportedType() {
    JavaFileObject file =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG\")",
            "public record Tag(@Id String name,",
            "    java.util.Set<java.time.Instant> seen,",
            "    Object anything) {}");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgeComponentTypeUnsupported", file, "Set<java.time.Instant> seen");
    assertError(compilation, "EdgeComponentTypeUnsupported", file, "Object anything");
  }

  @Test
  void unsupportedTypeInsideANestedRecord() {
    JavaFileObject file =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG\")",
            "public record Tag(@Id String name,",
            "    Box box) {",
            "  public record Box(java.util.Map<Integer, String> byNumber) {}",
            "}");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgeComponentTypeUnsupported", file, "Box box");
    assertThat(compilation).hadErrorContaining("Box.byNumber");
  }

  @Test
  void componentNamedLikeAKeyAttribute() {
    JavaFileObject file =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG\")",
            "public record Tag(@Id String name,",
            "    String SK) {}");
    assertError(compile(file), "EdgeReservedAttribute", file, "String SK");
  }

  @Test
  void componentNamedLikeAnotherRecordsIndexAttribute() {
    JavaFileObject tag =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG\")",
            "public record Tag(@Id String name,",
            "    String GSI7PK) {}");
    Compilation compilation =
        compile(STUDENT, COURSE, tag, edge("label = \"E\", inverse = \"GSI7\"", ""));
    assertError(compilation, "EdgeReservedAttribute", tag, "String GSI7PK");
    assertThat(compilation).hadErrorContaining("used by Enrollment");
  }

  @Test
  void badNodePrefix() {
    JavaFileObject file =
        annotated("test.Tag", "@Node(prefix = \"TAG#\")", "public record Tag(@Id String name) {}");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgeBadPrefix", file, "prefix = \"TAG#\"");
    assertThat(compilation).hadErrorContaining("use for example \"TAG\"");
  }

  @Test
  void badEdgeSourcePrefix() {
    JavaFileObject file = edge("label = \"E\",\n      sourcePrefix = \"S T\"", "");
    assertError(compile(STUDENT, COURSE, file), "EdgeBadPrefix", file, "sourcePrefix = \"S T\"");
  }

  @Test
  void badSortKey() {
    JavaFileObject file =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG\", sortKey = \"META#1\")",
            "public record Tag(@Id String name) {}");
    assertError(compile(file), "EdgeBadSortKey", file, "sortKey = \"META#1\"");
  }

  @Test
  void badLabel() {
    JavaFileObject file = edge("label = \"EN ROLL\"", "");
    assertError(compile(STUDENT, COURSE, file), "EdgeBadLabel", file, "label = \"EN ROLL\"");
  }

  @Test
  void badIndexName() {
    JavaFileObject file = edge("label = \"E\",\n      inverse = \"GSI 1\"", "");
    assertError(compile(STUDENT, COURSE, file), "EdgeBadIndexName", file, "inverse = \"GSI 1\"");
  }

  @Test
  void indexNameTooShort() {
    JavaFileObject file = edge("label = \"E\",\n      inverse = \"G1\"", "");
    assertError(compile(STUDENT, COURSE, file), "EdgeBadIndexName", file, "inverse = \"G1\"");
  }

  @Test
  void counterMissingOnTheNode() {
    JavaFileObject file = edge("label = \"E\",\n      sourceCounter = \"coursCount\"", "");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeCounterMissing", file, "sourceCounter = \"coursCount\"");
    assertThat(compilation).hadErrorContaining("did you mean \"courseCount\"?");
  }

  @Test
  void counterNotNumeric() {
    JavaFileObject file = edge("label = \"E\",\n      targetCounter = \"title\"", "");
    assertError(
        compile(STUDENT, COURSE, file), "EdgeCounterNotNumeric", file, "targetCounter = \"title\"");
  }

  @Test
  void counterNamingTheNodesId() {
    JavaFileObject file = edge("label = \"E\",\n      sourceCounter = \"studentId\"", "");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeCounterIsId", file, "sourceCounter = \"studentId\"");
    assertThat(compilation).hadErrorContaining("is the id of test.Student");
  }

  @Test
  void counterNamesTheNodesVersion() {
    JavaFileObject team =
        annotated(
            "test.Team",
            "@Node(prefix = \"TEAM\")",
            "public record Team(@Id String teamId, @Version long version) {}");
    JavaFileObject file =
        annotated(
            "test.Membership",
            "@Edge(source = Team.class, target = Course.class, label = \"M\",",
            "      sourceCounter = \"version\")",
            "public record Membership(@SourceId String teamId, @TargetId String courseId) {}");
    Compilation compilation = compile(team, COURSE, file);
    assertError(compilation, "EdgeCounterIsVersion", file, "sourceCounter = \"version\"");
    assertThat(compilation).hadErrorContaining("is the @Version of test.Team");
  }

  @Test
  void aCounterThatIsTheVersion() {
    JavaFileObject file = doc("@Counter @Version long version");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgeCounterIsVersion", file, "@Counter @Version long version");
    assertThat(compilation).hadErrorContaining("marked both @Counter and @Version");
  }

  /** A node {@code test.Doc} with {@code components} after its id, one a line. */
  private static JavaFileObject doc(String... components) {
    List<String> lines =
        new ArrayList<>(
            List.of(
                "package test;",
                "import io.edgetable.*;",
                "import java.time.Instant;",
                "@Node(prefix = \"DOC\")",
                "public record Doc(",
                "    @Id String docId"));
    for (String component : components) {
      lines.add("    , " + component);
    }
    lines.add(") {}");
    return source("test.Doc", lines.toArray(String[]::new));
  }

  @Test
  void twoVersionsOnOneRecord() {
    JavaFileObject file = doc("@Version long version", "@Version Long revision");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgeDuplicateVersion", file, "@Version Long revision");
    assertThat(compilation).hadErrorContaining("at most one");
  }

  @Test
  void aVersionThatIsNoLong() {
    JavaFileObject file = doc("@Version int version");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgeVersionType", file, "@Version int version");
    assertThat(compilation).hadErrorContaining("declare it 'long version' (or Long)");
  }

  @Test
  void aVersionOnAnId() {
    JavaFileObject file =
        annotated(
            "test.Doc",
            "@Node(prefix = \"DOC\")",
            "public record Doc(",
            "    @Id @Version Long docId) {}");
    assertError(compile(file), "EdgeVersionIsId", file, "@Id @Version Long docId");
  }

  @Test
  void twoTimesToLiveOnOneRecord() {
    JavaFileObject file = doc("@Ttl Instant expiresAt", "@Ttl Instant deleteAt");
    assertError(compile(file), "EdgeDuplicateTtl", file, "@Ttl Instant deleteAt");
  }

  @Test
  void aTimeToLiveThatIsNoInstant() {
    JavaFileObject file = doc("@Ttl long expiresAt");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgeTtlType", file, "@Ttl long expiresAt");
    assertThat(compilation).hadErrorContaining("'java.time.Instant expiresAt'");
  }

  @Test
  void aTimeToLiveOnAnId() {
    JavaFileObject file =
        annotated(
            "test.Enrollment",
            "@Edge(source = Student.class, target = Course.class, label = \"E\")",
            "public record Enrollment(",
            "    @SourceId String studentId,",
            "    @TargetId @Ttl String courseId) {}");
    assertError(compile(STUDENT, COURSE, file), "EdgeTtlIsId", file, "@TargetId @Ttl");
  }

  @Test
  void aTimeToLiveOnACountedEdge() {
    JavaFileObject file =
        annotated(
            "test.Enrollment",
            "import java.time.Instant;",
            "@Edge(source = Student.class, target = Course.class, label = \"E\",",
            "      sourceCounter = \"courseCount\")",
            "public record Enrollment(",
            "    @SourceId String studentId,",
            "    @TargetId String courseId,",
            "    @Ttl Instant expiresAt) {}");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeTtlWithCounter", file, "@Ttl Instant expiresAt");
    assertThat(compilation).hadErrorContaining("sourceCounter \"courseCount\"");
  }

  /** Course, with a time to live on the line {@code @Ttl Instant expiresAt}. */
  private static final JavaFileObject EXPIRING_COURSE =
      annotated(
          "test.Course",
          "import java.time.Instant;",
          "@Node(prefix = \"CRS\")",
          "public record Course(@Id String courseId, String title, long studentCount,",
          "    @Ttl Instant expiresAt) {}");

  @Test
  void aTimeToLiveOnANodeThatEdgesCount() {
    JavaFileObject file = edge("label = \"E\", targetCounter = \"studentCount\"", "");
    Compilation compilation = compile(STUDENT, EXPIRING_COURSE, file);
    assertError(compilation, "EdgeTtlOnCountedNode", EXPIRING_COURSE, "@Ttl Instant expiresAt");
    assertThat(compilation)
        .hadErrorContaining("studentCount (test.Enrollment's targetCounter)");
    assertThat(compilation).hadErrorContaining("remove @Ttl from Course, or the counters");
  }

  @Test
  void aTimeToLiveOnANodeWithShardedCounters() {
    JavaFileObject file =
        edge("label = \"E\", targetCounter = \"studentCount\",\n      targetCounterShards = 8", "");
    assertError(
        compile(STUDENT, EXPIRING_COURSE, file),
        "EdgeTtlOnCountedNode",
        EXPIRING_COURSE,
        "@Ttl Instant expiresAt");
  }

  @Test
  void aTimeToLiveOnANodeThatMarksACounter() {
    JavaFileObject file = doc("@Counter(shards = 4) long readers", "@Ttl Instant expiresAt");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgeTtlOnCountedNode", file, "@Ttl Instant expiresAt");
    assertThat(compilation).hadErrorContaining("readers (@Counter)");
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
  void anEdgeTableAnnotationInARecordNestedInAnEdge() {
    JavaFileObject file =
        annotated(
            "test.Enrollment",
            "@Edge(source = Student.class, target = Course.class, label = \"E\")",
            "public record Enrollment(@SourceId String studentId, @TargetId String courseId,",
            "    Grade grade) {",
            "  public record Grade(String letter,",
            "      @Version long revision) {}",
            "}");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeNestedAnnotation", file, "@Version long revision");
    assertThat(compilation)
        .hadErrorContaining("test.Enrollment.Grade.revision is marked @Version");
  }

  @Test
  void twoTimeToLiveNamesCompiledTogether() {
    JavaFileObject session =
        annotated(
            "test.Session",
            "import java.time.Instant;",
            "@Node(prefix = \"SES\")",
            "public record Session(@Id String id, @Ttl Instant expiresAt) {}");
    JavaFileObject file = doc("@Ttl Instant deleteAt");
    Compilation compilation = compile(session, file);
    assertError(compilation, "EdgeTtlConflict", file, "@Ttl Instant deleteAt");
    assertThat(compilation).hadErrorContaining("name both @Ttl components 'expiresAt'");
  }

  @Test
  void shardCountOutOfRange() {
    JavaFileObject file = edge("label = \"E\", inverse = \"GSI1\",\n      inverseShards = 300", "");
    assertError(compile(STUDENT, COURSE, file), "EdgeBadShardCount", file, "inverseShards = 300");
  }

  @Test
  void counterShardCountOutOfRange() {
    JavaFileObject file =
        edge(
            "label = \"E\", targetCounter = \"studentCount\",\n      targetCounterShards = 300",
            "");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeBadShardCount", file, "targetCounterShards = 300");
    assertThat(compilation).hadErrorContaining("targetCounterShards must be between 1 and 256");
    JavaFileObject none =
        edge("label = \"E\", sourceCounter = \"courseCount\",\n      sourceCounterShards = 0", "");
    assertError(
        compile(STUDENT, COURSE, none), "EdgeBadShardCount", none, "sourceCounterShards = 0");
  }

  @Test
  void counterShardsWithoutACounter() {
    JavaFileObject file =
        edge("label = \"E\", targetCounter = \"studentCount\",\n      sourceCounterShards = 4", "");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeCounterShardsWithoutCounter", file, "sourceCounterShards = 4");
    assertThat(compilation).hadErrorContaining("sourceCounter is not set");
  }

  @Test
  void counterMarkOnAnEdgeComponent() {
    JavaFileObject file = edge("label = \"E\"", "@Counter long hops");
    assertError(compile(STUDENT, COURSE, file), "EdgeMisplacedCounter", file, "long hops");
  }

  @Test
  void counterMarkOnANodesIdOrOnAComponentThatIsNoNumber() {
    JavaFileObject id =
        annotated(
            "test.Room",
            "@Node(prefix = \"ROOM\")",
            "public record Room(",
            "    @Id @Counter long number,",
            "    String name) {}");
    assertError(compile(id), "EdgeCounterIsId", id, "@Id @Counter long number");
    JavaFileObject text =
        annotated(
            "test.Room",
            "@Node(prefix = \"ROOM\")",
            "public record Room(",
            "    @Id long number,",
            "    @Counter String name) {}");
    Compilation compilation = compile(text);
    assertError(compilation, "EdgeCounterNotNumeric", text, "@Counter String name");
    assertThat(compilation).hadErrorContaining("test.Room.name of type java.lang.String");
    JavaFileObject shards =
        annotated(
            "test.Room",
            "@Node(prefix = \"ROOM\")",
            "public record Room(",
            "    @Id long number,",
            "    @Counter(shards = 257) long guests) {}");
    assertError(compile(shards), "EdgeBadShardCount", shards, "@Counter(shards = 257) long guests");
  }

  @Test
  void counterShardsThatDisagreeWithTheNodesMark() {
    JavaFileObject course =
        annotated(
            "test.Course",
            "@Node(prefix = \"CRS\")",
            "public record Course(@Id String courseId, String title,",
            "    @Counter(shards = 4) long studentCount) {}");
    JavaFileObject file =
        edge("label = \"E\", targetCounter = \"studentCount\",\n      targetCounterShards = 8", "");
    Compilation compilation = compile(STUDENT, course, file);
    assertError(compilation, "EdgeCounterShardsMismatch", file, "targetCounterShards = 8");
    assertThat(compilation).hadErrorContaining("is marked @Counter(shards = 4)");
  }

  @Test
  void twoEdgesThatGiveOneCounterDifferentShards() {
    JavaFileObject first =
        edge("label = \"E\", targetCounter = \"studentCount\",\n      targetCounterShards = 8", "");
    JavaFileObject second =
        annotated(
            "test.Audit",
            "@Edge(source = Student.class, target = Course.class, label = \"A\",",
            "      targetCounter = \"studentCount\")",
            "public record Audit(@SourceId String studentId, @TargetId String courseId) {}");
    Compilation compilation = compile(STUDENT, COURSE, first, second);
    assertError(
        compilation, "EdgeCounterShardsMismatch", second, "targetCounter = \"studentCount\"");
    assertThat(compilation)
        .hadErrorContaining("but test.Enrollment counts it over 8 counter item(s)");
  }

  @Test
  void anEdgeCompiledApartFromItsNodeNeedsTheNodeToMarkItsCounter() throws IOException {
    JavaFileObject course =
        annotated(
            "test.Course",
            "@Node(prefix = \"CRS\")",
            "public record Course(@Id String courseId, String title, long studentCount) {}");
    JavaFileObject file =
        edge("label = \"E\",\n      targetCounter = \"studentCount\", targetCounterShards = 8", "");
    Compilation compilation =
        Compilations.compileAgainst(Compilations.classes(STUDENT, course), file);
    assertError(compilation, "EdgeCounterNotDeclared", file, "targetCounter = \"studentCount\"");
    assertThat(compilation)
        .hadErrorContaining(
            "mark the component in test.Course: @Counter(shards = 8) long studentCount");
  }

  @Test
  void shardsWithoutInverseIndex() {
    JavaFileObject file = edge("label = \"E\",\n      inverseShards = 4", "");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeShardsWithoutIndex", file, "inverseShards = 4");
    assertThat(compilation).hadErrorContaining("needs an inverse index");
  }

  @Test
  void includeNamesAnUnknownComponent() {
    JavaFileObject file =
        edge(
            "label = \"E\", inverse = \"GSI1\", inverseProjection = Projection.INCLUDE,\n"
                + "      include = {\"grades\"}",
            "String grade");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeIncludeUnknown", file, "include = {\"grades\"}");
    assertThat(compilation).hadErrorContaining("did you mean \"grade\"?");
  }

  @Test
  void includeWithoutIncludeProjection() {
    JavaFileObject file =
        edge("label = \"E\", inverse = \"GSI1\",\n      include = {\"grade\"}", "String grade");
    assertError(compile(STUDENT, COURSE, file), "EdgeBadInclude", file, "include = {\"grade\"}");
  }

  @Test
  void includeProjectionLeavingAPrimitiveOut() {
    JavaFileObject file =
        edge(
            "label = \"E\", inverse = \"GSI1\", inverseProjection = Projection.INCLUDE,\n"
                + "      include = {\"grade\"}",
            "String grade, int credits");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeUnprojectedPrimitive", file, "include = {\"grade\"}");
    assertThat(compilation).hadErrorContaining("credits");
  }

  @Test
  void twoEdgesGiveOneIndexDifferentProjections() {
    JavaFileObject first = edge("label = \"E\", inverse = \"GSI1\"", "");
    JavaFileObject second =
        annotated(
            "test.Teaching",
            "@Edge(source = Student.class, target = Course.class, label = \"T\", inverse ="
                + " \"GSI1\",",
            "      inverseProjection = Projection.KEYS_ONLY)",
            "public record Teaching(@SourceId String studentId, @TargetId String courseId) {}");
    Compilation compilation = compile(STUDENT, COURSE, first, second);
    assertError(
        compilation,
        "EdgeIndexProjectionConflict",
        second,
        "inverseProjection = Projection.KEYS_ONLY");
    assertThat(compilation).hadErrorContaining("test.Enrollment gives it ALL");
  }

  @Test
  void unlabelledSelfEdgeWithTheNodesPrefixOverwritesTheNode() {
    JavaFileObject user =
        annotated(
            "test.User", "@Node(prefix = \"USER\")", "public record User(@Id String handle) {}");
    JavaFileObject follow =
        annotated(
            "test.Follow",
            "@Edge(source = User.class, target = User.class)",
            "public record Follow(@SourceId String follower, @TargetId String followee) {}");
    Compilation compilation = compile(user, follow);
    assertError(compilation, "EdgeKeyCollision", follow, "@Edge(source = User.class");
    assertThat(compilation).hadErrorContaining("would overwrite the node");
    assertThat(compilation).hadErrorContaining("test.User");
    assertThat(compilation).hadErrorContaining("label = \"FOLLOW\"");
  }

  @Test
  void twoNodesWithOnePrefix() {
    JavaFileObject other =
        annotated(
            "test.Pupil", "@Node(prefix = \"STU\")", "public record Pupil(@Id String pupilId) {}");
    Compilation compilation = compile(STUDENT, other);
    assertError(compilation, "EdgeKeyCollision", other, "@Node(prefix = \"STU\")");
    assertThat(compilation).hadErrorContaining("test.Student");
  }

  @Test
  void labelThatMakesOneQueryReadAnotherEdgesItems() {
    // SK "CRS#X#{id}" begins with the other edge's query prefix "CRS#".
    JavaFileObject plain = edge("targetPrefix = \"CRS\"", "");
    JavaFileObject labelled =
        annotated(
            "test.Waitlist",
            "@Edge(source = Student.class, target = Course.class,",
            "      label = \"CRS\", targetPrefix = \"X\")",
            "public record Waitlist(@SourceId String studentId, @TargetId String courseId) {}");
    Compilation compilation = compile(STUDENT, COURSE, plain, labelled);
    assertError(compilation, "EdgeKeyCollision", labelled, "label = \"CRS\"");
    assertThat(compilation).hadErrorContaining("begins_with(SK, \"CRS#\")");
  }

  @Test
  void inverseIndexCollision() {
    // Partitions A# and B# keep the table apart, but in GSI1 both live under CRS#{courseId} and
    // the first edge's inverse query prefix "A#" also matches the second's "A#B#{studentId}".
    JavaFileObject first = edge("sourcePrefix = \"A\", inverse = \"GSI1\"", "");
    JavaFileObject second =
        annotated(
            "test.Audit",
            "@Edge(source = Student.class, target = Course.class, sourcePrefix = \"B\",",
            "      label = \"A\", inverse = \"GSI1\")",
            "public record Audit(@SourceId String studentId, @TargetId String courseId) {}");
    Compilation compilation = compile(STUDENT, COURSE, first, second);
    assertError(compilation, "EdgeKeyCollision", second, "label = \"A\"");
    assertThat(compilation).hadErrorContaining("of index GSI1");
    assertThat(compilation).hadErrorContaining("begins_with(GSI1SK, \"A#\")");
  }

  @Test
  void typeThatNeverAppears() {
    JavaFileObject file =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG\")",
            "public record Tag(@Id String name, Missing missing) {}");
    JavaFileObject fine =
        annotated("test.Fine", "@Node(prefix = \"FINE\")", "public record Fine(@Id String id) {}");
    Compilation compilation = compile(file, fine);
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining("[EdgeUnresolvedType]")
        .inFile(file)
        .onLineContaining("record Tag");
    assertThat(compilation).hadErrorContaining("cannot find symbol");
    assertThat(compilation).hadErrorCount(2); // javac's own error and ours; Fine only waited
  }

  @Test
  void edgeEndThatNeverAppears() {
    JavaFileObject file =
        annotated(
            "test.Enrollment",
            "@Edge(source = Student.class, target = Missing.class)",
            "public record Enrollment(@SourceId String studentId, @TargetId String courseId) {}");
    Compilation compilation = compile(STUDENT, file);
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining("[EdgeUnresolvedType] test.Enrollment")
        .inFile(file)
        .onLineContaining("record Enrollment");
  }

  @Test
  void includeProjectionWithoutComponents() {
    JavaFileObject file =
        edge(
            "label = \"E\", inverse = \"GSI1\",\n      inverseProjection = Projection.INCLUDE",
            "String grade");
    Compilation compilation = compile(STUDENT, COURSE, file);
    assertError(compilation, "EdgeEmptyInclude", file, "inverseProjection = Projection.INCLUDE");
    assertThat(compilation).hadErrorContaining("list them in include = {...}");
  }

  @Test
  void genericNode() {
    JavaFileObject file =
        annotated(
            "test.Box",
            "@Node(prefix = \"BOX\")",
            "public record Box<T>(@Id String id, T content) {}");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgeGenericRecord", file, "record Box<T>");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void genericEdge() {
    JavaFileObject file =
        annotated(
            "test.Tagging",
            "@Edge(source = Student.class, target = Course.class, label = \"T\")",
            "public record Tagging<T extends Comparable<T>>(",
            "    @SourceId String studentId, @TargetId String courseId, T tag) {}");
    assertError(compile(STUDENT, COURSE, file), "EdgeGenericRecord", file, "record Tagging<T");
  }

  @Test
  void privateNestedNode() {
    JavaFileObject file =
        annotated(
            "test.Shop",
            "public final class Shop {",
            "  @Node(prefix = \"ITEM\")",
            "  private record Item(@Id String sku) {}",
            "}");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgePrivateRecord", file, "private record Item");
    assertThat(compilation).hadErrorContaining("make Item package-private or public");
    assertThat(compilation).hadErrorCount(1); // nothing reported inside generated files
  }

  @Test
  void nodeNestedInAPrivateClass() {
    JavaFileObject file =
        annotated(
            "test.Shop",
            "public final class Shop {",
            "  private static final class Hidden {",
            "    @Node(prefix = \"ITEM\")",
            "    record Item(@Id String sku) {}",
            "  }",
            "}");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgePrivateRecord", file, "record Item");
    assertThat(compilation).hadErrorContaining("nested in private test.Shop.Hidden");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void privateNestedRecordAsAttribute() {
    JavaFileObject file =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG\")",
            "public record Tag(@Id String name,",
            "    Tag.Note note) {",
            "  private record Note(String text) {}",
            "}");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgePrivateType", file, "Tag.Note note");
    assertThat(compilation).hadErrorContaining("uses test.Tag.Note, which is private");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void privateEnumInsideAListInsideANestedRecord() {
    JavaFileObject file =
        annotated(
            "test.Tag",
            "import java.util.List;",
            "@Node(prefix = \"TAG\")",
            "public record Tag(@Id String name,",
            "    Tag.Note note) {",
            "  record Note(List<Mood> moods) {}",
            "  private enum Mood { HAPPY }",
            "}");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgePrivateType", file, "Tag.Note note");
    assertThat(compilation).hadErrorContaining("uses test.Tag.Mood, which is private");
  }

  @Test
  void privateTypedId() {
    JavaFileObject file =
        annotated(
            "test.Tag",
            "@Node(prefix = \"TAG\")",
            "public record Tag(",
            "    @Id Tag.Key key) {",
            "  private record Key(String value) {}",
            "}");
    Compilation compilation = compile(file);
    assertError(compilation, "EdgePrivateType", file, "@Id Tag.Key key");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void handWrittenClassWithAGeneratedName() {
    JavaFileObject person =
        annotated("test.Person", "@Node(prefix = \"P\")", "public record Person(@Id String id) {}");
    JavaFileObject dao =
        source("test.PersonDao", "package test;", "public final class PersonDao {}");
    Compilation compilation = compile(person, dao);
    assertError(compilation, "EdgeGeneratedNameTaken", person, "record Person");
    assertThat(compilation).hadErrorContaining("a type test.PersonDao is already declared");
    assertThat(compilation).hadErrorCount(1); // no "Attempt to recreate a file"
  }

  @Test
  void twoRecordsWhoseClassesGetOneName() {
    JavaFileObject top =
        annotated(
            "test.Billing_Invoice",
            "@Node(prefix = \"INV\")",
            "public record Billing_Invoice(@Id String id) {}");
    JavaFileObject nested =
        annotated(
            "test.Billing",
            "public final class Billing {",
            "  @Node(prefix = \"BINV\")",
            "  public record Invoice(@Id String id) {}",
            "}");
    Compilation compilation = compile(top, nested);
    assertError(compilation, "EdgeGeneratedNameTaken", nested, "record Invoice");
    assertThat(compilation)
        .hadErrorContaining(
            "generates test.Billing_InvoiceKeys for it, and also for test.Billing_Invoice");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aRecordWhoseNameEndsLikeAnotherRecordsGeneratedClass() {
    // Person's async DAO and PersonAsync's DAO would both be PersonAsyncDao.
    JavaFileObject person =
        annotated("test.Person", "@Node(prefix = \"P\")", "public record Person(@Id String id) {}");
    JavaFileObject async =
        annotated(
            "test.PersonAsync",
            "@Node(prefix = \"PA\")",
            "public record PersonAsync(@Id String id) {}");
    Compilation compilation = compile(person, async);
    assertError(compilation, "EdgeGeneratedNameTaken", async, "record PersonAsync");
    assertThat(compilation).hadErrorContaining("test.PersonAsyncDao");
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
