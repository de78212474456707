package io.edgetable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Update actions are typed by their record and values by their field, and a field offers only the
 * actions its kind and role allow: with the school records and a few more compiled by the
 * processor, writing a counter, a version or an id, {@code remove} on a primitive, {@code add}
 * on text, or a value of another type does not compile.
 */
class UpdateTypeSafetyTest {
  private static final JavaFileObject RATING =
      Compilations.source(
          "school.Rating",
          "package school;",
          "",
          "import io.edgetable.Id;",
          "import io.edgetable.Node;",
          "import io.edgetable.Ttl;",
          "import io.edgetable.Version;",
          "import java.time.Instant;",
          "import java.util.List;",
          "import java.util.Set;",
          "",
          "@Node(prefix = \"RATING\")",
          "public record Rating(@Id String ratingId, int stars, Integer votes, boolean open,",
          "    char initial, List<String> tags, Set<String> labels, @Version long version,",
          "    @Ttl Instant expiresAt) {}");

  private static Compilation compileWith(String usage) {
    return Compilations.compileWithSpecRecords(
        RATING,
        Compilations.usage(
            List.of(
                "io.edgetable.expression.Update",
                "java.time.Instant",
                "java.util.List",
                "java.util.Map",
                "java.util.Set"),
            List.of(
                "static void enrollment(Update<Enrollment> update) {}",
                "static void rating(Update<Rating> update) {}"),
            usage));
  }

  private static void doesNotCompile(String usage, String line) {
    Compilation compilation = compileWith(usage);
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining("")
        .inFile(compilation.errors().get(0).getSource())
        .onLineContaining(line);
  }

  @Test
  void wellTypedUpdatesCompile() {
    assertThat(
            compileWith(
                "enrollment(EnrollmentFields.grade.set(\"A\")"
                    + ".and(EnrollmentFields.enrolledOn.remove()));"
                    + " rating(RatingFields.stars.add(1).and(RatingFields.votes.remove())"
                    + ".and(RatingFields.open.set(true)).and(RatingFields.initial.setIfAbsent('x'))"
                    + ".and(RatingFields.tags.append(List.of(\"t\")))"
                    + ".and(RatingFields.labels.addAll(Set.of(\"l\")))"
                    + ".and(RatingFields.expiresAt.set(Instant.now())));"
                    + " rating(RatingFields.labels.removeAll(List.of(\"l\")));"
                    + " boolean stale = RatingFields.version.eq(3L) != null;"))
        .succeededWithoutWarnings();
  }

  @Test
  void aCounterHasNoUpdateActions() {
    doesNotCompile("StudentFields.courseCount.add(1L);", "courseCount.add(1L)");
    doesNotCompile("StudentFields.courseCount.set(0L);", "courseCount.set(0L)");
  }

  @Test
  void aVersionHasNoUpdateActions() {
    doesNotCompile("rating(RatingFields.version.set(2L));", "version.set(2L)");
    doesNotCompile("rating(RatingFields.version.add(1L));", "version.add(1L)");
  }

  @Test
  void anIdIsNoField() {
    doesNotCompile("enrollment(EnrollmentFields.studentId.set(\"x\"));", "studentId.set");
    doesNotCompile("rating(RatingFields.ratingId.remove());", "ratingId.remove");
  }

  @Test
  void aPrimitiveCannotBeRemoved() {
    doesNotCompile("rating(RatingFields.stars.remove());", "stars.remove()");
    doesNotCompile("rating(RatingFields.open.remove());", "open.remove()");
    doesNotCompile("rating(RatingFields.initial.remove());", "initial.remove()");
  }

  @Test
  void eachActionOnlyWhereItsKindAllowsIt() {
    doesNotCompile("enrollment(EnrollmentFields.grade.add(\"x\"));", "grade.add");
    doesNotCompile("rating(RatingFields.open.add(true));", "open.add");
    doesNotCompile("rating(RatingFields.expiresAt.add(Instant.now()));", "expiresAt.add");
    doesNotCompile("rating(RatingFields.labels.append(List.of(\"x\")));", "labels.append");
    doesNotCompile("rating(RatingFields.tags.addAll(Set.of(\"x\")));", "tags.addAll");
  }

  @Test
  void valuesAreTypedByTheirField() {
    doesNotCompile("enrollment(EnrollmentFields.grade.set(5));", "grade.set(5)");
    doesNotCompile("rating(RatingFields.stars.add(\"1\"));", "stars.add(\"1\")");
    doesNotCompile("rating(RatingFields.expiresAt.set(5L));", "expiresAt.set(5L)");
    doesNotCompile("rating(RatingFields.labels.addAll(Set.of(1)));", "labels.addAll(Set.of(1))");
  }

  @Test
  void anUpdateOfAnotherRecordDoesNotCompile() {
    doesNotCompile("enrollment(StudentFields.name.set(\"Ada\"));", "StudentFields.name");
    doesNotCompile(
        "enrollment(EnrollmentFields.grade.set(\"A\").and(StudentFields.name.set(\"x\")));",
        "StudentFields.name");
  }
}
