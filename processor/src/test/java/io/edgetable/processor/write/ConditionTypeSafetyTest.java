package io.edgetable.processor.write;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Conditions are typed by record and values by field: misuse does not compile. */
class ConditionTypeSafetyTest {
  private static Compilation compileWith(String usage) {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(JavaFileObjects.forSourceString(GeneratorsCompileTest.PKG + ".Enrollment", GeneratorsCompileTest.RECORDS));
    sources.add(JavaFileObjects.forSourceString(GeneratorsCompileTest.PKG + ".EnrollmentKeys", GeneratorsCompileTest.KEYS_STUB));
    sources.add(JavaFileObjects.forSourceString(GeneratorsCompileTest.PKG + ".Student", "package test.values; public record Student(String studentId, String name, long courseCount) {}"));
    sources.add(JavaFileObjects.forSourceString(GeneratorsCompileTest.PKG + ".StudentKeys", GeneratorsCompileTest.STUDENT_KEYS_STUB));
    sources.add(GeneratorsCompileTest.source(GeneratorsCompileTest.PKG, MarshallerGenerator.edge(GeneratorsCompileTest.richEnrollment())));
    sources.add(GeneratorsCompileTest.source(GeneratorsCompileTest.PKG, FieldsGenerator.edge(GeneratorsCompileTest.richEnrollment())));
    sources.add(GeneratorsCompileTest.source(GeneratorsCompileTest.PKG, MarshallerGenerator.node(HandBuiltModels.student(GeneratorsCompileTest.PKG))));
    sources.add(GeneratorsCompileTest.source(GeneratorsCompileTest.PKG, FieldsGenerator.node(HandBuiltModels.student(GeneratorsCompileTest.PKG))));
    sources.add(
        JavaFileObjects.forSourceLines(
            "test.values.Usage",
            "package test.values;",
            "import io.edgetable.Condition;",
            "import java.time.LocalDate;",
            "import java.util.Set;",
            "final class Usage {",
            "  static void take(Condition<Enrollment> condition) {}",
            "  static void use() {",
            "    " + usage,
            "  }",
            "}"));
    return Compiler.javac().withOptions("-Xlint:all", "-Werror").compile(sources);
  }

  @Test
  void wellTypedConditionsCompile() {
    assertThat(
            compileWith(
                "take(EnrollmentFields.grade.eq(\"A\").and(EnrollmentFields.i.gt(3))"
                    + ".or(Condition.not(EnrollmentFields.enrolledOn.between(LocalDate.MIN, LocalDate.MAX)))"
                    + ".and(EnrollmentFields.tags.contains(\"x\")).and(EnrollmentFields.codes.size().gt(1))"
                    + ".and(EnrollmentFields.level.eq(Enrollment.Level.HIGH)).and(EnrollmentFields.grade.beginsWith(\"A\")));"))
        .succeededWithoutWarnings();
  }

  @Test
  void stringFieldComparedWithNumberDoesNotCompile() {
    Compilation compilation = compileWith("take(EnrollmentFields.grade.eq(5));");
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("incompatible types").inFile(usage(compilation)).onLineContaining("grade.eq(5)");
  }

  @Test
  void numberFieldComparedWithStringDoesNotCompile() {
    assertThat(compileWith("take(EnrollmentFields.i.lt(\"3\"));")).failed();
  }

  @Test
  void setElementOfWrongTypeDoesNotCompile() {
    assertThat(compileWith("take(EnrollmentFields.codes.contains(\"x\"));")).failed();
  }

  @Test
  void conditionOnAnotherRecordDoesNotCompile() {
    Compilation compilation = compileWith("take(StudentFields.name.eq(\"Ada\"));");
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("Condition<test.values.Student>");
  }

  @Test
  void mixingRecordsInOneConditionDoesNotCompile() {
    assertThat(compileWith("take(EnrollmentFields.grade.eq(\"A\").and(StudentFields.name.eq(\"Ada\")));")).failed();
  }

  private static JavaFileObject usage(Compilation compilation) {
    return compilation.errors().get(0).getSource();
  }
}
