package io.edgetable.processor.model;

import java.util.Locale;

/**
 * Regular English plurals of record names, for the list accessors of {@code FooCollection}: {@code
 * Enrollment} → {@code enrollments}, {@code Watch} → {@code watches}, {@code Box} → {@code boxes},
 * {@code Quiz} → {@code quizzes}, {@code Dependency} → {@code dependencies}. A past participle
 * ({@code Billed}, {@code Liked}: ending in "ed" after a letter other than "e") has no plural: it
 * gets {@code billedList}.
 */
public final class Plurals {
  private Plurals() {}

  /** The decapitalised plural of {@code name}, or its name followed by {@code List}. */
  public static String of(String name) {
    String word = name.substring(0, 1).toLowerCase(Locale.ROOT) + name.substring(1);
    String lower = word.toLowerCase(Locale.ROOT);
    int n = lower.length();
    if (n >= 4 && lower.endsWith("ed") && lower.charAt(n - 3) != 'e') {
      return word + "List";
    }
    if (n >= 3
        && lower.endsWith("z")
        && isVowel(lower.charAt(n - 2))
        && (!isVowel(lower.charAt(n - 3)) || lower.startsWith("qu", n - 4))) {
      return word + "zes"; // one vowel before a final z doubles it: quiz, quizzes; fez, fezzes
    }
    if (lower.endsWith("s")
        || lower.endsWith("x")
        || lower.endsWith("z")
        || lower.endsWith("ch")
        || lower.endsWith("sh")) {
      return word + "es";
    }
    if (n >= 2 && lower.endsWith("y") && !isVowel(lower.charAt(n - 2))) {
      return word.substring(0, word.length() - 1) + "ies";
    }
    return word + "s";
  }

  private static boolean isVowel(char c) {
    return "aeiou".indexOf(c) >= 0;
  }
}
