package io.edgetable.processor.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PluralsTest {
  @Test
  void regularEnglishPlurals() {
    assertEquals("enrollments", Plurals.of("Enrollment"));
    assertEquals("follows", Plurals.of("Follow"));
    assertEquals("watches", Plurals.of("Watch"));
    assertEquals("wishes", Plurals.of("Wish"));
    assertEquals("boxes", Plurals.of("Box"));
    assertEquals("quizzes", Plurals.of("Quiz"));
    assertEquals("waltzes", Plurals.of("Waltz"));
    assertEquals("statuses", Plurals.of("Status"));
    assertEquals("dependencies", Plurals.of("Dependency"));
    assertEquals("categories", Plurals.of("Category"));
    assertEquals("keys", Plurals.of("Key"));
    assertEquals("playlistEntries", Plurals.of("PlaylistEntry"));
    assertEquals("seeds", Plurals.of("Seed"));
    assertEquals("beds", Plurals.of("Bed"));
  }

  @Test
  void aPluralThatIsAKeywordGetsAnUnderscore() {
    assertEquals("implements_", CollectionGenerator.listName("Implement"));
    assertEquals("enrollments", CollectionGenerator.listName("Enrollment"));
  }

  @Test
  void pastParticiplesGetAList() {
    assertEquals("billedList", Plurals.of("Billed"));
    assertEquals("likedList", Plurals.of("Liked"));
    assertEquals("sharedList", Plurals.of("Shared"));
  }
}
