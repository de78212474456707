package io.edgetable.internal.codec;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ArgumentsTest {
  @Test
  void nullThrowsWithTheMessageAsObjectsRequireNonNullDoes() {
    NullPointerException thrown =
        assertThrows(
            NullPointerException.class, () -> Arguments.notNull(null, "keys must not be null"));
    assertEquals("keys must not be null", thrown.getMessage());
    assertDoesNotThrow(() -> Arguments.notNull("", "unused"));
  }
}
