package io.edgetable.processor.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class SourceWriterTest {
  @Test
  void spacesBeforeLineEndsAreDropped() {
    assertEquals(
        "  static final X x =\n      new X();\n  int y;\n",
        SourceWriter.withoutTrailingSpaces("  static final X x = \n      new X();  \n  int y;\n")
            .toString());
  }

  @Test
  void aClassHeaderPast100ColumnsBreaksBeforeExtendsThenImplements() {
    String header =
        "public final class RegistrationAsyncDao extends AsyncUncountedEdgeDao<Registration,"
            + " String, String> {\n";
    assertEquals(
        "public final class RegistrationAsyncDao\n"
            + "    extends AsyncUncountedEdgeDao<Registration, String, String> {\n"
            + "  int a;\n",
        SourceWriter.wrappedHeaders(header + "  int a;\n").toString());
    String nested =
        "  private static final class Type extends NodeType<AVeryLongRecordNameIndeed, String>"
            + " implements Comparable<AVeryLongRecordNameIndeed> {\n";
    assertEquals(
        "  private static final class Type\n"
            + "      extends NodeType<AVeryLongRecordNameIndeed, String>\n"
            + "      implements Comparable<AVeryLongRecordNameIndeed> {\n",
        SourceWriter.wrappedHeaders(nested).toString());
    String shortHeader = "public final class StudentDao extends NodeDao<Student, String> {\n";
    assertEquals(shortHeader, SourceWriter.wrappedHeaders(shortHeader).toString());
  }

  @Test
  void textWithoutThemIsNotCopied() {
    String text = "class A {\n  int a;\n}\n";
    assertSame(text, SourceWriter.withoutTrailingSpaces(text));
  }
}
