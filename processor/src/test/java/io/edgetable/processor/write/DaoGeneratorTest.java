package io.edgetable.processor.write;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import io.edgetable.processor.EdgeTableProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The DAO generator on real records compiled by the real processor, as users compile them: the
 * generated DAOs (and the keys, marshallers and collections they call) compile with {@code
 * -Xlint:all -Werror}, extend their base classes, document the requests they send, fit in 100
 * columns, and the asynchronous DAO of each record adds every method the synchronous one adds.
 */
class DaoGeneratorTest {
  private static final String PACKAGE = "com.acme";
  private static Compilation compilation;

  private static JavaFileObject record(String name, String... lines) {
    return JavaFileObjects.forSourceString(
        PACKAGE + "." + name,
        "package com.acme;\n"
            + "import io.edgetable.*;\n"
            + "import java.time.*;\n"
            + String.join("\n", lines)
            + "\n");
  }

  @BeforeAll
  static void compileRecords() {
    compilation =
        Compiler.javac()
            .withProcessors(new EdgeTableProcessor())
            .withOptions("-Xlint:all", "-Werror")
            .compile(
                record(
                    "Student",
                    "@Node(prefix = \"STU\")",
                    "public record Student(@Id String studentId, String name, long courseCount)"
                        + " {}"),
                record(
                    "Course",
                    "@Node(prefix = \"CRS\")",
                    "public record Course(@Id String courseId, String title, long studentCount)"
                        + " {}"),
                record(
                    "User",
                    "@Node(prefix = \"USER\")",
                    "public record User(@Id String handle, long followers, long following) {}"),
                record(
                    "Room",
                    "@Node(prefix = \"ROOM\", sortKey = \"META\")",
                    "public record Room(@Id int number, String name) {}"),
                record(
                    "Enrollment",
                    "@Edge(source = Student.class, target = Course.class, label = \"ENROLL\",",
                    "    inverse = \"GSI1\", sourceCounter = \"courseCount\",",
                    "    targetCounter = \"studentCount\")",
                    "public record Enrollment(@SourceId String studentId, @TargetId String"
                        + " courseId,",
                    "    String grade, LocalDate enrolledOn) {}"),
                record(
                    "Follow",
                    "@Edge(source = User.class, target = User.class, sourcePrefix = \"ACTOR\",",
                    "    targetPrefix = \"TARGET\", inverse = \"GSI1\", inverseShards = 8,",
                    "    targetCounter = \"followers\", sourceCounter = \"following\")",
                    "public record Follow(@SourceId String follower, @TargetId String followee,"
                        + " Instant since) {}"),
                record(
                    "Booking",
                    "@Edge(source = User.class, target = Room.class, label = \"BOOK\",",
                    "    inverse = \"GSI3\", inverseProjection = Projection.KEYS_ONLY)",
                    "public record Booking(@SourceId String guest, @TargetId int number, int"
                        + " nights) {}"),
                record(
                    "Review",
                    "@Edge(source = Student.class, target = Course.class, label = \"REVIEW\",",
                    "    inverse = \"GSI2\", inverseProjection = Projection.INCLUDE,",
                    "    include = {\"stars\"})",
                    "public record Review(@SourceId String studentId, @TargetId String courseId,",
                    "    int stars, String text) {}"),
                record(
                    "Odd",
                    "/** Ids named like the DAO's own parameters; counted, KEYS_ONLY, sharded. */",
                    "@Edge(source = Student.class, target = Course.class, label = \"ODD\",",
                    "    inverse = \"GSI4\", inverseProjection = Projection.KEYS_ONLY,",
                    "    inverseShards = 4, sourceCounter = \"courseCount\",",
                    "    targetCounter = \"studentCount\")",
                    "public record Odd(@SourceId String condition, @TargetId String keys,"
                        + " String item) {}"),
                record(
                    "Type",
                    "/** Named like the DAO's nested descriptor class. */",
                    "@Node(prefix = \"TYPE\")",
                    "public record Type(@Id String id, String label) {}"),
                record(
                    "Plain",
                    "@Edge(source = Student.class, target = Course.class, label = \"PLAIN\")",
                    "public record Plain(@SourceId String studentId, @TargetId String courseId)"
                        + " {}"),
                record(
                    "Implement",
                    "/** Its plural is a keyword. */",
                    "@Edge(source = Student.class, target = Course.class, label = \"IMPL\")",
                    "public record Implement(@SourceId String studentId, @TargetId String"
                        + " courseId) {}"),
                record(
                    "Watch",
                    "@Edge(source = Student.class, target = Course.class, label = \"WATCH\")",
                    "public record Watch(@SourceId String studentId, @TargetId String courseId)"
                        + " {}"));
  }

  private static String generated(String simpleName) {
    JavaFileObject file =
        compilation
            .generatedSourceFile(PACKAGE + "." + simpleName)
            .orElseThrow(() -> new AssertionError(simpleName + " was not generated"));
    try {
      return file.getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static final List<String> RECORDS =
      List.of(
          "Student",
          "Course",
          "User",
          "Room",
          "Enrollment",
          "Follow",
          "Booking",
          "Review",
          "Odd",
          "Plain",
          "Type",
          "Implement",
          "Watch");

  @Test
  void everyDaoCompilesWithoutWarningsAndFitsIn100Columns() {
    assertThat(compilation).succeededWithoutWarnings();
    for (String name : RECORDS) {
      for (String dao : List.of(name + "Dao", name + "AsyncDao")) {
        String text = generated(dao);
        List<String> wide = text.lines().filter(line -> line.length() > 100).toList();
        assertEquals(List.of(), wide, dao + " has lines over 100 columns");
      }
    }
  }

  @Test
  void theAsyncDaoHasEveryMethodOfTheSyncDaoReturningFutures() {
    for (String name : RECORDS) {
      List<String> sync = publicMethods(generated(name + "Dao"));
      List<String> async = publicMethods(generated(name + "AsyncDao"));
      assertEquals(
          sync.stream().map(DaoGeneratorTest::nameAndParameters).toList(),
          async.stream().map(DaoGeneratorTest::nameAndParameters).toList(),
          name);
      for (String signature : async) {
        assertTrue(
            signature.startsWith("public CompletableFuture<")
                || signature.startsWith("public AsyncEdgeQuery<")
                || signature.startsWith("public AsyncKeysOnlyQuery<")
                || signature.contains(" consistentReads("),
            signature);
      }
    }
  }

  /** {@code public boolean put(Enrollment enrollment) {} } lines, constructors excluded. */
  private static List<String> publicMethods(String source) {
    return source
        .replaceAll("\n {6,}(?=\\S)", " ") // join wrapped lines
        .replace(PACKAGE + ".", "") // a record named like a nested class is qualified
        .lines()
        .filter(line -> line.startsWith("  public ")) // members of the DAO, not of its TYPE
        .map(String::trim)
        .filter(line -> line.contains("(") && !line.contains("class"))
        .filter(line -> !line.matches("public \\w+\\(.*"))
        .toList();
  }

  private static String nameAndParameters(String signature) {
    String beforeParen = signature.substring(0, signature.indexOf('('));
    return beforeParen.substring(beforeParen.lastIndexOf(' ') + 1)
        + signature.substring(signature.indexOf('('));
  }

  @Test
  void edgeDaoExtendsItsBaseAndStatesItsRequestsOnce() {
    String dao = generated("EnrollmentDao");
    assertContains(
        dao,
        "public final class EnrollmentDao extends CountedEdgeDao<Enrollment, String, String> {");
    // The class Javadoc: the key, the forward query and the counters of the inherited methods.
    assertContains(dao, "write the key PK = STU#{studentId}, SK = ENROLL#CRS#{courseId}");
    assertContains(dao, "Query PK =\n * STU#{studentId} AND begins_with(SK, \"ENROLL#CRS#\").");
    assertContains(
        dao,
        " * put and putAll: TransactWriteItems: Put if attribute_not_exists(PK);\n"
            + " * ADD courseCount :1 on STU#{studentId} if attribute_exists(PK);\n"
            + " * ADD studentCount :1 on CRS#{courseId} if attribute_exists(PK).\n"
            + " * delete and deleteAll: TransactWriteItems: Delete if attribute_exists(PK);\n"
            + " * ADD courseCount :-1 on STU#{studentId} if courseCount &gt; 0;");
    // The methods it adds document their own request.
    assertContains(
        dao, "Query index GSI1 GSI1PK = CRS#{courseId} AND begins_with(GSI1SK, \"ENROLL#STU#\")");
    assertContains(dao, "return Queries.sync(DaoTables.of(this).queryIndex(EnrollmentKeys.INDEX,");
    // The record type the base class finds: names for messages, the forward query's keys.
    assertContains(dao, "RecordTypes.register(EnrollmentDao.class, TYPE);");
    assertContains(
        dao,
        "EdgeType.<Enrollment, String, String>builder(\"Enrollment\","
            + " EnrollmentMarshaller.INSTANCE,\n          \"studentId\", \"courseId\","
            + " \"enrollment\", \"enrollments\")");
    assertContains(
        dao, ".keys(EnrollmentKeys.SK_PREFIX, EnrollmentKeys::key, EnrollmentKeys::pk)");
    // The node named by its id's value in messages (a typed id's too), by CounterUpdate.
    assertContains(
        dao, "CounterUpdate.of(StudentKeys.key(source), \"courseCount\", \"Student\", source)");
    assertFalse(dao.contains(" put("), dao);
  }

  @Test
  void asyncDaoExtendsTheAsyncBaseAndLinksTheSyncMethods() {
    String dao = generated("EnrollmentAsyncDao");
    assertContains(
        dao,
        "public final class EnrollmentAsyncDao extends AsyncCountedEdgeDao<Enrollment, String,"
            + " String> {");
    assertContains(dao, "RecordTypes.register(EnrollmentAsyncDao.class, EnrollmentDao.TYPE);");
    assertContains(dao, "public EnrollmentAsyncDao(DynamoDbAsyncClient client, String tableName)");
    // One line that links to the synchronous method, whose Javadoc names the request.
    assertContains(
        dao,
        "/** Async {@link EnrollmentDao#inverse(String)}: its terminals return futures. */");
    assertContains(
        dao, "return Queries.async(() -> DaoTables.of(this).queryIndex(EnrollmentKeys.INDEX,");
  }

  @Test
  void shardedInverseSaysItFansOut() {
    String dao = generated("FollowDao");
    assertContains(
        dao,
        "Query index GSI1 GSI1PK = TARGET#{followee}#{shard 0..7} AND begins_with(GSI1SK,"
            + " \"ACTOR#\"):\n"
            + "   * each page one Query per shard not yet exhausted (8 shards; again for a shard a"
            + " filter drained),\n"
            + "   * merged in GSI1SK order");
    assertContains(dao, "ADD followers :1 on USER#{followee}");
  }

  @Test
  void uncountedEdgeUsesSingleItemRequestsAndKeysOnlyInverseReturnsKeys() {
    String dao = generated("BookingDao");
    assertContains(
        dao, "public final class BookingDao extends UncountedEdgeDao<Booking, String, Integer> {");
    assertContains(dao, " * put: PutItem if attribute_not_exists(PK).");
    // A KeysOnlyQuery<S, T> is an EdgeQuery<EdgeKey<S, T>> whose where() is deprecated.
    assertContains(dao, "public KeysOnlyQuery<String, Integer> inverse(int number)");
    assertContains(
        dao, "return Queries.keysOnly(DaoTables.of(this).queryIndexKeys(BookingKeys.INDEX,");
    assertContains(
        generated("BookingAsyncDao"),
        "public AsyncKeysOnlyQuery<String, Integer> inverse(int number) {\n"
            + "    return Queries.asyncKeysOnly(() ->"
            + " DaoTables.of(this).queryIndexKeys(BookingKeys.INDEX,");
    // A KEYS_ONLY inverse reads each edge's key from its item's keys.
    assertContains(dao, "BookingKeys::sourceId,");
    assertContains(dao, "BookingKeys::targetId)");
    assertFalse(dao.contains("CountedEdgeDao"), dao);
    assertFalse(dao.contains("counters("), dao);
  }

  @Test
  void includeProjectionNamesTheAbsentComponents() {
    String dao = generated("ReviewDao");
    assertContains(dao, "the index projects only [stars], so text come back absent");
    // The query knows what the index holds: a where() on text throws before sending.
    assertContains(dao, "IndexProjection.include(List.of(\"stars\"), List.of(\"text\"))");
  }

  @Test
  void edgeWithoutInverseHasNoInverseQuery() {
    String dao = generated("PlainDao");
    // Only the refused inverse, whose parameter type names the rule in a caller's compile error.
    assertFalse(dao.contains("inverse(String"), dao);
    assertContains(
        dao, "@Deprecated\n  public EdgeQuery<Plain> inverse(InverseNeedsAnIndex never) {");
    assertContains(dao, "write the key PK = STU#{studentId}, SK = PLAIN#CRS#{courseId}");
  }

  @Test
  void idsNamedLikeTheBaseClassParametersAreNamedInMessages() {
    String dao = generated("OddDao");
    assertContains(dao, "extends CountedEdgeDao<Odd, String, String>");
    assertContains(dao, "\"condition\", \"keys\", \"odd\"");
  }

  @Test
  void putAllNamesItsCollectionByTheRecordsPlural() {
    assertContains(generated("WatchDao"), "\"watch\", \"watches\"");
    assertContains(generated("ImplementDao"), "\"implement\", \"implements_\")");
  }

  @Test
  void nodeDaoStatesItsKeyAndTheConditionOfItsDelete() {
    String dao = generated("StudentDao");
    assertContains(dao, "public final class StudentDao extends NodeDao<Student, String> {");
    assertContains(dao, "key PK = STU#{studentId}, SK = STU#{studentId}.");
    assertContains(dao, "(attribute_not_exists(courseCount) OR courseCount &lt;= 0).");
  }

  @Test
  void nodeDaoSavesAroundCountersAndReadsItsCollection() {
    String dao = generated("StudentDao");
    assertContains(dao, "\"studentId\", \"student\", \"students\")");
    assertContains(dao, ".attributes(List.of(\"courseCount\"), List.of(\"name\"))");
    assertContains(
        dao,
        "Query PK = STU#{studentId} with no sort-key condition, every page:\n"
            + "   * the node (SK = STU#{studentId}) and its enrollments (begins_with(SK,"
            + " \"ENROLL#CRS#\")),\n");
    assertContains(
        dao,
        "return Futures.join(DaoTables.of(this).partition(StudentKeys.sk(studentId),\n"
            + "        StudentKeys.pk(studentId),");
    assertContains(dao, ".thenApply(StudentDao::collectionOf)");
    assertContains(
        dao,
        "return new StudentCollection(items.node(), items.edges(0,"
            + " EnrollmentMarshaller.INSTANCE),");
    String room = generated("RoomDao");
    assertContains(room, "DaoTables.of(this).partition(RoomKeys.sk(), RoomKeys.pk(number)");
    // An int id: the type takes it boxed, the key builder unboxes it.
    assertContains(room, "NodeType<Room, Integer> TYPE = NodeType.<Room, Integer>builder(");
    assertContains(room, ".keys(RoomKeys::key, Room::number)");
  }

  @Test
  void consistentReadsIsAViewOfTheSameDao() {
    for (String dao : List.of("StudentDao", "StudentAsyncDao")) {
      String text = generated(dao);
      assertContains(text, "  @Override\n  public " + dao + " consistentReads() {");
      assertContains(text, "return new " + dao + "(this);");
      assertContains(text, "private " + dao + "(" + dao + " dao) {\n    super(dao);");
    }
  }

  private static void assertContains(String text, String expected) {
    assertTrue(text.contains(expected), () -> "expected <" + expected + "> in\n" + text);
  }

  static Stream<String> records() {
    return RECORDS.stream();
  }
}
