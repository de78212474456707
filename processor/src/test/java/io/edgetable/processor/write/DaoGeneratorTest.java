package io.edgetable.processor.write;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.TypeSpec;
import io.edgetable.processor.model.CollectionModel;
import io.edgetable.processor.model.ComponentModel;
import io.edgetable.processor.model.EdgeModel;
import io.edgetable.processor.model.IdModel;
import io.edgetable.processor.model.NodeModel;
import io.edgetable.processor.model.RecordName;
import io.edgetable.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The DAO and collection generators on hand-built models: the output compiles with {@code
 * -Xlint:all -Werror} against the runtime and stand-ins for the keys and marshallers, and documents
 * the requests it sends.
 */
class DaoGeneratorTest {
  private final DaoGenerator daos = new DaoGenerator();
  private final CollectionGenerator collections = new CollectionGenerator();

  @Test
  void generatedDaosCompileWithoutWarnings() {
    List<JavaFileObject> sources = new ArrayList<>();
    for (NodeModel node :
        List.of(DaoFixtures.STUDENT, DaoFixtures.COURSE, DaoFixtures.USER, DaoFixtures.ROOM)) {
      sources.addAll(Stubs.node(node));
    }
    for (EdgeModel edge :
        List.of(
            DaoFixtures.ENROLLMENT,
            DaoFixtures.FOLLOW,
            DaoFixtures.BOOKING,
            DaoFixtures.REVIEW,
            DaoFixtures.ODD_NAMES)) {
      sources.addAll(Stubs.edge(edge));
      sources.add(source(daos.edgeDao(edge)));
    }
    sources.add(source(daos.nodeDao(DaoFixtures.studentCollection())));
    sources.add(recordSource(DaoFixtures.studentCollection()));
    for (NodeModel node : List.of(DaoFixtures.COURSE, DaoFixtures.USER, DaoFixtures.ROOM)) {
      var collection = new CollectionModel(node, List.of());
      sources.add(source(daos.nodeDao(collection)));
      sources.add(recordSource(collection));
    }
    Compilation compilation =
        Compiler.javac().withOptions("-Xlint:all", "-Werror").compile(sources);
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void edgeDaoDocumentsEachRequest() {
    String dao = text(daos.edgeDao(DaoFixtures.ENROLLMENT));
    assertContains(dao, "Query PK = STU#{studentId} AND begins_with(SK, \"ENROLL#CRS#\"):");
    assertContains(
        dao,
        "TransactWriteItems: Put PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if"
            + " attribute_not_exists(PK);\n"
            + "   * ADD courseCount :1 on STU#{studentId} if attribute_exists(PK);\n"
            + "   * ADD studentCount :1 on CRS#{courseId} if attribute_exists(PK).");
    assertContains(
        dao,
        "TransactWriteItems: Delete PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if"
            + " attribute_exists(PK);\n   * ADD courseCount :-1 on STU#{studentId}");
    assertContains(
        dao, "Query index GSI1 GSI1PK = CRS#{courseId} AND begins_with(GSI1SK, \"ENROLL#STU#\")");
    assertContains(
        dao, "GetItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} projecting PK only.");
    assertContains(
        dao,
        "this.table.putCounted(EnrollmentMarshaller.INSTANCE.toItem(enrollment),"
            + " counters(enrollment.studentId(), enrollment.courseId()))");
    assertContains(
        dao,
        "new CounterUpdate(StudentKeys.key(studentId), \"courseCount\", \"Student \" +"
            + " StudentKeys.pk(studentId))");
  }

  @Test
  void shardedInverseSaysItFansOut() {
    String dao = text(daos.edgeDao(DaoFixtures.FOLLOW));
    assertContains(
        dao,
        "Query index GSI1 GSI1PK = TARGET#{followee}#{shard 0..7} AND begins_with(GSI1SK,"
            + " \"ACTOR#\"):\n"
            + "   * each page one Query per shard not yet exhausted (8 shards; again for a shard a"
            + " filter drained), merged in GSI1SK order");
    assertContains(dao, "ADD followers :1 on USER#{followee}");
  }

  @Test
  void uncountedEdgeUsesSingleItemRequestsAndKeysOnlyInverseReturnsKeys() {
    String dao = text(daos.edgeDao(DaoFixtures.BOOKING));
    assertContains(dao, "return this.table.putIfAbsent(booking);");
    assertContains(dao, "public EdgeQuery<EdgeKey<String, Integer>> inverse(int number)");
    assertContains(dao, "public void putAll(Collection<Booking> bookings)");
    assertFalse(dao.contains("Counted"), dao);
  }

  @Test
  void includeProjectionNamesTheAbsentComponents() {
    String dao = text(daos.edgeDao(DaoFixtures.REVIEW));
    assertContains(dao, "the index projects only [stars], so text come back absent");
  }

  @Test
  void edgeWithoutInverseHasNoInverseQuery() {
    EdgeModel e = DaoFixtures.ENROLLMENT;
    EdgeModel noInverse =
        new EdgeModel(
            e.name(),
            e.label(),
            e.source(),
            e.target(),
            e.sourceId(),
            e.targetId(),
            e.components(),
            e.shapes(),
            e.pk(),
            e.sk(),
            Optional.empty(),
            Optional.empty(),
            Optional.empty());
    String dao = text(daos.edgeDao(noInverse));
    assertFalse(dao.contains("inverse("), dao);
    assertContains(
        dao,
        "PutItem PK = STU#{studentId}, SK = ENROLL#CRS#{courseId} if attribute_not_exists(PK).");
  }

  @Test
  void nodeDaoSavesAroundCountersAndReadsItsCollection() {
    String dao = text(daos.nodeDao(DaoFixtures.studentCollection()));
    assertContains(dao, "COUNTERS = List.of(\"courseCount\")");
    assertContains(dao, "ATTRIBUTES = List.of(\"name\")");
    assertContains(
        dao,
        "Query PK = STU#{studentId} with no sort-key condition, every page:\n"
            + "   * the node (SK = STU#{studentId}) and its enrollments (begins_with(SK,"
            + " \"ENROLL#CRS#\")),\n"
            + "   * reviews");
    assertContains(
        dao,
        "PartitionItems<Student> items = this.table.partition(StudentKeys.sk(studentId),"
            + " StudentKeys.pk(studentId), EnrollmentKeys.SK_PREFIX, ReviewKeys.SK_PREFIX);");
    assertContains(
        dao,
        "return new StudentCollection(items.node(), items.edges(0, EnrollmentMarshaller.INSTANCE),"
            + " items.edges(1, ReviewMarshaller.INSTANCE));");
    String record =
        RecordSource.toRecord(file(collections.generate(DaoFixtures.studentCollection())));
    assertContains(
        record,
        "public record StudentCollection(\n"
            + "    Optional<Student> node, List<Enrollment> enrollments, List<Review> reviews) {");
    assertContains(record, "public StudentCollection {");
  }

  @Test
  void collectionAccessorsStayDistinctAndValidAndLongRecordsStayRecords() {
    EdgeModel e = DaoFixtures.ENROLLMENT;
    List<EdgeModel> edges = new ArrayList<>();
    for (String name :
        List.of("Outer.Enrollment", "Other.Enrollment", "Clas", "AVeryLongEdgeRecordNameIndeed")) {
      edges.add(
          new EdgeModel(
              new RecordName(DaoFixtures.PACKAGE, name),
              e.label(),
              e.source(),
              e.target(),
              e.sourceId(),
              e.targetId(),
              e.components(),
              e.shapes(),
              e.pk(),
              e.sk(),
              Optional.empty(),
              Optional.empty(),
              Optional.empty()));
    }
    CollectionModel collection = new CollectionModel(DaoFixtures.STUDENT, edges);
    assertEquals(
        List.of(
            "outer_Enrollments", "other_Enrollments", "clases", "aVeryLongEdgeRecordNameIndeeds"),
        edges.stream().map(edge -> CollectionGenerator.accessor(collection, edge)).toList());
    String record = RecordSource.toRecord(file(collections.generate(collection)));
    assertContains(
        record,
        "public record StudentCollection(\n"
            + "    Optional<Student> node, List<Outer.Enrollment> outer_Enrollments,\n"
            + "    List<Other.Enrollment> other_Enrollments, List<Clas> clases,\n"
            + "    List<AVeryLongEdgeRecordNameIndeed> aVeryLongEdgeRecordNameIndeeds) {");
    assertContains(record, "public StudentCollection {");
  }

  private static void assertContains(String text, String expected) {
    assertTrue(text.contains(expected), () -> "expected <" + expected + "> in\n" + text);
  }

  static JavaFile file(TypeSpec type) {
    return JavaFile.builder(DaoFixtures.PACKAGE, type).skipJavaLangImports(true).build();
  }

  private static String text(TypeSpec type) {
    return file(type).toString();
  }

  private static JavaFileObject source(TypeSpec type) {
    return JavaFileObjects.forSourceString(DaoFixtures.PACKAGE + "." + type.name, text(type));
  }

  private JavaFileObject recordSource(CollectionModel collection) {
    TypeSpec type = collections.generate(collection);
    return JavaFileObjects.forSourceString(
        DaoFixtures.PACKAGE + "." + type.name, RecordSource.toRecord(file(type)));
  }

  /** Stand-ins with the contract's signatures for the records, keys and marshallers. */
  static final class Stubs {
    private Stubs() {}

    static String javaType(TypeModel type) {
      return type.qualifiedName();
    }

    static String boxed(IdModel id) {
      return switch (id.value().kind()) {
        case INT -> "Integer";
        case LONG -> "Long";
        default -> id.declaredTypeName();
      };
    }

    static JavaFileObject record(String name, List<ComponentModel> components) {
      String parameters =
          components.stream()
              .map(c -> javaType(c.type()) + " " + c.name())
              .collect(Collectors.joining(", "));
      return JavaFileObjects.forSourceString(
          DaoFixtures.PACKAGE + "." + name,
          "package com.acme;\npublic record " + name + "(" + parameters + ") {}\n");
    }

    private static final String HEADER =
        "package com.acme;\n"
            + "import java.util.List;\nimport java.util.Map;\n"
            + "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;\n";

    static List<JavaFileObject> node(NodeModel node) {
      String name = node.name().simpleName();
      String id = node.id().declaredTypeName();
      String keys =
          HEADER
              + "public final class "
              + name
              + "Keys {\n"
              + "  public static final io.edgetable.EdgeSchema SCHEMA ="
              + " io.edgetable.EdgeSchema.node(\""
              + name
              + "\");\n"
              + "  public static String pk("
              + id
              + " id) { return \"\"; }\n"
              + "  public static String sk("
              + id
              + " id) { return \"\"; }\n"
              + "  public static Map<String, AttributeValue> key("
              + id
              + " id) { return Map.of(); }\n"
              + "  public static "
              + id
              + " id(Map<String, AttributeValue> item) { throw new IllegalStateException(); }\n"
              + "}\n";
      return List.of(
          record(name, node.components()),
          JavaFileObjects.forSourceString("com.acme." + name + "Keys", keys),
          marshaller(name));
    }

    static List<JavaFileObject> edge(EdgeModel edge) {
      String name = edge.name().simpleName();
      String s = edge.sourceId().declaredTypeName();
      String t = edge.targetId().declaredTypeName();
      String keys =
          HEADER
              + "public final class "
              + name
              + "Keys {\n"
              + "  public static final String SK_PREFIX = \"\";\n"
              + "  public static final String INVERSE_SK_PREFIX = \"\";\n"
              + "  public static final String INDEX = \"GSI1\";\n"
              + "  public static String pk("
              + s
              + " id) { return \"\"; }\n"
              + "  public static List<String> inversePks("
              + t
              + " id) { return List.of(); }\n"
              + "  public static Map<String, AttributeValue> key("
              + s
              + " s, "
              + t
              + " t) { return Map.of(); }\n"
              + "  public static "
              + s
              + " sourceId(Map<String, AttributeValue> item) { throw new IllegalStateException();"
              + " }\n"
              + "  public static "
              + t
              + " targetId(Map<String, AttributeValue> item) { throw new IllegalStateException();"
              + " }\n"
              + "}\n";
      return List.of(
          record(name, edge.components()),
          JavaFileObjects.forSourceString("com.acme." + name + "Keys", keys),
          marshaller(name));
    }

    static JavaFileObject marshaller(String name) {
      return JavaFileObjects.forSourceString(
          "com.acme." + name + "Marshaller",
          HEADER
              + "public final class "
              + name
              + "Marshaller implements io.edgetable.ItemMarshaller<"
              + name
              + "> {\n"
              + "  public static final "
              + name
              + "Marshaller INSTANCE = new "
              + name
              + "Marshaller();\n"
              + "  @Override public Map<String, AttributeValue> toItem("
              + name
              + " value) { return Map.of(); }\n"
              + "  @Override public "
              + name
              + " fromItem(Map<String, AttributeValue> item) { throw new IllegalStateException();"
              + " }\n"
              + "}\n");
    }
  }
}
