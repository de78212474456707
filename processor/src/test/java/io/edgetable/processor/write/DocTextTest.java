package io.edgetable.processor.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;

class DocTextTest {
  @Test
  void shortTextIsLeftAsItIs() {
    String text = "The shared instance.\n";
    assertSame(text, DocText.wrap(text, 40));
  }

  @Test
  void longLinesWrapOnSpacesAndKeepTheirLineBreaks() {
    assertEquals(
        "one two three\nfour five\nsix\n", DocText.wrap("one two three four five\nsix\n", 13));
  }

  @Test
  void inlineTagsAreNeverSplit() {
    assertEquals(
        List.of("uses", "{@code begins_with(SK, \"A B\")}", "here"),
        DocText.words("uses {@code begins_with(SK, \"A B\")} here"));
    assertEquals(
        "key\n{@code PK = STU#{studentId}}\nok",
        DocText.wrap("key {@code PK = STU#{studentId}} ok", 20));
  }

  @Test
  void blockTagsContinueIndented() {
    assertEquals(
        "@throws Oops if the\n    key is too long\n",
        DocText.wrap("@throws Oops if the key is too long\n", 20));
  }

  @Test
  void widthsLeaveRoomForTheCommentPrefix() {
    assertEquals(97, DocText.CLASS_WIDTH); // " * " before the text
    assertEquals(95, DocText.MEMBER_WIDTH); // "   * " before the text
  }
}
