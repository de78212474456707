package io.edgetable.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.ForwardingJavaFileObject;
import javax.tools.JavaFileObject;

/** Compiles in-memory sources with the processor, as strictly as the build compiles user code. */
final class Compilations {
  private static final String CLASS_OUTPUT = "CLASS_OUTPUT/";

  private Compilations() {}

  static Compilation compile(JavaFileObject... sources) {
    return Compiler.javac()
        .withProcessors(new EdgeTableProcessor())
        .withOptions("-Xlint:all", "-Werror")
        .compile(sources);
  }

  /**
   * Compiles {@code sources} with the processor, as a module compiled earlier, and writes its class
   * files (records and generated classes) to a fresh directory for {@link #compileAgainst}.
   */
  static Path classes(JavaFileObject... sources) throws IOException {
    return classFiles(compile(sources));
  }

  /** The class files of a successful compilation, written to a fresh directory. */
  static Path classFiles(Compilation compilation) throws IOException {
    if (compilation.status() != Compilation.Status.SUCCESS) {
      throw new AssertionError("the module does not compile: " + compilation.errors());
    }
    Path directory = Files.createTempDirectory("edgetable-module");
    for (JavaFileObject file : compilation.generatedFiles()) {
      String path = file.toUri().getPath();
      int output = path.indexOf(CLASS_OUTPUT);
      if (file.getKind() != JavaFileObject.Kind.CLASS || output < 0) {
        continue;
      }
      Path target = directory.resolve(path.substring(output + CLASS_OUTPUT.length()));
      Files.createDirectories(target.getParent());
      try (InputStream in = file.openInputStream()) {
        Files.copy(in, target);
      }
    }
    return directory;
  }

  /** Compiles {@code sources} as {@link #compile} does, with {@code classes} on the class path. */
  static Compilation compileAgainst(Path classes, JavaFileObject... sources) {
    List<File> classpath = new ArrayList<>();
    classpath.add(classes.toFile());
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      classpath.add(new File(entry));
    }
    return Compiler.javac()
        .withProcessors(new EdgeTableProcessor())
        .withOptions("-Xlint:all", "-Werror")
        .withClasspath(classpath)
        .compile(sources);
  }

  /** A source file {@code name} (e.g. {@code "test.Foo"}) from its lines. */
  static JavaFileObject source(String name, String... lines) {
    return JavaFileObjects.forSourceLines(name, lines);
  }

  /** {@code file} as javac sees a file on disk last modified at {@code millis}. */
  static JavaFileObject modifiedAt(JavaFileObject file, long millis) {
    return new ForwardingJavaFileObject<>(file) {
      @Override
      public long getLastModified() {
        return millis;
      }
    };
  }

  /**
   * A source file {@code name} in its package, importing {@code io.edgetable.*}, then {@code
   * lines}: the opening every test record shares.
   */
  static JavaFileObject annotated(String name, String... lines) {
    String[] all = new String[lines.length + 2];
    all[0] = "package " + name.substring(0, name.lastIndexOf('.')) + ";";
    all[1] = "import io.edgetable.*;";
    System.arraycopy(lines, 0, all, 2, lines.length);
    return source(name, all);
  }

  /** Compiles the school and follow records ({@link #specRecords}) and {@code more}. */
  static Compilation compileWithSpecRecords(JavaFileObject... more) {
    List<JavaFileObject> sources = new ArrayList<>(List.of(specRecords()));
    sources.addAll(List.of(more));
    return compile(sources.toArray(JavaFileObject[]::new));
  }

  /**
   * A class {@code school.Usage} beside those records that imports {@code imports}, declares
   * {@code members} (methods that take what is checked) and runs {@code statement} in its method
   * {@code use()}: how a test writes code against the generated classes.
   */
  static JavaFileObject usage(List<String> imports, List<String> members, String statement) {
    List<String> lines = new ArrayList<>(List.of("package school;", ""));
    imports.forEach(type -> lines.add("import " + type + ";"));
    lines.add("");
    lines.add("final class Usage {");
    for (String member : members) {
      lines.add("  " + member);
      lines.add("");
    }
    lines.addAll(List.of("  static void use() {", "    " + statement, "  }", "}"));
    return source("school.Usage", lines.toArray(String[]::new));
  }

  /** The school and follow examples of the docs, in package {@code school}. */
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
