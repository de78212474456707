package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.edgetable.processor.Compilations.annotated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import io.edgetable.schema.EdgeSchema;
import io.edgetable.test.LocalDynamoDb;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Optional;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A node compiled in one module and the edge that counts it in another (issue: separate compilation
 * corrupted counters). The node marks its counter {@code @Counter}, so its DAO, generated without
 * seeing the edge, still never overwrites the count; the two modules run together against moto
 * through a class loader over both class outputs.
 */
class SeparateCompilationTest {
  @RegisterExtension static LocalDynamoDb db = LocalDynamoDb.create();

  private static final JavaFileObject STUDENT =
      annotated(
          "app.Student",
          "@Node(prefix = \"STU\")",
          "public record Student(@Id String studentId, String name) {}");

  private static final JavaFileObject COURSE =
      annotated(
          "app.Course",
          "@Node(prefix = \"CRS\")",
          "public record Course(@Id String courseId, String title,",
          "    @Counter(shards = 4) long studentCount, @Counter long waitlist) {}");

  private static final JavaFileObject ENROLLMENT =
      annotated(
          "app.Enrollment",
          "@Edge(source = Student.class, target = Course.class, label = \"ENROLL\",",
          "      targetCounter = \"studentCount\", targetCounterShards = 4)",
          "public record Enrollment(@SourceId String studentId, @TargetId String courseId) {}");

  @Test
  void aNodeThatMarksItsCounterKeepsTheCountThatAnEdgeOfAnotherModuleMoves() throws Exception {
    Path nodes = Compilations.classes(STUDENT, COURSE);
    Compilation edges = Compilations.compileAgainst(nodes, ENROLLMENT);
    assertThat(edges).succeededWithoutWarnings();
    Path edgeClasses = Compilations.classFiles(edges);

    try (URLClassLoader modules =
            new URLClassLoader(
                new URL[] {nodes.toUri().toURL(), edgeClasses.toUri().toURL()},
                getClass().getClassLoader());
        DynamoDbClient client = db.client()) {
      String table =
          db.createTable(
              schema(modules, "Student"), schema(modules, "Course"), schema(modules, "Enrollment"));
      Object students = dao(modules, "Student", client, table);
      Object courses = dao(modules, "Course", client, table);
      Object enrollments = dao(modules, "Enrollment", client, table);
      call(students, "put", record(modules, "Student", "ann", "Ann"));
      call(students, "put", record(modules, "Student", "bob", "Bob"));
      call(courses, "put", record(modules, "Course", "math", "Maths", 0L, 0L));
      assertEquals(true, call(enrollments, "put", record(modules, "Enrollment", "ann", "math")));
      assertEquals(true, call(enrollments, "put", record(modules, "Enrollment", "bob", "math")));

      call(courses, "save", record(modules, "Course", "math", "Linear Algebra", 0L, 0L));

      Optional<?> math = (Optional<?>) call(courses, "get", "math");
      assertEquals(record(modules, "Course", "math", "Linear Algebra", 2L, 0L), math.orElseThrow());
      assertTrue(
          client.scan(b -> b.tableName(table)).items().stream()
              .anyMatch(i -> i.get("PK").s().startsWith("CRS#math#studentCount#")),
          "the count lives on the course's counter items");
    }
  }

  private static EdgeSchema schema(ClassLoader modules, String record) throws Exception {
    return (EdgeSchema) modules.loadClass("app." + record + "Keys").getField("SCHEMA").get(null);
  }

  private static Object dao(ClassLoader modules, String record, DynamoDbClient client, String table)
      throws Exception {
    return modules
        .loadClass("app." + record + "Dao")
        .getConstructor(DynamoDbClient.class, String.class)
        .newInstance(client, table);
  }

  private static Object record(ClassLoader modules, String record, Object... components)
      throws Exception {
    Class<?> type = modules.loadClass("app." + record);
    RecordComponent[] declared = type.getRecordComponents();
    Class<?>[] types = new Class<?>[declared.length];
    for (int i = 0; i < declared.length; i++) {
      types[i] = declared[i].getType();
    }
    Constructor<?> canonical = type.getDeclaredConstructor(types);
    return canonical.newInstance(components);
  }

  /** Calls the DAO's public method of that name taking as many arguments. */
  private static Object call(Object dao, String method, Object... arguments) throws Exception {
    for (var candidate : dao.getClass().getMethods()) {
      if (candidate.getName().equals(method)
          && candidate.getParameterCount() == arguments.length
          && !candidate.isBridge()) {
        return candidate.invoke(dao, arguments);
      }
    }
    throw new AssertionError(dao.getClass().getSimpleName() + " has no " + method);
  }
}
