package io.edgetable.processor.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import org.junit.jupiter.api.Test;

class FragmentsTest {

  @Test
  void literalQuotesAndEscapesLikeJavaSource() {
    assertEquals("\"STU#\"", Fragments.literal("STU#"));
    assertEquals("\"a\\\"b\\\\c\\n\\t\\u0001\"", Fragments.literal("a\"b\\c\n\t\u0001"));
  }

  @Test
  void codeEscapesJavaPoetDollars() {
    CodeBlock block = CodeBlock.of(Fragments.code("x = \"$1\";"));
    assertEquals("x = \"$1\";", block.toString());
  }

  @Test
  void docRendersArgumentsIntoOneBlock() {
    CodeBlock doc =
        Fragments.doc(
            "{@code $L = $S} costs $$1; @throws $T\n",
            "PK",
            "STU#",
            ClassName.get("io.edgetable.exception", "InvalidKeyException"));
    assertEquals(
        "{@code PK = \"STU#\"} costs $1; @throws io.edgetable.exception.InvalidKeyException\n",
        doc.toString());
  }

  @Test
  void docRejectsMismatchedArguments() {
    assertThrows(IllegalArgumentException.class, () -> Fragments.doc("$L", "a", "b"));
    assertThrows(IllegalArgumentException.class, () -> Fragments.doc("$N", "a"));
  }
}
