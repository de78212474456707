package io.edgetable.processor.check;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The catalogue of every diagnostic the processor reports. Each message starts with its code in
 * brackets, names the subject, states the rule and says how to fix it.
 */
public final class Messages {

  /** Message codes; tests and users can search for them. */
  public enum Code {
    EdgeNotARecord,
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
    EdgeIdTypeUnsupported,
    EdgeIdTypeMismatch,
    EdgeComponentTypeUnsupported,
    EdgeReservedAttribute,
    EdgeBadPrefix,
    EdgeBadSortKey,
    EdgeBadLabel,
    EdgeBadIndexName,
    EdgeCounterMissing,
    EdgeCounterNotNumeric,
    EdgeBadShardCount,
    EdgeIncludeUnknown,
    EdgeBadInclude,
    EdgeUnprojectedPrimitive,
    EdgeIndexProjectionConflict,
    EdgeKeyCollision,
    EdgeUnresolvedType,
    EdgeInternalError;

    String tag() {
      return "[" + name() + "] ";
    }
  }

  /** Prefixes, labels and constant sort keys. */
  public static final String NAME_PATTERN = "[A-Za-z0-9_.-]+";

  private static final String SUPPORTED_TYPES =
      "String, primitives and their boxes, BigDecimal, BigInteger, Instant, LocalDate, UUID, enums,"
          + " byte[], List<E>, Set<String>, Set of numbers, Map<String, V> and records of those";

  private static final String ID_TYPES =
      "String, UUID, int, long, Integer, Long, an enum, or a record with one component of those";

  private Messages() {}

  public static String notARecord(String type, String annotation, String kind) {
    return Code.EdgeNotARecord.tag()
        + type
        + " is "
        + kind
        + ", but @"
        + annotation
        + " applies only to records;"
        + " declare it as 'record "
        + simple(type)
        + "(...)'";
  }

  public static String nodeAndEdge(String type) {
    return Code.EdgeNodeAndEdge.tag()
        + type
        + " is annotated both @Node and @Edge, but an item is either a vertex or an edge;"
        + " keep one of the two annotations";
  }

  public static String endNotNode(boolean source, String edge, String type) {
    Code code = source ? Code.EdgeSourceNotNode : Code.EdgeTargetNotNode;
    String end = source ? "source" : "target";
    return code.tag()
        + edge
        + ": "
        + end
        + " "
        + type
        + " is not a record annotated @Node;"
        + " annotate it with @Node(prefix = \"...\") or name a @Node record as "
        + end;
  }

  public static String missingId(String type, String annotation, String role) {
    Code code =
        switch (annotation) {
          case "Id" -> Code.EdgeMissingId;
          case "SourceId" -> Code.EdgeMissingSourceId;
          default -> Code.EdgeMissingTargetId;
        };
    return code.tag()
        + type
        + " has no @"
        + annotation
        + " component, but every "
        + role
        + " needs exactly one;"
        + " annotate the component that identifies it with @"
        + annotation;
  }

  public static String duplicateId(String type, String annotation, String component, String first) {
    Code code =
        switch (annotation) {
          case "Id" -> Code.EdgeDuplicateId;
          case "SourceId" -> Code.EdgeDuplicateSourceId;
          default -> Code.EdgeDuplicateTargetId;
        };
    return code.tag()
        + type
        + "."
        + component
        + " is a second @"
        + annotation
        + " (the first is "
        + first
        + "), but a record has exactly one; remove @"
        + annotation
        + " from one of them";
  }

  public static String bothIds(String type, String component) {
    return Code.EdgeMisplacedId.tag()
        + type + "." + component + " is marked both @SourceId and @TargetId, but an edge's source"
        + " and target ids are two components; remove one of the annotations";
  }

  public static String misplacedId(
      String type, String component, String annotation, String kind, String fix) {
    return Code.EdgeMisplacedId.tag()
        + type
        + "."
        + component
        + " is marked @"
        + annotation
        + ", which has no meaning in a @"
        + kind
        + " record; "
        + fix;
  }

  public static String idTypeUnsupported(String type, String component, String idType) {
    return Code.EdgeIdTypeUnsupported.tag()
        + type
        + "."
        + component
        + " has type "
        + idType
        + ", which cannot be an id;"
        + " use "
        + ID_TYPES;
  }

  public static String idTypeMismatch(
      String edge,
      String component,
      String type,
      String end,
      String node,
      String nodeId,
      String nodeType) {
    return Code.EdgeIdTypeMismatch.tag()
        + edge
        + "."
        + component
        + " has type "
        + type
        + ", but the "
        + end
        + " "
        + node
        + " is identified by "
        + nodeId
        + " of type "
        + nodeType
        + "; an edge's id has its node's id type (counters and"
        + " collections build the node's key from it): declare "
        + component
        + " as "
        + nodeType;
  }

  public static String componentTypeUnsupported(String type, String component, String detail) {
    return Code.EdgeComponentTypeUnsupported.tag()
        + type
        + "."
        + component
        + ": "
        + detail
        + " is not supported; use "
        + SUPPORTED_TYPES;
  }

  public static String reservedAttribute(String type, String component, String owner) {
    return Code.EdgeReservedAttribute.tag()
        + type
        + "."
        + component
        + " is named like the key attribute "
        + component
        + " ("
        + owner
        + ") and would overwrite it; rename the component";
  }

  public static String badPrefix(String type, String attribute, String value) {
    return notAName(
        Code.EdgeBadPrefix,
        type,
        attribute,
        value,
        " (the '#' separator and other characters are not allowed)",
        "PREFIX");
  }

  public static String badSortKey(String type, String value) {
    return notAName(
        Code.EdgeBadSortKey, type, "sortKey", value, " (a constant sort key has no '#')", "META");
  }

  public static String badLabel(String type, String value) {
    return notAName(Code.EdgeBadLabel, type, "label", value, "", "LABEL");
  }

  /** A key part that must match {@link #NAME_PATTERN}, with a sanitized example to use instead. */
  private static String notAName(
      Code code, String type, String attribute, String value, String why, String fallback) {
    return code.tag()
        + type
        + ": "
        + attribute
        + " \""
        + value
        + "\" must match "
        + NAME_PATTERN
        + why
        + "; use for example \""
        + sanitize(value, fallback)
        + "\"";
  }

  public static String badIndexName(String type, String value) {
    return Code.EdgeBadIndexName.tag()
        + type
        + ": inverse index name \""
        + value
        + "\" is not a legal DynamoDB index name"
        + " (3 to 255 characters of [a-zA-Z0-9_.-]); use for example \""
        + indexSuggestion(value)
        + "\"";
  }

  public static String counterMissing(
      String edge, String attribute, String counter, String node, Collection<String> candidates) {
    return Code.EdgeCounterMissing.tag()
        + edge
        + ": "
        + attribute
        + " \""
        + counter
        + "\" is not a component of "
        + node
        + "; add 'long "
        + counter
        + "' to "
        + node
        + " or name one of its numeric components"
        + didYouMean(counter, candidates);
  }

  public static String counterIsId(String edge, String attribute, String counter, String node) {
    return Code.EdgeCounterNotNumeric.tag()
        + edge
        + ": "
        + attribute
        + " \""
        + counter
        + "\" is the id of "
        + node
        + ", which lives in the keys and cannot be counted; add a 'long' component to "
        + node
        + " and name it here";
  }

  public static String counterNotNumeric(
      String edge, String attribute, String counter, String node, String type) {
    return Code.EdgeCounterNotNumeric.tag()
        + edge
        + ": "
        + attribute
        + " \""
        + counter
        + "\" is "
        + node
        + "."
        + counter
        + " of type "
        + type
        + ", but a counter is incremented with ADD and must be a number;"
        + " declare it as long";
  }

  public static String badShardCount(String edge, int shards, boolean hasInverse) {
    String rule =
        hasInverse
            ? "inverseShards must be between 1 and 256"
            : "inverseShards splits the inverse index partitions, so it needs an inverse index";
    String fix =
        hasInverse ? "use a value from 1 to 256" : "set inverse = \"GSI1\" or remove inverseShards";
    return Code.EdgeBadShardCount.tag()
        + edge
        + ": inverseShards = "
        + shards
        + "; "
        + rule
        + "; "
        + fix;
  }

  public static String includeUnknown(String edge, String name, Collection<String> candidates) {
    return Code.EdgeIncludeUnknown.tag()
        + edge
        + ": include names \""
        + name
        + "\", which is not a component of "
        + simple(edge)
        + "; name attribute components only"
        + didYouMean(name, candidates);
  }

  public static String badInclude(String edge, String detail) {
    return Code.EdgeBadInclude.tag() + edge + ": " + detail;
  }

  public static String unprojectedPrimitive(
      String edge, String component, String type, String index) {
    return Code.EdgeUnprojectedPrimitive.tag()
        + edge
        + "."
        + component
        + " ("
        + type
        + ") is not projected into index "
        + index
        + ", so inverse queries could not rebuild the record (a primitive cannot be null);"
        + " add \""
        + component
        + "\" to include, use Projection.ALL, or make it a boxed type";
  }

  public static String indexProjectionConflict(
      String edge, String index, String projection, String other, String otherProjection) {
    return Code.EdgeIndexProjectionConflict.tag()
        + edge
        + " gives index "
        + index
        + " projection "
        + projection
        + ", but "
        + other
        + " gives it "
        + otherProjection
        + "; one index has one projection: use the same"
        + " inverseProjection/include on both, or a different inverse index name";
  }

  public static String keyCollision(String subject, String detail, String other, String fix) {
    return Code.EdgeKeyCollision.tag() + subject + " and " + other + ": " + detail + "; " + fix;
  }

  public static String unresolvedType(String type) {
    return Code.EdgeUnresolvedType.tag()
        + type
        + " refers to a type that could not be resolved (not even after the other"
        + " annotation processors ran); fix the missing type or its import";
  }

  public static String internalError(String type, Throwable error) {
    StackTraceElement where = error.getStackTrace().length > 0 ? error.getStackTrace()[0] : null;
    return Code.EdgeInternalError.tag()
        + "EdgeTable failed while processing "
        + type
        + ": "
        + error
        + (where == null ? "" : " at " + where)
        + "; please report this with the record's declaration";
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

  private static String sanitize(String value, String fallback) {
    String cleaned = value.replaceAll("[^A-Za-z0-9_.-]", "");
    return cleaned.isEmpty() ? fallback : cleaned;
  }

  private static String indexSuggestion(String value) {
    String name = sanitize(value, "GSI1");
    if (name.length() < 3) {
      name = "GSI" + name;
    }
    return name.length() > 255 ? name.substring(0, 255) : name;
  }

  private static String simple(String type) {
    return type.substring(type.lastIndexOf('.') + 1);
  }
}
