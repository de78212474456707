package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Conditions are typed by their record and values by their field: with the school records compiled
 * by the processor, misuse of the generated {@code FooFields} does not compile.
 */
class ConditionTypeSafetyTest {
  private static Compilation compileWith(String usage) {
    return Compilations.compileWithSpecRecords(
        Compilations.usage(
            List.of(
                "io.edgetable.expression.Condition", "java.time.Instant", "java.time.LocalDate"),
            List.of("static void take(Condition<Enrollment> condition) {}"),
            usage));
  }

  @Test
  void wellTypedConditionsCompile() {
    assertThat(
            compileWith(
                "take(EnrollmentFields.grade.eq(\"A\")"
                    + ".or(Condition.not("
                    + "EnrollmentFields.enrolledOn.between(LocalDate.MIN, LocalDate.MAX)))"
                    + ".and(EnrollmentFields.grade.beginsWith(\"A\"))"
                    + ".and(EnrollmentFields.grade.size().gt(1))"
                    + ".and(EnrollmentFields.enrolledOn.exists()));"))
        .succeededWithoutWarnings();
  }

  @Test
  void stringFieldComparedWithNumberDoesNotCompile() {
    Compilation compilation = compileWith("take(EnrollmentFields.grade.eq(5));");
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining("incompatible types")
        .inFile(compilation.errors().get(0).getSource())
        .onLineContaining("grade.eq(5)");
  }

  @Test
  void dateFieldComparedWithAnotherTypeDoesNotCompile() {
    assertThat(compileWith("take(EnrollmentFields.enrolledOn.lt(Instant.now()));")).failed();
  }

  @Test
  void conditionOnAnotherRecordDoesNotCompile() {
    Compilation compilation = compileWith("take(StudentFields.name.eq(\"Ada\"));");
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("Condition<school.Student>");
  }

  @Test
  void mixingRecordsInOneConditionDoesNotCompile() {
    assertThat(
            compileWith(
                "take(EnrollmentFields.grade.eq(\"A\").and(StudentFields.name.eq(\"Ada\")));"))
        .failed();
  }

  @Test
  void idsAreNotFields() {
    assertThat(compileWith("take(EnrollmentFields.studentId.eq(\"a91\"));")).failed();
  }

  @Test
  void aConditionCannotBeWrittenByHand() {
    // Condition is sealed, so not a functional interface: a lambda would skip the typed builder.
    assertThat(compileWith("take(w -> \"anything\");"))
        .hadErrorContaining("Condition is not a functional interface");
  }

  @Test
  void noFieldClassCanBeExtended() {
    // What a field offers is the compile-time check: the hierarchy is sealed, its leaves final.
    for (String superclass :
        List.of(
            "io.edgetable.expression.Field<Enrollment, Long>",
            "io.edgetable.expression.ComparableField<Enrollment, Long>",
            "io.edgetable.expression.CollectionField<Enrollment, java.util.List<Long>, Long>")) {
      assertThat(compileWith("class Mine extends " + superclass + " { Mine() { super(null); } }"))
          .hadErrorContaining("sealed");
    }
    assertThat(
            compileWith(
                "class Mine extends io.edgetable.expression.StringField<Enrollment> { Mine() {"
                    + " super(null); } }"))
        .hadErrorContaining("final");
  }
}
