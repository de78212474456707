package io.edgetable.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class TextTableTest {

  @Test
  void alignsTextLeftAndNumbersRight() {
    TextTable table = TextTable.of("course", "title", "students")
        .row("math204", "Linear Algebra", 7)
        .row("cs101", null, 12);
    assertEquals(
        List.of(
            "course   title           students",
            "-------  --------------  --------",
            "math204  Linear Algebra         7",
            "cs101    -                     12"),
        table.lines());
  }

  @Test
  void aRowMustFillEveryColumn() {
    TextTable table = TextTable.of("a", "b");
    assertThrows(IllegalArgumentException.class, () -> table.row("only one"));
  }
}
