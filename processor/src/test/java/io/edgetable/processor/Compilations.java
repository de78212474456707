package io.edgetable.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;

/** Compiles in-memory sources with the processor, as strictly as the build compiles user code. */
final class Compilations {
  private Compilations() {}

  static Compilation compile(JavaFileObject... sources) {
    return Compiler.javac()
        .withProcessors(new EdgeTableProcessor())
        .withOptions("-Xlint:all", "-Werror")
        .compile(sources);
  }

  /** A source file {@code name} (e.g. {@code "test.Foo"}) from its lines. */
  static JavaFileObject source(String name, String... lines) {
    return JavaFileObjects.forSourceLines(name, lines);
  }

  /** SPEC's school and social examples, in package {@code school}. */
  static JavaFileObject[] specRecords() {
    return new JavaFileObject[] {
      source(
          "school.Student",
          "package school;",
          "",
          "import io.edgetable.Id;",
          "import io.edgetable.Node;",
          "",
          "@Node(prefix = \"STU\")",
          "public record Student(@Id String studentId, String name, long courseCount) {}"),
      source(
          "school.Course",
          "package school;",
          "",
          "import io.edgetable.Id;",
          "import io.edgetable.Node;",
          "",
          "@Node(prefix = \"CRS\")",
          "public record Course(@Id String courseId, String title, long studentCount) {}"),
      source(
          "school.Enrollment",
          "package school;",
          "",
          "import io.edgetable.Edge;",
          "import io.edgetable.SourceId;",
          "import io.edgetable.TargetId;",
          "import java.time.LocalDate;",
          "",
          "@Edge(source = Student.class, target = Course.class, label = \"ENROLL\", inverse ="
              + " \"GSI1\",",
          "      sourceCounter = \"courseCount\", targetCounter = \"studentCount\")",
          "public record Enrollment(@SourceId String studentId, @TargetId String courseId,",
          "                         String grade, LocalDate enrolledOn) {}"),
      source(
          "school.User",
          "package school;",
          "",
          "import io.edgetable.Id;",
          "import io.edgetable.Node;",
          "",
          "@Node(prefix = \"USER\")",
          "public record User(@Id String handle, long followers, long following) {}"),
      source(
          "school.Follow",
          "package school;",
          "",
          "import io.edgetable.Edge;",
          "import io.edgetable.SourceId;",
          "import io.edgetable.TargetId;",
          "import java.time.Instant;",
          "",
          "@Edge(source = User.class, target = User.class, sourcePrefix = \"ACTOR\", targetPrefix ="
              + " \"TARGET\",",
          "      inverse = \"GSI1\", inverseShards = 8, targetCounter = \"followers\","
              + " sourceCounter = \"following\")",
          "public record Follow(@SourceId String follower, @TargetId String followee, Instant"
              + " since) {}")
    };
  }
}
