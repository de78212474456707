package io.edgetable.processor.diagnostics;

import io.edgetable.processor.model.EdgeTableAnnotation;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The codes of every diagnostic the processor reports, one per rule ({@link Code}: the one place to
 * look them up), and how every message is built. Each message starts with its code in brackets,
 * names the subject, states the rule and says how to fix it. The messages themselves are grouped by
 * family of rules, as the checks are: {@link RecordMessages}, {@link IdMessages}, {@link
 * KeyMessages}, {@link IndexMessages}, {@link CounterMessages}, {@link VersionTtlMessages} and
 * {@link CollisionMessages}. No other class builds message text.
 */
public final class Messages {

  /** Message codes, one per rule; tests and users can search for them. */
  public enum Code {
    EdgeNotARecord,
    EdgeGenericRecord,
    EdgePrivateRecord,
    EdgeNodeAndEdge,
    EdgeSourceNotNode,
    EdgeTargetNotNode,
    EdgeMissingId,
    EdgeDuplicateId,
    EdgeMissingSourceId,
    EdgeDuplicateSourceId,
    EdgeMissingTargetId,
    EdgeDuplicateTargetId,
    EdgeMisplacedId,
    EdgeSourceAndTargetId,
    EdgeIdTypeUnsupported,
    EdgeIdTypeMismatch,
    EdgeComponentTypeUnsupported,
    EdgePrivateType,
    EdgeReservedAttribute,
    EdgeBadPrefix,
    EdgeBadSortKey,
    EdgeBadLabel,
    EdgeBadIndexName,
    EdgeCounterMissing,
    EdgeCounterIsId,
    EdgeCounterNotNumeric,
    EdgeCounterIsVersion,
    EdgeDuplicateVersion,
    EdgeVersionType,
    EdgeVersionIsId,
    EdgeDuplicateTtl,
    EdgeTtlType,
    EdgeTtlIsId,
    EdgeTtlWithCounter,
    EdgeTtlOnCountedNode,
    EdgeTtlConflict,
    EdgeMisplacedCounter,
    EdgeNestedAnnotation,
    EdgeCounterNotDeclared,
    EdgeCounterShardsMismatch,
    EdgeCounterShardsWithoutCounter,
    EdgeBadShardCount,
    EdgeShardsWithoutIndex,
    EdgeIncludeUnknown,
    EdgeBadInclude,
    EdgeEmptyInclude,
    EdgeIncludeId,
    EdgeUnprojectedPrimitive,
    EdgeIndexProjectionConflict,
    EdgeIndexSortConflict,
    EdgeSortByUnknown,
    EdgeSortByType,
    EdgeIndexKeyTypeConflict,
    EdgeKeyCollision,
    EdgeGeneratedNameTaken,
    EdgeCollectionNameClash,
    EdgeUnresolvedType,
    EdgeBadOption,
    EdgeInternalError;

    String tag() {
      return "[" + name() + "] ";
    }
  }

  private Messages() {}

  /** A second component marked {@code annotation}, where a record has {@code howMany}. */
  static String second(
      Code code,
      String type,
      String component,
      EdgeTableAnnotation annotation,
      String first,
      String howMany) {
    return component(code, type, component)
        + " is a second @"
        + annotation.simpleName()
        + " (the first is "
        + first
        + "), but a record has "
        + howMany
        + "; remove @"
        + annotation.simpleName()
        + " from one of them";
  }

  /** {@code [Code] subject}: how every message begins. */
  static String about(Code code, String subject) {
    return code.tag() + subject;
  }

  /** {@code [Code] type.component}: how a message about one record component begins. */
  static String component(Code code, String type, String component) {
    return about(code, type + "." + component);
  }

  /**
   * {@code [Code] subject: attribute "value"}: how a message about the value of one of the
   * subject's annotation attributes begins.
   */
  static String attributeValue(Code code, String subject, String attribute, String value) {
    return about(code, subject + ": " + attribute + " \"" + value + "\"");
  }

  /**
   * {@code [Code] subject: attribute = number}: how a message about a number given to one of the
   * subject's annotation attributes begins.
   */
  static String attributeNumber(Code code, String subject, String attribute, int number) {
    return about(code, subject + ": " + attribute + " = " + number);
  }

  /** "; did you mean x?" for the candidate closest to {@code name}, or "" when none is close. */
  static String didYouMean(String name, Collection<String> candidates) {
    Optional<String> best =
        candidates.stream()
            .min(
                Comparator.comparingInt(
                    (String c) -> distance(name.toLowerCase(), c.toLowerCase())));
    return best.filter(
            c -> distance(name.toLowerCase(), c.toLowerCase()) <= Math.max(2, name.length() / 3))
        .map(c -> "; did you mean \"" + c + "\"?")
        .orElse(
            candidates.isEmpty()
                ? ""
                : "; components: " + String.join(", ", List.copyOf(candidates)));
  }

  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        current[j] =
            Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }

  static String sanitize(String value, String fallback) {
    String cleaned = value.replaceAll("[^A-Za-z0-9_.-]", "");
    return cleaned.isEmpty() ? fallback : cleaned;
  }

  static String simple(String type) {
    return type.substring(type.lastIndexOf('.') + 1);
  }
}
