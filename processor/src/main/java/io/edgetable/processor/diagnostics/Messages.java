package io.edgetable.processor.diagnostics;

import io.edgetable.processor.model.EdgeTableAnnotation;
import io.edgetable.processor.model.KeyTemplate;
import io.edgetable.processor.model.RecordName;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The catalogue of every diagnostic the processor reports, one code per rule. Each message starts
 * with its code in brackets, names the subject, states the rule and says how to fix it. No other
 * class builds message text.
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
    EdgeSortByUnknown,
    EdgeSortByType,
    EdgeIndexKeyTypeConflict,
    EdgeKeyCollision,
    EdgeGeneratedNameTaken,
    EdgeUnresolvedType,
    EdgeInternalError;

    public String tag() {
      return "[" + name() + "] ";
    }
  }

  /** Prefixes, labels and constant sort keys. */
  public static final String NAME_PATTERN = "[A-Za-z0-9_.-]+";

  /** The most shards an inverse index or a counter may have. */
  public static final int MAX_SHARDS = 256;

  /** Legal DynamoDB index names. */
  public static final String INDEX_NAME_PATTERN = "[a-zA-Z0-9_.-]{3,255}";

  private static final String SUPPORTED_TYPES =
      "String, primitives and their boxes, BigDecimal, BigInteger, Instant, LocalDate, UUID, enums,"
          + " byte[], List<E>, Set<String>, Set of numbers, Map<String, V> and records of those";

  private static final String ID_TYPES =
      "String, UUID, int, long, Integer, Long, an enum, or a record with one component of those";

  private Messages() {}

  public static String notARecord(String type, EdgeTableAnnotation annotation, String kind) {
    return about(Code.EdgeNotARecord, type)
        + " is "
        + kind
        + ", but @"
        + annotation.simpleName()
        + " applies only to records;"
        + " declare it as 'record "
        + simple(type)
        + "(...)'";
  }

  public static String genericRecord(String type, EdgeTableAnnotation annotation) {
    return about(Code.EdgeGenericRecord, type)
        + " declares type parameters, but a @"
        + annotation.simpleName()
        + " record is stored and read back as one concrete type (generated code would use raw"
        + " types); remove the type parameters, e.g. give the component a concrete type";
  }

  /** {@code inaccessible} is the record itself or the private class it is nested in. */
  public static String privateRecord(
      String type, EdgeTableAnnotation annotation, String inaccessible) {
    String where =
        inaccessible.equals(type) ? "it is private" : "it is nested in private " + inaccessible;
    return about(Code.EdgePrivateRecord, type)
        + " is annotated @"
        + annotation.simpleName()
        + ", but "
        + where
        + ", so the classes generated beside it in its package cannot use it; make "
        + simple(inaccessible)
        + " package-private or public";
  }

  public static String nodeAndEdge(String type) {
    return about(Code.EdgeNodeAndEdge, type)
        + " is annotated both @Node and @Edge, but an item is either a vertex or an edge;"
        + " keep one of the two annotations";
  }

  public static String endNotNode(boolean source, String edge, String type) {
    Code code = source ? Code.EdgeSourceNotNode : Code.EdgeTargetNotNode;
    String end = source ? "source" : "target";
    return about(code, edge)
        + ": "
        + end
        + " "
        + type
        + " is not a record annotated @Node;"
        + " annotate it with @Node(prefix = \"...\") or name a @Node record as "
        + end;
  }

  /** {@code annotation} is {@code ID}, {@code SOURCE_ID} or {@code TARGET_ID}. */
  public static String missingId(String type, EdgeTableAnnotation annotation) {
    Code code =
        switch (annotation) {
          case ID -> Code.EdgeMissingId;
          case SOURCE_ID -> Code.EdgeMissingSourceId;
          default -> Code.EdgeMissingTargetId;
        };
    String role = annotation == EdgeTableAnnotation.ID ? "@Node" : "@Edge";
    return about(code, type)
        + " has no @"
        + annotation.simpleName()
        + " component, but every "
        + role
        + " needs exactly one;"
        + " annotate the component that identifies it with @"
        + annotation.simpleName();
  }

  public static String duplicateId(
      String type, EdgeTableAnnotation annotation, String component, String first) {
    Code code =
        switch (annotation) {
          case ID -> Code.EdgeDuplicateId;
          case SOURCE_ID -> Code.EdgeDuplicateSourceId;
          default -> Code.EdgeDuplicateTargetId;
        };
    return second(code, type, component, annotation, first, "exactly one");
  }

  public static String sourceAndTargetId(String type, String component) {
    return component(Code.EdgeSourceAndTargetId, type, component)
        + " is marked both @SourceId and @TargetId, but an edge's source"
        + " and target ids are two components; remove one of the annotations";
  }

  /** An id annotation of the other kind: {@code @Id} on an edge, {@code @SourceId} on a node. */
  public static String misplacedId(
      String type, String component, EdgeTableAnnotation annotation, EdgeTableAnnotation kind) {
    String fix =
        kind == EdgeTableAnnotation.EDGE
            ? "mark the edge's ids with @SourceId and @TargetId"
            : "a node has one @Id; @SourceId and @TargetId mark an @Edge's ids";
    return component(Code.EdgeMisplacedId, type, component)
        + " is marked @"
        + annotation.simpleName()
        + ", which has no meaning in a @"
        + kind.simpleName()
        + " record; "
        + fix;
  }

  public static String idTypeUnsupported(String type, String component, String idType) {
    return component(Code.EdgeIdTypeUnsupported, type, component)
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
    return component(Code.EdgeIdTypeMismatch, edge, component)
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

  /** {@code detail} is one of the {@link Unsupported} fragments. */
  public static String componentTypeUnsupported(String type, String component, String detail) {
    return component(Code.EdgeComponentTypeUnsupported, type, component)
        + ": "
        + detail
        + " is not supported; use "
        + SUPPORTED_TYPES;
  }

  /**
   * A type the component names (its own, a type argument, an id's wrapper, a nested record's
   * component type) that code in the record's package cannot use. {@code inaccessible} is that
   * type or the private class it is nested in.
   */
  public static String privateType(
      String type, String component, String usedType, String inaccessible, boolean isPrivate) {
    String why =
        inaccessible.equals(usedType)
            ? (isPrivate ? "is private" : "is not public")
            : "is nested in " + (isPrivate ? "private " : "non-public ") + inaccessible;
    return component(Code.EdgePrivateType, type, component)
        + " uses "
        + usedType
        + ", which "
        + why
        + ", so the classes generated beside "
        + simple(type)
        + " cannot name it; make "
        + simple(inaccessible)
        + (isPrivate ? " package-private or public" : " public");
  }

  /** What is wrong with an unsupported type: the details of {@link #componentTypeUnsupported}. */
  public static final class Unsupported {
    private Unsupported() {}

    public static String array(String type) {
      return "array type " + type + " (only byte[] is stored, as binary)";
    }

    public static String type(String type) {
      return "type " + type;
    }

    public static String set(String element) {
      return "Set<"
          + element
          + "> (DynamoDB sets hold strings or numbers; use List<"
          + simple(element)
          + ">)";
    }

    public static String mapKey(String key) {
      return "Map with " + key + " keys (DynamoDB map keys are strings; use Map<String, V>)";
    }

    public static String genericRecord(String record) {
      return "generic record " + record;
    }

    public static String rawType(String type) {
      return "raw type " + type + " (give its type arguments)";
    }

    public static String typeArgument(String argument, String owner) {
      return "type argument "
          + argument
          + " of "
          + owner
          + " (use a concrete type, no wildcards or type variables)";
    }

    /** The detail of a nested record's component. */
    public static String inRecord(String record, String component, String detail) {
      return "in " + simple(record) + "." + component + ", " + detail;
    }
  }

  /**
   * A component named like a key attribute: the table's ({@code index} empty), or that of an
   * inverse index, which {@code usedBy} declares.
   */
  public static String reservedAttribute(
      String type, String component, Optional<String> index, boolean partition, String usedBy) {
    String key = partition ? "partition key" : "sort key";
    String owner =
        index
            .map(i -> key + " of index " + i + " (used by " + usedBy + ")")
            .orElse("the table's " + key);
    return component(Code.EdgeReservedAttribute, type, component)
        + " is named like the key attribute "
        + component
        + " ("
        + owner
        + ") and would overwrite it; rename the component";
  }

  /** {@code attribute} is {@code prefix}, {@code sourcePrefix} or {@code targetPrefix}. */
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
    return attributeValue(code, type, attribute, value)
        + " must match "
        + NAME_PATTERN
        + why
        + "; use for example \""
        + sanitize(value, fallback)
        + "\"";
  }

  public static String badIndexName(String type, String value) {
    return about(Code.EdgeBadIndexName, type)
        + ": inverse index name \""
        + value
        + "\" is not a legal DynamoDB index name"
        + " (3 to 255 characters of [a-zA-Z0-9_.-]); use for example \""
        + indexSuggestion(value)
        + "\"";
  }

  public static String counterMissing(
      String edge, String attribute, String counter, String node, Collection<String> candidates) {
    return attributeValue(Code.EdgeCounterMissing, edge, attribute, counter)
        + " is not a component of "
        + node
        + "; add 'long "
        + counter
        + "' to "
        + node
        + " or name one of its numeric components"
        + didYouMean(counter, candidates);
  }

  public static String counterIsId(String edge, String attribute, String counter, String node) {
    return attributeValue(Code.EdgeCounterIsId, edge, attribute, counter)
        + " is the id of "
        + node
        + ", which lives in the keys and cannot be counted; add a 'long' component to "
        + node
        + " and name it here";
  }

  public static String counterIsVersion(
      String edge, String attribute, String counter, String node) {
    return attributeValue(Code.EdgeCounterIsVersion, edge, attribute, counter)
        + " is the @Version of "
        + node
        + ", which only writes of "
        + node
        + " move; add a 'long' component to "
        + node
        + " to count in, and name it here";
  }

  /** {@code @Counter} on a node's {@code @Version}. */
  public static String counterAnnotationOnVersion(String node, String component) {
    return component(Code.EdgeCounterIsVersion, node, component)
        + " is marked both @Counter and @Version, but edges move a counter and only writes of "
        + node
        + " move its version; count in another 'long' component";
  }

  /** A second {@code @Version} or {@code @Ttl} component ({@code annotation}). */
  public static String duplicateVersionOrTtl(
      String type, EdgeTableAnnotation annotation, String component, String first) {
    Code code =
        annotation == EdgeTableAnnotation.VERSION
            ? Code.EdgeDuplicateVersion
            : Code.EdgeDuplicateTtl;
    return second(code, type, component, annotation, first, "at most one");
  }

  public static String versionType(String type, String component, String declared) {
    return component(Code.EdgeVersionType, type, component)
        + " is @Version of type "
        + declared
        + ", but a version is a number DynamoDB compares and adds 1 to; declare it 'long "
        + component
        + "' (or Long)";
  }

  public static String ttlType(String type, String component, String declared) {
    return component(Code.EdgeTtlType, type, component)
        + " is @Ttl of type "
        + declared
        + ", but a time to live is the moment the item expires, stored as epoch seconds;"
        + " declare it 'java.time.Instant "
        + component
        + "'";
  }

  /** {@code @Version} or {@code @Ttl} on an id component, which lives in the keys. */
  public static String versionOrTtlIsId(
      String type, EdgeTableAnnotation annotation, String component) {
    Code code =
        annotation == EdgeTableAnnotation.VERSION ? Code.EdgeVersionIsId : Code.EdgeTtlIsId;
    return component(code, type, component)
        + " is an id, which lives in the keys and never changes, so it cannot be the @"
        + annotation.simpleName()
        + "; annotate another component "
        + (annotation == EdgeTableAnnotation.VERSION ? "('long version')" : "('Instant expiresAt')")
        + " instead";
  }

  /** {@code counters}: how the edge's counters read, e.g. {@code sourceCounter "courseCount"}. */
  public static String ttlWithCounter(String edge, String component, List<String> counters) {
    return component(Code.EdgeTtlWithCounter, edge, component)
        + " is @Ttl, but the edge has counters ("
        + String.join(", ", counters)
        + "): DynamoDB deletes an expired item without moving the counters, which would then"
        + " overcount; remove @Ttl, or the counters (count() on a query gives the exact number)";
  }

  /**
   * {@code @Ttl} on a node whose counters count edges; {@code counters} say which and by what, e.g.
   * {@code studentCount (test.Enrollment's targetCounter)}.
   */
  public static String ttlOnCountedNode(String node, String component, List<String> counters) {
    return component(Code.EdgeTtlOnCountedNode, node, component)
        + " is @Ttl, but edges are counted on "
        + simple(node)
        + " ("
        + String.join(", ", counters)
        + "): DynamoDB deletes an expired node with its counts and leaves the counted edges,"
        + " which then point at a node that is gone and are counted nowhere (created again with the"
        + " same id, the node would start below the number of its edges); remove @Ttl from "
        + simple(node)
        + ", or the counters (count() on a query gives the exact number)";
  }

  public static String ttlConflict(
      String type, String component, String otherType, String otherComponent) {
    return component(Code.EdgeTtlConflict, type, component)
        + " is @Ttl, but "
        + otherType
        + " names its time to live '"
        + otherComponent
        + "', and records compiled together share one table, which has one time-to-live"
        + " attribute; name both @Ttl components '"
        + otherComponent
        + "' (or compile them apart, for different tables)";
  }

  public static String counterNotNumeric(
      String edge, String attribute, String counter, String node, String type) {
    return attributeValue(Code.EdgeCounterNotNumeric, edge, attribute, counter)
        + " is "
        + node
        + "."
        + counter
        + " of type "
        + type
        + ", but a counter is incremented with ADD and must be a number;"
        + " declare it as long";
  }

  public static String badShardCount(String edge, int shards) {
    return badCounterShards(edge, "inverseShards", shards);
  }

  /** {@code attribute} (inverseShards, targetCounterShards, @Counter(shards)...) out of range. */
  public static String badCounterShards(String subject, String attribute, int shards) {
    return attributeNumber(Code.EdgeBadShardCount, subject, attribute, shards)
        + "; "
        + attribute
        + " must be between 1 and "
        + MAX_SHARDS
        + "; use a value from 1 to "
        + MAX_SHARDS;
  }

  public static String counterShardsWithoutCounter(
      String edge, String attribute, int shards, String counterAttribute) {
    return attributeNumber(Code.EdgeCounterShardsWithoutCounter, edge, attribute, shards)
        + ", but "
        + counterAttribute
        + " is not set, so there is no counter to spread over counter items; name the node's"
        + " counter ("
        + counterAttribute
        + " = \"...\") or remove "
        + attribute;
  }

  /** {@code @Counter} on an edge's component. */
  public static String misplacedCounter(String edge, String component) {
    return component(Code.EdgeMisplacedCounter, edge, component)
        + " is marked @Counter, which marks a counter of a @Node record; an edge names the"
        + " counters it moves with sourceCounter / targetCounter: remove @Counter here";
  }

  /**
   * An EdgeTable annotation on a component of {@code nested}, a record that is not a {@code @Node}
   * or {@code @Edge} but the type of (or inside) {@code record}'s attribute {@code attribute}:
   * stored as a map inside that attribute, where the annotation has no effect.
   */
  public static String nestedAnnotation(
      String nested,
      String component,
      EdgeTableAnnotation annotation,
      String record,
      String attribute) {
    String fix =
        switch (annotation) {
          case VERSION ->
              "a version guards a whole item: remove it here, and mark a 'long' component of "
                  + simple(record)
                  + " @Version";
          case TTL ->
              "DynamoDB expires whole items: remove it here, and mark an 'Instant' component of "
                  + simple(record)
                  + " @Ttl";
          case COUNTER ->
              "edges count a @Node record's own components: remove it here, and count in a"
                  + " 'long' component of the node";
          default ->
              "keys are built from the @Node or @Edge record's own components: remove it here ("
                  + simple(record)
                  + "'s ids are the components it marks itself)";
        };
    return component(Code.EdgeNestedAnnotation, nested, component)
        + " is marked @"
        + annotation.simpleName()
        + ", but "
        + simple(nested)
        + " is not a @Node or @Edge record: it is stored as a map inside "
        + record
        + "."
        + attribute
        + ", where @"
        + annotation.simpleName()
        + " has no effect; "
        + fix;
  }

  /** {@code @Counter} on a node's id. */
  public static String counterAnnotationOnId(String node, String component) {
    return component(Code.EdgeCounterIsId, node, component)
        + " is the node's @Id and is marked @Counter, but an id lives in the keys and cannot be"
        + " counted; mark a 'long' component @Counter instead";
  }

  /** {@code @Counter} on a component that is not a number. */
  public static String counterAnnotationNotNumeric(String node, String component, String type) {
    return component(Code.EdgeCounterNotNumeric, node, component)
        + " of type "
        + type
        + " is marked @Counter, but a counter is incremented with ADD and must be a number;"
        + " declare it as long";
  }

  /**
   * An edge counts a component of a node compiled apart from it, which does not mark it as a
   * counter: the node's DAO treats it as a plain attribute.
   */
  public static String counterNotDeclared(
      String edge, String attribute, String counter, String node, String type, int shards) {
    return attributeValue(Code.EdgeCounterNotDeclared, edge, attribute, counter)
        + " names a component of "
        + node
        + ", which is compiled apart from this edge and does not mark it @Counter, so the"
        + " node's DAO treats it as a plain attribute and its save would overwrite the count; mark"
        + " the component in "
        + node
        + ": "
        + counterMark(shards)
        + " "
        + type
        + " "
        + counter;
  }

  /**
   * The shards an edge gives a counter differ from those the node's {@code @Counter} declares, or
   * from those another edge gives it ({@code other} names that edge, or is empty).
   */
  public static String counterShardsMismatch(
      String edge,
      String attribute,
      String counter,
      String node,
      int shards,
      int otherShards,
      Optional<String> other) {
    String shardsAttribute = attribute + "Shards";
    String theirs =
        other
            .map(o -> "but " + o + " counts it over " + otherShards + " counter item(s)")
            .orElse(
                "but "
                    + node
                    + "."
                    + counter
                    + " is marked "
                    + counterMark(otherShards));
    return attributeNumber(Code.EdgeCounterShardsMismatch, edge, shardsAttribute, shards)
        + " for "
        + node
        + "."
        + counter
        + ", "
        + theirs
        + "; a counter has one set of counter items, which every read of the node sums, so give"
        + " every edge and the @Counter mark the same number (for example "
        + counterMark(Math.max(shards, otherShards))
        + " and "
        + shardsAttribute
        + " = "
        + Math.max(shards, otherShards)
        + ")";
  }

  private static String counterMark(int shards) {
    return shards > 1 ? "@Counter(shards = " + shards + ")" : "@Counter";
  }

  public static String shardsWithoutIndex(String edge, int shards) {
    return attributeNumber(Code.EdgeShardsWithoutIndex, edge, "inverseShards", shards)
        + "; inverseShards splits the inverse index partitions, so it needs an inverse index;"
        + " set inverse = \"GSI1\" or remove inverseShards";
  }

  public static String includeUnknown(String edge, String name, Collection<String> candidates) {
    return about(Code.EdgeIncludeUnknown, edge)
        + ": include names \""
        + name
        + "\", which is not a component of "
        + simple(edge)
        + "; name attribute components only"
        + didYouMean(name, candidates);
  }

  public static String includeWithoutProjection(String edge) {
    return about(Code.EdgeBadInclude, edge)
        + ": include is only used with inverseProjection = Projection.INCLUDE on an inverse"
        + " index; set both, or remove include";
  }

  public static String emptyInclude(String edge) {
    return about(Code.EdgeEmptyInclude, edge)
        + ": Projection.INCLUDE needs the components to project; list them in include = {...}"
        + " or use Projection.KEYS_ONLY";
  }

  public static String includeId(String edge, String component) {
    return about(Code.EdgeIncludeId, edge)
        + ": include names the id component \""
        + component
        + "\", which lives in the keys and is always projected; remove it from include";
  }

  public static String unprojectedPrimitive(
      String edge, String component, String type, String index) {
    return component(Code.EdgeUnprojectedPrimitive, edge, component)
        + " ("
        + type
        + ") is not projected into index "
        + index
        + ", so inverse queries could not rebuild the record (a primitive cannot be null);"
        + " add \""
        + component
        + "\" to include, use Projection.ALL, or make it a boxed type";
  }

  /** {@code include} lists the projected components when the projection is {@code INCLUDE}. */
  public static String indexProjectionConflict(
      String edge,
      String index,
      String projection,
      List<String> include,
      String other,
      String otherProjection,
      List<String> otherInclude) {
    return about(Code.EdgeIndexProjectionConflict, edge)
        + " gives index "
        + index
        + " projection "
        + projection(projection, include)
        + ", but "
        + other
        + " gives it "
        + projection(otherProjection, otherInclude)
        + "; one index has one projection: use the same"
        + " inverseProjection/include on both, or a different inverse index name";
  }

  private static String projection(String projection, List<String> include) {
    return projection.equals("INCLUDE") ? "INCLUDE " + include : projection;
  }

  /** How two kinds' sort keys in one partition collide. */
  public enum Overlap {
    /** Both are the same constant. */
    SAME_CONSTANT,
    /** Both are the same literal followed by an id: equal for equal ids. */
    EQUAL,
    /** One literal begins with the other: the shorter one's query reads both. */
    PREFIX
  }

  /** One side of a key collision: a record, its sort key, and a node's constant sort key. */
  public record KeyKind(
      RecordName name, boolean edge, KeyTemplate sortKey, Optional<String> constantSortKey) {}

  /**
   * {@code subject}'s items can overwrite, or be read with, {@code other}'s: both live in
   * partitions {@code partition} of the table, or of {@code index}.
   */
  public static String keyCollision(
      KeyKind subject, KeyKind other, KeyTemplate partition, Optional<String> index, Overlap how) {
    String where =
        "both live in partitions "
            + partition.attribute()
            + " = "
            + partition.describe()
            + index.map(i -> " of index " + i).orElse("");
    KeyTemplate a = subject.sortKey();
    KeyTemplate b = other.sortKey();
    String detail =
        switch (how) {
          case SAME_CONSTANT ->
              " with the same constant sort key " + a.literal() + ", so one overwrites the other";
          case EQUAL ->
              " and their sort keys "
                  + a.describe()
                  + " and "
                  + b.describe()
                  + " are equal for equal ids, so one item overwrites the other"
                  + (subject.edge() && !other.edge() && index.isEmpty()
                      ? " (an edge whose target id equals its source id would overwrite the node)"
                      : "");
          case PREFIX -> {
            KeyTemplate shorter = a.literal().length() < b.literal().length() ? a : b;
            KeyTemplate longer = shorter == a ? b : a;
            yield " and sort keys "
                + longer.describe()
                + " begin with \""
                + shorter.literal()
                + "\", so a query begins_with("
                + shorter.attribute()
                + ", \""
                + shorter.literal()
                + "\") would also read the other kind's items";
          }
        };
    return about(Code.EdgeKeyCollision, subject.name().qualifiedName())
        + " and "
        + other.name().qualifiedName()
        + ": "
        + where
        + detail
        + "; "
        + collisionFix(subject, index);
  }

  private static String collisionFix(KeyKind subject, Optional<String> index) {
    String name = subject.name().simpleNames();
    if (subject.edge()) {
      return "give "
          + name
          + " a distinct label (e.g. label = \""
          + subject.name().simpleName().toUpperCase(Locale.ROOT)
          + "\")"
          + (index.isPresent() ? " or another inverse index" : " or a distinct targetPrefix");
    }
    return subject
        .constantSortKey()
        .map(k -> "give " + name + " a distinct prefix or another sortKey than \"" + k + "\"")
        .orElse("give " + name + " a distinct prefix or a constant sortKey");
  }

  /** A class EdgeTable generates for {@code record} exists already, written by someone else. */
  public static String generatedNameTaken(String record, String generated) {
    return about(Code.EdgeGeneratedNameTaken, record)
        + ": EdgeTable generates "
        + generated
        + " for it, but a type "
        + generated
        + " is already declared; rename "
        + simple(generated)
        + ", or rename "
        + simple(record)
        + " so that its generated classes get other names";
  }

  /** Two records whose generated classes would have one name. */
  public static String generatedNameShared(String record, String generated, String other) {
    return about(Code.EdgeGeneratedNameTaken, record)
        + ": EdgeTable generates "
        + generated
        + " for it, and also for "
        + other
        + " (nested records' classes join names with '_'); rename one of the two records";
  }

  public static String unresolvedType(String type) {
    return about(Code.EdgeUnresolvedType, type)
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

  /** The note of {@code -Aedgetable.timing=true}. */
  public static String timing(long millis) {
    return "EdgeTable processor: " + millis + " ms in process()";
  }

  /** A second component marked {@code annotation}, where a record has {@code howMany}. */
  private static String second(
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
  private static String about(Code code, String subject) {
    return code.tag() + subject;
  }

  /** {@code [Code] type.component}: how a message about one record component begins. */
  private static String component(Code code, String type, String component) {
    return about(code, type + "." + component);
  }

  /**
   * {@code [Code] subject: attribute "value"}: how a message about the value of one of the
   * subject's annotation attributes begins.
   */
  private static String attributeValue(
      Code code, String subject, String attribute, String value) {
    return about(code, subject + ": " + attribute + " \"" + value + "\"");
  }

  /**
   * {@code [Code] subject: attribute = number}: how a message about a number given to one of the
   * subject's annotation attributes begins.
   */
  private static String attributeNumber(Code code, String subject, String attribute, int number) {
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
