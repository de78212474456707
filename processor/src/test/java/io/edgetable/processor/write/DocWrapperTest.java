package io.edgetable.processor.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;

class DocWrapperTest {
  @Test
  void shortTextIsLeftAsItIs() {
    String text = "The shared instance.\n";
    assertSame(text, DocWrapper.wrap(text, 40));
  }

  @Test
  void longLinesWrapOnSpacesAndKeepTheirLineBreaks() {
    assertEquals(
        "one two three\nfour five\nsix\n",
        DocWrapper.wrap("one two three four five\nsix\n", 13));
  }

  @Test
  void inlineTagsAreNeverSplit() {
    assertEquals(
        List.of("uses", "{@code begins_with(SK, \"A B\")}", "here"),
        DocWrapper.words("uses {@code begins_with(SK, \"A B\")} here"));
    assertEquals(
        "key\n{@code PK = STU#{studentId}}\nok",
        DocWrapper.wrap("key {@code PK = STU#{studentId}} ok", 20));
  }

  @Test
  void blockTagsContinueIndented() {
    assertEquals(
        "@throws Oops if the\n    key is too long\n",
        DocWrapper.wrap("@throws Oops if the key is too long\n", 20));
  }

  @Test
  void widthsLeaveRoomForTheCommentPrefix() {
    assertEquals(97, DocWrapper.TYPE_WIDTH); // " * " before the text
    assertEquals(95, DocWrapper.MEMBER_WIDTH); // "   * " before the text
  }
}
