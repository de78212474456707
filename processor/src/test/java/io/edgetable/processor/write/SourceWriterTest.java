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
  void textWithoutThemIsNotCopied() {
    String text = "class A {\n  int a;\n}\n";
    assertSame(text, SourceWriter.withoutTrailingSpaces(text));
  }
}
