package io.edgetable.processor.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RecordSourceTest {
  @Test
  void aShortHeaderStaysOnOneLine() {
    assertEquals(
        "public record FooCollection(Optional<Foo> node, List<Bar> bars) {",
        RecordSource.header(
            "public record FooCollection(", "Optional<Foo> node, List<Bar> bars", ") {"));
  }

  @Test
  void aLongHeaderWrapsBetweenComponentsNotInsideTypeArguments() {
    String components =
        "Optional<Student> node, List<Enrollment> enrollments, List<Review> reviews,"
            + " Map<String, Integer> counts, List<Bookmark> bookmarks";
    assertEquals(
        "public record StudentCollection(\n"
            + "    Optional<Student> node, List<Enrollment> enrollments, List<Review> reviews,\n"
            + "    Map<String, Integer> counts, List<Bookmark> bookmarks) {",
        RecordSource.header("public record StudentCollection(", components, ") {"));
  }
}
