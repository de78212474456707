package io.edgetable.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PluralsTest {
  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "Enrollment, enrollments",
    "Follow, follows",
    "Watch, watches",
    "Wish, wishes",
    "Box, boxes",
    "Quiz, quizzes",
    "Waltz, waltzes",
    "Status, statuses",
    "Dependency, dependencies",
    "Category, categories",
    "Key, keys",
    "PlaylistEntry, playlistEntries",
    "Seed, seeds",
    "Bed, beds",
    // Past participles get a list.
    "Billed, billedList",
    "Liked, likedList",
    "Shared, sharedList"
  })
  void pluralOfARecordName(String name, String plural) {
    assertEquals(plural, Plurals.of(name));
  }

  @Test
  void aPluralThatIsAKeywordGetsAnUnderscore() {
    assertEquals("implements_", CollectionModel.plural("Implement"));
    assertEquals("enrollments", CollectionModel.plural("Enrollment"));
  }
}
